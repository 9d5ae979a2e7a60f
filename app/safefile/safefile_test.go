package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f.txt")
	if err := WriteBytes(p, []byte("one")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(p, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want boom", err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "one" {
		t.Errorf("file = %q after a failed write, want the old content", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files left in dir, want 1 (no temp files)", len(entries))
	}
	if err := WriteBytes(p, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(p); string(got) != "two" {
		t.Errorf("file = %q, want two", got)
	}
}

func TestWriteIntoMissingDirFails(t *testing.T) {
	if err := WriteBytes(filepath.Join(t.TempDir(), "no", "such", "f"), nil); err == nil {
		t.Error("want an error")
	}
}

// A file replaced keeps its permissions (a private 0600 file became
// readable by all), a symbolic link stays one with its target replaced
// (the link was replaced by a plain file), and a writer that panics leaves
// no temporary file.
func TestWriteKeepsModeLinkAndCleansUp(t *testing.T) {
	dir := t.TempDir()
	private := filepath.Join(dir, "private.json")
	if err := os.WriteFile(private, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(private, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(private); fi.Mode().Perm() != 0o600 {
		t.Errorf("the private file is now %v", fi.Mode().Perm())
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(private, link); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(link, []byte("through the link")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link became a plain file")
	}
	if b, _ := os.ReadFile(private); string(b) != "through the link" {
		t.Errorf("the link's target holds %q", b)
	}
	func() {
		defer func() { _ = recover() }()
		_ = Write(filepath.Join(dir, "panics.json"), func(io.Writer) error { panic("a bug") })
	}()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the folder holds %v, want private.json and link.json", names)
	}
}
