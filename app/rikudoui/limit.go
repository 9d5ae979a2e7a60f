package rikudoui

import (
	"time"
)

// limits are the time limits Check unique and Solve may take, the first
// none. A half-built puzzle with sparse clues can keep both engines busy
// for minutes or more (DESIGN 5.5): with no limit a person waited with no
// end in sight; a limit ends the search as Stop does and says why.
var limits = []time.Duration{0, 10 * time.Second, time.Minute, 5 * time.Minute}

// defaultLimit is the limit chosen at first: a minute, long enough for
// every generated puzzle up to radius 10 and the samples.
const defaultLimit = 2

// timeLimit is the chosen limit, 0 for none. UI goroutine only.
func (p *panel) timeLimit() time.Duration {
	if i := p.limit.SelectedIndex(); i > 0 && i < len(limits) {
		return limits[i]
	}
	return 0
}
