package dicewarsui

import (
	"slices"
	"strconv"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
)

// prefTournament keeps the Tournament tab's choices (JSON): someone who
// runs series of 30-game tournaments of three strategies found 200 games
// of the four again at every start.
const prefTournament = "dicewars.tournament"

// tournamentChoices are the tab's settings, as kept.
type tournamentChoices struct {
	Players []Seat       `json:"players"` // the strategies, in seating order
	Games   int          `json:"games"`
	Start   dw.StartDice `json:"start"`
}

// strategyIndex is the position of seat s among strategyChoices, -1 if it
// is none of them.
func strategyIndex(s Seat) int {
	return slices.IndexFunc(strategyChoices, func(c seatChoice) bool { return c.seat == s })
}

// usable brings the number of games into range and reports whether the
// rest can be shown: 2 to 8 strategies the tab offers, a start it offers.
func (c *tournamentChoices) usable() bool {
	c.Games = kit.Clamp(c.Games, 1, maxPanelGames)
	return len(c.Players) >= dw.MinPlayers && len(c.Players) <= dw.MaxPlayers &&
		!slices.ContainsFunc(c.Players, func(s Seat) bool { return strategyIndex(s) < 0 }) &&
		(c.Start == dw.StartFour || c.Start == dw.StartRandom)
}

// choices reads the tab's fields; ok is false while the number of games
// is not one a tournament takes.
func (t *tournament) choices() (c tournamentChoices, ok bool) {
	n := t.count.SelectedIndex() + dw.MinPlayers
	for i := 0; i < n; i++ {
		c.Players = append(c.Players, strategyChoices[max(0, t.picks[i].SelectedIndex())].seat)
	}
	c.Start = dw.StartDice(max(0, t.start.SelectedIndex()))
	games, err := strconv.Atoi(t.games.Text)
	c.Games = games
	return c, err == nil && games >= 1 && games <= maxPanelGames
}

// restoreChoices shows the choices kept by the last session, then keeps
// each change.
func (t *tournament) restoreChoices() {
	def, _ := t.choices()
	c := kit.LoadJSON(t.w.k.Prefs(), prefTournament, def, (*tournamentChoices).usable)
	t.count.SetSelected(strconv.Itoa(len(c.Players)))
	for i, s := range c.Players {
		t.picks[i].SetSelectedIndex(strategyIndex(s))
	}
	t.games.SetText(strconv.Itoa(c.Games))
	t.start.SetSelectedIndex(int(c.Start))

	keep := func() {
		if c, ok := t.choices(); ok {
			kit.StoreJSON(t.w.k.Prefs(), prefTournament, c)
		}
	}
	showRows := t.count.OnChanged
	t.count.OnChanged = func(s string) { showRows(s); keep() }
	for _, p := range t.picks {
		p.OnChanged = func(string) { keep() }
	}
	t.start.OnChanged = func(string) { keep() }
	t.games.OnChanged = func(string) { keep() }
}
