package kit

// History is an undo/redo stack of snapshots. A workspace pushes the state
// it is about to change; Undo hands back the previous state in exchange for
// the current one, so Redo can return to it. The models in Plateau are
// small (a board, a grid, a move list), so whole snapshots are simpler and
// safer than inverse commands.
type History[T any] struct {
	past, future []T
	limit        int
}

// NewHistory returns a history that keeps at most limit undo steps
// (limit <= 0 means 200).
func NewHistory[T any](limit int) *History[T] {
	if limit <= 0 {
		limit = 200
	}
	return &History[T]{limit: limit}
}

// Push records prev, the state before an edit, and forgets the redo list.
func (h *History[T]) Push(prev T) {
	h.past = append(h.past, prev)
	if len(h.past) > h.limit {
		h.past = append(h.past[:0], h.past[len(h.past)-h.limit:]...)
	}
	clear(h.future)
	h.future = h.future[:0]
}

// Undo returns the state before the last edit and remembers cur for Redo.
// ok is false when there is nothing to undo.
func (h *History[T]) Undo(cur T) (prev T, ok bool) {
	if len(h.past) == 0 {
		return prev, false
	}
	prev = h.past[len(h.past)-1]
	h.past = h.past[:len(h.past)-1]
	h.future = append(h.future, cur)
	return prev, true
}

// Redo returns the state undone last and remembers cur for Undo.
func (h *History[T]) Redo(cur T) (next T, ok bool) {
	if len(h.future) == 0 {
		return next, false
	}
	next = h.future[len(h.future)-1]
	h.future = h.future[:len(h.future)-1]
	h.past = append(h.past, cur)
	return next, true
}

// CanUndo reports whether Undo would do something.
func (h *History[T]) CanUndo() bool { return len(h.past) > 0 }

// CanRedo reports whether Redo would do something.
func (h *History[T]) CanRedo() bool { return len(h.future) > 0 }

// Clear forgets everything, for example after opening a file.
func (h *History[T]) Clear() {
	h.past, h.future = h.past[:0], h.future[:0]
}
