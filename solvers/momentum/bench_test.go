package momentum

import (
	"context"
	"testing"
	"time"

	rules "plateau/games/momentum"
)

// benchPositions are positions from a search-vs-greedy game on 8x4: the
// start, an opening and a middle game with walls around both camps.
var benchPositions = [][]string{
	{},
	{"E", "W", "+1,1", "+6,2", "W", "NW", "+3,3", "+0,1"},
	{"E", "W", "+1,1", "+6,2", "W", "NW", "+3,3", "+0,1", "E", "W", "+1,1", "+1,3"},
}

func benchGame(b testing.TB, moves []string) *rules.Game {
	g, err := rules.New(rules.DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range moves {
		a, err := rules.ParseAction(s)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkSearch measures the default level's time per move and its speed
// in nodes a second on one goroutine, over the bench positions.
//
//	go test ./solvers/momentum/ -run XXX -bench Search -benchtime 3x
func BenchmarkSearch(b *testing.B) {
	games := make([]*rules.Game, len(benchPositions))
	for i, m := range benchPositions {
		games[i] = benchGame(b, m)
	}
	var nodes uint64
	var elapsed time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range games {
			s := NewSearch(DefaultLevel, uint64(i))
			if _, err := s.Choose(context.Background(), g); err != nil {
				b.Fatal(err)
			}
			st := s.LastStats()
			nodes += st.Nodes
			elapsed += st.Elapsed
		}
	}
	b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	b.ReportMetric(float64(elapsed.Milliseconds())/float64(b.N*len(games)), "ms/move")
}
