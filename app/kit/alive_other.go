//go:build !unix

package kit

import "os"

// ProcessAlive reports whether a process pid runs: where FindProcess opens
// the process (Windows), it fails for one that has ended.
func ProcessAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	_ = p.Release()
	return true
}
