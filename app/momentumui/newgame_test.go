package momentumui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// The New game dialog starts on the game on show, whatever its file
// named: seats the dialog does not offer (the sample's search:6) and
// options beyond its lists stay as they were when Start is pressed. It
// used to take an index of -1 for such a seat and panic, and to start a
// board 0 wide.
func TestNewGameKeepsTheGamesSeatsAndOptions(t *testing.T) {
	wide := game.DefaultOptions()
	wide.Width, wide.Height, wide.StartMomentum = 20, 14, 9
	for _, tc := range []struct {
		name  string
		opts  game.Options
		seats [2]Seat
	}{
		{"offered", game.DefaultOptions(), [2]Seat{Human, "search:7"}},
		{"sample's levels", game.DefaultOptions(), [2]Seat{"search:6", "search:4"}},
		{"random", game.DefaultOptions(), [2]Seat{"random", Human}},
		{"beyond the lists", wide, [2]Seat{Human, Human}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.NewGame(tc.opts, tc.seats)
			ws.status.Stop()
			ws.showNewGame()
			kittest.TapDialogButton(t, ws.k.Window, lang.L("Start"))
			ws.status.Stop()
			kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second) // no computer outlives the test
			if got := ws.g.Options(); got != tc.opts || ws.seats != tc.seats {
				t.Errorf("new game %+v, seats %q; want %+v, %q", got, ws.seats, tc.opts, tc.seats)
			}
		})
	}
}

// Seats a game file names beyond the dialog's are named for people.
func TestSeatLabel(t *testing.T) {
	for seat, want := range map[Seat]string{
		Human:      "Human",
		"search":   "Computer: strong",
		"search:6": "Computer: level 6",
		"random":   "Computer: random",
		"bogus":    "bogus",
	} {
		if got := seatLabel(seat); got != want {
			t.Errorf("seatLabel(%q) = %q, want %q", seat, got, want)
		}
	}
}
