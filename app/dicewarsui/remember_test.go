package dicewarsui

import (
	"slices"
	"testing"

	"plateau/app/kit/kittest"
	dw "plateau/games/dicewars"
)

// restart builds a second workspace on the preferences of ws's app, as
// the next start of Plateau reads them.
func restart(t *testing.T, ws *Workspace) *Workspace {
	t.Helper()
	return kittest.Again(t, ws.k, New)
}

// The opening game is played on the setup of the last New game: three
// players on a smaller map came back as four on the original one. A
// computer to move first waits for Space; what the preferences hold that
// cannot be played gives the original opening.
func TestOpeningOnTheLastSetup(t *testing.T) {
	o := dw.Options{Cols: 20, Rows: 24, Territories: 18, Players: 3, Deal: dw.DealRandom, Start: dw.StartRandom}
	for _, tc := range []struct {
		name   string
		seats  []Seat
		kept   string // set over what NewGame kept, "" for none
		want   dw.Options
		paused bool
	}{
		{"a person first", []Seat{Human, "expert", "chaos"}, "", o, false},
		{"a computer first", []Seat{"dijkstra", Human, "chaos"}, "", o, true},
		{"not JSON", nil, `{"options":`, dw.DefaultOptions(4), false},
		{"a map too large", nil, `{"options":{"cols":1000,"rows":32,"territories":30,"players":2},"seats":["human","expert"]}`, dw.DefaultOptions(4), false},
		{"a seat for no one", nil, `{"options":{"cols":28,"rows":32,"territories":30,"players":2},"seats":["human","nobody"]}`, dw.DefaultOptions(4), false},
		{"seats and players disagree", nil, `{"options":{"cols":28,"rows":32,"territories":30,"players":3},"seats":["human","expert"]}`, dw.DefaultOptions(4), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			if tc.seats != nil {
				if err := ws.NewGame(o, tc.seats, 42); err != nil {
					t.Fatal(err)
				}
				ws.stopAll()
			}
			if tc.kept != "" {
				ws.k.Prefs().SetString(prefNewGame, tc.kept)
			}
			next := restart(t, ws)
			if got := next.g.Options(); got != tc.want {
				t.Errorf("the opening is played on %+v, want %+v", got, tc.want)
			}
			wantSeats := tc.seats
			if wantSeats == nil {
				wantSeats = openingSeats
			}
			if !slices.Equal(next.seats, wantSeats) {
				t.Errorf("seats %v, want %v", next.seats, wantSeats)
			}
			if next.g.Seed() != openingSeed || next.g.MoveCount() != 0 {
				t.Errorf("seed %d after %d moves, want the opening's %d, none", next.g.Seed(), next.g.MoveCount(), openingSeed)
			}
			if next.paused != tc.paused || next.running != nil {
				t.Errorf("paused %v, computers running %v; want paused %v, none", next.paused, next.running != nil, tc.paused)
			}
			if u := next.Unsaved(); u != "" {
				t.Errorf("the opening counts as unsaved: %q", u)
			}
		})
	}
}

// The Tournament tab comes back as it was left: 30 games of three
// strategies were 200 games of the four after a restart. Kept values that
// do not fit give the tab's defaults, and a number of games out of range
// is brought into it.
func TestTournamentChoicesKept(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	def, _ := ws.tourney.choices()
	tp := ws.tourney
	tp.count.SetSelected("3")
	tp.picks[0].SetSelectedIndex(strategyIndex("chaos"))
	tp.picks[2].SetSelectedIndex(strategyIndex("expert"))
	tp.games.SetText("30")
	tp.start.SetSelectedIndex(1)
	want := tournamentChoices{Players: []Seat{"chaos", "dijkstra", "expert"}, Games: 30, Start: dw.StartRandom}
	got, _ := restart(t, ws).tourney.choices()
	if !sameChoices(got, want) {
		t.Errorf("after a restart the tab shows %+v, want %+v", got, want)
	}

	for _, tc := range []struct {
		kept string
		want tournamentChoices
	}{
		{`{"players":["expert","chaos"],"games":1000000000,"start":"four"}`,
			tournamentChoices{Players: []Seat{"expert", "chaos"}, Games: maxPanelGames, Start: dw.StartFour}},
		{`{"players":["expert","nobody"],"games":30,"start":"four"}`, def},
		{`{"players":["expert"],"games":30,"start":"four"}`, def},
		{`{"players":["expert","chaos"],"games":30,"start":"lots"}`, def},
		{`[]`, def},
	} {
		ws.k.Prefs().SetString(prefTournament, tc.kept)
		if got, _ := restart(t, ws).tourney.choices(); !sameChoices(got, tc.want) {
			t.Errorf("kept %s: the tab shows %+v, want %+v", tc.kept, got, tc.want)
		}
	}
}

func sameChoices(a, b tournamentChoices) bool {
	return slices.Equal(a.Players, b.Players) && a.Games == b.Games && a.Start == b.Start
}
