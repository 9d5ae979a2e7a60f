package rikudoui

import (
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The count progressText leaves is the final one: its stop wrote the
// final count without waiting for the ticker, whose tick under way could
// write its older count after it, and the status bar kept "125 nodes" for
// a search of 126. The ticker's write is held here while stop runs.
func TestProgressTextEndsOnTheFinalCount(t *testing.T) {
	var (
		mu      sync.Mutex
		written []string
	)
	entered, release, held := make(chan struct{}), make(chan struct{}), make(chan struct{})
	finalCalled := make(chan struct{})
	var calls atomic.Int32
	set := func(text string) {
		switch calls.Add(1) {
		case 1: // the ticker's first write: held
			close(entered)
			<-release
		case 2:
			if text == "2" {
				close(finalCalled) // stop's, while the tick is held
			}
		}
		mu.Lock()
		written = append(written, text)
		mu.Unlock()
		if text == "1" {
			close(held) // the held write is done
		}
	}
	var n atomic.Int64
	n.Store(1)
	stop := progressText(set, &n, func(v int64) string { return strconv.FormatInt(v, 10) })
	<-entered
	n.Store(2) // the search counts on, then ends
	stopped := make(chan struct{})
	go func() {
		stop()
		close(stopped)
	}()
	// A stop that waits for the ticker writes nothing until it is
	// released: the bounded wait only gives one that does not the time
	// to write first.
	select {
	case <-finalCalled:
	case <-time.After(200 * time.Millisecond):
	}
	close(release)
	<-stopped
	<-held
	mu.Lock()
	defer mu.Unlock()
	if last := written[len(written)-1]; last != "2" {
		t.Errorf("written %q: the last is %q, want the final count 2", written, last)
	}
}
