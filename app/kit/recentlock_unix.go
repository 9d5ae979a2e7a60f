//go:build unix

package kit

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockWait is how long lockRecent waits for the lock: a read and a write
// of the list take far less, and the saves and opens that take it run on
// the UI goroutine, which a stopped or stuck Plateau holding the lock (or
// a slow network home) froze without end.
const lockWait = 200 * time.Millisecond

// lockRecent takes the lock file path for the recent files, waiting at
// most lockWait while another Plateau holds it, and returns what lets it
// go. The system lets it go with the process.
func lockRecent(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(lockWait)
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			break
		}
		if time.Now().After(deadline) {
			err = errRecentBusy
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	f.Close()
	return nil, err
}
