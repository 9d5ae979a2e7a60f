package eternity

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// hopeless reports the configurations that cannot finish beyond 4x4: the
// optimistic variable choice with no pruning leaves the cells that have no
// candidate left for last, and explores everything around them first
// (1.4e9 nodes on a 5x5 board).
func (c Config) hopeless() bool { return c.Var == VarOptimistic && c.Model == BruteForce }

// allConfigs is every configuration of the seed: 5 orders x 3 variable
// choices x 3 value choices x 3 models x corolles 0, 1, 2.
func allConfigs() []Config {
	var out []Config
	for _, o := range Orders() {
		for v := VarScan; v <= VarPessimistic; v++ {
			for l := ValLexi; l <= ValPessimistic; l++ {
				for m := BruteForce; m <= BoCo; m++ {
					for h := range 3 {
						out = append(out, Config{Order: o, Var: v, Val: l, Model: m, Corolle: h})
					}
				}
			}
		}
	}
	return out
}

// coverConfigs is a few configurations that between them use every order,
// variable choice but the optimistic one, value choice, model and corolle,
// and are quick on 6x6 and 7x7 (the optimistic variable choice takes
// minutes there; TestCountsSmall runs it).
var coverConfigs = []Config{
	{},
	{NoSymmetry: true},
	{Order: Diagonal},
	{Order: SpiralIn, Var: VarPessimistic, Model: BoCo},
	{Order: QuadSpiral, Var: VarPessimistic, Val: ValPessimistic, Model: BoCo, Corolle: 1},
	{Order: SpiralOut, Var: VarScan, Val: ValOptimistic, Model: BoCo, Corolle: 2},
	{Order: RowScan, Var: VarScan, Model: CaPi},
}

// count runs all solutions and checks every reported board.
func count(t *testing.T, p *eternity.Puzzle, o Options) Result {
	t.Helper()
	o.All = true
	n := int64(0)
	o.OnSolution = func(b *eternity.Board) {
		n++
		if s := eternity.ScoreBoard(p, b); !s.Solved() || b.Validate(p) != nil {
			t.Errorf("%v: reported board is no solution", o.Config)
		}
	}
	r, err := Solve(context.Background(), p, o)
	if err != nil {
		t.Fatalf("%v: %v", o.Config, err)
	}
	if !r.Complete || r.Solutions != n {
		t.Errorf("%v: complete %v, %d solutions, %d reported", o.Config, r.Complete, r.Solutions, n)
	}
	return r
}

// long reports whether the exhaustive tests should run: they take many
// minutes, so they need ETERNITY_LONG=1.
func long() bool { return os.Getenv("ETERNITY_LONG") != "" }

// Small boards: every configuration counts the solutions a naive search
// counts.
func TestCountsSmall(t *testing.T) {
	configs := allConfigs()
	names := []string{"brendan1_04x04", "brendan2_04x04", "brendan1_05x05", "brendan2_05x05"}
	if testing.Short() {
		names = names[:2]
	}
	if raceEnabled {
		names, configs = names[:1], coverConfigs
	}
	for _, name := range names {
		p := eternitytest.Puzzle(t, name)
		want := naiveCount(p)
		if want == 0 {
			t.Fatalf("%s: no solution", name)
		}
		for _, c := range configs {
			if c.hopeless() && p.N() > 16 {
				continue
			}
			if r := count(t, p, Options{Config: c}); r.Solutions != want {
				t.Errorf("%s %v: %d solutions, want %d", name, c, r.Solutions, want)
			}
		}
	}
}

// The known counts of bench/eternity/README.md.
func TestCounts6(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("seconds per configuration")
	}
	configs := coverConfigs
	if long() {
		// every order, choice and model; the corolles only drop candidates
		// and are cross-checked exhaustively on the small boards, like the
		// optimistic variable choice, which takes from half a minute (BoCo)
		// to more than ten (CaPi) a configuration here
		configs = nil
		for _, c := range allConfigs() {
			if c.Corolle == 0 && c.Var != VarOptimistic {
				configs = append(configs, c)
			}
		}
	}
	for _, tc := range []struct {
		name string
		want int64
	}{{"brendan1_06x06", 260}, {"brendan2_06x06", 160}} {
		p := eternitytest.Puzzle(t, tc.name)
		for _, c := range configs {
			if c.hopeless() {
				continue
			}
			r := count(t, p, Options{Config: c, Workers: 2})
			if r.Solutions != tc.want {
				t.Errorf("%s %v: %d solutions, want %d", tc.name, c, r.Solutions, tc.want)
			}
			t.Logf("%s %-45v %d solutions, %d nodes, %v", tc.name, c, r.Solutions, r.Nodes, r.Elapsed)
		}
	}
}

// Every configuration finds a solution of brendan1 7x7, and it checks.
func TestFirst7(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("seconds per configuration")
	}
	configs := coverConfigs
	if long() {
		// the optimistic variable choice takes up to a quarter of an hour
		// a configuration here: it is left to the small boards
		configs = nil
		for _, c := range allConfigs() {
			if c.Corolle == 0 && c.Var != VarOptimistic {
				configs = append(configs, c)
			}
		}
	}
	p := eternitytest.Puzzle(t, "brendan1_07x07")
	for _, c := range configs {
		if c.hopeless() {
			continue
		}
		r, err := Solve(context.Background(), p, Options{Config: c, Workers: 2, Keep: 4})
		if err != nil || !r.Solved || !r.Complete || len(r.Kept) == 0 {
			t.Fatalf("%v: %v, solved %v, complete %v", c, err, r.Solved, r.Complete)
		}
		for _, b := range append(r.Kept, r.First) {
			if s := eternity.ScoreBoard(p, b); !s.Solved() || b.Validate(p) != nil {
				t.Errorf("%v: the solution does not check", c)
			}
		}
		t.Logf("%-45v first solution after %d nodes, %v", c, r.FirstSolutionNodes, r.FirstSolutionTime)
	}
}

// Splitting the tree over workers changes neither the solutions nor the
// nodes, whatever the opening depth.
func TestWorkersExact(t *testing.T) {
	bitEngineOnly(t) // nodes compared with an uncut search
	name := "brendan1_06x06"
	if testing.Short() || raceEnabled {
		name = "brendan1_05x05"
	}
	p := eternitytest.Puzzle(t, name)
	for _, c := range []Config{{}, {Order: SpiralIn, Var: VarPessimistic, Model: BoCo}, {Model: CaPi, Val: ValPessimistic}} {
		base := count(t, p, Options{Config: c, Workers: 1})
		for _, o := range []Options{{Workers: 2}, {Workers: 3}, {Workers: 2, Openings: 1}, {Workers: 4, Openings: 5}} {
			o.Config = c
			r := count(t, p, o)
			if r.Solutions != base.Solutions || r.Nodes != base.Nodes {
				t.Errorf("%v with %d workers, openings %d: %d solutions %d nodes, want %d and %d",
					c, o.Workers, o.Openings, r.Solutions, r.Nodes, base.Solutions, base.Nodes)
			}
		}
	}
}

// The brute force gives the same tree whichever engine runs it, and the
// symmetry divides it by about four.
func TestEnginesAgree(t *testing.T) {
	bitEngineOnly(t) // the bit and scan engines' nodes against the domain engine's
	for _, name := range []string{"brendan1_04x04", "brendan1_05x05", "brendan2_05x05"} {
		p := eternitytest.Puzzle(t, name)
		for _, o := range Orders() {
			for _, nosym := range []bool{false, true} {
				c := Config{Order: o, NoSymmetry: nosym}
				fast := count(t, p, Options{Config: c})
				s, err := NewSearch(p, Options{Config: c, All: true})
				if err != nil {
					t.Fatal(err)
				}
				pr := s.pr
				s.eng = func(w *worker) engine { return newDomainEngine(w, pr, c, nil) }
				slow, err := s.Run(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if fast.Nodes != slow.Nodes || fast.Solutions != slow.Solutions || fast.FirstSolutionNodes != slow.FirstSolutionNodes {
					t.Errorf("%s %v: scan engine %d nodes %d solutions (first at %d), domain engine %d %d (%d)", name, c,
						fast.Nodes, fast.Solutions, fast.FirstSolutionNodes, slow.Nodes, slow.Solutions, slow.FirstSolutionNodes)
				}
			}
		}
	}
}

func TestTurnBoard(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	r := count(t, p, Options{Keep: 100})
	if r.Solutions != 16 || len(r.Kept) != 16 {
		t.Fatalf("%d solutions, %d kept", r.Solutions, len(r.Kept))
	}
	seen := map[string]bool{}
	for _, b := range r.Kept {
		seen[fmt.Sprint(b.Cells)] = true
		if b4 := turnBoard(turnBoard(turnBoard(turnBoard(b)))); fmt.Sprint(b4.Cells) != fmt.Sprint(b.Cells) {
			t.Error("four quarter turns are not the identity")
		}
	}
	if len(seen) != 16 {
		t.Errorf("%d distinct solutions among the 16", len(seen))
	}
	b := eternity.NewBoard(3, 3)
	b.Cells[0] = eternity.Placement{Piece: 5, Turn: 3}
	b.Cells[5] = eternity.Placement{Piece: 2, Turn: 1}
	tb := turnBoard(b)
	if tb.Cells[2] != (eternity.Placement{Piece: 5, Turn: 0}) || tb.Cells[7] != (eternity.Placement{Piece: 2, Turn: 2}) {
		t.Errorf("turned board %v", tb.Cells)
	}
}

// Fixed pieces: a search keeps them; pieces that cannot be together give
// no solution at once.
func TestHints(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	f, err := os.Open("../../games/eternity/testdata/bench/brendan1_05x05.solutions.txt")
	if err != nil {
		t.Fatal(err)
	}
	sol, err := eternity.ReadSolution(f, p)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	hints := eternity.NewBoard(5, 5)
	for _, c := range []int{0, 7, 13} {
		hints.Cells[c] = sol.Cells[c]
	}
	for _, c := range coverConfigs {
		r := count(t, p, Options{Config: c, Hints: hints, Keep: 16})
		found := false
		for _, b := range r.Kept {
			found = found || fmt.Sprint(b.Cells) == fmt.Sprint(sol.Cells)
			for _, i := range []int{0, 7, 13} {
				if b.Cells[i] != sol.Cells[i] {
					t.Errorf("%v: cell %d holds %v, fixed %v", c, i, b.Cells[i], sol.Cells[i])
				}
			}
		}
		if !found || r.Solutions > 16 {
			t.Errorf("%v: %d solutions, known one found %v", c, r.Solutions, found)
		}
	}
	bad := eternity.NewBoard(5, 5)
	bad.Cells[6] = sol.Cells[6]
	bad.Cells[7] = sol.Cells[6] // the same piece twice
	if _, err := NewSearch(p, Options{Hints: bad}); err == nil {
		t.Error("a piece fixed on two cells was accepted")
	}
	bad.Cells[7] = sol.Cells[8] // not a neighbour of cell 6's piece
	for _, c := range coverConfigs {
		if r := count(t, p, Options{Config: c, Hints: bad}); r.Solutions != 0 || r.Nodes != 0 {
			t.Errorf("%v: %d solutions %d nodes with clashing fixed pieces", c, r.Solutions, r.Nodes)
		}
	}
}

func TestBadInput(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	if _, err := NewSearch(p, Options{Config: Config{Model: 7}}); err == nil {
		t.Error("model 7 accepted")
	}
	if _, err := NewSearch(&eternity.Puzzle{W: 4, H: 4}, Options{}); err == nil {
		t.Error("a puzzle without pieces accepted")
	}
	if _, err := NewSearch(p, Options{Openings: -1}); err == nil {
		t.Error("negative openings accepted")
	}
	s, _ := NewSearch(p, Options{})
	if _, err := s.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Run(context.Background()); err == nil {
		t.Error("a search ran twice")
	}
}

// Random puzzles, malformed pieces and all: no configuration panics, and
// every configuration finds the same number of solutions.
func TestRandomPuzzles(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	for i := range 60 {
		w, h := 3+rng.IntN(2), 3+rng.IntN(2)
		p := &eternity.Puzzle{W: w, H: h, Pieces: make([]eternity.Piece, w*h)}
		colors := 2 + rng.IntN(3)
		for j := range p.Pieces {
			for s := range 4 {
				p.Pieces[j][s] = eternity.Color(rng.IntN(colors))
			}
		}
		if i%2 == 0 { // start from a solved board, so that solutions exist
			p = solvable(rng, w, h, colors)
		}
		var want int64 = -1
		for _, c := range coverConfigs {
			r := count(t, p, Options{Config: c, Workers: 1 + i%2})
			if want >= 0 && r.Solutions != want {
				t.Errorf("puzzle %d %v: %d solutions, others %d", i, c, r.Solutions, want)
			}
			want = r.Solutions
		}
	}
}

// solvable deals a w x h board of random colours (grey outside), then
// shuffles and turns its pieces.
func solvable(rng *rand.Rand, w, h, colors int) *eternity.Puzzle {
	p := &eternity.Puzzle{W: w, H: h, Pieces: make([]eternity.Piece, w*h)}
	col := func() eternity.Color { return eternity.Color(1 + rng.IntN(colors)) }
	for y := range h {
		for x := range w {
			pc := &p.Pieces[y*w+x]
			if y > 0 {
				pc[eternity.North] = p.Pieces[(y-1)*w+x][eternity.South]
			}
			if x > 0 {
				pc[eternity.West] = p.Pieces[y*w+x-1][eternity.East]
			}
			if x < w-1 {
				pc[eternity.East] = col()
			}
			if y < h-1 {
				pc[eternity.South] = col()
			}
		}
	}
	rng.Shuffle(len(p.Pieces), func(i, j int) { p.Pieces[i], p.Pieces[j] = p.Pieces[j], p.Pieces[i] })
	for i := range p.Pieces {
		p.Pieces[i] = p.Pieces[i].Turned(eternity.Turn(rng.IntN(4)))
	}
	return p
}
