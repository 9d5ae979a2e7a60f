//go:build unix

package kit

import (
	"errors"
	"os"
	"syscall"
)

// ProcessAlive reports whether a process pid runs: signal 0 checks without
// sending anything, and EPERM means it runs as someone else.
func ProcessAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, syscall.EPERM)
}
