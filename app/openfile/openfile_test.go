//go:build unix

package openfile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A pipe, a device and a folder are refused without being opened (open
// of a pipe with no writer would wait for one), a regular file opens,
// and a missing one says so.
func TestRegular(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	for _, tc := range []struct {
		name, path, want string
	}{
		{"regular file", file, ""},
		{"pipe", fifo, "it is a pipe"},
		{"device", os.DevNull, "it is a device"},
		{"folder", dir, "it is a folder"},
		{"missing", filepath.Join(dir, "gone.txt"), "no such file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := withinHangGuard(t, func() error {
				f, err := Regular(tc.path)
				if err == nil {
					f.Close()
				}
				return err
			})
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("Regular(%s): %v", tc.name, err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("Regular(%s): %v, want %q", tc.name, err, tc.want)
			}
			if err := Check(tc.path); (err == nil) != (tc.want == "") {
				t.Errorf("Check(%s): %v", tc.name, err)
			}
		})
	}
}

// withinHangGuard runs f, failing the test rather than hanging for ever
// when f blocks (an open of a pipe waits for a writer): the limit is no
// measure of speed, only a way out of a wait that would never end.
func withinHangGuard(t *testing.T, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Minute):
		t.Fatal("still blocked after a minute: the file was opened")
		return nil
	}
}
