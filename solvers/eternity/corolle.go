package eternity

import (
	"context"
	"math/bits"
)

// A corolle (seed 002, section 4.2.3) is a piece turn on a cell together
// with pieces on every cell within Manhattan distance H (its "hamming"),
// all distinct, all fitting the frame and matching each other. A piece turn
// that no corolle of radius H can surround on a cell cannot be there in a
// solution, so it leaves that cell's candidates.
//
// Corolles are computed per zone: cells whose surroundings within distance
// H have the same frame (the same outer sides at every offset, the same
// offsets off the board) hold the same corolles, so each zone is solved
// once for all its cells (the seed's figures 35 and 36).

// corolleBudget bounds the search for one corolle, and corolleTotal all of
// them (about a second); past either the piece turns are kept, which is
// always safe.
const (
	corolleBudget = 1 << 13
	corolleTotal  = 1 << 25
)

// corolleOffsets lists the cells of a corolle of radius h around (0, 0),
// the centre first, then each cell after the ones it touches: ring by ring,
// in each ring first the cells between two arms (they touch two cells of
// the ring before, so a dead end shows early), then the four arm ends.
func corolleOffsets(h int) [][2]int {
	offs := [][2]int{{0, 0}}
	for r := 1; r <= h; r++ {
		for i := 1; i < r; i++ {
			offs = append(offs, [2]int{i, -(r - i)}, [2]int{r - i, i}, [2]int{-i, r - i}, [2]int{-(r - i), -i})
		}
		offs = append(offs, [2]int{0, -r}, [2]int{r, 0}, [2]int{0, r}, [2]int{-r, 0})
	}
	return offs
}

// corolleZone is one zone's corolle shape: the board cells of a
// representative, and for each, its earlier neighbours in the corolle.
type corolleZone struct {
	cells []int      // board cell of each corolle position, -1 off the board
	links [][][2]int // position -> (earlier position, our side facing it)
}

func (pr *problem) corolleZones(offs [][2]int) (map[string][]int, []int) {
	zones := map[string][]int{}
	var reps []int
	for c := range pr.cells {
		k := string(pr.zoneKey(c, offs))
		if _, ok := zones[k]; !ok {
			reps = append(reps, c)
		}
		zones[k] = append(zones[k], c)
	}
	return zones, reps
}

func (pr *problem) newCorolleZone(rep int, offs [][2]int) *corolleZone {
	z := &corolleZone{cells: make([]int, len(offs)), links: make([][][2]int, len(offs))}
	x0, y0 := rep%pr.w, rep/pr.w
	for i, o := range offs {
		nx, ny := x0+o[0], y0+o[1]
		z.cells[i] = -1
		if nx >= 0 && ny >= 0 && nx < pr.w && ny < pr.h {
			z.cells[i] = ny*pr.w + nx
		}
	}
	for i := range offs {
		if z.cells[i] < 0 {
			continue
		}
		for j := range i {
			if z.cells[j] < 0 {
				continue
			}
			for s := range 4 {
				if int(pr.nb[4*z.cells[i]+s]) == z.cells[j] {
					z.links[i] = append(z.links[i], [2]int{j, s})
				}
			}
		}
	}
	return z
}

// filterCorolles drops from every cell's fit set the piece turns no corolle
// of radius h holds there. A zone that is another one turned (the board
// turned a quarter, or half for a rectangle) takes that zone's answer with
// every piece turned as much. It ends with ctx's error when ctx ends: on a
// board of 30x30 it takes seconds.
func (pr *problem) filterCorolles(ctx context.Context, h int) error {
	offs := corolleOffsets(h)
	zones, reps := pr.corolleZones(offs)
	frame := append([]uint64(nil), pr.fit...)
	st := &corolleSearch{pr: pr, fit: frame, used: make([]bool, pr.n), set: make([]uint64, pr.words*len(offs)),
		pts: make([]int32, len(offs))}
	allowed := map[string][]uint64{} // zone key -> pts with a corolle
	for _, rep := range reps {
		key := string(pr.zoneKey(rep, offs))
		ok := pr.turnedZone(rep, offs, allowed)
		if ok == nil {
			st.z = pr.newCorolleZone(rep, offs)
			ok = make([]uint64, pr.words)
			for w := range pr.words {
				if err := ctx.Err(); err != nil {
					return err
				}
				for x := frame[rep*pr.words+w]; x != 0; x &= x - 1 {
					pt := int32(w*64 + bits.TrailingZeros64(x))
					st.nodes = 0
					if st.total > corolleTotal || st.exists(pt) {
						ok[w] |= 1 << (pt & 63)
					}
				}
			}
		}
		allowed[key] = ok
		for _, c := range zones[key] {
			for w := range pr.words {
				pr.fit[c*pr.words+w] &= ok[w]
			}
		}
	}
	return nil
}

// turnedZone finds a zone already solved that rep's zone is a turn of, and
// returns its answer turned; nil when there is none.
func (pr *problem) turnedZone(rep int, offs [][2]int, allowed map[string][]uint64) []uint64 {
	for k := 1; k < 4; k++ {
		if pr.w != pr.h && k != 2 {
			continue
		}
		// d is the cell that a turn of k quarters takes to rep
		x, y := rep%pr.w, rep/pr.w
		for range 4 - k {
			x, y = pr.w-1-y, x
		}
		if k == 2 {
			x, y = pr.w-1-rep%pr.w, pr.h-1-rep/pr.w
		}
		src, ok := allowed[string(pr.zoneKey(y*pr.w+x, offs))]
		if !ok {
			continue
		}
		out := make([]uint64, pr.words)
		for pt := range pr.nt {
			from := pr.firstTurn(pt&^3 | (pt-k)&3)
			if src[from>>6]&(1<<(from&63)) != 0 {
				out[pt>>6] |= 1 << (pt & 63)
			}
		}
		return out
	}
	return nil
}

func (pr *problem) zoneKey(c int, offs [][2]int) []byte {
	x, y := c%pr.w, c/pr.w
	key := make([]byte, len(offs))
	for i, o := range offs {
		nx, ny := x+o[0], y+o[1]
		if nx < 0 || ny < 0 || nx >= pr.w || ny >= pr.h {
			key[i] = 0xff
		} else {
			key[i] = pr.outer[ny*pr.w+nx]
		}
	}
	return key
}

// corolleSearch looks for one corolle around a given centre.
type corolleSearch struct {
	pr    *problem
	fit   []uint64 // frame fit sets, before any filtering
	z     *corolleZone
	used  []bool
	pts   []int32
	set   []uint64 // scratch candidate set per position
	nodes int      // in this search
	total int      // in all searches
}

func (st *corolleSearch) exists(centre int32) bool {
	st.pts[0] = centre
	st.used[centre>>2] = true
	ok := st.fill(1)
	st.used[centre>>2] = false
	st.total += st.nodes
	return ok
}

// fill places positions i.. and reports whether a corolle completes (or the
// budget ran out).
func (st *corolleSearch) fill(i int) bool {
	pr, z := st.pr, st.z
	for i < len(z.cells) && z.cells[i] < 0 {
		i++
	}
	if i == len(z.cells) {
		return true
	}
	st.nodes++
	if st.nodes > corolleBudget {
		return true
	}
	w := pr.words
	set := st.set[i*w : (i+1)*w]
	copy(set, st.fit[z.cells[i]*w:(z.cells[i]+1)*w])
	for _, l := range z.links[i] {
		k := int(pr.color(st.pts[l[0]], (l[1]+2)&3))
		sc := pr.sideCol[(l[1]*pr.ncolors+k)*w:]
		for j := range set {
			set[j] &= sc[j]
		}
	}
	for j := range set {
		for x := set[j]; x != 0; x &= x - 1 {
			pt := int32(j*64 + bits.TrailingZeros64(x))
			if st.used[pt>>2] {
				continue
			}
			st.used[pt>>2] = true
			st.pts[i] = pt
			ok := st.fill(i + 1)
			st.used[pt>>2] = false
			if ok {
				return true
			}
		}
	}
	return false
}

// firstTurn is the first turn of pt's piece that shows the same edges as
// pt: the one the search tries (a piece alike under a half turn has only
// two).
func (pr *problem) firstTurn(pt int) int {
	for q := pt &^ 3; q < pt; q++ {
		if pr.edges[q] == pr.edges[pt] {
			return q
		}
	}
	return pt
}
