package safefile

import (
	"errors"
	"os"
	"sync/atomic"
	"syscall"
	"time"

	"plateau/games/reason"
)

// ErrNoReader is the refusal to write a FIFO no program reads.
var ErrNoReader = reason.New("nothing is reading this pipe")

// fifoWait is how long a write waits for a FIFO's reader, in
// nanoseconds: 0.5 s by default, what the window, which saves on its UI
// goroutine, may freeze; a command line sets more (SetFIFOWait).
var fifoWait atomic.Int64

func init() { fifoWait.Store(int64(500 * time.Millisecond)) }

// SetFIFOWait sets how long a write waits for a FIFO's reader before it
// fails with ErrNoReader. The command line waits longer than the window:
// a reader started a moment after it (`plateau … -o pipe & sleep 2; cat
// pipe`) got "nothing is reading this pipe", where it used to wait.
func SetFIFOWait(d time.Duration) { fifoWait.Store(int64(d)) }

// openFIFO opens the FIFO name with flag, which holds O_NONBLOCK: a
// blocking open waits for a reader for ever, and froze the window (and a
// CLI that SIGTERM did not end) on a save to a FIFO nothing read. With no
// reader after fifoWait it fails with ErrNoReader. The file stays
// non-blocking, which Go's writes wait through.
func openFIFO(name string, flag int, perm os.FileMode) (*os.File, error) {
	deadline := time.Now().Add(time.Duration(fifoWait.Load()))
	for {
		f, err := os.OpenFile(name, flag, perm)
		if !errors.Is(err, syscall.ENXIO) {
			return f, err
		}
		if time.Now().After(deadline) {
			return nil, ErrNoReader
		}
		time.Sleep(20 * time.Millisecond)
	}
}
