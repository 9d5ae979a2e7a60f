package eternity

// trie is a tree of colour sequences, its edges in one open-addressing hash
// table: (node, colour) -> child. Nodes are numbered from 0, the root. A
// lookup is a multiplication and a probe or two, with no allocation, so the
// search can walk it at every placement.
type trie struct {
	keys  []uint64 // node<<8 | colour, plus 1 so that 0 marks an empty slot
	vals  []int32
	mask  uint64
	used  int
	nodes int32
}

func (t *trie) init(size int) {
	n := 1
	for n < 2*size {
		n <<= 1
	}
	t.keys, t.vals, t.mask, t.used, t.nodes = make([]uint64, n), make([]int32, n), uint64(n-1), 0, 1
}

func (t *trie) slot(key uint64) uint64 { return (key * 0x9e3779b97f4a7c15) >> 32 & t.mask }

// child is the node below node by colour c, -1 when there is none.
func (t *trie) child(node int32, c uint8) int32 {
	key := uint64(node)<<8 | uint64(c) + 1
	for i := t.slot(key); ; i = (i + 1) & t.mask {
		switch t.keys[i] {
		case key:
			return t.vals[i]
		case 0:
			return -1
		}
	}
}

// add returns the child of node by colour c, made if need be.
func (t *trie) add(node int32, c uint8) int32 {
	if x := t.child(node, c); x >= 0 {
		return x
	}
	if 2*(t.used+1) > len(t.keys) {
		t.grow()
	}
	key := uint64(node)<<8 | uint64(c) + 1
	i := t.slot(key)
	for t.keys[i] != 0 {
		i = (i + 1) & t.mask
	}
	t.keys[i], t.vals[i] = key, t.nodes
	t.used++
	t.nodes++
	return t.nodes - 1
}

func (t *trie) grow() {
	keys, vals := t.keys, t.vals
	t.keys, t.vals = make([]uint64, 2*len(keys)), make([]int32, 2*len(keys))
	t.mask = uint64(len(t.keys) - 1)
	for j, k := range keys {
		if k != 0 {
			i := t.slot(k)
			for t.keys[i] != 0 {
				i = (i + 1) & t.mask
			}
			t.keys[i], t.vals[i] = k, vals[j]
		}
	}
}
