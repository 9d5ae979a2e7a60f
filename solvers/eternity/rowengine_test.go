package eternity

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// withBitEngine runs f with the row engine switched off.
func withBitEngine(f func()) {
	old := noRowEngine
	noRowEngine = true
	defer func() { noRowEngine = old }()
	f()
}

// bitEngineOnly switches the row engine off for the rest of test t: the
// tests that compare nodes between engines or between ways of cutting the
// tree need the bit engine's, which the row engine does not count (it
// counts the pieces of the half rows it places, and the bit engine hands
// out its openings).
func bitEngineOnly(t *testing.T) {
	old := noRowEngine
	noRowEngine = true
	t.Cleanup(func() { noRowEngine = old })
}

// rowTakes reports whether a search of p with options o runs the row
// engine (when it does not cut the tree).
func rowTakes(t *testing.T, p *eternity.Puzzle, o Options) bool {
	t.Helper()
	s, err := NewSearch(p, o)
	if err != nil {
		t.Fatal(err)
	}
	_, ok := s.eng(&worker{r: s}).(*rowEngine)
	return ok
}

// boardsText is a list of boards as text, to compare two lists.
func boardsText(bs []*eternity.Board) []string {
	var out []string
	for _, b := range bs {
		out = append(out, fmt.Sprint(b.Cells))
	}
	return out
}

// hintsFrom fixes the pieces of board sol on the given cells.
func hintsFrom(sol *eternity.Board, cells ...int) *eternity.Board {
	b := eternity.NewBoard(sol.W, sol.H)
	for _, c := range cells {
		b.Cells[c] = sol.Cells[c]
	}
	return b
}

// The row engine meets the bit engine's solutions in the bit engine's
// order (every board kept, one worker), with and without the symmetry,
// corolles and fixed pieces (taken from a solution of the puzzle).
func TestRowEngineSameSolutions(t *testing.T) {
	known := map[string]int64{"brendan1_06x06": 260, "brendan2_06x06": 160} // the bench README's
	for _, name := range []string{"brendan1_04x04", "brendan2_04x04", "brendan1_05x05", "brendan2_05x05", "brendan1_06x06", "brendan2_06x06"} {
		p := eternitytest.Puzzle(t, name)
		big := p.W == 6
		var first *eternity.Board
		withBitEngine(func() { first = count(t, p, Options{Config: Config{NoSymmetry: true}}).First })
		w, cells := p.W, len(p.Pieces)
		for _, v := range []struct {
			name string
			o    Options
		}{
			{"symmetry", Options{}},
			{"nosym", Options{Config: Config{NoSymmetry: true}}},
			{"corolle 1", Options{Config: Config{Corolle: 1}}},
			{"corolle 2", Options{Config: Default}},
			{"nosym corolle 2", Options{Config: Config{NoSymmetry: true, Corolle: 2}}},
			{"a hint opening row 1's right half", Options{Hints: hintsFrom(first, w+w/2)}},
			{"hints on a corner and the bottom row", Options{Hints: hintsFrom(first, w-1, cells-w+1)}},
			{"inner hints, corolle 2", Options{Config: Default, Hints: hintsFrom(first, w+1, 2*w+2)}},
		} {
			if big && v.o.NoSymmetry && (testing.Short() || raceEnabled) {
				continue
			}
			if !rowTakes(t, p, v.o) {
				t.Errorf("%s %s: not the row engine", name, v.name)
				continue
			}
			v.o.Keep = 1000
			row := count(t, p, v.o)
			var bit Result
			withBitEngine(func() { bit = count(t, p, v.o) })
			if want, ok := known[name]; ok && v.o.Hints == nil && row.Solutions != want {
				t.Errorf("%s %s: %d solutions, want %d", name, v.name, row.Solutions, want)
			}
			if row.Solutions == 0 || row.Solutions != bit.Solutions || !slices.Equal(boardsText(row.Kept), boardsText(bit.Kept)) {
				t.Errorf("%s %s: row engine %d solutions, bit engine %d, or not in the same order", name, v.name, row.Solutions, bit.Solutions)
			}
			// (its nodes may pass the bit engine's: two halves sharing
			// their first cells count them twice)
			if row.Nodes <= 0 || row.FirstSolutionNodes <= 0 || row.FirstSolutionNodes > row.Nodes {
				t.Errorf("%s %s: row engine %d nodes (first solution at %d), bit engine %d", name, v.name, row.Nodes, row.FirstSolutionNodes, bit.Nodes)
			}
		}
	}
}

// Cutting the tree into openings (the bit engine hands them out, the row
// engine solves them, from prefixes that end anywhere in a row) and
// sharing them out finds every solution once: one and two workers,
// openings of every depth of the first rows, with and without fixed
// pieces, and openings given as units.
func TestRowEngineCountsThroughOpenings(t *testing.T) {
	names := []string{"brendan1_05x05", "brendan2_05x05", "brendan1_06x06"}
	if testing.Short() || raceEnabled {
		names = names[:2]
	}
	for _, name := range names {
		p := eternitytest.Puzzle(t, name)
		sol := count(t, p, Options{}).First
		for _, base := range []Options{{}, {Hints: hintsFrom(sol, p.W+2)}, {Config: Default}} {
			var want int64
			withBitEngine(func() { want = count(t, p, base).Solutions })
			var runs []Options
			for d := 1; d <= 2*p.W+1; d++ {
				runs = append(runs, Options{Workers: 1, Openings: d}, Options{Workers: 2, Openings: d})
			}
			runs = append(runs, Options{Workers: 2}, Options{Workers: 3})
			var units []Opening
			if _, _, err := Openings(context.Background(), p, base, p.W+1, 0, func(o Opening) bool { units = append(units, o); return true }); err != nil {
				t.Fatal(err)
			}
			runs = append(runs, Options{Workers: 2, Units: units})
			for _, o := range runs {
				o.Config, o.Hints = base.Config, base.Hints
				if r := count(t, p, o); r.Solutions != want {
					t.Errorf("%s %v hints %v, %d workers, openings %d (%d units): %d solutions, want %d",
						name, o.Config, o.Hints != nil, o.Workers, o.Openings, len(o.Units), r.Solutions, want)
				}
			}
		}
	}
}

// twoTurns reports whether some piece fits a cell of p's rowscan in two
// turns showing the same colours north and west (three equal sides in a
// row): the halves then hold both turns, one after the other.
func twoTurns(pr *problem) bool {
	for c := range pr.cells {
		for pt := range pr.nt {
			for u := pt + 1; u < pt-pt%4+4; u++ {
				if pr.fitsCell(c, pt) && pr.fitsCell(c, u) && pr.color(int32(pt), 0) == pr.color(int32(u), 0) && pr.color(int32(pt), 3) == pr.color(int32(u), 3) {
					return true
				}
			}
		}
	}
	return false
}

// On generated puzzles with few colours (pieces that fit a cell in two
// turns, turns that look alike), oblong ones, and fixed pieces taken from
// their solution, the row engine finds the bit engine's solutions in the
// bit engine's order, and the same count through openings.
func TestRowEngineAgreesOnGeneratedPuzzles(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 3))
	made, doubled := 0, 0
	for i := range 120 {
		o := eternity.GenOptions{W: 3 + rng.IntN(3), H: 2 + rng.IntN(4), BorderColors: 1 + rng.IntN(3), InnerColors: 2 + rng.IntN(4), Seed: uint64(i)}
		p, sol, err := eternity.Generate(o)
		if err != nil {
			continue
		}
		opt := Options{Config: Config{NoSymmetry: rng.IntN(2) == 0, Corolle: rng.IntN(2)}, Keep: 1000}
		if rng.IntN(3) == 0 {
			opt.Hints = hintsFrom(sol, rng.IntN(len(sol.Cells)), rng.IntN(len(sol.Cells)))
		}
		if !rowTakes(t, p, opt) {
			t.Errorf("%+v: not the row engine", o)
			continue
		}
		made++
		s, _ := NewSearch(p, opt)
		if twoTurns(s.pr) {
			doubled++
		}
		row := count(t, p, opt)
		var bit Result
		withBitEngine(func() { bit = count(t, p, opt) })
		if row.Solutions != bit.Solutions || !slices.Equal(boardsText(row.Kept), boardsText(bit.Kept)) {
			t.Errorf("%+v %v: row engine %d solutions, bit engine %d, or not in the same order", o, opt.Config, row.Solutions, bit.Solutions)
		}
		cut := opt
		cut.Workers, cut.Openings = 2, 0
		if last := p.W*p.H - s.pr.nhints - 1; last > 1 {
			cut.Openings = 1 + rng.IntN(last)
		}
		if r := count(t, p, cut); r.Solutions != bit.Solutions {
			t.Errorf("%+v %v, openings %d: %d solutions, want %d", o, opt.Config, cut.Openings, r.Solutions, bit.Solutions)
		}
	}
	if made < 30 || doubled == 0 {
		t.Errorf("%d puzzles made, %d with a piece fitting in two turns", made, doubled)
	}
	t.Logf("%d puzzles, %d with a piece fitting in two turns", made, doubled)
}

// Which boards and configurations the row engine takes.
func TestRowEngineTakes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		o     Options
		takes bool
	}{
		{"brendan1_06x06", Options{}, true},
		{"brendan1_07x07", Options{Config: Default}, true},
		{"brendan1_08x08", Options{}, true}, // 64 pieces, a word
		{"brendan1_09x09", Options{}, false},
		{"brendan1_10x10", Options{}, false},
		{"brendan1_06x06", Options{Config: Config{Order: Diagonal}}, false},
		{"brendan1_06x06", Options{Config: Config{Model: CaPi}}, false},
		{"brendan1_06x06", Options{Finale: 4}, false},
	} {
		p := eternitytest.Puzzle(t, tc.name)
		if got := rowTakes(t, p, tc.o); got != tc.takes {
			t.Errorf("%s %v finale %d: row engine %v, want %v", tc.name, tc.o.Config, tc.o.Finale, got, tc.takes)
		}
	}
}

// The row engine's position only grows, within 0..1, and ends near 1.
func TestRowEnginePosition(t *testing.T) {
	s, err := NewSearch(eternitytest.Puzzle(t, "brendan1_06x06"), Options{All: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []float64
	w := &worker{r: s, pos: new(atomic.Uint64), onPos: func(p float64) { got = append(got, p) }}
	e, ok := s.eng(w).(*rowEngine)
	if !ok {
		t.Fatal("not the row engine")
	}
	if !e.run(0, 0) || len(got) < 10 {
		t.Fatalf("the search stopped or published %d positions", len(got))
	}
	prev := 0.0
	for i, p := range got {
		if p < prev || p > 1 {
			t.Fatalf("position %d is %v after %v", i, p, prev)
		}
		prev = p
	}
	if last := got[len(got)-1]; last < 0.9 || got[len(got)/2] <= got[0] {
		t.Errorf("positions %v .. %v .. %v", got[0], got[len(got)/2], last)
	}
}
