package weave

// UndoTo takes back every step after the first steps in one pass, as that
// many calls of Undo would, and returns how many it took back. Undo one
// step at a time removed the points from the coordinate table one by one
// and rebuilt the picker at each step: the Undo of a growth to ten million
// points took seven seconds. Here the points the steps created go all at
// once (the lattice only appends, so they are the last ones), the table is
// rebuilt when it loses most of its entries, and the picker once.
func (m *Model) UndoTo(steps int) int {
	u := &m.undo
	k0 := max(steps, 0)
	n := len(u.point) - k0
	if n <= 0 {
		return 0
	}
	newLen := u.oldLen[k0]
	start := int32(0)
	if k0 > 0 {
		start = u.end[k0-1]
	}
	for k := len(u.point) - 1; k >= k0; k-- {
		i, lo := u.point[k], int32(0)
		if k > 0 {
			lo = u.end[k-1]
		}
		for _, j := range u.only[lo:u.end[k]] {
			m.unlinkKept(i, j, newLen)
		}
		if i < newLen {
			m.free[i] = true
			m.unlinkFrom(i, newLen)
		}
		u.redo = append(u.redo, i)
	}
	removed := len(m.pos) - int(newLen)
	m.links -= removed + len(u.only) - int(start)
	m.nfree += n - removed
	m.truncateTable(newLen)
	m.pos, m.link, m.free = m.pos[:newLen], m.link[:newLen], m.free[:newLen]
	m.par, m.gen = m.par[:newLen], m.gen[:newLen]
	m.steps -= n
	u.point, u.oldLen, u.end, u.only = u.point[:k0], u.oldLen[:k0], u.end[:k0], u.only[:start]
	u.sum = u.sum[:k0]
	m.last = -1
	if k0 > 0 {
		m.last = u.point[k0-1]
	}
	m.picker.reset(m)
	return n
}

// unlinkKept removes the link between i and j from whichever of them
// stays: below newLen.
func (m *Model) unlinkKept(i, j, newLen int32) {
	if i < newLen {
		clearSlot(&m.link[i], j+1)
	}
	if j < newLen {
		clearSlot(&m.link[j], i+1)
	}
}

// unlinkFrom removes from point i its links to the points from newLen on,
// which go.
func (m *Model) unlinkFrom(i, newLen int32) {
	for k, v := range m.link[i] {
		if v > newLen {
			m.link[i][k] = 0
		}
	}
}

// clearSlot empties the slot of l that holds v.
func clearSlot(l *[6]int32, v int32) {
	for k, x := range l {
		if x == v {
			l[k] = 0
		}
	}
}

// truncateTable removes from the coordinate table the points from newLen
// on: one by one when they are few, else by building the table again from
// the points that stay, sized for them (a table of ten million points, 512
// MB, stayed for 400). A removal costs some ten insertions (taking back
// half of ten million points one by one took 5.6 s).
func (m *Model) truncateTable(newLen int32) {
	gone := len(m.pos) - int(newLen)
	if 10*gone <= int(newLen) {
		for j := len(m.pos) - 1; j >= int(newLen); j-- {
			m.at.remove(m.pos[j])
		}
		return
	}
	m.at = newCoordTable(int(newLen))
	for j, p := range m.pos[:newLen] {
		m.at.put(p, int32(j))
	}
}
