package ctxio

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// Reading and writing go through until the context ends, then fail with
// its error and touch the stream no more.
func TestStopsWithTheContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var buf bytes.Buffer
	w := Writer(ctx, &buf)
	r := Reader(ctx, strings.NewReader("abcdef"))
	p := make([]byte, 3)
	if n, err := w.Write([]byte("xy")); n != 2 || err != nil {
		t.Fatalf("write before the end: %d, %v", n, err)
	}
	if n, err := r.Read(p); n != 3 || err != nil {
		t.Fatalf("read before the end: %d, %v", n, err)
	}
	cancel()
	if n, err := w.Write([]byte("z")); n != 0 || !errors.Is(err, context.Canceled) || buf.String() != "xy" {
		t.Errorf("write after the end: %d, %v, buffer %q", n, err, buf.String())
	}
	if n, err := r.Read(p); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("read after the end: %d, %v", n, err)
	}
}
