package eternity

import (
	"context"
	"strings"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// The openings given from outside (as a file would give them) are the
// ones the search enumerates: solved, whole or by shards, they count every
// solution; and their number is the one the search reports.
func TestOpeningsAsUnits(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	for _, c := range []Config{Default, {Order: SpiralIn, Var: VarPessimistic, Model: BoCo}} {
		base := count(t, p, Options{Config: c, Workers: 1})
		for _, depth := range []int{1, 3, 6} {
			var ops []Opening
			n, all, err := Openings(context.Background(), p, Options{Config: c}, depth, 0, func(o Opening) bool {
				ops = append(ops, o)
				return true
			})
			if err != nil || !all || n != int64(len(ops)) || n == 0 {
				t.Fatalf("%v depth %d: %d openings, all %v, %v", c, depth, n, all, err)
			}
			cut := count(t, p, Options{Config: c, Workers: 2, Openings: depth})
			if cut.Units != n {
				t.Errorf("%v depth %d: the search cut %d openings, Openings gave %d", c, depth, cut.Units, n)
			}
			var sols int64
			for i := range 3 {
				r := count(t, p, Options{Config: c, Workers: 2, Units: ops, Shard: i, Shards: 3})
				sols += r.Solutions
				if !r.Complete || r.Units != n {
					t.Errorf("%v depth %d shard %d: complete %v, %d units", c, depth, i, r.Complete, r.Units)
				}
			}
			if sols != base.Solutions {
				t.Errorf("%v depth %d: %d solutions through the units, want %d", c, depth, sols, base.Solutions)
			}
		}
	}
}

// Openings made by one configuration solve under another with the same
// order: those it prunes (its corolles, its model, a finale) count as done
// and the solutions are all there; it refused them ("an opening does not
// fit") part way, losing the work done. Openings deeper than the cells
// before a finale are refused before the search (they ran off the board).
func TestOpeningsOfAnotherConfiguration(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	base := count(t, p, Options{Workers: 1})
	var ops []Opening
	if _, _, err := Openings(context.Background(), p, Options{}, 8, 0, func(o Opening) bool { ops = append(ops, o); return true }); err != nil {
		t.Fatal(err)
	}
	for _, o := range []Options{
		{Config: Default},
		{Config: Config{Model: CaPi, Corolle: 2}},
		{Config: Config{Var: VarScan, Model: BoCo}},
		{Finale: 12},
	} {
		o.Units, o.Workers = ops, 2
		r := count(t, p, o)
		if r.Solutions != base.Solutions || !r.Complete || r.UnitsDone != int64(len(ops)) {
			t.Errorf("%v finale %d: %d solutions (want %d), complete %v, %d of %d units done", o.Config, o.Finale, r.Solutions, base.Solutions, r.Complete, r.UnitsDone, len(ops))
		}
	}
	if _, err := Solve(context.Background(), p, Options{Units: ops, Finale: 16, All: true}); err == nil {
		t.Error("openings of depth 8 with a finale of 16 of 24 cells were taken")
	}
	// A choice by domain size takes openings of any order, and its own
	// solve under another model; a scan of another order refuses them
	// (the domain engine ran off its slices).
	pess := Config{Var: VarPessimistic, Model: BoCo}
	var pops []Opening
	if _, _, err := Openings(context.Background(), p, Options{Config: pess}, 6, 0, func(o Opening) bool { pops = append(pops, o); return true }); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		units []Opening
		c     Config
		ok    bool
	}{
		{ops, pess, true},
		{pops, Config{Var: VarPessimistic, Model: CaPi}, true},
		{pops, Config{Model: CaPi, Corolle: 2}, false},
		{ops, Config{Order: SpiralIn, Model: CaPi}, false},
		{pops, Default, false},
	} {
		r, err := Solve(context.Background(), p, Options{Config: tc.c, Units: tc.units, All: true, Workers: 2})
		switch {
		case tc.ok && (err != nil || r.Solutions != base.Solutions):
			t.Errorf("%v: %d solutions, %v; want %d", tc.c, r.Solutions, err, base.Solutions)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "another scan order")):
			t.Errorf("%v: %v, want the openings refused", tc.c, err)
		}
	}
	mixed := append([]Opening{ops[0][:3]}, ops[1:]...)
	if _, err := Solve(context.Background(), p, Options{Units: mixed, All: true}); err == nil {
		t.Error("openings of two depths were taken")
	}
}

func TestOpeningsLimitAndErrors(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	n, all, err := Openings(context.Background(), p, Options{}, 6, 10, func(Opening) bool { return true })
	if err != nil || all || n != 10 {
		t.Errorf("limit 10: %d openings, all %v, %v", n, all, err)
	}
	// a limit of exactly the number of openings gives them all (628 at
	// depth 4): it said "limit reached before the last opening"
	if n, all, err := Openings(context.Background(), p, Options{}, 4, 628, func(Opening) bool { return true }); err != nil || !all || n != 628 {
		t.Errorf("limit 628 of 628: %d openings, all %v, %v", n, all, err)
	}
	if n, all, _ := Openings(context.Background(), p, Options{}, 4, 627, func(Opening) bool { return true }); all || n != 627 {
		t.Errorf("limit 627 of 628: %d openings, all %v", n, all)
	}
	if _, _, err := Openings(context.Background(), p, Options{}, 35, 0, func(Opening) bool { return true }); err == nil {
		t.Error("depth 35 of 35 cells accepted")
	}
	bad := []Opening{{{Cell: 1, Placement: placement(99, 0)}}}
	if _, err := Solve(context.Background(), p, Options{Units: bad}); err == nil {
		t.Error("an opening with piece 99 was solved")
	}
	wrong := []Opening{{{Cell: 7, Placement: placement(2, 0)}}} // not the first cell of rowscan
	if _, err := Solve(context.Background(), p, Options{Units: wrong, All: true}); err == nil {
		t.Error("an opening off the scan order was solved")
	}
}

// Knuth's estimate of the brute force's tree is within a factor of two of
// the nodes it really places, on the whole and at the openings depth.
func TestEstimateTree(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	est, err := EstimateTree(context.Background(), p, Options{Config: Default}, 3000, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := count(t, p, Options{Config: Default, Workers: 1})
	if ratio := est.Nodes / float64(r.Nodes); ratio < 0.5 || ratio > 2 {
		t.Errorf("estimated %.3g nodes, the search placed %d", est.Nodes, r.Nodes)
	}
	n, _, _ := Openings(context.Background(), p, Options{Config: Default}, 5, 0, func(Opening) bool { return true })
	if ratio := est.At(5) / float64(n); ratio < 0.5 || ratio > 2 {
		t.Errorf("estimated %.3g openings of depth 5, there are %d", est.At(5), n)
	}
}

func placement(piece, turn int) eternity.Placement {
	return eternity.Placement{Piece: piece, Turn: eternity.Turn(turn)}
}

// The estimate of the smartforce's tree, nodes counted as it counts them
// (every candidate tried), is within a factor of two of its real size.
func TestEstimateDomainTree(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan2_05x05")
	for _, c := range []Config{{Var: VarPessimistic, Model: CaPi}, {Order: SpiralIn, Model: BoCo}, {Var: VarPessimistic, Val: ValOptimistic, Model: BoCo}} {
		est, err := EstimateTree(context.Background(), p, Options{Config: c}, 400, 2)
		if err != nil {
			t.Fatal(err)
		}
		r := count(t, p, Options{Config: c, Workers: 1})
		if ratio := est.Nodes / float64(r.Nodes); ratio < 0.5 || ratio > 2 {
			t.Errorf("%v: estimated %.3g nodes, the search placed %d", c, est.Nodes, r.Nodes)
		}
	}
}

// With one worker, a search cut into openings (its own, or a shard's)
// solves each opening as the generator makes it: no opening is made past
// the one that held the first solution, so one worker's figures repeat, as
// the README promises. A generator running ahead through a queue made
// some more, as many as the scheduling let it, and counted their pieces.
func TestOneWorkerOpeningsRepeat(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	for _, o := range []Options{{Workers: 1, Openings: 3}, {Workers: 1, Shards: 3}, {Workers: 1, Shards: 3, Shard: 2}} {
		var first Result
		for i := range 4 {
			s, err := NewSearch(p, o)
			if err != nil {
				t.Fatal(err)
			}
			r, err := s.Run(context.Background())
			if err != nil || !r.Solved {
				t.Fatalf("%+v: %v, solved %v", o, err, r.Solved)
			}
			if made := s.made.Load(); made != r.UnitsDone+1 { // the one that held it is not done
				t.Errorf("%+v run %d: %d openings made, %d solved before the one that held the solution", o, i, made, r.UnitsDone)
			}
			if i == 0 {
				first = r
			} else if r.Nodes != first.Nodes || r.FirstSolutionNodes != first.FirstSolutionNodes {
				t.Errorf("%+v run %d: %d nodes (first solution after %d), run 0: %d (%d)",
					o, i, r.Nodes, r.FirstSolutionNodes, first.Nodes, first.FirstSolutionNodes)
			}
		}
	}
}
