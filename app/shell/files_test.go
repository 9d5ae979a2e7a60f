package shell

import (
	"os"
	"path/filepath"
	"testing"
)

// writeFile writes body to the file name in dir and returns its path.
func writeFile(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// plateau ARGS opens the window on ARGS only when every one is a file.
func TestAreFiles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(file, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{file}, true},
		{[]string{file, file}, true},
		{[]string{file, filepath.Join(dir, "missing.txt")}, false},
		{[]string{dir}, false},
		{[]string{"--version"}, false},
		{nil, false},
	} {
		if got := AreFiles(tc.args); got != tc.want {
			t.Errorf("AreFiles(%q) = %v", tc.args, got)
		}
	}
}

// The files Plateau starts on become absolute paths, whatever folder it
// was started from (a relative one stayed the document's name, and work
// restored from another folder was saved there); a restart passes on only
// the files still there (a file deleted meanwhile made the new process
// refuse to open the window).
func TestStartFilesAbsoluteAndStillThere(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(file, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if got := absolute([]string{"a.txt", file}); got[0] != file || got[1] != file {
		t.Errorf("absolute: %q, want %q twice", got, file)
	}
	gone := filepath.Join(dir, "gone.txt")
	if got := stillThere([]string{gone, file, dir}); len(got) != 1 || got[0] != file {
		t.Errorf("stillThere: %q, want [%q]", got, file)
	}
}
