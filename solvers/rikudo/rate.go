package rikudo

import (
	"context"

	"plateau/games/rikudo"
)

// Level grades the techniques a deduction needs, as a solver by hand meets them.
type Level int

const (
	// Easy: a number has a single free neighbour cell left next to its
	// predecessor or successor, a bridge settles it, or a one-cell gap
	// between two placed numbers has one common free neighbour.
	Easy Level = 1 + iota
	// Medium: distance windows (a cell can only hold numbers it can reach
	// in time from the placed ones) leave one number for a cell or one cell
	// for a number, or the ways through a gap of up to 3 numbers agree.
	Medium
	// Hard: chains of support (each number needs its neighbours to hold the
	// numbers around it), all different, the free regions, and the ways
	// through gaps of up to 8 numbers.
	Hard
	// Expert: trying one of the few numbers (at most trialMax) a cell may
	// hold leads to a contradiction.
	Expert
	// Guess: the rules above get stuck; solving needs guessing.
	Guess
)

// String names the level.
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	case Expert:
		return "expert"
	case Guess:
		return "needs guessing"
	}
	return "none"
}

// ParseLevel reads a level name as String writes it.
func ParseLevel(s string) (Level, bool) {
	for l := Easy; l <= Guess; l++ {
		if l.String() == s {
			return l, true
		}
	}
	return 0, false
}

// Rating is the difficulty of a puzzle for the rule-based solver.
type Rating struct {
	// Level is the hardest technique the solution needs (Guess when the
	// rules get stuck).
	Level Level
	// Steps counts the numbers placed with each level's techniques (index
	// Level; 0 unused).
	Steps [Guess + 1]int
	// Score grades finer than Level: steps weighted 1, 3, 9, 27 by level,
	// plus 100 per number left when the rules get stuck.
	Score int
	// Contradiction is set when the rules prove the puzzle has no solution.
	Contradiction bool
}

// Rate solves p with the rules, easiest first, returning to the easiest
// after each deduction, and grades what it needed.
func Rate(p *rikudo.Puzzle) Rating {
	out, _ := rate(context.Background(), p)
	return out
}

// rate is Rate stopped, with ctx's error, when ctx is done: a large puzzle
// takes it some tenths of a second, and the generator rates many.
func rate(ctx context.Context, p *rikudo.Puzzle) (Rating, error) {
	r := newRater(p, nil)
	var out Rating
	if r.st == nil {
		out.Contradiction, out.Level = true, Guess
		return out, nil
	}
	weight := [Guess + 1]int{0, 1, 3, 9, 27, 100}
	for r.st.nPlace < r.st.n {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		placed, lvl, ok := r.step(Expert)
		if !ok {
			out.Contradiction = true
			out.Level = Guess
			break
		}
		if lvl == 0 {
			out.Level = Guess
			out.Steps[Guess] = r.st.n - r.st.nPlace
			break
		}
		out.Steps[lvl] += max(1, len(placed))
		out.Level = max(out.Level, lvl)
	}
	if !out.Contradiction && r.st.nPlace == r.st.n && p.Check(r.filled()) != nil {
		// the rules place numbers one at a time and do not check that a
		// full grid is a path: a grid with two numbers swapped rated easy
		out.Contradiction, out.Level = true, Guess
	}
	for l := Easy; l <= Guess; l++ {
		out.Score += weight[l] * out.Steps[l]
	}
	return out, nil
}

// filled is the number in each cell, 0 for none.
func (r *rater) filled() []int {
	out := make([]int, len(r.st.val))
	for c, v := range r.st.val {
		out[c] = int(v)
	}
	return out
}

// rater applies the rules on a domain state.
type rater struct {
	st     *state
	gaps   gapScratch
	buf    []deduction
	before []int32
}

// deduction is one number placed by a rule.
type deduction struct {
	cell, value int32
}

// newRater loads the puzzle's givens and the extra numbers of fill (0 for
// none; nil for none); st is nil when they contradict outright.
func newRater(p *rikudo.Puzzle, fill []int) *rater {
	g := newGraph(p)
	st := newState(g, g.distances())
	for c := range st.n {
		v := p.Given(c)
		if v == 0 && c < len(fill) {
			v = fill[c]
		}
		if v != 0 && (v < 0 || v > st.n || !st.fix(int32(c), int32(v))) {
			return &rater{}
		}
	}
	st.clearQueue()
	return &rater{st: st, before: make([]int32, st.n)}
}

// step makes the easiest deduction available up to level top and returns
// the numbers it placed and its level. ok is false on a contradiction; lvl
// 0 means the rules up to top are stuck; an Expert step eliminates one
// number from one cell and may place nothing.
func (r *rater) step(top Level) (placed []deduction, lvl Level, ok bool) {
	st := r.st
	if d, found := r.easy(); found {
		if !st.fix(d.cell, d.value) {
			return nil, Easy, false
		}
		st.clearQueue()
		return append(r.buf[:0], d), Easy, true
	}
	copy(r.before, st.val)
	for lvl = Medium; lvl <= top; lvl++ {
		switch lvl {
		case Medium:
			ok = st.windows() && st.hiddenSingles() >= 0
			if ok && len(r.news()) == 0 {
				ok = st.enumGaps(3, &r.gaps)
			}
			st.clearQueue()
		case Hard:
			ok = st.queueAll() && st.propagate() && st.feasible()
			if ok && len(r.news()) == 0 {
				ok = st.enumGaps(8, &r.gaps)
				st.clearQueue()
			}
		case Expert:
			var found bool
			found, ok = st.probeOnce(0, trialMax)
			if ok && found {
				return r.news(), Expert, true
			}
		}
		if !ok {
			return nil, lvl, false
		}
		if placed = r.news(); len(placed) > 0 {
			return placed, lvl, true
		}
	}
	return nil, 0, true
}

// news lists the numbers placed since before was taken.
func (r *rater) news() []deduction {
	out := r.buf[:0]
	for c, v := range r.st.val {
		if v != 0 && r.before[c] == 0 {
			out = append(out, deduction{int32(c), v})
		}
	}
	r.buf = out
	return out
}

// queueAll queues every cell for a full propagation.
func (s *state) queueAll() bool {
	for c := range int32(s.n) {
		s.push(c)
	}
	return true
}

// easy finds one deduction of the Easy level: for each placed number, its
// missing neighbour number with one candidate cell (free, next to it, not
// excluded by a bridge or a known domain), or the middle of a one-cell gap.
func (r *rater) easy() (deduction, bool) {
	st := r.st
	n := int32(st.n)
	for v := int32(1); v <= n; v++ {
		c := st.pos[v]
		if c < 0 {
			continue
		}
		for _, w := range [2]int32{v + 1, v - 1} {
			if w < 1 || w > n || st.pos[w] >= 0 {
				continue
			}
			if q, ok := r.bridgeForces(c, v, w); ok {
				return deduction{q, w}, true
			}
			far := 2*w - v // the number beyond w
			only, k := int32(-1), 0
			for _, e := range st.g.nbr(c) {
				if !r.mayHold(e, w) {
					continue
				}
				if far >= 1 && far <= n && st.pos[far] >= 0 && !r.adjacent(e, st.pos[far]) {
					continue
				}
				only, k = e, k+1
			}
			if k == 1 {
				return deduction{only, w}, true
			}
		}
	}
	return deduction{}, false
}

// bridgeForces reports whether a bridge of c (holding v) must carry w: the
// partner is free and the number on the other side of v is elsewhere.
func (r *rater) bridgeForces(c, v, w int32) (int32, bool) {
	st := r.st
	other := 2*v - w
	for _, q := range st.g.bridges(c) {
		if st.val[q] != 0 {
			continue
		}
		if other < 1 || other > int32(st.n) || (st.pos[other] >= 0 && st.pos[other] != q) {
			if hasBit(st.d(q), w) {
				return q, true
			}
		}
	}
	return 0, false
}

// mayHold reports whether free cell e may take w: w is in its domain and no
// placed bridge partner of e rules it out.
func (r *rater) mayHold(e, w int32) bool {
	st := r.st
	if st.val[e] != 0 || !hasBit(st.d(e), w) {
		return false
	}
	for _, q := range st.g.bridges(e) {
		if u := st.val[q]; u != 0 && u != w-1 && u != w+1 {
			return false
		}
	}
	return true
}

func (r *rater) adjacent(a, b int32) bool {
	for _, e := range r.st.g.nbr(a) {
		if e == b {
			return true
		}
	}
	return false
}

// trialMax is the most numbers a cell may hold for the Expert technique to
// try them: trials beyond a handful are search, not deduction.
const trialMax = 10
