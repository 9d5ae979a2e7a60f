package safefile

import (
	"errors"
	"os"
	"syscall"
	"time"

	"plateau/games/reason"
)

// ErrNoReader is the refusal to write a FIFO no program reads.
var ErrNoReader = reason.New("nothing is reading this pipe")

// fifoWait is how long a write waits for a FIFO's reader: one started
// beside the writer (`minisat pipe & plateau … pipe`) opens it within
// that, and the window, which saves on its UI goroutine, freezes no
// longer.
var fifoWait = 500 * time.Millisecond

// openFIFO opens the FIFO name with flag, which holds O_NONBLOCK: a
// blocking open waits for a reader for ever, and froze the window (and a
// CLI that SIGTERM did not end) on a save to a FIFO nothing read. With no
// reader after fifoWait it fails with ErrNoReader. The file stays
// non-blocking, which Go's writes wait through.
func openFIFO(name string, flag int, perm os.FileMode) (*os.File, error) {
	deadline := time.Now().Add(fifoWait)
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
