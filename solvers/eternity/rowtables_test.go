package eternity

import (
	"context"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// The tables' bounds send a board of few colours, with millions of half
// rows, to the bit engine, which finds its many solutions at once; the
// hardest boards stay with the row engine.
func TestRowTablesBound(t *testing.T) {
	few, _, err := eternity.Generate(eternity.GenOptions{W: 8, H: 8, BorderColors: 3, InnerColors: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		p     *eternity.Puzzle
		takes bool
	}{
		{"8x8 of 3+4 colours", few, false},
		{"brendan2_08x08", eternitytest.Puzzle(t, "brendan2_08x08"), true},
	} {
		pr, err := compile(context.Background(), tc.p, nil, Config{Corolle: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got := newRowTables(pr, func() bool { return false }) != nil; got != tc.takes {
			t.Errorf("%s: tables %v, want %v", tc.name, got, tc.takes)
		}
	}
}

// A search stopped while the tables are built stops their building: it
// looks every rowStopEvery halves and gives up at the first look that
// finds the search stopped.
func TestRowTablesStop(t *testing.T) {
	pr, err := compile(context.Background(), eternitytest.Puzzle(t, "brendan1_08x08"), nil, Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, stopAt := range []int{1, 3, 10} {
		looks := 0
		tb := newRowTables(pr, func() bool { looks++; return looks >= stopAt })
		if tb != nil || looks != stopAt {
			t.Errorf("stopped at look %d: tables %v, %d looks, want none and %d", stopAt, tb != nil, looks, stopAt)
		}
	}
	looks := 0
	if newRowTables(pr, func() bool { looks++; return false }) == nil || looks < 10 {
		t.Errorf("never stopped: %d looks, want tables and at least 10 (one every %d halves)", looks, rowStopEvery)
	}
}
