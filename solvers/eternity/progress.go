package eternity

import "time"

// Progress is a live view of a running search.
type Progress struct {
	Nodes     int64
	Solutions int64
	Depth     int // pieces on the board of the worker that reported last
	BestDepth int
	Elapsed   time.Duration
	Running   bool
	// Units is the number of openings the tree was cut into, counted
	// before the work starts (every shard counts them all), UnitsDone those
	// this process explored to the end (both 0 when the tree is not cut).
	Units, UnitsDone int64
	// FinaleStored is the fillings of the finale stored so far while
	// FinaleBuilding (the search starts once it is built).
	FinaleBuilding bool
	FinaleStored   int64
	// Done is the part of this process's tree explored, from 0 to 1: the
	// openings done, plus where each worker stands in its own, weighing
	// every candidate of a cell as an equal part of the tree below it
	// (Knuth's estimate). Subtrees differ, so Done may run ahead of the
	// clock or behind it, but it moves from the start, where UnitsDone may
	// stay at 0 for minutes, and it never goes back.
	Done float64
}

// Left guesses how long the rest of the tree will take at the pace so
// far: from Done once it is 0.5% or more (after 5 s at least), else from
// the openings done once a twentieth of them are (openings differ in
// size, so earlier guesses mislead); ok is false before either and once
// the search is over. On brendan1 7x7 the guess from Done put the whole
// search at 11.6 min after 5 s, 11 min after 30 s and 10.9 min after 2
// min, for 9.8 min in the end. A search for a first solution may end long
// before.
func (p Progress) Left() (left time.Duration, ok bool) {
	switch {
	case p.Done >= 0.005 && p.Done < 1 && p.Elapsed >= 5*time.Second:
		return time.Duration(float64(p.Elapsed) * (1 - p.Done) / p.Done), true
	case p.Units <= 0 || p.UnitsDone*20 < p.Units || p.UnitsDone >= p.Units:
		return 0, false
	}
	return time.Duration(float64(p.Elapsed) * float64(p.Units-p.UnitsDone) / float64(p.UnitsDone)), true
}
