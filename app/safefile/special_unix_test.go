//go:build unix

package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// readAll starts a reader of the FIFO path, as `plateau … --dimacs pipe |
// minisat` has one, and gives what it read once the writer closes.
func readAll(path string) <-chan string {
	got := make(chan string, 1)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			got <- err.Error()
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- string(b)
	}()
	return got
}

// A FIFO named as the output is written to: renaming a regular file over
// it left its reader waiting for ever and the FIFO gone.
func TestWriteGoesIntoAFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe.cnf")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip(err)
	}
	got := readAll(path)
	err := WriteBytes(path, []byte("p cnf 1 1\n1 0\n"))
	if fi, lerr := os.Lstat(path); lerr != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		// The reader waits on the FIFO that was there: nothing can free it.
		t.Fatalf("the FIFO is now %v (%v)", fi.Mode(), lerr)
	}
	if err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "p cnf 1 1\n1 0\n" {
		t.Errorf("the reader got %q", s)
	}
}

// A FIFO that nothing reads is refused, and stays a FIFO: the open waited
// for a reader for ever, and froze the window saving to it.
func TestWriteRefusesAFIFOWithoutReader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe.json")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip(err)
	}
	wait := time.Duration(fifoWait.Load())
	SetFIFOWait(0)
	defer SetFIFOWait(wait)
	err := WriteBytes(path, []byte("{}"))
	if !errors.Is(err, ErrNoReader) || !strings.Contains(err.Error(), "nothing is reading this pipe") {
		t.Errorf("got %v, want the refusal: nothing is reading this pipe", err)
	}
	if fi, lerr := os.Lstat(path); lerr != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO is now %v (%v)", fi.Mode(), lerr)
	}
}

// A device is written to, never replaced: as root, a save to /dev/null
// made it a regular file of CNF.
func TestWriteGoesIntoADevice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "null")
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skip("cannot make a device here:", err)
	}
	if err := WriteBytes(path, []byte("p cnf 1 1\n")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(path); fi.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("the device is now %v", fi.Mode())
	}
}

// A link into /proc/self/fd, as /dev/stdout is, goes where the process's
// descriptor goes: here a pipe, whose "pipe:[…]" user space cannot follow.
func TestWriteThroughAProcFdLink(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	fd := "/proc/self/fd/" + strconv.Itoa(int(w.Fd()))
	if _, err := os.Stat(fd); err != nil {
		w.Close()
		t.Skip("no /proc here:", err)
	}
	link := filepath.Join(t.TempDir(), "stdout")
	if err := os.Symlink(fd, link); err != nil {
		t.Fatal(err)
	}
	err = WriteBytes(link, []byte("p cnf 1 1\n"))
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link is now %v", fi.Mode())
	}
	if b, _ := io.ReadAll(r); string(b) != "p cnf 1 1\n" {
		t.Errorf("the pipe got %q", b)
	}
}

// A link to nothing stays a link, and the file it names is made, as the
// shell's > does; a link that cannot lead anywhere is refused and kept.
func TestWriteThroughABrokenLink(t *testing.T) {
	for _, c := range []struct {
		name, to string
		made     string // the file written, "" when the write is refused
		reason   error
	}{
		{"dangling", "target.json", "target.json", nil},
		{"dangling twice", "next", "target.json", nil},
		{"into a missing folder", "gone/target.json", "", syscall.ENOENT},
		{"loop", "loop", "", syscall.ELOOP},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			link := filepath.Join(dir, "link.json")
			must(t, os.Symlink(c.to, link))
			must(t, os.Symlink("target.json", filepath.Join(dir, "next")))
			must(t, os.Symlink("link.json", filepath.Join(dir, "loop")))
			err := WriteBytes(link, []byte("{}"))
			if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link is now %v", fi.Mode())
			}
			if c.made == "" {
				if !errors.Is(err, c.reason) || !strings.Contains(err.Error(), link) {
					t.Errorf("err = %v, want %v naming %s", err, c.reason, link)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if b, _ := os.ReadFile(filepath.Join(dir, c.made)); string(b) != "{}" {
				t.Errorf("%s holds %q", c.made, b)
			}
		})
	}
}

// A descriptor's link to a file, as /dev/stdout is under `{ echo header;
// plateau … --dimacs /dev/stdout; } > f` or `>> f`, adds to what the file
// holds: a rename, or opening it anew emptied, lost the header.
func TestWriteThroughAProcFdLinkToAFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.cnf")
	f, err := os.Create(out)
	must(t, err)
	defer f.Close()
	_, err = f.WriteString("c header\n")
	must(t, err)
	fd := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	if _, err := os.Stat(fd); err != nil {
		t.Skip("no /proc here:", err)
	}
	must(t, WriteBytes(fd, []byte("p cnf 1 1\n")))
	if b, _ := os.ReadFile(out); string(b) != "c header\np cnf 1 1\n" {
		t.Errorf("the file holds %q", b)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A name as long as the system allows is saved: the temporary file's name
// is short, whatever the target's.
func TestWriteALongName(t *testing.T) {
	for _, n := range []int{240, 250, 255} {
		path := filepath.Join(t.TempDir(), strings.Repeat("a", n-5)+".json")
		must(t, os.WriteFile(path, []byte("old"), 0o644))
		if err := WriteBytes(path, []byte("{}")); err != nil {
			t.Errorf("a name of %d bytes: %v", n, err)
		}
	}
}

// Hard links stay one file: a save through one is seen through the other.
func TestWriteKeepsHardLinks(t *testing.T) {
	dir := t.TempDir()
	h1, h2 := filepath.Join(dir, "h1.txt"), filepath.Join(dir, "h2.txt")
	must(t, os.WriteFile(h1, []byte("old old old"), 0o644))
	must(t, os.Link(h1, h2))
	must(t, WriteBytes(h1, []byte("new")))
	if b, _ := os.ReadFile(h2); string(b) != "new" {
		t.Errorf("h2 holds %q after a save to h1", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the folder holds %d files, want 2", len(entries))
	}
}

// A replaced file keeps its owner and group: people sharing a folder kept
// their write access. Root may give them back; the test needs it.
func TestWriteKeepsOwnerAndGroup(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to make a file of another user")
	}
	path := filepath.Join(t.TempDir(), "shared.json")
	must(t, os.WriteFile(path, []byte("old"), 0o664))
	must(t, os.Chown(path, 1000, 2000))
	must(t, WriteBytes(path, []byte("new")))
	fi, _ := os.Stat(path)
	if st := fi.Sys().(*syscall.Stat_t); st.Uid != 1000 || st.Gid != 2000 {
		t.Errorf("owner %d:%d after a save, was 1000:2000", st.Uid, st.Gid)
	}
}

// A folder where the file to write was is refused as a folder.
func TestWriteOntoAFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.json")
	must(t, os.Mkdir(path, 0o755))
	must(t, os.WriteFile(filepath.Join(path, "inside"), nil, 0o644))
	err := WriteBytes(path, []byte("{}"))
	if !errors.Is(err, syscall.EISDIR) {
		t.Errorf("err = %v, want EISDIR", err)
	}
}
