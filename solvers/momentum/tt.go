package momentum

import rules "plateau/games/momentum"

// Bound kinds of a transposition-table score.
const (
	boundExact uint8 = iota + 1
	boundLower       // the score is at least this (a beta cut-off)
	boundUpper       // the score is at most this (no move raised alpha)
)

// ttEntry is 16 bytes: the full key, the best move, the score and how deep
// it was searched.
type ttEntry struct {
	key   uint64
	score int32
	move  rules.Action
	depth int8
	bound uint8
}

// table is a transposition table: one entry a slot, replaced when the new
// search is at least as deep or the slot holds another position.
type table struct {
	e    []ttEntry
	mask uint64
}

func newTable(bits int) *table {
	return &table{e: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.e[key&t.mask]
	return e, e.bound != 0 && e.key == key
}

func (t *table) store(key uint64, depth int, score int32, bound uint8, move rules.Action) {
	e := &t.e[key&t.mask]
	if e.key == key && int(e.depth) > depth && e.bound != 0 {
		return
	}
	*e = ttEntry{key: key, score: score, move: move, depth: int8(depth), bound: bound}
}

func (t *table) clear() { clear(t.e) }

// Mate scores are stored relative to the node, not the root, so an entry
// means the same at any ply.
func toTT(score int32, ply int) int32 {
	switch {
	case score > mateBound:
		return score + int32(ply)
	case score < -mateBound:
		return score - int32(ply)
	}
	return score
}

func fromTT(score int32, ply int) int32 {
	switch {
	case score > mateBound:
		return score - int32(ply)
	case score < -mateBound:
		return score + int32(ply)
	}
	return score
}
