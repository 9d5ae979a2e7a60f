package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// errorCase is a command run for its refusal: the exact line on the
// standard error (DIR standing for the test's folder) and the exit code.
type errorCase struct {
	name string
	args []string
	code int
	want string
}

// checkErrors runs each case and compares its standard error whole, the
// test's folder dir written DIR.
func checkErrors(t *testing.T, dir string, cases []errorCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := run(tc.args...)
			if dir != "" {
				errOut = strings.ReplaceAll(errOut, dir, "DIR")
			}
			if code != tc.code || errOut != tc.want+"\n" {
				t.Errorf("exit %d, stderr %q\nwant %d, %q", code, errOut, tc.code, tc.want)
			}
		})
	}
}

// writeInput writes body to the file name in dir and returns its path.
func writeInput(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// writeOpenings writes the openings of puzzle at depth to ops.txt in dir
// and returns its path.
func writeOpenings(t *testing.T, dir, puzzle, depth string) string {
	t.Helper()
	ops := filepath.Join(dir, "ops.txt")
	if code, _, errOut := run("eternity", "openings", puzzle, "--depth", depth, "--out", ops); code != 0 {
		t.Fatalf("openings: exit %d: %s", code, errOut)
	}
	return ops
}

// A file that is missing, a folder or binary data is refused in the
// window's words, the file named once: the commands printed Go's ("open
// x: no such file or directory", "read /tmp: is a directory", "stat x:
// ...") or quoted a line of escaped bytes.
func TestInputRefusedInPlainWords(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "nofile.txt")
	bin := writeInput(t, dir, "bin.txt", "\x1f\x8b\x08\x00"+strings.Repeat("\x00\x83%", 300))
	rik := benchRikudo + ".txt"
	checkErrors(t, dir, []errorCase{
		{"eternity solve, missing", []string{"eternity", "solve", missing}, 2,
			"plateau eternity solve: there is no file at DIR/nofile.txt"},
		{"rikudo solve, missing", []string{"rikudo", "solve", missing}, 2,
			"plateau rikudo solve: there is no file at DIR/nofile.txt"},
		{"eternity convert, missing", []string{"eternity", "convert", missing, filepath.Join(dir, "o.json")}, 2,
			"plateau eternity convert: there is no file at DIR/nofile.txt"},
		{"eternity merge, missing", []string{"eternity", "merge", filepath.Join(dir, "nofile.json")}, 2,
			"plateau eternity merge: there is no file at DIR/nofile.json"},
		{"openings file, missing", []string{"eternity", "solve", brendan4, "--openings-file", missing}, 2,
			"plateau eternity solve: there is no file at DIR/nofile.txt"},
		{"eternity solve, folder", []string{"eternity", "solve", dir}, 2,
			"plateau eternity solve: DIR: not a file Plateau opens: it is a folder"},
		{"rikudo solve, folder", []string{"rikudo", "solve", dir}, 2,
			"plateau rikudo solve: DIR: not a file Plateau opens: it is a folder"},
		{"eternity merge, folder", []string{"eternity", "merge", dir}, 2,
			"plateau eternity merge: DIR: not a file Plateau opens: it is a folder"},
		{"eternity solve, binary", []string{"eternity", "solve", bin}, 2,
			"plateau eternity solve: DIR/bin.txt: not a file Plateau opens: it holds binary data, not text"},
		{"rikudo solve, binary", []string{"rikudo", "solve", bin}, 2,
			"plateau rikudo solve: DIR/bin.txt: not a file Plateau opens: it holds binary data, not text"},
		{"eternity solve, /dev/zero", []string{"eternity", "solve", "/dev/zero"}, 2,
			"plateau eternity solve: /dev/zero: not a file Plateau opens: it holds binary data, not text"},
		{"eternity convert, no folder to write in", []string{"eternity", "convert", brendan4, filepath.Join(dir, "nodir", "o.json")}, 2,
			"plateau eternity convert: cannot write DIR/nodir/o.json: no folder DIR/nodir"},
		{"rikudo solve --dimacs, no folder to write in", []string{"rikudo", "solve", rik, "--dimacs", filepath.Join(dir, "nodir", "x.cnf")}, 2,
			"plateau rikudo solve: cannot write DIR/nodir/x.cnf: no folder DIR/nodir"},
	})
}
