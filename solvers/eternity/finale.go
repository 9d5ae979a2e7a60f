package eternity

import (
	"slices"
	"sync"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// A finale is the seed's stored end of the search (section 3.2): every way
// to fill the last K cells of the scan order with distinct pieces that fit
// the frame and each other, filed by the colours the cells must show to
// the cells before them (their boundary).
//
// The boundary colours are filed in a trie, in the order the search fixes
// them, so the finale works twice: when the search has placed every cell
// before it, the leaf of the boundary holds the fillings to try (each one
// whose pieces are all unused is a solution, with no further search); and
// already while the search fills the cells next to the finale, a piece
// that shows a colour sequence no stored filling can take is refused at
// once, instead of being found out K cells later.
type finale struct {
	at int // depth where the finale takes over: depths()-K
	k  int // cells it fills

	// boundary sides, sorted by the depth that fixes them (fixed pieces
	// first): the outside cell each faces and 8 * that cell's side facing
	// the finale
	nbs   []int32
	shift []uint8
	// per search depth d < at, the boundary sides its cell fixes:
	// nbs[feedLo[d]:feedHi[d]]
	feedLo, feedHi []int32
	start          int32 // trie node once the fixed pieces' sides are read; -1: none fits

	trie  trie
	group []finaleGroup // leaf node -> its fillings
	fills []uint16      // K pts per filling, grouped by leaf
	// sets is each filling's pieces as three words (corners, border
	// pieces, inner ones: kindGroups), for the bit engine's lookup, where
	// a filling is free when it meets no used word; made by the first bit
	// engine (setsOnce), as the other engines do without.
	sets     []uint64
	setsOnce sync.Once
}

// A filling's pts fit in 16 bits (half the memory of int32 at 3 million
// fillings): the largest board's highest pt is 4*30*30-1, and this
// constant would not compile if that grew past 65535.
const _ = uint16(4*eternity.MaxSize*eternity.MaxSize - 1)

// finaleGroup is the fillings of one leaf: fills[k*start:k*(start+n)].
type finaleGroup struct{ start, n int32 }

// MaxFinale bounds the fillings a finale may hold: at K = 12, 145 MB of
// piece turns and 140 MB of piece sets for the bit engine.
const MaxFinale = 6_000_000

var errFinaleTooBig = reason.Of(ErrFinale, "the finale would hold more than 6 million fillings: take fewer cells")

type boundSide struct{ cell, side int } // a finale cell and its side facing out

// boundary lists the finale's boundary sides in the order the search fixes
// them, and which depth fixes which.
func (f *finale) boundary(pr *problem, cells, pos, depth []int32) []boundSide {
	type entry struct {
		boundSide
		by int32 // depth of the outside cell, -1 for a fixed piece
	}
	var es []entry
	for _, c := range cells {
		for s := range 4 {
			if n := pr.nb[4*int(c)+s]; n >= 0 && pos[n] < 0 {
				es = append(es, entry{boundSide{int(c), s}, depth[n]})
			}
		}
	}
	slices.SortStableFunc(es, func(a, b entry) int { return int(a.by - b.by) })
	f.feedLo, f.feedHi = make([]int32, f.at), make([]int32, f.at)
	bound := make([]boundSide, len(es))
	for i, e := range es {
		bound[i] = e.boundSide
		f.nbs = append(f.nbs, pr.nb[4*e.cell+e.side])
		f.shift = append(f.shift, uint8(8*((e.side+2)&3)))
		if e.by >= 0 {
			if f.feedHi[e.by] == 0 {
				f.feedLo[e.by] = int32(i)
			}
			f.feedHi[e.by] = int32(i + 1)
		}
	}
	return bound
}

// pieceSets makes sets, once, from the groups of kindGroups; the workers
// may ask at the same time.
func (f *finale) pieceSets(group, bit []uint8) {
	f.setsOnce.Do(func() {
		sets := make([]uint64, 3*f.fillings())
		for i := range f.fillings() {
			for _, pt := range f.fills[i*f.k : (i+1)*f.k] {
				sets[3*i+int(group[pt>>2])] |= 1 << bit[pt>>2]
			}
		}
		f.sets = sets
	})
}

// startNode reads the boundary sides the fixed pieces show.
func (f *finale) startNode(pr *problem) int32 {
	node := int32(0)
	for i, n := range f.nbs {
		if pr.hint[n] < 0 {
			break // sorted: the fixed pieces' sides come first
		}
		if node = f.trie.child(node, uint8(pr.edges[pr.hint[n]]>>f.shift[i])); node < 0 {
			return -1
		}
	}
	return node
}

func (f *finale) fillings() int { return len(f.fills) / f.k }

// finaleWalk is an engine's way down a finale's trie as its search fixes
// the boundary colours; the scan and bit engines each keep one.
type finaleWalk struct {
	fin *finale // nil: no finale
	// nodeAt[1+d] is the trie node once depth d's cell is placed (depths
	// that fix boundary sides); nodeAt[0] is the node of the fixed pieces'
	// sides (fin.start).
	nodeAt []int32
	steps  []feedStep // per depth, and one more for the finale's
	dense  []int32
	nc     int32
}

// feedStep is how depth d walks the trie.
type feedStep struct {
	// from is 1 + the last depth before d that fixes boundary sides, 0 for
	// none: depth d walks on from nodeAt[from].
	from int32
	// one is the shift of the colour on the depth's boundary side when it
	// fixes exactly one and the trie is dense, else -1: the common case,
	// which feed takes with one load and no loop, as it runs for every
	// candidate of the depths next to the finale (a fifth of the search's
	// time went there).
	one int8
}

// newFinaleWalk prepares the walk of an engine searching depths depth
// cells in fin's order (fin may be nil); feeds reports the depths whose
// cell shows colours to the finale.
func newFinaleWalk(fin *finale, depths int) (w finaleWalk, feeds []bool) {
	feeds = make([]bool, depths)
	if fin == nil {
		return finaleWalk{}, feeds
	}
	w = finaleWalk{fin: fin, nodeAt: make([]int32, depths+1), steps: make([]feedStep, depths+1),
		dense: fin.trie.dense, nc: fin.trie.nc}
	w.nodeAt[0] = fin.start
	prev := int32(0)
	for d := range depths + 1 {
		w.steps[d] = feedStep{from: prev, one: -1}
		if d < fin.at && fin.feedHi[d] > fin.feedLo[d] {
			feeds[d] = true
			prev = int32(d + 1)
			if fin.feedHi[d]-fin.feedLo[d] == 1 && w.dense != nil && fin.start >= 0 {
				w.steps[d].one = int8(fin.shift[fin.feedLo[d]])
			}
		}
	}
	return w, feeds
}

// feed walks the trie down by the boundary colours the piece turn with
// edges ed shows on depth d's cell; false when no filling takes them.
func (w *finaleWalk) feed(d int, ed uint32) bool {
	if st := w.steps[d]; st.one >= 0 {
		node := w.dense[w.nodeAt[st.from]*w.nc+int32(uint8(ed>>st.one))]
		w.nodeAt[d+1] = node
		return node >= 0
	}
	return w.feedAll(d, ed)
}

// feedAll is feed for a depth that fixes several boundary sides, or a
// trie kept in its hash table.
func (w *finaleWalk) feedAll(d int, ed uint32) bool {
	f := w.fin
	node := w.nodeAt[w.steps[d].from]
	for i := f.feedLo[d]; i < f.feedHi[d] && node >= 0; i++ {
		node = f.trie.child(node, uint8(ed>>f.shift[i]))
	}
	w.nodeAt[d+1] = node
	return node >= 0
}

// leaf is the trie node of the boundary reached once every depth before
// the finale is placed.
func (w *finaleWalk) leaf() int32 { return w.nodeAt[w.steps[w.fin.at].from] }

// lookup ends a search that has placed every depth before the finale, on
// the boundary of trie node leaf: each filling stored there that free
// accepts (its pieces all unplaced; free gets the filling's index) goes to
// report. It counts the lookup and the hit in w and returns false when
// report says stop.
func (f *finale) lookup(w *worker, leaf int32, free func(i int32) bool, report func(fill []uint16) bool) bool {
	w.finLookups++
	g := f.group[leaf]
	hit := false
	for i := g.start; i < g.start+g.n; i++ {
		if !free(i) {
			continue
		}
		if !hit {
			hit = true
			w.finHits++
		}
		if !report(f.fills[int(i)*f.k : int(i+1)*f.k]) {
			return false
		}
	}
	return true
}

// piecesFree reports whether no piece of filling i is placed.
func (f *finale) piecesFree(i int32, placed []bool) bool {
	for _, pt := range f.fills[int(i)*f.k : int(i+1)*f.k] {
		if placed[pt>>2] {
			return false
		}
	}
	return true
}

// setsFree is piecesFree for the bit engine, whose used words (by
// kindGroups) say which pieces are placed.
func (f *finale) setsFree(i int32, used *[4]uint64) bool {
	s := f.sets[3*i : 3*i+3]
	return s[0]&used[0]|s[1]&used[1]|s[2]&used[2] == 0
}
