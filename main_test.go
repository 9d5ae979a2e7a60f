//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestMain runs main itself in a child started by a test (the test binary
// again, with PLATEAU_RUN_MAIN set), so the tests see the real process:
// its signals and exit status.
func TestMain(m *testing.M) {
	if os.Getenv("PLATEAU_RUN_MAIN") == "1" {
		os.Args = append([]string{"plateau"}, strings.Fields(os.Getenv("PLATEAU_ARGS"))...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A command stopped by Ctrl+C or SIGTERM prints its partial result, then
// dies by that signal, as a shell's loop needs to stop too (it went on
// after an exit 1).
func TestStoppedCommandDiesBySignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(os.Environ(), "PLATEAU_RUN_MAIN=1",
				"PLATEAU_ARGS=eternity solve games/eternity/testdata/bench/brendan1_08x08.txt --all --workers 1 --progress 10ms --json")
			var stdout bytes.Buffer
			cmd.Stdout = &stdout
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			lines := bufio.NewScanner(stderr)
			lines.Scan() // the first progress line: the search runs
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			for lines.Scan() {
			}
			err = cmd.Wait()
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				t.Fatalf("exit: %v, want death by %v", err, sig)
			}
			ws := ee.Sys().(syscall.WaitStatus)
			if !ws.Signaled() || ws.Signal() != sig {
				t.Errorf("status %v, want death by %v", ws, sig)
			}
			if !strings.Contains(stdout.String(), `"complete":false`) {
				t.Errorf("stdout %q, want the partial JSON", stdout.String())
			}
		})
	}
}
