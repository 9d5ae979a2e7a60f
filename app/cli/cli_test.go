package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"

	"plateau/app/about"
)

func init() {
	Register(Command{Name: "test echo", Args: "[--n N] [--json] WORD...", Summary: "echo for tests",
		Run: func(ctx context.Context, env *Env, args []string) error {
			fs := NewFlags("test echo")
			n := fs.Int("n", 1, "")
			js := fs.Bool("json", false, "")
			pos, err := Parse(fs, args)
			if err != nil {
				return err
			}
			if len(pos) == 0 {
				return Usagef("need at least one word")
			}
			if *n < 0 {
				return Usagef("--n %d is negative", *n)
			}
			if pos[0] == "fail" {
				return Failf("no solution")
			}
			if *js {
				return WriteJSON(env.Stdout, map[string]any{"n": *n, "words": pos})
			}
			env.Stdout.Write([]byte(strings.Repeat(strings.Join(pos, " ")+"\n", *n)))
			return nil
		}})
}

func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := RunArgs(context.Background(), &Env{Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

func TestRunArgs(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		out    string // substring expected on stdout
		errOut string // substring expected on stderr
	}{
		{"help", []string{"help"}, 0, "test echo", ""},
		{"no args is help", nil, 0, "commands:", ""},
		{"unknown", []string{"frobnicate"}, 2, "", "unknown command"},
		{"missing file", []string{"no/such/puzzle.json"}, 2, "", "no/such/puzzle.json: no such file"},
		{"folder", []string{"."}, 2, "", ".: a folder, not a file"},
		{"flags after words", []string{"test", "echo", "a", "--n", "2", "b"}, 0, "a b\na b\n", ""},
		{"json", []string{"test", "echo", "--json", "x"}, 0, `{"n":1,"words":["x"]}`, ""},
		{"bad flag", []string{"test", "echo", "--bogus", "x"}, 2, "", "unknown flag --bogus"},
		{"bad value", []string{"test", "echo", "--n", "many", "x"}, 2, "", `plateau test echo: --n "many": want a whole number`},
		{"bad flag named once", []string{"test", "echo", "--bogus", "x"}, 2, "", "plateau test echo: unknown flag --bogus"},
		{"usage error", []string{"test", "echo"}, 2, "", "need at least one word"},
		{"failure", []string{"test", "echo", "fail"}, 1, "", "no solution"},
		{"double dash", []string{"test", "echo", "--", "--n"}, 0, "--n\n", ""},
		{"per-command help", []string{"test", "echo", "--help"}, 0, "usage: plateau test echo", ""},
		{"family help", []string{"test", "--help"}, 0, "  test echo", ""},
		{"family without its command", []string{"test"}, 2, "", `plateau test: choose a command: test echo`},
		{"family with a flag only", []string{"test", "--json"}, 2, "", `plateau test: choose a command: test echo`},
		{"family, unknown command", []string{"test", "frob"}, 2, "", `unknown command "test frob": test echo`},
		{"flag twice", []string{"test", "echo", "--n", "2", "x", "--n=3"}, 2, "", "--n given twice"},
		{"flag value like a flag", []string{"test", "echo", "--n", "-1", "x"}, 2, "", "--n -1 is negative"},
		{"help for no command", []string{"help", "nosuch"}, 2, "", `help "nosuch": no such command`},
		{"--version with an argument", []string{"--version", "x"}, 2, "", "no arguments"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, errOut)
			}
			if !strings.Contains(out, tc.out) {
				t.Errorf("stdout %q lacks %q", out, tc.out)
			}
			if !strings.Contains(errOut, tc.errOut) {
				t.Errorf("stderr %q lacks %q", errOut, tc.errOut)
			}
			if tc.code != 0 && strings.Count(errOut, "\n") != 1 {
				t.Errorf("stderr should be one line, got %q", errOut)
			}
		})
	}
}

// IsCommand tells the commands RunArgs runs from the files the window
// opens (plateau FILE...).
func TestIsCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"test", "echo", "x"}, true},
		{[]string{"help"}, true},
		{[]string{"--version"}, true},
		{[]string{"puzzle.json"}, false},
		{[]string{"test"}, false},
		{nil, false},
	} {
		if got := IsCommand(tc.args); got != tc.want {
			t.Errorf("IsCommand(%q) = %v", tc.args, got)
		}
	}
}

// version and --version print the version line; version takes no argument.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, _ := run(args...)
		if code != ExitOK || out != about.Line()+"\n" || !strings.HasPrefix(out, "Plateau "+about.Version) {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
	if code, _, errOut := run("version", "x"); code != ExitUsage || !strings.Contains(errOut, "no arguments") {
		t.Errorf("version x: exit %d, %q", code, errOut)
	}
}

// failingWriter fails every write, as stdout on a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		w, h int
		ok   bool
	}{
		{"1280x800", 1280, 800, true}, {"6X7", 6, 7, true},
		{"1280x800junk", 0, 0, false}, {"1280", 0, 0, false}, {"x", 0, 0, false}, {" 6x6", 0, 0, false},
	} {
		w, h, err := ParseSize(tc.in)
		if (err == nil) != tc.ok || w != tc.w || h != tc.h {
			t.Errorf("ParseSize(%q) = %d, %d, %v", tc.in, w, h, err)
		}
	}
}

func TestStoppedCode(t *testing.T) {
	for _, c := range []struct {
		sig  os.Signal
		want int
	}{
		{os.Interrupt, 130},
		{syscall.SIGTERM, 143},
		{syscall.SIGHUP, 129},
	} {
		if got := StoppedCode(c.sig); got != c.want {
			t.Errorf("StoppedCode(%v) = %d, want %d", c.sig, got, c.want)
		}
	}
}
