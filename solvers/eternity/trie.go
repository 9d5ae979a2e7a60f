package eternity

import "context"

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

	// dense, once the trie is frozen small enough, is every node's
	// children by colour (node*nc + colour; -1: none): one load per step,
	// where the hash costs a multiplication and a probe or two.
	dense []int32
	nc    int32
}

// maxDense bounds the entries of a dense trie (4 bytes each).
const maxDense = 1 << 22

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
	if t.dense != nil {
		return t.dense[node*t.nc+int32(c)]
	}
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
		_ = t.grow(context.Background())
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

// roomFor makes room for n more edges, so that the next n adds do not
// grow the table (see grow). It is inlined: the finale's build calls it
// for every filling.
func (t *trie) roomFor(ctx context.Context, n int) error {
	if 2*(t.used+n) <= len(t.keys) {
		return nil
	}
	return t.growFor(ctx, n)
}

func (t *trie) growFor(ctx context.Context, n int) error {
	for 2*(t.used+n) > len(t.keys) {
		if err := t.grow(ctx); err != nil {
			return err
		}
	}
	return nil
}

// growLook is how many slots grow moves between two looks at the context:
// about a millisecond.
const growLook = 1 << 16

// grow doubles the table. It looks at ctx as it moves the edges and, once
// ctx is done, returns its error, the trie left half moved and unusable: a
// finale's table reaches 64M slots, and moving them took a second that
// Stop waited for.
func (t *trie) grow(ctx context.Context) error {
	keys, vals := t.keys, t.vals
	t.keys, t.vals = make([]uint64, 2*len(keys)), make([]int32, 2*len(keys))
	t.mask = uint64(len(t.keys) - 1)
	for lo := 0; lo < len(keys); lo += growLook {
		if lo > 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		for j := lo; j < min(lo+growLook, len(keys)); j++ {
			if k := keys[j]; k != 0 {
				i := t.slot(k)
				for t.keys[i] != 0 {
					i = (i + 1) & t.mask
				}
				t.keys[i], t.vals[i] = k, vals[j]
			}
		}
	}
	return nil
}

// freeze lays the trie out densely for colours 0..nc-1 when it is small
// enough, and then drops the hash table; no add may follow.
func (t *trie) freeze(nc int) {
	if int64(t.nodes)*int64(nc) > maxDense {
		return
	}
	dense := make([]int32, int(t.nodes)*nc)
	for i := range dense {
		dense[i] = -1
	}
	for j, k := range t.keys {
		if k != 0 {
			k--
			dense[int(k>>8)*nc+int(k&0xff)] = t.vals[j]
		}
	}
	t.dense, t.nc = dense, int32(nc)
	t.keys, t.vals = nil, nil
}
