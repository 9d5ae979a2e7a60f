package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
	"time"

	"plateau/app/cli"
	"plateau/app/safefile"
)

// stoppedBy is the cause of a command's context cancelled by a signal.
type stoppedBy struct{ sig os.Signal }

func (s stoppedBy) Error() string { return "stopped by " + s.sig.String() }

// commandFIFOWait is how long a command waits for the reader of a FIFO
// it writes to: a reader started a moment after the command (`plateau … -o
// pipe & sleep 2; cat pipe`) is met, and Ctrl+C still ends a command with
// no reader within that (a blocking open had ignored it for ever). The
// window waits 0.5 s, all its UI goroutine may freeze.
const commandFIFOWait = 10 * time.Second

// runCommand runs a subcommand with a context that Ctrl+C and SIGTERM
// cancel, so that it prints what it has; then a process so stopped dies by
// its signal (exit 130 or 143 where it cannot), as a shell expects: a loop
// of commands went on to the next file after each Ctrl+C, and a script
// took the stop for an unsolvable puzzle (exit 1).
func runCommand(args []string) int {
	safefile.SetFIFOWait(commandFIFOWait)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	go func() {
		if s, ok := <-sigs; ok {
			cancel(stoppedBy{s})
		}
	}()
	code := cli.RunArgs(ctx, &cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, args)
	signal.Stop(sigs)
	close(sigs) // no signal comes after Stop: this ends the goroutine
	sb, ok := context.Cause(ctx).(stoppedBy)
	if !ok {
		return code
	}
	dieBy(sb.sig)
	return cli.StoppedCode(sb.sig)
}
