package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const brendan4 = "../../games/eternity/testdata/bench/brendan1_04x04.txt"

// runIn runs a command with stdin on its standard input.
func runIn(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := RunArgs(context.Background(), &Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// A file whose name says nothing of its format (-, /dev/stdin, a pipe's
// /dev/fd/63) is read by what it holds: eternity gen | eternity solve -
// failed with "expected a .txt piece list".
func TestEternityReadsPipes(t *testing.T) {
	dir := t.TempDir()
	plain, err := os.ReadFile(brendan4)
	if err != nil {
		t.Fatal(err)
	}
	forms := map[string]string{"plain": string(plain)}
	for _, ext := range []string{"json", "url"} {
		f := filepath.Join(dir, "b4."+ext)
		if code, _, errOut := run("eternity", "convert", brendan4, f); code != 0 {
			t.Fatalf("convert to %s: %s", ext, errOut)
		}
		b, _ := os.ReadFile(f)
		forms[ext] = string(b)
	}
	noExt := filepath.Join(dir, "63") // as <(eternity gen) gives /dev/fd/63
	if err := os.WriteFile(noExt, []byte(forms["json"]), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, stdin string
		args        []string
		out         string
	}{
		{"solve a plain list", forms["plain"], []string{"eternity", "solve", "-", "--all", "--json"}, `"solutions":`},
		{"solve a design", forms["json"], []string{"eternity", "solve", "-", "--json"}, `"solved":true`},
		{"solve a link", forms["url"], []string{"eternity", "solve", "-", "--json"}, `"solved":true`},
		{"solve a file without extension", "", []string{"eternity", "solve", noExt, "--json"}, `"solved":true`},
		{"convert", forms["plain"], []string{"eternity", "convert", "-", filepath.Join(dir, "c.json")}, "wrote"},
		{"openings", forms["url"], []string{"eternity", "openings", "-", "--depth", "2", "--json"}, `"openings":`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runIn(tc.stdin, tc.args...)
			if code != 0 || !strings.Contains(out, tc.out) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 0 and %q", code, out, errOut, tc.out)
			}
		})
	}
}

func TestReadingStdinErrors(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		errOut      string
	}{
		{"junk names the standard input", "hello\n", []string{"eternity", "solve", "-"}, "standard input: line 1"},
		{"both on stdin", "", []string{"eternity", "solve", "-", "--openings-file", "-"}, "cannot both be the standard input"},
		{"rikudo junk", "hello\n", []string{"rikudo", "solve", "-"}, "standard input:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runIn(tc.stdin, tc.args...)
			if code != ExitUsage || out != "" || !strings.Contains(errOut, tc.errOut) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errOut, tc.errOut)
			}
		})
	}
}

func TestRikudoSolveReadsStdin(t *testing.T) {
	b, err := os.ReadFile(benchRikudo + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runIn(string(b), "rikudo", "solve", "-", "--json")
	if code != 0 || !strings.Contains(out, `"unique":true`) {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
