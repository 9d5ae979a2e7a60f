package momentumui

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	game "plateau/games/momentum"
	ai "plateau/solvers/momentum"
)

// seatChoice is a seat offered in the New game dialog, by label.
type seatChoice struct {
	label string // untranslated
	seat  Seat
}

// seatChoices are the seats the New game dialog always offers.
var seatChoices = []seatChoice{
	{"Human", Human},
	{"Computer: easy", "greedy"},
	{"Computer: medium", "search:2"},
	{"Computer: strong", "search"},
	{"Computer: expert", "search:7"},
}

// seatLabel names seat s for people: the dialog's label for the seats it
// offers, the kind and level for the others a game file may name.
func seatLabel(s Seat) string {
	for _, c := range seatChoices {
		if c.seat == s {
			return lang.L(c.label)
		}
	}
	sp, err := ai.ParseSpec(string(s))
	switch {
	case err != nil:
		return string(s)
	case sp.Kind == "search":
		return fmt.Sprintf(lang.L("Computer: level %d"), sp.Level)
	case sp.Kind == "random":
		return lang.L("Computer: random")
	}
	return string(s)
}

// choicesWith is seatChoices and, after them, the seats of the game on
// show that are not among them (a file's "search:6" or "random"), so that
// a new game can keep its players.
func choicesWith(seats [2]Seat) []seatChoice {
	out := slices.Clone(seatChoices)
	for _, s := range seats {
		if !slices.ContainsFunc(out, func(c seatChoice) bool { return c.seat == s }) {
			out = append(out, seatChoice{string(s), s})
		}
	}
	return out
}

// numbersWith is lo..hi as text, with cur after them when it lies beyond
// (a game file's wider board or larger momentum).
func numbersWith(lo, hi, cur int) []string {
	var s []string
	for i := lo; i <= hi; i++ {
		s = append(s, strconv.Itoa(i))
	}
	if cur < lo || cur > hi {
		s = append(s, strconv.Itoa(cur))
	}
	return s
}

// prefNewGame keeps the New game dialog's last choices (JSON), as Dice
// Wars does: a person who plays the strong computer on "Anywhere" set
// both again after every start.
const prefNewGame = "momentum.newgame"

// gameSetup is what the New game dialog asks for.
type gameSetup struct {
	Options game.Options `json:"options"`
	Seats   [2]Seat      `json:"seats"`
}

// keptSetup returns the choices of the last New game kept in prefs, and
// false when they hold none, or rules or a seat a game cannot start with.
func keptSetup(prefs fyne.Preferences) (gameSetup, bool) {
	s := kit.LoadJSON(prefs, prefNewGame, gameSetup{}, func(s *gameSetup) bool {
		return s.Options.Validate() == nil && checkSeat(string(s.Seats[0])) == nil && checkSeat(string(s.Seats[1])) == nil
	})
	return s, s.Options.Width != 0 // the default's 0 fails Validate
}

// lastSetup returns the choices of the last New game, else the game on
// show's (whatever its file named).
func (w *Workspace) lastSetup() gameSetup {
	if s, ok := keptSetup(w.k.Prefs()); ok {
		return s
	}
	return gameSetup{Options: w.g.Options(), Seats: w.seats}
}

// startOpening puts the opening game on the board: the setup of the last
// New game when one is kept, else two people on the seed's 8x4 board. A
// computer to move first waits for Space or Play, as in an opened game,
// so that nothing plays before the person has looked.
func (w *Workspace) startOpening() {
	s, kept := keptSetup(w.k.Prefs())
	if !kept {
		s = gameSetup{Options: game.DefaultOptions(), Seats: [2]Seat{Human, Human}}
	}
	g, err := game.New(s.Options)
	if err != nil {
		panic("momentumui: the opening game does not set up: " + err.Error()) // checked options: a bug, not input
	}
	w.paused = s.Seats[0] != Human
	w.start(g, s.Seats, 1)
	msg := lang.L("Two people at one screen: P1 (blue) starts. New game (Ctrl+N) to play the computer.")
	if kept {
		msg = fmt.Sprintf(lang.L("Set up as your last New game: %s against %s"), seatLabel(s.Seats[0]), seatLabel(s.Seats[1]))
	}
	w.status.SetMessage(msg)
}

// newGameDialog asks for the options and seats of a new game.
func (w *Workspace) newGameDialog() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, w.showNewGame)
}

// showNewGame shows the New game dialog on the last New game's options
// and seats (lastSetup).
func (w *Workspace) showNewGame() {
	last := w.lastSetup()
	o := last.Options
	cols := kit.NewSelect(numbersWith(game.MinSize, 16, o.Width), nil)
	cols.SetSelected(strconv.Itoa(o.Width))
	rows := kit.NewSelect(numbersWith(game.MinSize, 12, o.Height), nil)
	rows.SetSelected(strconv.Itoa(o.Height))
	choices := choicesWith(last.Seats)
	var labels []string
	for _, c := range choices {
		labels = append(labels, seatLabel(c.seat))
	}
	seat := [2]*kit.Select{kit.NewSelect(labels, nil), kit.NewSelect(labels, nil)}
	for i := range seat {
		seat[i].SetSelected(seatLabel(last.Seats[i]))
	}
	mom := kit.NewSelect(numbersWith(1, 6, o.StartMomentum), nil)
	mom.SetSelected(strconv.Itoa(o.StartMomentum))
	reach := kit.Radio(widget.NewRadioGroup([]string{lang.L("Neighbouring cells"), lang.L("Anywhere")}, nil))
	reach.SetSelected(lang.L("Neighbouring cells"))
	if o.BuildRange == game.Anywhere {
		reach.SetSelected(lang.L("Anywhere"))
	}
	limit := kit.NewEntry()
	limit.SetText(strconv.Itoa(o.TurnLimit))
	limit.Validator = func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > game.MaxTurnLimit {
			return fmt.Errorf(lang.L("a number of turns from 1 to %d"), game.MaxTurnLimit)
		}
		return nil
	}
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Columns"), cols),
		widget.NewFormItem(lang.L("Rows"), rows),
		widget.NewFormItem(lang.L("Player 1 (blue)"), seat[0]),
		widget.NewFormItem(lang.L("Player 2 (orange)"), seat[1]),
		widget.NewFormItem(lang.L("Starting momentum"), mom),
		widget.NewFormItem(lang.L("Build on"), reach),
		widget.NewFormItem(lang.L("Turn limit"), limit),
	}
	// The fields scroll, and the dialog fits the window: in a short
	// window (Larger, 150 % scale on a 768-pixel screen) the last fields
	// lay under Cancel and Start, out of reach.
	d := kit.NewScrollForm(lang.L("New Momentum game"), lang.L("Start"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		n, _ := strconv.Atoi(cols.Selected)
		p, _ := strconv.Atoi(rows.Selected)
		m, _ := strconv.Atoi(mom.Selected)
		t, _ := strconv.Atoi(limit.Text)
		opts := game.Options{Width: n, Height: p, StartMomentum: m, BuildRange: game.Neighbours, TurnLimit: t}
		if reach.Selected == lang.L("Anywhere") {
			opts.BuildRange = game.Anywhere
		}
		var seats [2]Seat
		for i := range seats {
			seats[i] = choices[max(seat[i].SelectedIndex(), 0)].seat
		}
		w.NewGame(opts, seats)
	}, w.k.Window)
	kit.FitDialog(d, fyne.NewSize(440, 480), w.k.Window)
	d.Show()
}
