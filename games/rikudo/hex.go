package rikudo

// Hex is a cell position in axial coordinates. Neighbours differ by one of
// the six Directions; the usual puzzle's blocked centre is the origin.
type Hex struct{ Q, R int }

// Directions are the six axial steps to a neighbouring hex, in the order the
// bench files use.
var Directions = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Add returns h shifted by d.
func (h Hex) Add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// Sub returns h - d.
func (h Hex) Sub(d Hex) Hex { return Hex{h.Q - d.Q, h.R - d.R} }

// Neighbor returns the neighbour of h in direction i (0..5).
func (h Hex) Neighbor(i int) Hex { return h.Add(Directions[i]) }

// Ring returns the hex distance from the origin (0 for the centre).
func (h Hex) Ring() int { return Distance(h, Hex{}) }

// Distance is the number of steps between two hexes.
func Distance(a, b Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// Adjacent reports whether a and b are neighbouring hexes.
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// RingHexes returns ring k (k >= 1) in the bench files' order: it starts at
// (k, 1-k) and turns anticlockwise around the centre, ending on the corner
// (k, -k). Ring 0 is the origin alone.
func RingHexes(k int) []Hex {
	if k <= 0 {
		return []Hex{{}}
	}
	out := make([]Hex, 0, 6*k)
	h := Hex{k, 1 - k}
	out = append(out, h)
	// The sides: k-1 steps up the first side, then k steps along the other five.
	steps := [6]int{k - 1, k, k, k, k, k}
	dirs := [6]Hex{{0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}, {1, 0}}
	for s, cnt := range steps {
		for range cnt {
			h = h.Add(dirs[s])
			out = append(out, h)
		}
	}
	return out
}

// ringOrder numbers every hex within radius maxRing in canonical order: ring by
// ring from the centre, each ring in RingHexes order.
func ringOrder(maxRing int) map[Hex]int {
	m := make(map[Hex]int, 3*maxRing*(maxRing+1)+1)
	for k := 0; k <= maxRing; k++ {
		for _, h := range RingHexes(k) {
			m[h] = len(m)
		}
	}
	return m
}
