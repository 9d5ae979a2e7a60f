package weave

// coordTable maps lattice coordinates to point indices: open addressing with
// linear probing and backward-shift deletion (undo removes points, and
// tombstones would slow the long growths down). Each slot holds the key with
// its value so a probe touches one cache line. BenchmarkCoordLookup measured a
// Go map with [3]int32 keys about twice as slow. Lookups are still two thirds
// of the growth time (cache misses on a 32 MB table at a million points); a
// version with 4x4x4 bricks behind a directory was tried and was faster only
// for the cubic rule, slower for seed and diamond, whose bricks are sparse.
type coordTable struct {
	slots []slot
	shift uint // 64 - log2(len(slots))
	count int
}

// slot is one entry; v is the point index + 1, 0 when the slot is empty.
type slot struct {
	x, y, z, v int32
}

const minTableBits = 6

// newCoordTable returns a table that holds n entries without growing.
func newCoordTable(n int) coordTable {
	bits := uint(minTableBits)
	for (1<<bits)/2 < n {
		bits++
	}
	return coordTable{slots: make([]slot, 1<<bits), shift: 64 - bits}
}

// home returns the first slot to probe for p: a multiplicative hash whose
// high bits spread neighbouring coordinates over the whole table.
func (t *coordTable) home(x, y, z int32) int {
	h := uint64(uint32(x))*0x9E3779B97F4A7C15 ^ uint64(uint32(y))*0xC2B2AE3D27D4EB4F ^ uint64(uint32(z))*0x165667B19E3779F9
	h ^= h >> 31
	h *= 0xD6E8FEB86659FD93
	return int(h >> t.shift)
}

// get returns the index of the point at p, or -1.
func (t *coordTable) get(p [3]int32) int32 {
	mask := len(t.slots) - 1
	for i := t.home(p[0], p[1], p[2]); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.v == 0 {
			return -1
		}
		if s.x == p[0] && s.y == p[1] && s.z == p[2] {
			return s.v - 1
		}
	}
}

// put records that point idx stands at p; p must not be in the table.
func (t *coordTable) put(p [3]int32, idx int32) {
	if 2*(t.count+1) > len(t.slots) {
		t.grow()
	}
	mask := len(t.slots) - 1
	i := t.home(p[0], p[1], p[2])
	for t.slots[i].v != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = slot{p[0], p[1], p[2], idx + 1}
	t.count++
}

// reserve grows the table, in one rehash, so that it holds n entries
// without another.
func (t *coordTable) reserve(n int) {
	size := len(t.slots)
	for size/2 < n {
		size *= 2
	}
	if size > len(t.slots) {
		t.resize(size)
	}
}

// grow doubles the table.
func (t *coordTable) grow() { t.resize(2 * len(t.slots)) }

// resize rehashes the table into size slots (a power of two).
func (t *coordTable) resize(size int) {
	old := t.slots
	t.slots = make([]slot, size)
	t.shift = 64
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	mask := len(t.slots) - 1
	for _, s := range old {
		if s.v == 0 {
			continue
		}
		i := t.home(s.x, s.y, s.z)
		for t.slots[i].v != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}

// remove deletes the entry at p if present, shifting later entries of the
// probe chain back so that lookups never need tombstones.
func (t *coordTable) remove(p [3]int32) {
	mask := len(t.slots) - 1
	i := t.home(p[0], p[1], p[2])
	for {
		s := t.slots[i]
		if s.v == 0 {
			return
		}
		if s.x == p[0] && s.y == p[1] && s.z == p[2] {
			break
		}
		i = (i + 1) & mask
	}
	t.count--
	for {
		t.slots[i] = slot{}
		j := i
		for {
			j = (j + 1) & mask
			s := t.slots[j]
			if s.v == 0 {
				return
			}
			k := t.home(s.x, s.y, s.z)
			// s may move to i only if its home is not cyclically within (i, j].
			if (j > i && (k <= i || k > j)) || (j < i && k <= i && k > j) {
				t.slots[i] = s
				i = j
				break
			}
		}
	}
}
