package safefile

import (
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
)

// A file the user may write, in a folder they may not, is saved in place,
// as `cat > file` would: no temporary file can be made beside it. The
// test writes as nobody through this thread's file system user id, which
// Write, running on the thread, uses; it needs root to take it.
func TestWriteInAFolderTheUserMayNotWrite(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to write as another user")
	}
	dir := t.TempDir()
	must(t, os.Chmod(dir, 0o755))
	must(t, os.Chmod(filepath.Dir(dir), 0o755)) // the test's own folder, 0700
	path := filepath.Join(dir, "shared.txt")
	must(t, os.WriteFile(path, []byte("old old old"), 0o666))
	must(t, os.Chmod(path, 0o666)) // past the umask
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	syscall.Syscall(syscall.SYS_SETFSUID, 65534, 0, 0)
	err := WriteBytes(path, []byte("new"))
	syscall.Syscall(syscall.SYS_SETFSUID, 0, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "new" {
		t.Errorf("the file holds %q", b)
	}
}
