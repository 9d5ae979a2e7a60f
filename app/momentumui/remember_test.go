package momentumui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// restart builds a second workspace on the preferences of ws's app, as
// the next start of Plateau reads them.
func restart(t *testing.T, ws *Workspace) *Workspace {
	t.Helper()
	next, l := kittest.Again(t, ws.k, New), loop
	t.Cleanup(func() { stopComputers(t, next, l) })
	return next
}

// The New game dialog's choices are kept, as Dice Wars keeps its: after
// a restart, the opening game and the dialog are the last New game's (a
// game against the strong computer, building anywhere, came back as two
// people building on neighbouring cells). A computer to move first waits;
// what cannot start a game gives the seed's opening.
func TestNewGameChoicesKept(t *testing.T) {
	o := game.Options{Width: 10, Height: 6, StartMomentum: 2, BuildRange: game.Anywhere, TurnLimit: 150}
	def := gameSetup{Options: game.DefaultOptions(), Seats: [2]Seat{Human, Human}}
	for _, tc := range []struct {
		name   string
		seats  [2]Seat
		kept   string // set over what NewGame kept, "" for none
		want   gameSetup
		paused bool
	}{
		{"a person first", [2]Seat{Human, "search"}, "", gameSetup{o, [2]Seat{Human, "search"}}, false},
		{"a computer first", [2]Seat{"search:2", Human}, "", gameSetup{o, [2]Seat{"search:2", Human}}, true},
		{"not JSON", [2]Seat{}, `{"options":`, def, false},
		{"a board too wide", [2]Seat{}, `{"options":{"width":1000,"height":4,"start_momentum":1,"build_range":"anywhere","turn_limit":200},"seats":["human","search"]}`, def, false},
		{"a seat for no one", [2]Seat{}, `{"options":{"width":8,"height":4,"start_momentum":1,"build_range":"anywhere","turn_limit":200},"seats":["human","nobody"]}`, def, false},
		{"no seats", [2]Seat{}, `{"options":{"width":8,"height":4,"start_momentum":1,"build_range":"anywhere","turn_limit":200}}`, def, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			if tc.seats != [2]Seat{} {
				ws.NewGame(o, tc.seats)
				stopComputers(t, ws, loop)
			}
			if tc.kept != "" {
				ws.k.Prefs().SetString(prefNewGame, tc.kept)
			}
			next := restart(t, ws)
			if got := next.g.Options(); got != tc.want.Options || next.seats != tc.want.Seats {
				t.Errorf("the opening is %+v, %q; want %+v, %q", got, next.seats, tc.want.Options, tc.want.Seats)
			}
			if next.paused != tc.paused || next.status.Busy() || len(next.g.Moves()) != 0 {
				t.Errorf("paused %v, busy %v after %d moves; want paused %v, idle, none", next.paused, next.status.Busy(), len(next.g.Moves()), tc.paused)
			}
			if u := next.Unsaved(); u != "" {
				t.Errorf("the opening counts as unsaved: %q", u)
			}
			// another game on show: the dialog still offers the kept choices
			g, _ := game.New(game.Options{Width: 5, Height: 5, StartMomentum: 1, TurnLimit: 10})
			next.paused = true
			next.start(g, [2]Seat{"random", Human}, 3)
			if tc.want == def {
				tc.want = gameSetup{g.Options(), [2]Seat{"random", Human}} // nothing kept: the game on show's
			}
			next.showNewGame()
			kittest.TapDialogButton(t, next.k.Window, lang.L("Start"))
			stopComputers(t, next, loop)
			kittest.Wait(t, loop, next.status.Idle(), 10*time.Second)
			if got := next.g.Options(); got != tc.want.Options || next.seats != tc.want.Seats {
				t.Errorf("the dialog started %+v, %q; want %+v, %q", got, next.seats, tc.want.Options, tc.want.Seats)
			}
		})
	}
}
