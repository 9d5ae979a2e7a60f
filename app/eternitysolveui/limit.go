package eternitysolveui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
)

// limits are the time limits the panel offers, the first none: a search,
// SAT or Max score then ends by itself as if stopped, with what it found,
// so that a long run needs nobody to come back and press Stop; in Compare
// the limit bounds each configuration, which then shows as stopped.
var limits = []time.Duration{0, 10 * time.Second, time.Minute, 5 * time.Minute, 10 * time.Minute, 30 * time.Minute, time.Hour}

// limitNames names limits for the selector: 10 s, 5 min, 1 h.
func limitNames() []string {
	names := []string{lang.L("none")}
	for _, d := range limits[1:] {
		switch {
		case d < time.Minute:
			names = append(names, fmt.Sprintf(lang.L("%d s"), int(d.Seconds())))
		case d < time.Hour:
			names = append(names, fmt.Sprintf(lang.L("%d min"), int(d.Minutes())))
		default:
			names = append(names, fmt.Sprintf(lang.L("%d h"), int(d.Hours())))
		}
	}
	return names
}

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
