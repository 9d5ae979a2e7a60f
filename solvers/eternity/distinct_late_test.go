package eternity

import (
	"testing"

	"plateau/games/eternity/eternitytest"
)

// A solution a worker reports after another one found the Distinct asked
// for is not counted: two workers finishing together made --unique say
// "distinct 3". Reported in turn here, as workers racing for the lock do.
func TestDistinctIgnoresSolutionsAfterEnough(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	full := count(t, p, Options{Config: Config{NoSymmetry: true}, Keep: 64})
	sols := OnePerTurns(p, full.Kept)
	if len(sols) < 3 {
		t.Fatalf("brendan1 5x5: %d distinct solutions kept, want 3 or more", len(sols))
	}
	for _, tc := range []struct {
		name string
		opt  Options
		want int // solutions counted
	}{
		{"distinct 2", Options{All: true, Distinct: 2}, 2},
		{"first solution", Options{}, 1},
	} {
		tc.opt.Keep, tc.opt.Config = 64, Config{NoSymmetry: true}
		s, err := NewSearch(p, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		more := 0
		for _, b := range sols[:3] {
			pts := make([]int32, len(b.Cells))
			for c, pl := range b.Cells {
				pts[c] = int32(pl.Piece-1)<<2 | int32(pl.Turn)
			}
			if s.found(pts) {
				more++
			}
		}
		if more != tc.want-1 {
			t.Errorf("%s: found said go on %d times, want %d", tc.name, more, tc.want-1)
		}
		if n := len(s.distinct); s.solutions.Load() != int64(tc.want) || len(s.kept) != tc.want || (tc.opt.Distinct > 0 && n != tc.want) {
			t.Errorf("%s, after the stop: %d distinct, %d solutions, %d kept; want %d", tc.name, n, s.solutions.Load(), len(s.kept), tc.want)
		}
	}
}
