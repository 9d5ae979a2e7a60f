package shell

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"plateau/app/cli"
)

// shot --file refuses a missing file or binary data in the words the
// commands use, the file named once: it said "x: stat x: no such file or
// directory", and quoted a line of escaped bytes.
func TestShotFileRefusedInPlainWords(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "a.png")
	bin := writeFile(t, dir, "bin.txt", "\x1f\x8b\x08\x00"+strings.Repeat("\x00\x83%", 300))
	for _, tc := range []struct {
		name, file, want string
	}{
		{"missing", filepath.Join(dir, "nofile.txt"), "plateau shot: there is no file at DIR/nofile.txt\n"},
		{"binary", bin, "plateau shot: DIR/bin.txt: not a file Plateau opens: it holds binary data, not text\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := cli.RunArgs(context.Background(), &cli.Env{Stdout: &stdout, Stderr: &stderr}, []string{"shot", "rikudo", out, "--file", tc.file})
			if got := strings.ReplaceAll(stderr.String(), dir, "DIR"); code != 2 || got != tc.want {
				t.Errorf("exit %d, stderr %q; want 2, %q", code, got, tc.want)
			}
		})
	}
}
