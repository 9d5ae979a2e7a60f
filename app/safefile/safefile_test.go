package safefile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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

// namesTheFile fails t unless err names path, the file being written, and
// not the temporary file, whose name means nothing to the person.
func namesTheFile(t *testing.T, err error, path string) {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	if msg := err.Error(); !strings.Contains(msg, path) || strings.Contains(msg, ".tmp") {
		t.Errorf("the error reads %q, want it to name %s and no temporary file", msg, path)
	}
}

// An error of the system names the file being written, whatever step
// failed, and keeps the system's reason for errors.Is (the save dialog
// words fs.ErrNotExist and fs.ErrPermission).
func TestWriteErrorsNameTheFile(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(dir string) string // makes the case, returns the path to write
		is    error                   // what errors.Is must find; nil: anything
	}{
		{"its folder is gone (the temporary file is not made)", func(dir string) string {
			return filepath.Join(dir, "gone", "design.json")
		}, fs.ErrNotExist},
		{"a folder has its name (the rename fails)", func(dir string) string {
			p := filepath.Join(dir, "design.json")
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
			return p
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := tc.setup(t.TempDir())
			err := WriteBytes(path, []byte("new"))
			namesTheFile(t, err, path)
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("%v is not %v", err, tc.is)
			}
		})
	}
}
