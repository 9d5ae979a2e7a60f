package shell

import (
	"os"
	"path/filepath"
	"testing"
)

// plateau FILE... opens the window when the arguments read as files, even
// one gone since (a file manager's "Open with" has no terminal to read an
// error on: the window says which and opens the others); options and
// words that are no path (a mistyped command) go to the command line.
func TestLooksLikeFiles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(file, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	gone := filepath.Join(dir, "gone.json")
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{file}, true},
		{[]string{file, gone}, true},
		{[]string{gone}, true},
		{[]string{"a.txt"}, true},
		{[]string{"gone.json"}, true},
		{[]string{dir}, true}, // the window says it is a folder
		{[]string{"rikudu", "solve", "a.txt"}, false},
		{[]string{"--version"}, false},
		{[]string{file, "-v"}, false},
		{nil, false},
	} {
		if got := LooksLikeFiles(tc.args); got != tc.want {
			t.Errorf("LooksLikeFiles(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}
