package cnf

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// bigFormula has n clauses of one to three literals over n variables.
func bigFormula(n int) *Formula {
	var f Formula
	f.AddVars(n)
	for i := range int32(n) {
		f.Clause(lits(int(i%3) + 1)...)
	}
	return &f
}

// doneAt is a context that says it is done from its nth look on, and
// counts the looks.
type doneAt struct {
	context.Context
	n, looks int
}

func (d *doneAt) Err() error {
	if d.looks++; d.looks >= d.n {
		return context.Canceled
	}
	return nil
}

// ShuffleContext looks at its context all along its three passes (the
// clauses found, shuffled, copied) and stops at the first look that sees
// it done, the formula left as it was: Shuffle went through a 16x16
// Eternity encoding's 1.2M clauses, 230-310 ms, after Stop.
func TestShuffleContextStops(t *testing.T) {
	f := bigFormula(600_000) // 1.8M literals
	all := &doneAt{Context: context.Background(), n: 1 << 30}
	g := *f
	if err := g.ShuffleContext(all, rand.New(rand.NewPCG(1, 2)), false); err != nil {
		t.Fatal(err)
	}
	// each pass looks every shuffleLook steps: 28 + 9 + 10 looks
	scan := (len(f.Lits()) + shuffleLook - 1) / shuffleLook
	if want := scan + 2*(f.Clauses()/shuffleLook); all.looks < want {
		t.Fatalf("%d looks at the context in a whole shuffle, want %d", all.looks, want)
	}
	for _, tc := range []struct {
		name string
		at   int
	}{
		{"done already", 1},
		{"finding the clauses", scan / 2},
		{"shuffling them", scan + 4},
		{"copying them", all.looks - 2},
		{"at the last look", all.looks},
	} {
		orig := slices.Clone(f.Lits())
		g := *f
		ctx := &doneAt{Context: context.Background(), n: tc.at}
		err := g.ShuffleContext(ctx, rand.New(rand.NewPCG(1, 2)), true)
		if !errors.Is(err, context.Canceled) || ctx.looks != tc.at || !slices.Equal(g.Lits(), orig) {
			t.Errorf("%s: %v after %d looks (want %d), formula changed %v", tc.name, err, ctx.looks, tc.at, !slices.Equal(g.Lits(), orig))
		}
	}
}

// The shuffle is rand.Rand.Shuffle's, so a seed gives the order it always
// gave (the SAT race's workers, Rikudo's model).
func TestShuffleKeepsItsOrders(t *testing.T) {
	f := bigFormula(1000)
	for seed := range uint64(4) {
		g := *f
		g.Shuffle(rand.New(rand.NewPCG(seed, 7)), false)
		starts := clausesOf(f.Lits())
		rand.New(rand.NewPCG(seed, 7)).Shuffle(len(starts), func(i, j int) { starts[i], starts[j] = starts[j], starts[i] })
		var want []int32
		for _, c := range starts {
			want = append(append(want, c...), 0)
		}
		if !slices.Equal(g.Lits(), want) {
			t.Errorf("seed %d: another order than rand.Shuffle's", seed)
		}
	}
}

// Load looks at its context before it makes the solver: making one for
// a 16x16 Eternity encoding takes 60-170 ms that nothing stops.
func TestLoadDoneMakesNoSolver(t *testing.T) {
	f := bigFormula(100_000)
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if allocs := testing.AllocsPerRun(1, func() {
		if g, err := f.Load(done); g != nil || !errors.Is(err, context.Canceled) {
			t.Errorf("Load with a done context: %v, solver %v", err, g)
		}
	}); allocs > 10 {
		t.Errorf("Load with a done context made %.0f allocations", allocs)
	}
}
