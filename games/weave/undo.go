package weave

// undoLog records each step compactly so that Undo can take it back: the
// expanded point, the number of points before the step (the points created
// by the step are the ones after), and the existing points it only linked to.
// redo holds the points of the steps undone, the last undone last, until a
// new step makes them void.
type undoLog struct {
	point  []int32
	oldLen []int32
	end    []int32 // end of the step's entries in only
	only   []int32
	redo   []int32
	sum    []uint64 // per step, a hash of the points expanded up to it (Revision)
}

func (u *undoLog) begin(i, oldLen int32) {
	prev := uint64(0)
	if k := len(u.sum); k > 0 {
		prev = u.sum[k-1]
	}
	u.sum = append(u.sum, revisionMix(prev, i))
	u.point = append(u.point, i)
	u.oldLen = append(u.oldLen, oldLen)
	u.end = append(u.end, int32(len(u.only)))
}

func (u *undoLog) linkOnly(j int32) {
	u.only = append(u.only, j)
	u.end[len(u.end)-1]++
}

// CanUndo reports whether there is a step to undo. A lattice read from a
// file starts with none.
func (m *Model) CanUndo() bool { return len(m.undo.point) > 0 }

// Undo takes back the last step: it removes the points and links the step
// created and makes the expanded point free again. It returns false when
// there is nothing to undo.
func (m *Model) Undo() bool { return m.UndoTo(len(m.undo.point)-1) == 1 }

// Revision identifies the lattice among the ones this model has held: two
// are the same lattice when their revisions are equal, whatever undo and
// redo led there (a hash of the points expanded, in order, since the model
// was made or read; expanding depends on the lattice alone). The editor
// compares it with the one saved to tell unsaved work.
func (m *Model) Revision() uint64 {
	if k := len(m.undo.sum); k > 0 {
		return m.undo.sum[k-1]
	}
	return 0
}

// revisionMix extends the hash prev of a sequence of expanded points by
// point i (splitmix64's finaliser: distinct sequences collide about once
// in 2^64).
func revisionMix(prev uint64, i int32) uint64 {
	z := prev ^ (uint64(uint32(i)) + 0x9e3779b97f4a7c15)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// CanRedo reports whether there is an undone step to redo.
func (m *Model) CanRedo() bool { return len(m.undo.redo) > 0 }

// NextRedo is the number of the point Redo would expand, 0 when there is
// nothing to redo.
func (m *Model) NextRedo() int {
	if k := len(m.undo.redo); k > 0 {
		return int(m.undo.redo[k-1]) + 1
	}
	return 0
}

// Redo expands again the point of the last step undone. The lattice is
// the one before that Undo, point numbers included, since expanding a
// point depends on the lattice alone, whatever the order. It returns false
// when there is nothing to redo.
func (m *Model) Redo() bool {
	u := &m.undo
	k := len(u.redo) - 1
	if k < 0 {
		return false
	}
	i := u.redo[k]
	u.redo = u.redo[:k]
	from := int32(len(m.pos))
	m.expand(i)
	m.picker.added(m, from)
	return true
}
