package filekind

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/games/dicewars"
	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
	"plateau/games/momentum"
	"plateau/games/rikudo"
	"plateau/games/weave"
)

// Every file Plateau saves, and the community's files it reads, goes to
// the workspace that opens it, by what it holds; exports get a word of
// their own; nothing tells an empty or damaged file.
func TestFileWorkspace(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	samples := filepath.Join("..", "..", "resources", "samples")
	bench := eternitytest.Dir()
	for _, tc := range []struct {
		path string
		want string
	}{
		{filepath.Join(samples, "weave_seed_example.json"), "weave"},
		{filepath.Join(samples, "momentum_demo.json"), "momentum"},
		{filepath.Join(samples, "dicewars_demo.json"), "dicewars"},
		{filepath.Join(samples, "eternity_6x6.json"), "eternity"},
		{filepath.Join(samples, "rikudo_sample.txt"), "rikudo"},
		{filepath.Join(bench, "brendan1_06x06.txt"), "eternity"},
		{filepath.Join(bench, "e2_official.txt"), "eternity"},
		// the other edge order: four colours a line, no header
		{write("bltr.txt", "c a comment\n\n1 2 0 0\n"), "eternity"},
		{write("board.url", "https://e2.bucas.name/#puzzle=x&board_w=2"), "eternity"},
		{write("link.txt", "https://e2.bucas.name/#board_w=2&board_edges=aabb"), "eternity"},
		{write("shortcut.txt", "[InternetShortcut]\r\nURL=https://e2.bucas.name/#board_w=2\r\n"), "eternity"},
		// a Rikudo whatever its name; JSON keys in any order
		{write("puzzle.dat", "\ufeff\n7\n6\n#1 2\n"), "rikudo"},
		{write("notepad.txt", "\ufeff7\n6\n#1 2\n"), "rikudo"},      // a byte order mark before the first number
		{write("huge.txt", "99999999999999999999 3\n"), "eternity"}, // too large for an int, still a size
		{write("hugecells.txt", "99999999999999999999\n"), "rikudo"},
		{write("word.txt", "abc\n"), ""},
		{write("notepad2.txt", "\ufeff4 4\n0 1 1 0\n"), "eternity"},
		{write("late.json", `{"version": 1, "moves": [], "seed": 3, "game": "momentum"}`), "momentum"},
		{write("noext", `  {"seed": 3, "seats": ["human"], "moves": []}`), "dicewars"},
		{write("empty.txt", ""), ""},
		{write("blank.json", " \n\t"), ""},
		{write("chess.json", `{"game": "chess", "moves": []}`), ""},
		{write("other.json", `{"name": "x"}`), ""},
		{write("broken.json", `{"moves": [`), ""},
		{write("list.json", `[1, 2]`), ""},
		{write("three.txt", "1 2 3\n"), ""},
		// the telling key behind more than the sniffer reads
		{write("far.json", `{"notes": "`+strings.Repeat("x", sniffJSONBytes)+`", "game": "momentum"}`), ""},
	} {
		got, err := Workspace(tc.path)
		if err != nil || got != tc.want {
			t.Errorf("%s: %q, %v; want %q", filepath.Base(tc.path), got, err, tc.want)
		}
	}
	for _, name := range []string{"lattice.ply", "lattice.OBJ", "model.cnf", "board.pdf", "compare.csv"} {
		if got, err := Workspace(write(name, "{}")); !errors.Is(err, ErrNotOpened) || got != "" {
			t.Errorf("%s: %q, %v; want ErrNotOpened", name, got, err)
		}
	}
	if _, err := Workspace(filepath.Join(dir, "missing.json")); err == nil || errors.Is(err, ErrNotOpened) {
		t.Errorf("a missing file: %v", err)
	}
	// binary data is said to be so (the visible workspace's reader quoted
	// 900 characters of escaped bytes); accents and a character cut at the
	// end of what is peeked are text
	accents := "4 4\nc Pièce très jolie\n" + strings.Repeat("é", BinaryPeek/2)
	for _, tc := range []struct {
		name, body string
		binary     bool
	}{
		{"zeros.json", "{\x00\x00}", true},
		{"zeros.url", "https://e2.bucas.name/#\x00\x00", true},
		{"random.txt", "7\n\x01\x02\x1b\x7f\x03\x04 garbage", true},
		{"latin1.txt", "c Pi\xe8ces tr\xe8s jolies\n4 4\n", false},
		{"accents.txt", accents, false},
		{"cut.txt", accents[:BinaryPeek-1], false},
	} {
		_, err := Workspace(write(tc.name, tc.body))
		if got := errors.Is(err, ErrBinary); got != tc.binary {
			t.Errorf("%s: %v, want binary %v", tc.name, err, tc.binary)
		}
	}
}

// A Weave lattice is told by its first key, without reading the points
// that follow (a million of them make 80 MB).
func TestJSONWorkspaceDecidesEarly(t *testing.T) {
	r := io.MultiReader(strings.NewReader(`{"rule": "seed", "main": "D1", "points": [`), failing{})
	if got := jsonWorkspace(r); got != "weave" {
		t.Errorf("got %q, want weave", got)
	}
}

// failing is a reader whose every read fails: reading it is a test failure
// made visible as a wrong answer.
type failing struct{}

func (failing) Read([]byte) (int, error) { return 0, errors.New("read past the first key") }

// Nothing a file holds makes the sniffers panic, and a file that a
// workspace's reader takes goes to a workspace that takes it: told
// another, or told nothing, it was refused there (or in the visible
// workspace) though Plateau reads it.
func FuzzFileWorkspace(f *testing.F) {
	for _, s := range []string{`{"rule": "seed"}`, `{"game": "momentum"}`, `{"moves": []}`, "60\n150\n#1 2\n", "6 6\n0 0 1 2\n", "c x\n", `{"a": {"b": [1, {"c": 2}]}}`} {
		f.Add([]byte(s))
	}
	samples, _ := filepath.Glob(filepath.Join("..", "..", "resources", "samples", "*.*"))
	for _, name := range samples {
		if b, err := os.ReadFile(name); err == nil && len(b) < 64<<10 {
			f.Add(b)
			// the readers take a key in any case ("Moves", "GAME")
			up := b
			for _, k := range jsonKeys {
				up = bytes.ReplaceAll(up, []byte(`"`+k+`"`), []byte(`"`+strings.ToUpper(k[:1])+k[1:]+`"`))
			}
			f.Add(up)
		}
	}
	readers := []struct {
		workspace string
		read      func(io.Reader) error
	}{
		{"rikudo", func(r io.Reader) error { _, err := rikudo.Read(r); return err }},
		{"eternity", func(r io.Reader) error { _, _, err := eternity.ReadPlain(r); return err }},
		{"eternity", func(r io.Reader) error { _, err := eternity.ReadJSON(r); return err }},
		{"weave", func(r io.Reader) error { _, err := weave.ReadJSON(r); return err }},
		{"momentum", func(r io.Reader) error { _, _, err := momentum.LoadGame(r, nil); return err }},
		{"dicewars", func(r io.Reader) error { _, _, err := dicewars.Load(r); return err }},
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		jsonWorkspace(strings.NewReader(string(b)))
		textWorkspace(b)
		path := filepath.Join(t.TempDir(), "f.json")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := Workspace(path)
		if err != nil {
			return // binary data, which no workspace reads as its own
		}
		takes := map[string]bool{}
		for _, r := range readers {
			if r.read(bytes.NewReader(b)) == nil {
				takes[r.workspace] = true
			}
		}
		for ws := range takes {
			if !takes[got] {
				t.Fatalf("%s reads the file, which goes to %q:\n%q", ws, got, b)
			}
		}
	})
}

// LacksKey says a key is missing only of a JSON object read to its end:
// a file cut short, not JSON or too large to read whole cannot tell.
func TestLacksKey(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, body string
		lacks      bool
	}{
		{"other.json", `{"name": "x", "width": 4}`, true},
		{"there.json", `{"name": "x", "format": ""}`, false},
		{"upper.json", `{"FORMAT": "plateau-eternity"}`, false},
		{"nested.json", `{"board": {"format": 1}}`, true},
		{"cut.json", `{"name": "x", "width": 4`, false},
		{"list.txt", "4 4\n1 2 0 0\n", false},
		{"far.json", `{"notes": "` + strings.Repeat("x", sniffJSONBytes) + `"}`, false},
	} {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.body), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := LacksKey(path, "format"); got != tc.lacks {
			t.Errorf("%s: LacksKey %v, want %v", tc.name, got, tc.lacks)
		}
	}
}

// FirstByte skips white space and a byte order mark, and says a blank
// file is empty (io.EOF): the window says "X is empty." by it.
func TestFirstByte(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		body  string
		first byte
		empty bool
	}{
		{"", 0, true},
		{" \n\t\r\n", 0, true},
		{"\ufeff  {\"a\": 1}", '{', false},
		{"\n\nabc", 'a', false},
		{"7\n6\n", '7', false},
	} {
		path := filepath.Join(dir, "f.txt")
		if err := os.WriteFile(path, []byte(c.body), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := FirstByte(path)
		if empty := errors.Is(err, io.EOF); empty != c.empty || (!c.empty && (err != nil || b != c.first)) {
			t.Errorf("%q: first %q, err %v; want %q, empty %v", c.body, b, err, c.first, c.empty)
		}
	}
	if _, err := FirstByte(filepath.Join(dir, "missing")); err == nil || errors.Is(err, io.EOF) {
		t.Errorf("a missing file: err %v, want an error that is not io.EOF", err)
	}
}
