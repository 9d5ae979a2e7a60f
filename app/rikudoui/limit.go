package rikudoui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"
)

// limits are the time limits Check unique and Solve may take, the first
// none. A half-built puzzle with sparse clues can keep both engines busy
// for minutes or more (DESIGN 5.5): with no limit a person waited with no
// end in sight; a limit ends the search as Stop does and says why.
var limits = []time.Duration{0, 10 * time.Second, time.Minute, 5 * time.Minute}

// defaultLimit is the limit chosen at first: a minute, long enough for
// every generated puzzle up to radius 10 and the samples.
const defaultLimit = 2

// limitNames names limits for the selector: none, 10 s, 1 min, 5 min.
func limitNames() []string {
	names := []string{lang.L("none")}
	for _, d := range limits[1:] {
		if d < time.Minute {
			names = append(names, fmt.Sprintf(lang.L("%d s"), int(d.Seconds())))
		} else {
			names = append(names, fmt.Sprintf(lang.L("%d min"), int(d.Minutes())))
		}
	}
	return names
}

// timeLimit is the chosen limit, 0 for none. UI goroutine only.
func (p *panel) timeLimit() time.Duration {
	if i := p.limit.SelectedIndex(); i > 0 && i < len(limits) {
		return limits[i]
	}
	return 0
}
