package localeenv

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"C.UTF-8", "C"},
		{"POSIX.utf8", "C"},
		{"C", "C"},
		{"fr_FR.UTF-8", "fr_FR.UTF-8"},
		{"", ""},
	}
	for _, tc := range tests {
		t.Setenv("LANG", tc.in)
		Normalize()
		if got := os.Getenv("LANG"); got != tc.want {
			t.Errorf("LANG=%q became %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestRunsBeforeFyneLang starts the plateau binary's help with LANG=C.UTF-8
// and checks that Fyne logged no locale error: that only holds if this
// package's init ran before Fyne's lang package read the locale.
func TestRunsBeforeFyneLang(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := t.TempDir() + "/plateau"
	build := exec.Command("go", "build", "-tags", "ci", "-o", bin, "plateau")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "help")
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("plateau help: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "locale") {
		t.Errorf("locale error logged:\n%s", out)
	}
}
