//go:build unix

package kit

import (
	"os"
	"syscall"
)

// lockRecent takes the lock file path for the recent files, waiting while
// another Plateau holds it (for the time of a read and a write), and
// returns what lets it go. The system lets it go with the process.
func lockRecent(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
