package weave

import (
	"fmt"
	"strings"

	"plateau/games/reason"
)

// Dir is one of the six reference directions of the seed, D1..D6 (values 0..5).
type Dir int

// The six directions of the seed: D4, D5, D6 are the opposites of D1, D2, D3.
const (
	D1 Dir = iota // (1, 0, 0)
	D2            // (0, 1, 0)
	D3            // (0, 0, 1)
	D4            // (-1, 0, 0)
	D5            // (0, -1, 0)
	D6            // (0, 0, -1)
)

// dirVec holds the unit vectors of D1..D6.
var dirVec = [6][3]int32{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {-1, 0, 0}, {0, -1, 0}, {0, 0, -1}}

// Vec returns the unit vector of d.
func (d Dir) Vec() [3]int32 { return dirVec[d] }

// String returns "D1".."D6".
func (d Dir) String() string {
	if d < D1 || d > D6 {
		return fmt.Sprintf("Dir(%d)", int(d))
	}
	return fmt.Sprintf("D%d", int(d)+1)
}

// ParseDir reads "D1".."D6" (case-insensitive).
func ParseDir(s string) (Dir, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if len(t) == 2 && t[0] == 'D' && t[1] >= '1' && t[1] <= '6' {
		return Dir(t[1] - '1'), nil
	}
	return 0, refuse("direction %q: want D1..D6", reason.Clip(s))
}

// Rule selects which neighbours an expanded point creates.
type Rule int

// The rules: the seed's tripods, and two 3D variants of ours (DESIGN 5.1).
const (
	// RuleSeed: three directions a point, tripod A = {D1,D3,D5} or B = {D2,D4,D6} by parity of x+y+z.
	RuleSeed Rule = iota
	// RuleDiamond: four diagonal directions, alternating tetrahedra by parity: the diamond lattice.
	RuleDiamond
	// RuleCubic: all six directions D1..D6: the simple cubic lattice.
	RuleCubic
)

var ruleNames = [...]string{"seed", "diamond", "cubic"}

// String returns "seed", "diamond" or "cubic".
func (r Rule) String() string {
	if r < 0 || int(r) >= len(ruleNames) {
		return fmt.Sprintf("Rule(%d)", int(r))
	}
	return ruleNames[r]
}

// ParseRule reads "seed", "diamond" or "cubic".
func ParseRule(s string) (Rule, error) {
	for i, n := range ruleNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Rule(i), nil
		}
	}
	return 0, refuse("rule %q: want seed, diamond or cubic", reason.Clip(s))
}

// MaxLinks returns how many links a point may have under r.
func (r Rule) MaxLinks() int {
	switch r {
	case RuleDiamond:
		return 4
	case RuleCubic:
		return 6
	}
	return 3
}

// geometry is the precomputed table of a (rule, main direction) pair. A point's
// link slots are the positions of its directions in dirs[parity]; a link along
// dirs[par][k] lands in slot opp[par][k] of the other end, so "already linked?"
// is one array read.
type geometry struct {
	n     int            // directions per point
	dirs  [2][6][3]int32 // direction vectors by parity of x+y+z, in trial order
	opp   [2][6]int8     // slot of the opposite direction at the far end
	first [6]int8        // trial order of P1's slots (starts at the main direction)
}

// tripodA and tripodB are the seed's two tripods in ascending order.
var (
	tripodA = [3]Dir{D1, D3, D5}
	tripodB = [3]Dir{D2, D4, D6}
)

// tetra is the tetrahedron of the diamond rule used by even points when the
// main direction is in tripod A; odd points use its opposite.
var tetra = [4][3]int32{{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}}

// inTripodA reports whether d is D1, D3 or D5.
func inTripodA(d Dir) bool { return d%2 == 0 }

// newGeometry builds the table of rule r with P1's main direction main.
func newGeometry(r Rule, main Dir) geometry {
	var g geometry
	switch r {
	case RuleSeed:
		g.n = 3
		even, odd := tripodA, tripodB
		if !inTripodA(main) {
			even, odd = tripodB, tripodA
		}
		for k := 0; k < 3; k++ {
			g.dirs[0][k] = dirVec[even[k]]
			g.dirs[1][k] = dirVec[odd[k]]
		}
		// P1 starts at the main direction and goes on in ascending cyclic order.
		start := int(main) / 2
		for k := 0; k < 3; k++ {
			g.first[k] = int8((start + k) % 3)
		}
	case RuleDiamond:
		g.n = 4
		sign := int32(1)
		if !inTripodA(main) {
			sign = -1
		}
		for k := 0; k < 4; k++ {
			for c := 0; c < 3; c++ {
				g.dirs[0][k][c] = sign * tetra[k][c]
				g.dirs[1][k][c] = -sign * tetra[k][c]
			}
		}
		start := int(main) / 2
		for k := 0; k < 4; k++ {
			g.first[k] = int8((start + k) % 4)
		}
	default: // RuleCubic
		g.n = 6
		for k := 0; k < 6; k++ {
			g.dirs[0][k] = dirVec[k]
			g.dirs[1][k] = dirVec[k]
			g.first[k] = int8((int(main) + k) % 6)
		}
	}
	for par := 0; par < 2; par++ {
		for k := 0; k < g.n; k++ {
			g.opp[par][k] = int8(g.slotOf(1-par, neg(g.dirs[par][k])))
		}
	}
	return g
}

// slotOf returns the slot of vector v for a point of parity par, or -1.
func (g *geometry) slotOf(par int, v [3]int32) int {
	for k := 0; k < g.n; k++ {
		if g.dirs[par][k] == v {
			return k
		}
	}
	return -1
}

// neg returns -v.
func neg(v [3]int32) [3]int32 { return [3]int32{-v[0], -v[1], -v[2]} }

// parity returns (x+y+z) mod 2, which every step of every rule flips.
func parity(p [3]int32) int { return int((p[0] + p[1] + p[2]) & 1) }

// refuse is a refusal (games/reason), which the app shows in the user's
// language; no "weave: " before it, which read as a program's, not a
// person's, word.
func refuse(format string, a ...any) error {
	return reason.New(format, a...)
}
