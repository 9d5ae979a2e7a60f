package momentumui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
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

// New or Open while a computer thinks keeps its own message, the stopped
// think added to it: "P1 (Computer: easy) is thinking: stopped" replaced
// it, and two computers playing are nearly always thinking.
func TestNewAndOpenWhileAComputerThinksSaySo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.json")
	tests := map[string]struct {
		act  func(t *testing.T, ws *Workspace)
		want string
	}{
		"new": {func(_ *testing.T, ws *Workspace) { ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human}) }, "New game"},
		"open": {func(t *testing.T, ws *Workspace) {
			if err := ws.OpenPath(path); err != nil {
				t.Fatal(err)
			}
		}, "Loaded 1 move."},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			ws.play(game.Move(game.E))
			if err := ws.SavePath(path); err != nil {
				t.Fatal(err)
			}
			ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", "greedy"})
			for i := 0; i < 500 && !ws.status.Busy(); i++ {
				loop.For(10 * time.Millisecond)
			}
			if !ws.status.Busy() {
				t.Fatal("no computer thinking")
			}
			tc.act(t, ws)
			loop.Until(ws.status.Idle(), 5*time.Second)
			if msg := ws.status.Message(); !strings.HasPrefix(msg, tc.want) {
				t.Errorf("status %q, want it to begin %q", msg, tc.want)
			}
		})
	}
}

// The New game dialog fits the window at every interface size, its
// fields scrolling above Cancel and Start when the window is short: at
// Larger on a short screen the turn limit lay under the buttons, out of
// reach.
func TestNewGameDialogFitsAShortWindow(t *testing.T) {
	ws := newTestWorkspace(t, "")
	a := fyne.CurrentApp()
	win := ws.k.Window
	for _, size := range kit.Sizes {
		for _, wsz := range []fyne.Size{{Width: 800, Height: 420}, {Width: 1280, Height: 800}} {
			a.Preferences().SetString(kit.PrefSize, size)
			a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
			win.Resize(wsz)
			ws.newGameDialog()
			pop := win.Canvas().Overlays().Top()
			t.Run(size, func(t *testing.T) { kittest.DialogFits(t, win, wsz, "Turn limit", "Start") })
			win.Canvas().Overlays().Remove(pop)
		}
	}
}
