package maxscore

import (
	"math/rand/v2"
	"sort"

	"plateau/games/eternity"
)

// tables holds one worker's candidate lists: for every class of cell (its
// outer sides) and every pair of key colours (w, n), the piece turns that
// fit the class, in three segments by how many of the two key sides they
// break: none, one, two (the last only when the cell cap allows two). A
// worker shuffles the segments at each restart, so that workers and restarts
// walk different parts of the tree.
type tables struct {
	nc     int32
	quota  bool     // order each segment by quota sides
	list   []uint64 // edges<<32 | quota sides<<18 | breaks<<16 | pt
	ranges []int32  // key -> 4 offsets: start, end of 0, 1 and 2 breaks
}

// key is the index of the candidate list of class cl with west colour w and
// north colour n.
func (t *tables) key(cl int32, w, n uint32) int32 {
	return (cl*t.nc+int32(w))*t.nc + int32(n)
}

// newTables builds the lists for a cell cap of 1 or 2 key breaks.
func newTables(c *compiled, cellCap int) *tables {
	t := &tables{nc: c.ncolors, quota: c.quota}
	nk := int32(len(c.classes)) * t.nc * t.nc
	t.ranges = make([]int32, 4*nk)
	for cl, mask := range c.classes {
		pts := c.classPts[cl]
		for w := range uint32(t.nc) {
			for n := range uint32(t.nc) {
				k := t.key(int32(cl), w, n)
				t.ranges[4*k] = int32(len(t.list))
				for b := range uint32(3) {
					if possible(mask, w, n) && int(b) <= cellCap {
						t.appendSegment(c, pts, w, n, b)
					}
					t.ranges[4*k+int32(b)+1] = int32(len(t.list))
				}
			}
		}
	}
	return t
}

// possible reports whether a cell of these outer sides can see key colours
// (w, n): grey exactly on its outer west and north sides.
func possible(mask uint8, w, n uint32) bool {
	return (mask&(1<<eternity.West) != 0) == (w == 0) && (mask&(1<<eternity.North) != 0) == (n == 0)
}

func (t *tables) appendSegment(c *compiled, pts []int32, w, n, b uint32) {
	for _, pt := range pts {
		if e := c.edges[pt]; wnBreaks(e, w, n) == b {
			t.list = append(t.list, uint64(e)<<32|uint64(c.heur[pt])<<18|uint64(b)<<16|uint64(pt))
		}
	}
}

// shuffle reorders every segment at random, keeping the segments apart.
func (t *tables) shuffle(r *rand.Rand) {
	for k := 0; k+4 <= len(t.ranges); k += 4 {
		for b := range 3 {
			seg := t.list[t.ranges[k+b]:t.ranges[k+b+1]]
			r.Shuffle(len(seg), func(i, j int) { seg[i], seg[j] = seg[j], seg[i] })
			if t.quota {
				// pieces with more quota sides first, as the record solvers do
				sort.SliceStable(seg, func(i, j int) bool { return seg[i]>>18&7 > seg[j]>>18&7 })
			}
		}
	}
}
