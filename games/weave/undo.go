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
}

func (u *undoLog) begin(i, oldLen int32) {
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
func (m *Model) Undo() bool {
	u := &m.undo
	k := len(u.point) - 1
	if k < 0 {
		return false
	}
	i, oldLen := u.point[k], u.oldLen[k]
	start := int32(0)
	if k > 0 {
		start = u.end[k-1]
	}
	for _, j := range u.only[start:u.end[k]] {
		m.unlink(i, j)
	}
	// A created point is linked to its creator only: the step was the last.
	for j := int32(len(m.pos)) - 1; j >= oldLen; j-- {
		m.unlink(i, j)
		m.at.remove(m.pos[j])
	}
	m.nfree -= len(m.pos) - int(oldLen)
	m.pos, m.link, m.free = m.pos[:oldLen], m.link[:oldLen], m.free[:oldLen]
	m.par, m.gen = m.par[:oldLen], m.gen[:oldLen]
	m.free[i] = true
	m.nfree++
	m.steps--
	u.point, u.oldLen, u.end, u.only = u.point[:k], u.oldLen[:k], u.end[:k], u.only[:start]
	m.last = -1
	if k > 0 {
		m.last = u.point[k-1]
	}
	m.picker.reset(m)
	u.redo = append(u.redo, i)
	return true
}

// CanRedo reports whether there is an undone step to redo.
func (m *Model) CanRedo() bool { return len(m.undo.redo) > 0 }

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

// unlink removes the link between i and j (both ways).
func (m *Model) unlink(i, j int32) {
	for k, v := range m.link[i] {
		if v == j+1 {
			m.link[i][k] = 0
		}
	}
	for k, v := range m.link[j] {
		if v == i+1 {
			m.link[j][k] = 0
		}
	}
	m.links--
}
