// Package stopctx is a context for the solvers' tests that is cancelled
// at a chosen look at its Err, as though Stop came just then: a stop
// landed at an exact point of a solver's work whatever the machine's
// load, with the looks after it counted, where a timer would land it
// anywhere.
package stopctx

import (
	"context"
	"sync/atomic"
)

// Ctx is a context cancelled at its at-th Err call (never when at <= 0),
// or by Cancel. Contexts derived from it are cancelled with it, at once.
type Ctx struct {
	context.Context
	cancel context.CancelFunc
	at     int64
	// OnLook, when set before the context is used, sees each Err call,
	// numbered from 1, before it is answered.
	OnLook       func(n int64)
	looks, after atomic.Int64
}

// At returns a context cancelled at its at-th look.
func At(at int64) *Ctx {
	ctx, cancel := context.WithCancel(context.Background())
	return &Ctx{Context: ctx, cancel: cancel, at: at}
}

// Err counts the look, cancels the context when it is the at-th, and
// answers as the context does.
func (c *Ctx) Err() error {
	n := c.looks.Add(1)
	if c.OnLook != nil {
		c.OnLook(n)
	}
	if n == c.at {
		c.cancel()
	}
	err := c.Context.Err()
	if err != nil {
		c.after.Add(1)
	}
	return err
}

// Cancel cancels the context now.
func (c *Ctx) Cancel() { c.cancel() }

// Looks is the number of Err calls so far.
func (c *Ctx) Looks() int64 { return c.looks.Load() }

// After is the number of Err calls that found the context cancelled.
func (c *Ctx) After() int64 { return c.after.Load() }
