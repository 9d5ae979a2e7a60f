// Package ctxio makes readers and writers fail once a context is done, so
// that a job reading or writing a big file (millions of openings, a
// lattice of a million points) stops within a buffer of Stop, Ctrl+C or a
// time limit. It has no Fyne import: the command line uses it too.
package ctxio

import (
	"context"
	"io"
)

// Writer is w failing with ctx's error once ctx is done.
func Writer(ctx context.Context, w io.Writer) io.Writer { return writer{ctx, w} }

// Reader is r failing with ctx's error once ctx is done.
func Reader(ctx context.Context, r io.Reader) io.Reader { return reader{ctx, r} }

type writer struct {
	ctx context.Context
	w   io.Writer
}

func (c writer) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}

type reader struct {
	ctx context.Context
	r   io.Reader
}

func (c reader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
