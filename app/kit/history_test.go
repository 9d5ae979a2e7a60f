package kit

import "testing"

func TestHistory(t *testing.T) {
	h := NewHistory[int](3)
	cur := 0
	edit := func(v int) { h.Push(cur); cur = v }
	undo := func() bool {
		prev, ok := h.Undo(cur)
		if ok {
			cur = prev
		}
		return ok
	}
	redo := func() bool {
		next, ok := h.Redo(cur)
		if ok {
			cur = next
		}
		return ok
	}
	steps := []struct {
		do   func() bool
		ok   bool
		want int
	}{
		{func() bool { edit(1); return true }, true, 1},
		{func() bool { edit(2); return true }, true, 2},
		{undo, true, 1},
		{redo, true, 2},
		{redo, false, 2},
		{undo, true, 1},
		{func() bool { edit(5); return true }, true, 5}, // a new edit forgets the redo list
		{redo, false, 5},
		{func() bool { edit(6); edit(7); edit(8); return true }, true, 8},
		{undo, true, 7},
		{undo, true, 6},
		{undo, true, 5},
		{undo, false, 5}, // the limit of 3 dropped the oldest steps
	}
	for i, s := range steps {
		if ok := s.do(); ok != s.ok || cur != s.want {
			t.Fatalf("step %d: ok=%v cur=%d, want ok=%v cur=%d", i, ok, cur, s.ok, s.want)
		}
	}
	h.Clear()
	if h.CanUndo() || h.CanRedo() {
		t.Error("Clear left steps behind")
	}
}
