package eternitysolveui

import (
	"context"
	"errors"
	"time"

	"plateau/app/kit"
)

// limits are the time limits the panel offers, the first none: a search,
// SAT or Max score then ends by itself as if stopped, with what it found,
// so that a long run needs nobody to come back and press Stop; in Compare
// the limit bounds each configuration, which then shows as stopped.
var limits = []time.Duration{0, 10 * time.Second, time.Minute, 5 * time.Minute, 10 * time.Minute, 30 * time.Minute, time.Hour}

// timeLimit is the chosen limit, 0 for none. UI goroutine only: a job
// reads it before it starts.
func (p *Panel) timeLimit() time.Duration {
	if i := p.limit.SelectedIndex(); i > 0 && i < len(limits) {
		return limits[i]
	}
	return 0
}

// within runs job under the time limit d (0: none). When the limit ends it,
// it reports context.Canceled, as a Stop does: the status bar then says
// "stopped" rather than showing "context deadline exceeded" as an error.
func within(d time.Duration, job kit.Job) kit.Job {
	if d <= 0 {
		return job
	}
	return func(ctx context.Context, pr *kit.Progress) error {
		ctx, cancel := context.WithTimeout(ctx, d)
		defer cancel()
		err := job(ctx, pr)
		if errors.Is(err, context.DeadlineExceeded) {
			return context.Canceled
		}
		return err
	}
}
