package kit

import (
	"context"
	"io"
)

// Stoppable is w failing once ctx is done: a job writing a file through
// it ends within a buffer's write of Stop.
func Stoppable(ctx context.Context, w io.Writer) io.Writer { return stoppable{ctx, w} }

type stoppable struct {
	ctx context.Context
	w   io.Writer
}

func (s stoppable) Write(p []byte) (int, error) {
	if err := s.ctx.Err(); err != nil {
		return 0, err
	}
	return s.w.Write(p)
}
