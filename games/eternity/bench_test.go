package eternity

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The bench files are copies of ../shared/bench/eternity, kept beside the
// tests so that they run anywhere.
const benchDir = "testdata/bench"

func benchPuzzles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(benchDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasSuffix(f, ".solutions.txt") {
			out = append(out, f)
		}
	}
	if len(out) != 21 {
		t.Fatalf("found %d bench puzzles, want 21", len(out))
	}
	return out
}

func readBench(t *testing.T, name string) (*Puzzle, []byte) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	p, order, err := ReadPlain(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if order != NESW {
		t.Fatalf("%s: read as %v, want NESW", name, order)
	}
	return p, data
}

// TestBenchFiles: every bench file reads, obeys both laws, has the counts
// of pieces its size needs, and writes back byte for byte.
func TestBenchFiles(t *testing.T) {
	for _, name := range benchPuzzles(t) {
		p, data := readBench(t, name)
		if probs := Check(p); len(probs) != 0 {
			t.Errorf("%s breaks the laws: %v", name, probs)
		}
		n := p.Count()
		for _, k := range []Kind{Corner, Border, Inner} {
			if n[k] != Expected(p.W, p.H, k) {
				t.Errorf("%s: %d %v pieces, want %d", name, n[k], k, Expected(p.W, p.H, k))
			}
		}
		var out bytes.Buffer
		if err := WritePlain(&out, p); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Errorf("%s does not write back identically", name)
		}
	}
}

// TestBenchColorCounts: Brendan's sets use the README's frame + inner colour
// counts, the same as SuggestedColors.
func TestBenchColorCounts(t *testing.T) {
	for _, name := range benchPuzzles(t) {
		if !strings.HasPrefix(filepath.Base(name), "brendan") {
			continue
		}
		p, _ := readBench(t, name)
		frame, inner := p.Colors()
		b, i := SuggestedColors(p.W, p.H)
		if len(frame) != b || len(inner) != i {
			t.Errorf("%s: %d+%d colours, README says %d+%d", name, len(frame), len(inner), b, i)
		}
	}
}

func TestOfficialPieces(t *testing.T) {
	p, _ := readBench(t, filepath.Join(benchDir, "e2_official.txt"))
	n := p.Count()
	if p.N() != 256 || n[Corner] != 4 || n[Border] != 56 || n[Inner] != 196 {
		t.Errorf("e2_official: %d pieces, %d corners, %d border, %d inner; want 256, 4, 56, 196", p.N(), n[Corner], n[Border], n[Inner])
	}
	frame, inner := p.Colors()
	if len(frame) != 5 || len(frame)+len(inner) != 22 {
		t.Errorf("e2_official: %d frame and %d inner colours, want 5 of 22", len(frame), len(inner))
	}
	if probs := Check(p); len(probs) != 0 {
		t.Errorf("e2_official breaks the laws: %v", probs)
	}
}

// TestBenchSolutions: each brendan1 known solution, read with y from the
// bottom and r quarter turns clockwise, matches every edge, and writes back
// byte for byte.
func TestBenchSolutions(t *testing.T) {
	sols, _ := filepath.Glob(filepath.Join(benchDir, "brendan1_*.solutions.txt"))
	if len(sols) != 6 {
		t.Fatalf("found %d solution files, want 6", len(sols))
	}
	for _, sol := range sols {
		p, _ := readBench(t, strings.Replace(sol, ".solutions", "", 1))
		data, err := os.ReadFile(sol)
		if err != nil {
			t.Fatal(err)
		}
		b, err := ReadSolution(bytes.NewReader(data), p)
		if err != nil {
			t.Fatalf("%s: %v", sol, err)
		}
		s := ScoreBoard(p, b)
		if !s.Solved() || s.Matched != s.Total || s.Total != p.W*(p.H-1)+p.H*(p.W-1) {
			t.Errorf("%s: %d of %d joins matched, %d mismatched, %d exposed", sol, s.Matched, s.Total, len(s.Mismatched), len(s.Exposed))
		}
		// the other turn convention must fail, or the test proves nothing
		ccw := b.Clone()
		for i := range ccw.Cells {
			ccw.Cells[i].Turn = ccw.Cells[i].Turn.Inverse()
		}
		if ScoreBoard(p, ccw).Solved() {
			t.Errorf("%s: also solved with counter-clockwise turns", sol)
		}
		var out bytes.Buffer
		if err := WriteSolution(&out, b); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Errorf("%s does not write back identically", sol)
		}
	}
}
