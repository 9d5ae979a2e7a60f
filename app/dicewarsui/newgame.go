package dicewarsui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// prefNewGame keeps the New game dialog's last choices (JSON).
const prefNewGame = "dicewars.newgame"

// gameSetup is what the New game dialog asks for.
type gameSetup struct {
	Options dw.Options `json:"options"`
	Seats   []Seat     `json:"seats"`
}

// lastSetup returns the choices of the last New game, else the game on
// show's.
func (w *Workspace) lastSetup() gameSetup {
	if s, ok := keptSetup(w.k.Prefs()); ok {
		return s
	}
	return gameSetup{Options: w.g.Options(), Seats: append([]Seat(nil), w.seats...)}
}

// keptSetup returns the choices of the last New game kept in prefs, and
// false when they hold none, or one that cannot be played: a seat no
// strategy reads started a game that stopped with an error at that seat's
// first turn.
func keptSetup(prefs fyne.Preferences) (gameSetup, bool) {
	s := kit.LoadJSON(prefs, prefNewGame, gameSetup{}, func(s *gameSetup) bool {
		return s.Options.Validate() == nil && len(s.Seats) == s.Options.Players && !slices.ContainsFunc(s.Seats, unknownSeat)
	})
	return s, s.Options.Players != 0 // the default's none
}

// startOpening puts the opening game on the board: on the setup of the
// last New game when one is kept (a person who always plays three
// players on a smaller map met the original four at every start), else
// you against three computers on the original map. The seed is the
// opening's, so each start shows the same map for the same setup; a
// computer to move first waits for Space or Play, as in an opened game,
// so that nothing plays before the person has looked.
func (w *Workspace) startOpening() {
	s, kept := keptSetup(w.k.Prefs())
	if !kept {
		s = gameSetup{Options: dw.DefaultOptions(len(openingSeats)), Seats: openingSeats}
	}
	g, err := dw.New(s.Options, openingSeed)
	if err != nil {
		panic("dicewarsui: the opening game does not set up: " + err.Error()) // checked options: a bug, not input
	}
	w.start(g, s.Seats, nil, s.Seats[0] != Human)
	msg := lang.L("Your turn: click one of your territories with 2 dice or more, then a neighbouring enemy.")
	if kept {
		msg = fmt.Sprintf(lang.L("Set up as your last New game: %s moves first."), w.who(0))
	}
	w.status.SetMessage(msg)
}

// unknownSeat reports whether s is neither a person nor a strategy.
func unknownSeat(s Seat) bool {
	if s == Human {
		return false
	}
	_, err := sd.New(string(s), 0)
	return err != nil
}

// NewGame starts a game with these options, seats (one per player) and
// seed; bad options are an error and change nothing.
func (w *Workspace) NewGame(o dw.Options, seats []Seat, seed uint64) error {
	if len(seats) != o.Players {
		return fmt.Errorf(lang.L("%s for %s"), kit.Count(int64(len(seats)), lang.L("%d seat"), lang.L("%d seats")),
			kit.Count(int64(o.Players), lang.L("%d player"), lang.L("%d players")))
	}
	g, err := dw.New(o, seed)
	if err != nil {
		return err
	}
	w.start(g, append([]Seat(nil), seats...), nil, false)
	w.doc.Opened("") // a new game goes to a new file
	kit.StoreJSON(w.k.Prefs(), prefNewGame, gameSetup{Options: o, Seats: seats})
	w.status.SetMessage(fmt.Sprintf(lang.L("New game, seed %d: %s moves first."), seed, w.who(0)))
	return nil
}

// setupForm holds the New game dialog's fields.
type setupForm struct {
	count            *kit.Select
	seats            [dw.MaxPlayers]*kit.Select
	seatRows         [dw.MaxPlayers]fyne.CanvasObject
	seatsBox         *fyne.Container
	cols, rows, terr *kit.Entry
	deal, start      *widget.RadioGroup
	seed             *kit.Entry
	problem          *widget.Label
	content          fyne.CanvasObject
	choices          []seatChoice // what the seat selectors offer, in order
}

// newSetupForm builds the fields, filled with the last choices and a fresh
// random seed.
func newSetupForm(last gameSetup) *setupForm {
	o := last.Options
	f := &setupForm{problem: widget.NewLabel(""), choices: choicesWith(last.Seats)}
	var labels []string
	for _, c := range f.choices {
		labels = append(labels, seatLabel(c.seat))
	}
	var counts []string
	for n := dw.MinPlayers; n <= dw.MaxPlayers; n++ {
		counts = append(counts, strconv.Itoa(n))
	}
	for i := range f.seats {
		f.seats[i] = kit.NewSelect(labels, nil)
		s := Seat("bourgeoise")
		if i < len(last.Seats) {
			s = last.Seats[i]
		}
		f.seats[i].SetSelected(seatLabel(s))
		// the seat's mark by its colour's name, as on the map and in the
		// players table
		seat := container.NewBorder(nil, nil, container.NewCenter(kit.Sized(newSeatMark(i), 14, 14)), nil, widget.NewLabel(playerName(i)))
		f.seatRows[i] = container.NewBorder(nil, nil, kit.Sized(seat, 96, 36), nil, f.seats[i])
	}
	f.seatsBox = container.NewGridWithColumns(2, f.seatRows[:]...)
	f.count = kit.NewSelect(counts, func(string) { f.showSeats() })
	f.count.SetSelected(strconv.Itoa(o.Players))
	f.cols, f.rows, f.terr = intEntry(o.Cols), intEntry(o.Rows), intEntry(o.Territories)
	f.deal = kit.Radio(widget.NewRadioGroup([]string{lang.L("Round-robin"), lang.L("Random")}, nil))
	f.deal.Horizontal = true
	f.deal.SetSelected(f.deal.Options[int(o.Deal)])
	f.start = kit.Radio(widget.NewRadioGroup([]string{lang.L("4 each"), lang.L("Original random deal")}, nil))
	f.start.Horizontal = true
	f.start.SetSelected(f.start.Options[int(o.Start)])
	f.seed = intEntry(int(rand.Uint64N(1_000_000_000)))
	reseed := kit.NewButton("", theme.ViewRefreshIcon(), func() { f.seed.SetText(strconv.FormatUint(rand.Uint64N(1_000_000_000), 10)) })
	f.problem.Importance = widget.DangerImportance
	f.problem.Wrapping = fyne.TextWrapWord

	mapRow := container.NewHBox(kit.Sized(f.cols, 64, 36), widget.NewLabel("×"), kit.Sized(f.rows, 64, 36),
		widget.NewLabel(lang.L("cells,")), kit.Sized(f.terr, 64, 36), widget.NewLabel(lang.L("territories")))
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Players"), f.count),
		widget.NewFormItem(lang.L("Map"), mapRow),
		widget.NewFormItem(lang.L("Dealing"), f.deal),
		widget.NewFormItem(lang.L("Starting dice"), f.start),
		widget.NewFormItem(lang.L("Seed"), container.NewBorder(nil, nil, nil, reseed, f.seed)),
	)
	seatsHead := widget.NewLabelWithStyle(lang.L("Seats (in playing order)"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	f.content = container.NewVBox(form, widget.NewSeparator(), seatsHead, f.seatsBox, f.problem)
	return f
}

// showSeats shows one seat per player.
func (f *setupForm) showSeats() {
	n := f.count.SelectedIndex() + dw.MinPlayers
	for i, r := range f.seatRows {
		if i < n {
			r.Show()
		} else {
			r.Hide()
		}
	}
	f.seatsBox.Refresh()
}

// newGameDialog asks for the players, the map, the deal and the seed.
func (w *Workspace) newGameDialog() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, w.showNewGame)
}

func (w *Workspace) showNewGame() {
	f := newSetupForm(w.lastSetup())
	var d *dialog.CustomDialog
	cancel := kit.NewButton(lang.L("Cancel"), theme.CancelIcon(), func() { d.Hide() })
	ok := kit.NewButton(lang.L("Start"), theme.ConfirmIcon(), func() {
		if w.startFromForm(f) {
			d.Hide()
		}
	})
	ok.Importance = widget.HighImportance
	// the form scrolls above the buttons: with eight seats at Larger in
	// a short window the buttons were drawn over the last seats
	d = kit.NewCustomWithButtons(lang.L("New Dice Wars game"), container.NewVScroll(f.content), w.k.Window, cancel, ok)
	kit.FitDialog(d, fyne.NewSize(620, 560), w.k.Window)
	d.Show()
}

// startFromForm starts the game the form describes, or says in the form
// what is wrong and reports false.
func (w *Workspace) startFromForm(f *setupForm) bool {
	opts, seats, seed, err := f.read()
	if err == nil {
		err = w.NewGame(opts, seats, seed)
	}
	if err != nil {
		f.problem.SetText(kit.ErrorText(err))
		return false
	}
	return true
}

func intEntry(v int) *kit.Entry {
	e := kit.NewEntry()
	e.SetText(strconv.Itoa(v))
	return e
}

// read reads and checks the form's fields.
func (f *setupForm) read() (dw.Options, []Seat, uint64, error) {
	num := func(e *kit.Entry, what string) (int, error) {
		n, err := strconv.Atoi(e.Text)
		if err != nil {
			return 0, fmt.Errorf(lang.L("%s: %q is not a whole number"), what, e.Text)
		}
		return n, nil
	}
	var o dw.Options
	var err error
	o.Players = f.count.SelectedIndex() + dw.MinPlayers
	if o.Cols, err = num(f.cols, lang.L("Columns")); err != nil {
		return o, nil, 0, err
	}
	if o.Rows, err = num(f.rows, lang.L("Rows")); err != nil {
		return o, nil, 0, err
	}
	if o.Territories, err = num(f.terr, lang.L("Territories")); err != nil {
		return o, nil, 0, err
	}
	o.Deal = dw.Deal(max(0, indexOf(f.deal.Options, f.deal.Selected)))
	o.Start = dw.StartDice(max(0, indexOf(f.start.Options, f.start.Selected)))
	s, err := strconv.ParseUint(f.seed.Text, 10, 64)
	if err != nil {
		return o, nil, 0, fmt.Errorf(lang.L("Seed: %q is not a whole number from 0"), f.seed.Text)
	}
	if err := o.Validate(); err != nil {
		return o, nil, 0, err
	}
	seats := make([]Seat, o.Players)
	for i := range seats {
		seats[i] = f.choices[max(0, f.seats[i].SelectedIndex())].seat
	}
	return o, seats, s, nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
