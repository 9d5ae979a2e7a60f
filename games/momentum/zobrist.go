package momentum

// Zobrist keys. Walls and momenta have no upper bound, so small values come
// from tables and larger ones from a mixing function; both are fixed, so a
// hash means the same position in every game of a given board size.

const (
	zCellVals = 16
	zMomVals  = 64
)

type zobrist struct {
	cell [][zCellVals]uint64 // value 0 keys to 0, so an empty board hashes to 0
	pos  [2][]uint64
	mom  [2][zMomVals]uint64
	dest [2]uint64
	step [8]uint64 // step + 4*first player
}

// splitmix64 is the SplitMix64 finaliser: a cheap, well-mixed 64-bit hash.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

func newZobrist(cells int) *zobrist {
	z := &zobrist{cell: make([][zCellVals]uint64, cells)}
	seq := uint64(0x6d6f6d656e74756d) // "momentum"
	next := func() uint64 { seq++; return splitmix64(seq) }
	for c := range z.cell {
		for v := 1; v < zCellVals; v++ {
			z.cell[c][v] = next()
		}
	}
	for p := 0; p < 2; p++ {
		z.pos[p] = make([]uint64, cells)
		for c := range z.pos[p] {
			z.pos[p][c] = next()
		}
		for v := range z.mom[p] {
			z.mom[p][v] = next()
		}
		z.dest[p] = next()
	}
	for i := range z.step {
		z.step[i] = next()
	}
	return z
}

func (z *zobrist) cellKey(c, v int32) uint64 {
	if v < zCellVals {
		return z.cell[c][v]
	}
	return splitmix64(uint64(c)<<32 | uint64(v) | 1<<62)
}

func (z *zobrist) momKey(p int, v int32) uint64 {
	if v < zMomVals {
		return z.mom[p][v]
	}
	return splitmix64(uint64(p)<<32 | uint64(v) | 1<<61)
}

func (g *Game) stepKey() uint64 { return g.z.step[int(g.step)+4*int(g.FirstPlayer())] }

// fullHash hashes the position from scratch; Apply updates it incrementally
// and the tests check both agree.
func (g *Game) fullHash() uint64 {
	var h uint64
	for c, v := range g.cells {
		h ^= g.z.cellKey(int32(c), v)
	}
	for p := 0; p < 2; p++ {
		h ^= g.z.pos[p][g.pos[p]] ^ g.z.momKey(p, g.mom[p])
		if g.dest[p] {
			h ^= g.z.dest[p]
		}
	}
	return h ^ g.stepKey()
}

// repTable counts how often each position hash occurred in the game, for
// the draw by third repetition. It is an open-addressing table with linear
// probing, sized for the longest game, so it never grows. Removals come in
// the reverse order of additions (Undo), which makes plain slot clearing
// safe: a key probing past a slot was always added after that slot's key.
type repTable struct {
	keys   []uint64
	counts []uint8
	mask   uint64
}

func newRepTable(n int) repTable {
	size := 16
	for size < 2*n {
		size <<= 1
	}
	return repTable{keys: make([]uint64, size), counts: make([]uint8, size), mask: uint64(size - 1)}
}

func (t *repTable) clone() repTable {
	return repTable{keys: append([]uint64(nil), t.keys...), counts: append([]uint8(nil), t.counts...), mask: t.mask}
}

func (t *repTable) slot(k uint64) uint64 {
	i := k & t.mask // k is a Zobrist hash: already uniform
	for t.counts[i] != 0 && t.keys[i] != k {
		i = (i + 1) & t.mask
	}
	return i
}

// add counts one more occurrence of k and returns the new count.
func (t *repTable) add(k uint64) uint8 {
	i := t.slot(k)
	t.keys[i] = k
	if t.counts[i] < 255 {
		t.counts[i]++
	}
	return t.counts[i]
}

// remove undoes the last add of k.
func (t *repTable) remove(k uint64) {
	i := t.slot(k)
	if t.counts[i] > 0 {
		t.counts[i]--
	}
}

func (t *repTable) count(k uint64) uint8 { return t.counts[t.slot(k)] }
