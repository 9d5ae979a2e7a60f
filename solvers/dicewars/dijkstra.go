package dicewars

import (
	"math/bits"

	dw "plateau/games/dicewars"
)

// Dijkstra is the seed's group-joining strategy. Reinforcement equals the
// largest connected group, so it tries to join its largest group to its
// second largest along the cheapest path, a path's cost being the enemy dice
// to beat on it (its own territories cost nothing to cross). It attacks the
// first enemy territory on that path from its own neighbour holding the most
// dice. With a single group left (or no attacker able to take that step) it
// falls back on the Bourgeoise attack: the largest dice difference.
type Dijkstra struct {
	groups []uint64 // scratch
}

// Name returns "dijkstra".
func (*Dijkstra) Name() string { return "dijkstra" }

// Choose applies the rule above.
func (d *Dijkstra) Choose(pos *dw.Position) (int, int, bool) {
	if from, to, ok := d.joinStep(pos); ok {
		return from, to, true
	}
	return bourgeoiseChoice(pos)
}

// joinStep returns the first attack of the cheapest path joining the
// largest group to a second largest, if there are two groups and the attack
// is legal.
func (d *Dijkstra) joinStep(pos *dw.Position) (int, int, bool) {
	me := pos.Current
	d.groups = pos.Groups(me, d.groups[:0])
	if len(d.groups) < 2 {
		return 0, 0, false
	}
	first, second := twoLargest(d.groups)
	// Groups as large as the second are as good a join: the nearest of
	// them is the one to reach (the one of the lowest territory was taken,
	// 3 dice against 8 when another was one cheap step away).
	targets := uint64(0)
	for _, g := range d.groups {
		if g != first && bits.OnesCount64(g) == bits.OnesCount64(second) {
			targets |= g
		}
	}
	path := cheapestPath(pos, first, targets)
	for _, t := range path {
		if int(pos.Owner[t]) == me {
			continue
		}
		from := strongestNeighbour(pos, t, me)
		if from < 0 || pos.Dice[from] < 2 {
			return 0, 0, false
		}
		return from, t, true
	}
	return 0, 0, false
}

// twoLargest picks the largest and second largest groups (ties to the one
// with the lowest territory, the order Groups lists them in).
func twoLargest(groups []uint64) (uint64, uint64) {
	a, b := -1, -1
	for i, g := range groups {
		n := bits.OnesCount64(g)
		switch {
		case a < 0 || n > bits.OnesCount64(groups[a]):
			a, b = i, a
		case b < 0 || n > bits.OnesCount64(groups[b]):
			b = i
		}
	}
	return groups[a], groups[b]
}

// cheapestPath runs Dijkstra's algorithm from every territory of `from`
// (cost 0) until it reaches a territory of `to`; entering an enemy territory
// costs its dice, entering one's own costs nothing. It returns the territories
// strictly between the two groups, in order. Ties go to the lowest numbers.
func cheapestPath(pos *dw.Position, from, to uint64) []int {
	const inf = 1 << 30
	n := pos.Map.N()
	var dist [dw.MaxTerritories]int
	var prev [dw.MaxTerritories]int8
	var done uint64
	for t := 0; t < n; t++ {
		dist[t], prev[t] = inf, -1
		if from&(1<<uint(t)) != 0 {
			dist[t] = 0
		}
	}
	me := pos.Current
	for {
		u, best := -1, inf
		for t := 0; t < n; t++ {
			if done&(1<<uint(t)) == 0 && dist[t] < best {
				u, best = t, dist[t]
			}
		}
		if u < 0 {
			return nil
		}
		if to&(1<<uint(u)) != 0 {
			return unwind(prev[:], u, from)
		}
		done |= 1 << uint(u)
		for nb := pos.Map.Adj(u) &^ done; nb != 0; nb &= nb - 1 {
			v := bits.TrailingZeros64(nb)
			w := 0
			if int(pos.Owner[v]) != me {
				w = int(pos.Dice[v])
			}
			if best+w < dist[v] {
				dist[v], prev[v] = best+w, int8(u)
			}
		}
	}
}

// unwind follows prev back from the reached territory to the source group,
// returning the territories in between from the source side.
func unwind(prev []int8, reached int, source uint64) []int {
	var path []int
	for t := int(prev[reached]); t >= 0 && source&(1<<uint(t)) == 0; t = int(prev[t]) {
		path = append(path, t)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// strongestNeighbour returns player me's territory next to t with the most
// dice (lowest number on ties), or -1.
func strongestNeighbour(pos *dw.Position, t, me int) int {
	best := -1
	for nb := pos.Map.Adj(t) & pos.Own[me]; nb != 0; nb &= nb - 1 {
		f := bits.TrailingZeros64(nb)
		if best < 0 || pos.Dice[f] > pos.Dice[best] {
			best = f
		}
	}
	return best
}
