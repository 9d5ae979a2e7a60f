package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A line over a reader's limit is refused by its length (exit 2), not
// with bufio's "token too long", in every file the commands read.
func TestLongLinesAreNamed(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	long := func(n int) string { return strings.Repeat("1", n+10) }
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"a Rikudo puzzle", []string{"rikudo", "solve", file("r.txt", "3\n"+long(1<<16)+"\n")},
			"r.txt: line 2: line longer than 65536 bytes"},
		{"an Eternity link", []string{"eternity", "solve", file("e.url", "# a link\n"+long(1<<20)+"\n")},
			"e.url: line 2: line longer than 1048576 bytes"},
		{"an Eternity piece list", []string{"eternity", "solve", file("e.txt", "4 4\n"+long(1<<16)+"\n")},
			"e.txt: line 2: line longer than 65536 bytes"},
		{"an openings file", []string{"eternity", "solve", benchDir + "brendan1_05x05.txt", "--openings-file", file("ops.txt", "# openings\n\n"+long(1<<20)+"\n")},
			"ops.txt: line 3: line longer than 1048576 bytes"},
	}
	for _, tc := range tests {
		code, _, errOut := run(tc.args...)
		if code != ExitUsage || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, "token too long") {
			t.Errorf("%s: exit %d %q, want 2 and %q", tc.name, code, errOut, tc.want)
		}
	}
}
