package bom_test

import (
	"bytes"
	"io"
	"testing"

	"plateau/games/dicewars"
	"plateau/games/eternity"
	"plateau/games/momentum"
	"plateau/games/rikudo"
	"plateau/games/weave"
)

// Every reader of the games' files reads a file that an editor (Notepad
// among them) saved with a byte order mark: Eternity's links, designs and
// solutions, saved games and lattices were refused ("invalid character 'ï'",
// "expected a parameter board_w"), and a link lost its name.
func TestEveryReaderSkipsAByteOrderMark(t *testing.T) {
	p, sol, err := eternity.Generate(eternity.GenOptions{W: 3, H: 3, BorderColors: 2, InnerColors: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	link, err := eternity.NewLink("three", p, sol)
	if err != nil {
		t.Fatal(err)
	}
	dw, err := dicewars.New(dicewars.DefaultOptions(2), 1)
	if err != nil {
		t.Fatal(err)
	}
	mg, err := momentum.New(momentum.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	lattice, err := weave.New(weave.Config{})
	if err != nil {
		t.Fatal(err)
	}
	hexagon, err := rikudo.NewHexagon(2)
	if err != nil {
		t.Fatal(err)
	}
	readers := []struct {
		name  string
		write func(io.Writer) error
		read  func(io.Reader) error
	}{
		{"eternity piece list", func(w io.Writer) error { return eternity.WritePlain(w, p) },
			func(r io.Reader) error { _, _, err := eternity.ReadPlain(r); return err }},
		{"eternity design", func(w io.Writer) error { return eternity.WriteJSON(w, eternity.NewDesign("three", p)) },
			func(r io.Reader) error { _, err := eternity.ReadJSON(r); return err }},
		{"eternity link", func(w io.Writer) error { return eternity.WriteLink(w, link) },
			func(r io.Reader) error {
				l, err := eternity.ReadLink(r)
				if err == nil && l.Name != "three" {
					t.Errorf("the link's name reads %q", l.Name)
				}
				return err
			}},
		{"eternity link as a Windows shortcut", func(w io.Writer) error {
			_, err := io.WriteString(w, "[InternetShortcut]\r\nURL="+link.String()+"\r\n")
			return err
		}, func(r io.Reader) error { _, err := eternity.ReadLink(r); return err }},
		{"eternity solution", func(w io.Writer) error { return eternity.WriteSolution(w, sol) },
			func(r io.Reader) error { _, err := eternity.ReadSolution(r, p); return err }},
		{"dice wars game", func(w io.Writer) error { return dw.Save(w, []string{"human", "human"}) },
			func(r io.Reader) error { _, err := dicewars.ReadSave(r); return err }},
		{"momentum game", func(w io.Writer) error { return mg.Record(1).Write(w) },
			func(r io.Reader) error { _, err := momentum.ReadRecord(r, nil); return err }},
		{"weave lattice", lattice.WriteJSON,
			func(r io.Reader) error { _, err := weave.ReadJSON(r); return err }},
		{"rikudo puzzle", hexagon.Write,
			func(r io.Reader) error { _, err := rikudo.Read(r); return err }},
	}
	for _, tc := range readers {
		var b bytes.Buffer
		b.WriteString("\ufeff")
		if err := tc.write(&b); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := tc.read(&b); err != nil {
			t.Errorf("%s with a byte order mark: %v", tc.name, err)
		}
	}
}
