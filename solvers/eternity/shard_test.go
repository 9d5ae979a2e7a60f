package eternity

import (
	"testing"

	"plateau/games/eternity/eternitytest"
)

// Shares of the openings add up to the whole search: the solutions and the
// nodes of shards 0..N-1 sum to those of one process, for any N and depth,
// and every shard sees every opening.
func TestShardsAddUp(t *testing.T) {
	bitEngineOnly(t) // nodes compared with an uncut search
	cases := []struct {
		name string
		c    Config
	}{
		{"brendan1_06x06", Config{}},
		{"brendan2_06x06", Config{}},
		{"brendan2_05x05", Config{Order: SpiralIn, Var: VarPessimistic, Model: BoCo}},
	}
	if testing.Short() || raceEnabled {
		cases = cases[2:]
	}
	for _, tc := range cases {
		name, c := tc.name, tc.c
		p := eternitytest.Puzzle(t, name)
		{
			base := count(t, p, Options{Config: c, Workers: 1})
			for _, sh := range []struct{ n, depth, workers int }{{2, 3, 1}, {3, 0, 2}, {7, 5, 1}, {1, 4, 2}, {1, 3, 1}} {
				var sols, nodes, units, done int64
				for i := range sh.n {
					r := count(t, p, Options{Config: c, Workers: sh.workers, Openings: sh.depth, Shard: i, Shards: sh.n})
					if !r.Complete {
						t.Fatalf("%s %v shard %d/%d incomplete", name, c, i, sh.n)
					}
					if units != 0 && r.Units != units {
						t.Errorf("%s %v shard %d/%d enumerated %d openings, shard 0 %d", name, c, i, sh.n, r.Units, units)
					}
					sols, nodes, units, done = sols+r.Solutions, nodes+r.Nodes, r.Units, done+r.UnitsDone
				}
				if sols != base.Solutions || nodes != base.Nodes || done != units || (units == 0 && sh.depth > 0) {
					t.Errorf("%s %v %d shards depth %d: %d solutions %d nodes %d/%d openings, want %d and %d",
						name, c, sh.n, sh.depth, sols, nodes, done, units, base.Solutions, base.Nodes)
				}
			}
		}
	}
}
