package momentum

import "testing"

// BenchmarkApplyUndo measures the search's inner step, Apply then Undo of
// each legal action of a middle-game position; ns/op is per action.
//
//	go test ./games/momentum/ -run XXX -bench . -benchtime 2s
func BenchmarkApplyUndo(b *testing.B) {
	g := benchPosition(b)
	buf := make([]Action, 0, g.MaxActions())
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for n < b.N {
		for _, a := range g.LegalActions(buf) {
			if err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
			_ = g.Undo()
			n++
		}
	}
}

// BenchmarkLegalActions measures move generation into a reused buffer.
func BenchmarkLegalActions(b *testing.B) {
	g := benchPosition(b)
	buf := make([]Action, 0, g.MaxActions())
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buf = g.LegalActions(buf)
	}
}

// benchPosition is a middle-game position of the default board, with walls
// near both camps and P1 to move.
func benchPosition(b *testing.B) *Game {
	g, _ := New(DefaultOptions())
	for _, s := range []string{"E", "W", "+1,1", "+6,2", "W", "NW", "+3,3", "+0,1", "E", "W", "+1,1", "+1,3"} {
		a, err := ParseAction(s)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	if g.Over() {
		b.Fatal("bench position is over")
	}
	return g
}
