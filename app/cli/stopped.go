package cli

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// afterGame, when set (by tests), is called after each finished game of
// momentum match and dicewars tournament with the count so far: a test
// stops a run after a known number of games.
var afterGame func(done int)

// gameDone calls afterGame, when set.
func gameDone(done int) {
	if afterGame != nil {
		afterGame(done)
	}
}

// withTimeout bounds ctx by --timeout d; 0 is no limit.
func withTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return context.WithCancel(ctx)
}

// checkTimeout refuses a negative --timeout, which would pass for no
// limit.
func checkTimeout(d time.Duration) error {
	if d < 0 {
		return Usagef("--timeout %v is negative", d)
	}
	return nil
}

// stoppedBy says what stopped a command whose context ctx is done:
// "stopped by --timeout 2s" when its --timeout d ran out, else "stopped"
// (Ctrl+C, SIGTERM). The context's own words ("context deadline
// exceeded") are Go's, not the user's.
func stoppedBy(ctx context.Context, d time.Duration) string {
	if d > 0 && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Sprintf("stopped by --timeout %v", d)
	}
	return "stopped"
}

// gamesStopped is the failure of a run of games cut short by err (Ctrl+C,
// SIGTERM or --timeout d) after done of asked games, whose results were
// printed.
func gamesStopped(err error, d time.Duration, done, asked int) error {
	why := "stopped"
	if errors.Is(err, context.DeadlineExceeded) {
		why = fmt.Sprintf("--timeout %v reached", d)
	}
	return Failf("%s after %d of %d games: the results are those of the games finished", why, done, asked)
}
