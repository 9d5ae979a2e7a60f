package rikudoui

import (
	"slices"
	"time"

	"plateau/app/kit"
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

// prefSolve keeps the panel's solver and time limit (JSON): a limit of
// five minutes was one again at the next start.
const prefSolve = "rikudo.solve"

// engines name the solver select's choices, in its order, as kept.
var engines = []string{"direct", "sat"}

// solveChoices are the panel's Prove it settings, as kept.
type solveChoices struct {
	Engine string        `json:"solver"` // one of engines
	Limit  time.Duration `json:"limit"`  // one of limits
}

// restoreChoices shows the solver and limit kept by the last session
// (each of them that the panel still offers), then keeps each change.
func (p *panel) restoreChoices() {
	prefs := p.w.k.Prefs()
	c := kit.LoadJSON(prefs, prefSolve, p.choices(), nil)
	if i := slices.Index(engines, c.Engine); i >= 0 {
		p.engine.SetSelectedIndex(i)
	}
	if i := slices.Index(limits, c.Limit); i >= 0 {
		p.limit.SetSelectedIndex(i)
	}
	keep := func(string) { kit.StoreJSON(prefs, prefSolve, p.choices()) }
	p.engine.OnChanged, p.limit.OnChanged = keep, keep
}

// choices reads the solver and the limit.
func (p *panel) choices() solveChoices {
	return solveChoices{Engine: engines[max(0, p.engine.SelectedIndex())], Limit: p.timeLimit()}
}
