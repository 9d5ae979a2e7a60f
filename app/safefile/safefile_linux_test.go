package safefile

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A write that fails midway, as on a full disk, names the file being
// written: the save dialog read "write …/.design.json.tmp2538685807: no
// space left on device". The kernel refuses a write past the process's
// file size limit (EFBIG) as it refuses one past the disk's end (ENOSPC),
// from the same write call; the Go runtime ignores the SIGXFSZ that comes
// with it. The limit is the whole process's: the test is not parallel.
func TestWriteFailingMidwayNamesTheFile(t *testing.T) {
	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &was); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "design.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	small := was
	small.Cur = 1024
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &small); err != nil {
		t.Fatal(err)
	}
	err := WriteBytes(path, bytes.Repeat([]byte("x"), 4096))
	if rerr := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &was); rerr != nil {
		t.Fatal(rerr)
	}
	namesTheFile(t, err, path)
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the file holds %q after the failed write", got)
	}
}
