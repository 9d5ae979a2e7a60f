package shell

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The headless binary (-tags ci, the batch machines') asked for the window,
// with no argument or a file, says it has none and fails: it exited 0
// having done nothing, and a mistyped command naming a file passed unseen.
func TestHeadlessBuildHasNoWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "plateau")
	build := exec.Command("go", "build", "-tags", "ci", "-o", bin, "plateau")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	file := filepath.Join(dir, "tiny.txt")
	if err := os.WriteFile(file, []byte("2 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {file}} {
		out, err := exec.Command(bin, args...).CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(string(out), "no window") {
			t.Errorf("plateau %v: %v, %q", args, err, out)
		}
	}
}
