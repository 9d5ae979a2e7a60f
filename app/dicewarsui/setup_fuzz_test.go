package dicewarsui

import (
	"encoding/json"
	"strconv"
	"testing"

	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// FuzzNewGameSetup: whatever the preferences keep as the last New game
// and the speed, the dialog opens on rules that can be played, one seat a
// player that is a person or a strategy, and a speed of the list; and
// whatever is typed in its fields, what it takes starts a game.
func FuzzNewGameSetup(f *testing.F) {
	good, _ := json.Marshal(gameSetup{Options: dw.DefaultOptions(2), Seats: []Seat{Human, "expert:3"}})
	f.Add(string(good), 2, "28", "32", "30", "7")
	f.Add(`{"options":{"cols":28,"rows":32,"territories":30,"players":2},"seats":["human","nobody"]}`, 9, "5", "5", "20", "x")
	f.Add(`{"options":{"cols":28,"rows":32,"territories":30,"players":2},"seats":["human","expert:99"]}`, -1, "99999999999", "2", "1", "-1")
	f.Add(`{"options":{"cols":0},"seats":[]}`, 0, " 28", "32 ", "+30", "18446744073709551616")
	app := test.NewTempApp(f)
	g, err := dw.New(dw.DefaultOptions(4), 1)
	if err != nil {
		f.Fatal(err)
	}
	w := &Workspace{k: &kit.Kit{App: app}, g: g, seats: openingSeats}
	f.Fuzz(func(t *testing.T, kept string, speed int, cols, rows, terr, seed string) {
		app.Preferences().SetString(prefNewGame, kept)
		app.Preferences().SetInt(prefSpeed, speed)
		if s := loadSpeed(app.Preferences()); s < SpeedStep || s > SpeedInstant {
			t.Fatalf("speed %d read as %d", speed, s)
		}
		last := w.lastSetup()
		if err := last.Options.Validate(); err != nil || len(last.Seats) != last.Options.Players {
			t.Fatalf("%q: the dialog opens on %+v (%v)", kept, last, err)
		}
		for _, s := range last.Seats {
			if _, err := sd.New(string(s), 0); s != Human && err != nil {
				t.Fatalf("%q: the dialog opens on seat %q: %v", kept, s, err)
			}
		}
		form := newSetupForm(last)
		form.cols.SetText(cols)
		form.rows.SetText(rows)
		form.terr.SetText(terr)
		form.seed.SetText(seed)
		o, seats, s, err := form.read()
		if err != nil {
			return
		}
		if want, _ := strconv.ParseUint(seed, 10, 64); s != want || len(seats) != o.Players {
			t.Fatalf("seed %q read as %d, %d seats for %d players", seed, s, len(seats), o.Players)
		}
		if _, err := dw.New(o, s); err != nil {
			t.Fatalf("the dialog took %+v, which starts no game: %v", o, err)
		}
	})
}
