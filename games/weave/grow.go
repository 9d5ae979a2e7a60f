package weave

import (
	"context"
	"errors"
)

// ErrNoChoice is returned by Step and Grow when the order cannot choose a
// point: the order is manual, or no point is free.
var ErrNoChoice = errors.New("weave: no free point to expand (manual order, or none free)")

// Stats are the counters of the side panel.
type Stats struct {
	Points int // points created
	Links  int // links (each counted once)
	Free   int // points not yet expanded
	Cycles int // independent closed cycles: links - points + components
	Steps  int // expansions
}

// Stats returns the counters. The lattice is connected (every point but P1 is
// created linked to its creator, and only an undo removes links, together
// with the points they created), so it has one component.
func (m *Model) Stats() Stats {
	s := Stats{Points: len(m.pos), Links: m.links, Free: m.nfree, Steps: m.steps}
	if s.Points > 0 {
		s.Cycles = s.Links - s.Points + 1
	}
	return s
}

// Step expands the point the order chooses (see Next).
func (m *Model) Step() error {
	i := m.picker.next(m)
	if i < 0 {
		return ErrNoChoice
	}
	m.undo.redo = m.undo.redo[:0] // a new step: what was undone stays undone
	from := int32(len(m.pos))
	m.expand(i)
	m.picker.added(m, from)
	return nil
}

// Target says when Grow stops: after Points points exist (it may overshoot
// by up to one expansion, as a point is always expanded whole) or after Steps
// more steps, whichever comes first; a zero field is no limit.
type Target struct {
	Points int
	Steps  int
}

// progressEvery is the number of steps between two checks of the context and
// two calls of the progress callback: a few milliseconds of work.
const progressEvery = 1 << 14

// Grow steps until the target is reached, ctx is cancelled (it returns
// ctx.Err(), the lattice keeping the steps done), or the order has no choice
// (ErrNoChoice). progress, if not nil, is called every 16384 steps (a few
// milliseconds) and at the end, on Grow's goroutine between two steps: it
// may read the model, e.g. copy the positions for a frame.
func (m *Model) Grow(ctx context.Context, t Target, progress func(Stats)) error {
	if t.Points <= 0 && t.Steps <= 0 {
		return errors.New("weave: grow needs a number of points or of steps")
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if t.Points > 0 {
		m.Reserve(t.Points + 8)
	}
	for done := 0; t.Steps <= 0 || done < t.Steps; done++ {
		if t.Points > 0 && len(m.pos) >= t.Points+0 {
			break
		}
		if done%progressEvery == progressEvery-1 {
			if err := ctx.Err(); err != nil {
				return err
			}
			if progress != nil {
				progress(m.Stats())
			}
		}
		if err := m.Step(); err != nil {
			return err
		}
	}
	if progress != nil {
		progress(m.Stats())
	}
	return nil
}
