//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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

// A command writing to a FIFO waits for a reader started a moment after
// it, as it used to: the window's 0.5 s wait, given to the command line
// too, had it fail with "nothing is reading this pipe".
func TestCommandWaitsForALateFIFOReader(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "PLATEAU_RUN_MAIN=1", "PLATEAU_ARGS=eternity gen --size 4x4 --seed 1 -o "+fifo)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ended := make(chan error, 1)
	go func() { ended <- cmd.Wait() }()
	time.Sleep(1500 * time.Millisecond) // the reader comes late, past the window's wait
	select {
	case err := <-ended: // no writer left: a read would wait for ever
		t.Fatalf("the command ended before its reader came: exit %v (%s)", err, stderr.String())
	default:
	}
	got, err := os.ReadFile(fifo)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-ended; err != nil || !strings.Contains(string(got), "\n4 4\n") {
		t.Errorf("exit %v (%s), read %q; want the 4x4 piece list", err, stderr.String(), got)
	}
}
