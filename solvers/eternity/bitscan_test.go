package eternity

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// withScanEngine runs f with the bit engine switched off.
func withScanEngine(f func()) {
	noBitEngine = true
	defer func() { noBitEngine = false }()
	f()
}

// The bit engine searches the scan engine's tree in the scan engine's order:
// the same nodes, solutions and node of the first solution, in every order
// and variant it takes, with and without workers.
func TestBitEngineAgrees(t *testing.T) {
	bitEngineOnly(t) // the bit engine against the scan engine
	// pieces of a known solution fixed on some cells
	hints := func(p *eternity.Puzzle, cells ...int) *eternity.Board {
		sol := eternitytest.Solution(t, "brendan1_05x05", p)
		b := eternity.NewBoard(p.W, p.H)
		for _, c := range cells {
			b.Cells[c] = sol.Cells[c]
		}
		return b
	}
	type variant struct {
		name string
		o    Options
	}
	var variants []variant
	for _, o := range Orders() {
		for _, nosym := range []bool{false, true} {
			variants = append(variants, variant{fmt.Sprintf("%v nosym=%v", o, nosym), Options{Config: Config{Order: o, NoSymmetry: nosym}}})
		}
	}
	variants = append(variants,
		variant{"corolle 2", Options{Config: Config{Corolle: 2}}},
		variant{"2 workers", Options{Workers: 2}},
		variant{"3 workers, openings 4", Options{Workers: 3, Openings: 4}},
		variant{"finale 4", Options{Finale: 4}},
		variant{"finale 7, 2 workers", Options{Finale: 7, Workers: 2}},
	)
	for _, name := range []string{"brendan1_04x04", "brendan1_05x05", "brendan2_05x05", "brendan1_06x06"} {
		p := eternitytest.Puzzle(t, name)
		vs := variants
		if name == "brendan1_05x05" {
			vs = append(vs,
				variant{"a hint on the top edge (bit engine)", Options{Hints: hints(p, 2)}},
				variant{"inner hints (bit engine)", Options{Hints: hints(p, 6, 12)}},
				variant{"a hint with four placed neighbours (bit engine)", Options{Hints: hints(p, 7, 11, 13, 17)}})
		}
		for _, v := range vs {
			if name == "brendan1_06x06" && v.o.Order != RowScan {
				continue
			}
			s, err := NewSearch(p, v.o)
			if err != nil {
				t.Fatal(err)
			}
			takes := newBitEngine(&worker{r: s}, s.pr, v.o.Order, nil) != nil
			if strings.Contains(v.name, "(bit engine)") != takes && strings.Contains(v.name, "engine)") {
				t.Errorf("%s %s: bit engine %v", name, v.name, takes)
			}
			v.o.All = true
			bit := count(t, p, v.o)
			var scan Result
			withScanEngine(func() { scan = count(t, p, v.o) })
			// with workers, where the first solution comes depends on timing
			sameFirst := v.o.Workers > 1 || bit.FirstSolutionNodes == scan.FirstSolutionNodes
			if bit.Nodes != scan.Nodes || bit.Solutions != scan.Solutions || !sameFirst {
				t.Errorf("%s %s (bit engine: %v): %d nodes %d solutions (first at %d), scan engine %d %d (%d)", name, v.name, takes,
					bit.Nodes, bit.Solutions, bit.FirstSolutionNodes, scan.Nodes, scan.Solutions, scan.FirstSolutionNodes)
			}
		}
	}
}

// Which boards and orders the bit engine takes.
func TestBitEngineTakes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		c     Config
		takes bool
	}{
		{"brendan1_06x06", Config{}, true},
		{"brendan1_08x08", Config{}, true},
		{"brendan1_10x10", Config{}, true},                // 64 inner pieces, 32 border
		{"brendan1_12x12", Config{}, false},               // 100 inner pieces
		{"brendan1_06x06", Config{Order: SpiralIn}, true}, // cells with three placed neighbours
		{"brendan1_06x06", Config{Order: Diagonal}, true},
		{"brendan1_06x06", Config{Corolle: 1}, true},
		{"brendan1_06x06", Config{Order: SpiralOut, NoSymmetry: true}, false}, // the first cell takes any turn
	} {
		p := eternitytest.Puzzle(t, tc.name)
		s, err := NewSearch(p, Options{Config: tc.c})
		if err != nil {
			t.Fatal(err)
		}
		if got := newBitEngine(&worker{r: s}, s.pr, tc.c.Order, nil) != nil; got != tc.takes {
			t.Errorf("%s %v: bit engine %v, want %v", tc.name, tc.c, got, tc.takes)
		}
	}
}

// On generated puzzles with few colours (many pieces with equal sides, so
// second turns and declined boards), oblong ones, and fixed pieces taken
// from their solution, the bit engine and the scan engine agree node for
// node.
func TestBitEngineAgreesOnGeneratedPuzzles(t *testing.T) {
	bitEngineOnly(t) // the bit engine against the scan engine
	rng := rand.New(rand.NewPCG(7, 7))
	took, made := 0, 0
	for i := range 200 {
		o := eternity.GenOptions{W: 3 + rng.IntN(3), H: 3 + rng.IntN(3), BorderColors: 1 + rng.IntN(3), InnerColors: 2 + rng.IntN(4), Seed: uint64(i)}
		p, sol, err := eternity.Generate(o)
		if err != nil {
			continue
		}
		made++
		opt := Options{Config: Config{Order: Orders()[rng.IntN(5)], NoSymmetry: rng.IntN(2) == 0}}
		if rng.IntN(3) == 0 {
			var cells []int
			for range 1 + rng.IntN(3) {
				cells = append(cells, rng.IntN(len(sol.Cells)))
			}
			opt.Hints = hintsFrom(sol, cells...)
		}
		s, err := NewSearch(p, opt)
		if err != nil {
			t.Fatal(err)
		}
		if newBitEngine(&worker{r: s}, s.pr, opt.Order, nil) != nil {
			took++
		}
		bit := count(t, p, opt)
		var scan Result
		withScanEngine(func() { scan = count(t, p, opt) })
		if bit.Nodes != scan.Nodes || bit.Solutions != scan.Solutions || bit.FirstSolutionNodes != scan.FirstSolutionNodes {
			t.Errorf("%+v %v: bit engine %d nodes %d solutions (first at %d), scan engine %d %d (%d)", o, opt.Config,
				bit.Nodes, bit.Solutions, bit.FirstSolutionNodes, scan.Nodes, scan.Solutions, scan.FirstSolutionNodes)
		}
	}
	if took < made/2 {
		t.Errorf("the bit engine took only %d of the %d puzzles", took, made)
	}
	t.Logf("the bit engine took %d of the %d puzzles", took, made)
}
