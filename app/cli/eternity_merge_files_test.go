//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// eternity merge reads a result up to maxShardResult bytes (one is a few
// KB) and refuses a bigger file, a pipe or a device without reading it:
// /dev/zero ran it out of memory, and a pipe waited for a writer.
func TestEternityMergeRefusesWhatIsNoResult(t *testing.T) {
	dir := t.TempDir()
	code, result, errOut := run("eternity", "solve", benchDir+"brendan1_04x04.txt", "--all", "--json", "--shard", "0/1")
	if code != 0 {
		t.Fatalf("solve: exit %d %s", code, errOut)
	}
	whole := filepath.Join(dir, "whole.json")
	big := filepath.Join(dir, "big.json")
	fifo := filepath.Join(dir, "fifo.json")
	if err := os.WriteFile(whole, []byte(result), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, []byte(strings.Repeat(" ", maxShardResult)+result), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	for _, tc := range []struct {
		name, file string
		code       int
		err        string
	}{
		{"a result", whole, 0, ""},
		{"too big", big, 2, "larger than 1048576 bytes"},
		{"a pipe", fifo, 2, "it is a pipe"},
		{"a device", os.DevNull, 2, "it is a device"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			done := make(chan struct{})
			go func() {
				defer close(done)
				code, _, errOut := run("eternity", "merge", tc.file)
				if code != tc.code || !strings.Contains(errOut, tc.err) {
					t.Errorf("exit %d %q, want %d %q", code, errOut, tc.code, tc.err)
				}
			}()
			select {
			case <-done:
			case <-time.After(time.Minute): // no measure of speed: the way out of a wait that never ends
				if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
					w.Close()
				}
				<-done
				t.Errorf("merge waited for a writer to the pipe")
			}
		})
	}
}
