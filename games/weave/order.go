package weave

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"plateau/games/reason"
)

// Order says which free point the next step expands.
type Order int

// The visiting orders of DESIGN 5.1.
const (
	OrderFIFO    Order = iota // the free point created first
	OrderLIFO                 // the free point created last
	OrderRandom               // a free point drawn at random (seeded)
	OrderNearest              // the free point nearest to P1 (ties: lower number)
	OrderManual               // none: the user expands points with Expand
)

var orderNames = [...]string{"fifo", "lifo", "random", "nearest", "manual"}

// String returns "fifo", "lifo", "random", "nearest" or "manual".
func (o Order) String() string {
	if o < 0 || int(o) >= len(orderNames) {
		return fmt.Sprintf("Order(%d)", int(o))
	}
	return orderNames[o]
}

// ParseOrder reads an order name.
func ParseOrder(s string) (Order, error) {
	for i, n := range orderNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Order(i), nil
		}
	}
	return 0, refuse("order %q: want fifo, lifo, random, nearest or manual", reason.Clip(s))
}

// picker chooses the next free point. Points become free only when created
// (reported through added) and stop being free when expanded, which a picker
// notices lazily by reading the free flags; reset rebuilds it from scratch
// after an undo or a load.
type picker interface {
	next(m *Model) int32 // a free point index, the same until the model changes; -1 if none
	added(m *Model, from int32)
	reset(m *Model)
}

// SetOrder changes the visiting order (and the seed of the random order); the
// lattice itself is unchanged.
func (m *Model) SetOrder(o Order, seed uint64) error {
	switch o {
	case OrderFIFO:
		m.picker = &fifoPicker{}
	case OrderLIFO:
		m.picker = &lifoPicker{}
	case OrderRandom:
		m.picker = &randomPicker{rng: rand.New(rand.NewPCG(seed, seed^0x5eed_0000_0000_0000))}
	case OrderNearest:
		m.picker = &nearestPicker{}
	case OrderManual:
		m.picker = manualPicker{}
	default:
		return refuse("unknown order %d", int(o))
	}
	m.cfg.Order, m.cfg.Seed = o, seed
	m.picker.reset(m)
	return nil
}

// Next returns the number of the point the next Step would expand, or 0 when
// the order is manual or no point is free.
func (m *Model) Next() int { return int(m.picker.next(m)) + 1 }

// fifoPicker walks a cursor up the point numbers: every point below it is
// not free.
type fifoPicker struct{ lo int32 }

func (f *fifoPicker) next(m *Model) int32 {
	for int(f.lo) < len(m.free) && !m.free[f.lo] {
		f.lo++
	}
	if int(f.lo) == len(m.free) {
		return -1
	}
	return f.lo
}

func (f *fifoPicker) added(*Model, int32) {}
func (f *fifoPicker) reset(*Model)        { f.lo = 0 }

// lifoPicker is a stack of point indices pushed in creation order, so the top
// free entry is the free point with the highest number.
type lifoPicker struct{ stack []int32 }

func (l *lifoPicker) next(m *Model) int32 {
	for len(l.stack) > 0 {
		i := l.stack[len(l.stack)-1]
		if int(i) < len(m.free) && m.free[i] {
			return i
		}
		l.stack = l.stack[:len(l.stack)-1]
	}
	return -1
}

func (l *lifoPicker) added(m *Model, from int32) {
	for i := from; int(i) < len(m.pos); i++ {
		l.stack = append(l.stack, i)
	}
}

func (l *lifoPicker) reset(m *Model) {
	l.stack = l.stack[:0]
	l.added(m, 0)
	// Only free entries matter; drop the others now to keep the stack short.
	w := 0
	for _, i := range l.stack {
		if m.free[i] {
			l.stack[w] = i
			w++
		}
	}
	l.stack = l.stack[:w]
}

// randomPicker draws from a list of candidate points; entries that stopped
// being free are swapped out when drawn. The drawn point is kept until it is
// expanded so that next is stable between changes.
type randomPicker struct {
	rng     *rand.Rand
	list    []int32
	pending int32
	has     bool
}

func (r *randomPicker) next(m *Model) int32 {
	if r.has && int(r.pending) < len(m.free) && m.free[r.pending] {
		return r.pending
	}
	r.has = false
	for len(r.list) > 0 {
		k := r.rng.IntN(len(r.list))
		i := r.list[k]
		last := len(r.list) - 1
		r.list[k] = r.list[last]
		r.list = r.list[:last]
		if int(i) < len(m.free) && m.free[i] {
			r.pending, r.has = i, true
			return i
		}
	}
	return -1
}

func (r *randomPicker) added(m *Model, from int32) {
	for i := from; int(i) < len(m.pos); i++ {
		r.list = append(r.list, i)
	}
}

func (r *randomPicker) reset(m *Model) {
	r.list, r.has = r.list[:0], false
	for i, f := range m.free {
		if f {
			r.list = append(r.list, int32(i))
		}
	}
}

// nearestPicker is a binary min-heap on (squared distance to P1, index).
type nearestPicker struct{ heap []distEntry }

type distEntry struct {
	d int64
	i int32
}

func (a distEntry) less(b distEntry) bool { return a.d < b.d || (a.d == b.d && a.i < b.i) }

func (h *nearestPicker) next(m *Model) int32 {
	for len(h.heap) > 0 {
		i := h.heap[0].i
		if int(i) < len(m.free) && m.free[i] {
			return i
		}
		h.pop()
	}
	return -1
}

func (h *nearestPicker) added(m *Model, from int32) { h.addRange(m, from, int32(len(m.pos))) }

// addRange pushes the points from..to-1.
func (h *nearestPicker) addRange(m *Model, from, to int32) {
	o := m.pos[0]
	for i := from; i < to; i++ {
		p := m.pos[i]
		dx, dy, dz := int64(p[0]-o[0]), int64(p[1]-o[1]), int64(p[2]-o[2])
		h.push(distEntry{dx*dx + dy*dy + dz*dz, i})
	}
}

func (h *nearestPicker) reset(m *Model) {
	h.heap = h.heap[:0]
	for i, f := range m.free {
		if f {
			h.addRange(m, int32(i), int32(i+1))
		}
	}
}

func (h *nearestPicker) push(e distEntry) {
	h.heap = append(h.heap, e)
	j := len(h.heap) - 1
	for j > 0 {
		p := (j - 1) / 2
		if !h.heap[j].less(h.heap[p]) {
			break
		}
		h.heap[j], h.heap[p] = h.heap[p], h.heap[j]
		j = p
	}
}

func (h *nearestPicker) pop() {
	n := len(h.heap) - 1
	h.heap[0] = h.heap[n]
	h.heap = h.heap[:n]
	j := 0
	for {
		c := 2*j + 1
		if c >= n {
			return
		}
		if c+1 < n && h.heap[c+1].less(h.heap[c]) {
			c++
		}
		if !h.heap[c].less(h.heap[j]) {
			return
		}
		h.heap[j], h.heap[c] = h.heap[c], h.heap[j]
		j = c
	}
}

// manualPicker never chooses: the user does, through Expand.
type manualPicker struct{}

func (manualPicker) next(*Model) int32   { return -1 }
func (manualPicker) added(*Model, int32) {}
func (manualPicker) reset(*Model)        {}
