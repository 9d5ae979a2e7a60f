package cli

import (
	"bytes"
	"context"
)

// runStoppedAfter runs a command of games (with --json when asked) and
// stops it as Ctrl+C does once n games are finished.
func runStoppedAfter(n int, args []string, asJSON bool) (int, string, string) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	afterGame = func(done int) {
		if done == n {
			cancel()
		}
	}
	defer func() { afterGame = nil }()
	if asJSON {
		args = append(args, "--json")
	}
	var out, errb bytes.Buffer
	code := RunArgs(ctx, &Env{Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}
