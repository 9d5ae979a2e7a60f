package eternity

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var updateSample = flag.Bool("update", false, "rewrite resources/samples/eternity_6x6.json")

const samplePath = "../../resources/samples/eternity_6x6.json"

// sample is the design the Eternity workspace opens on: a generated 6x6
// puzzle with the hardest colour counts, and one inner piece fixed on its
// solution cell as a hint, as Eternity II fixes its starter piece.
func sample(t *testing.T) *Design {
	t.Helper()
	p, sol, err := Generate(GenOptions{W: 6, H: 6, BorderColors: 3, InnerColors: 5, Seed: 2016})
	if err != nil {
		t.Fatal(err)
	}
	d := NewDesign("Eternity 6x6, seed 2016", p)
	hint := sol.At(2, 2)
	if _, err := d.Board.Place(2, 2, hint.Piece, hint.Turn); err != nil {
		t.Fatal(err)
	}
	if err := d.Board.SetFixed(2, 2, true); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestSample: the embedded sample is what the generator makes, obeys both
// laws, and its hint sits where the solution puts it.
func TestSample(t *testing.T) {
	var want bytes.Buffer
	if err := WriteJSON(&want, sample(t)); err != nil {
		t.Fatal(err)
	}
	if *updateSample {
		if err := os.WriteFile(samplePath, want.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(samplePath)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Fatal("the sample differs from the generator's output (run the test with -update)")
	}
	d, err := ReadJSON(bytes.NewReader(got))
	if err != nil {
		t.Fatal(err)
	}
	if probs := Check(d.Puzzle); len(probs) != 0 {
		t.Errorf("the sample breaks the laws: %v", probs)
	}
	if pl := d.Board.At(2, 2); !pl.Fixed || d.Board.Placed() != 1 {
		t.Errorf("the sample's hint: %+v, %d placed", pl, d.Board.Placed())
	}
}
