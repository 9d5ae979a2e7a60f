// Package dicewarsui is the Dice Wars workspace: the hexagonal map, 2 to 8
// seats that are each a person or a computer strategy, attacks by two
// clicks with their exact odds, computer turns played out at a chosen speed
// in a goroutine, the log and the chart of a game, saved games that replay
// exactly, and a Tournament panel that measures the strategies. The rules
// live in games/dicewars, the computer players in solvers/dicewars and the
// drawing in render/dicewars.
package dicewarsui

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"io"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/openfile"
	"plateau/app/safefile"
	dw "plateau/games/dicewars"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// Seat is who plays one colour: a person (Human) or a computer strategy by
// the name solvers/dicewars knows ("chaos", "bourgeoise", "dijkstra",
// "expert" or "expert:N").
type Seat string

// Human is the seat of a person at the screen.
const Human Seat = "human"

// The game the workspace opens on: you against three computer strategies
// on the original game's map. The seed is fixed so the opening is the same
// picture every time (and in the README); New deals fresh maps.
var (
	openingSeats = []Seat{Human, "bourgeoise", "dijkstra", "expert"}
	openingSeed  = uint64(7)
)

// Workspace is the Dice Wars workspace.
type Workspace struct {
	k       *kit.Kit
	status  *kit.StatusBar
	view    *kit.BoardView
	panel   *panel
	tourney *tournament
	saved   []dw.Move // the moves when the game was last started, opened or saved
	doc     kit.Doc   // the file the game was opened from or saved to
	export  *kit.BoardExport
	tabs    *container.AppTabs
	root    fyne.CanvasObject
	cache   mapCache

	g       *dw.Game
	seats   []Seat
	records []record            // what each move of g did, in order
	start0  [dw.MaxPlayers]int8 // territories per player before the first move
	redo    []dw.Move           // moves taken back by Undo, latest last

	selected int              // the human's attacking territory, or -1
	target   int              // the legal target under the pointer, or -1
	added    []int8           // where the last reinforcement went (nil: nowhere to show)
	battle   *dw.AttackResult // the last attack, for the Last battle panel
	arrow    bool             // the last move was that attack: the map shows its arrow
	numbers  bool             // the map shows territory numbers, the #n of the log and hints
	endShown bool             // the end screen of this game was shown

	speed      Speed
	paused     bool               // computer seats wait for Space / Play
	hidePaused bool               // paused because the workspace was hidden
	running    context.CancelFunc // non-nil while computers play
	dropping   bool               // Stop paused the run: what it still sends is dropped
	handedBack bool               // a step of the computers gave a person the turn: Space does not end it yet
	handedAt   time.Time          // when the computers gave a person the turn (zero: played since), see settleTime
	turnMark   uint64             // kit.HeldKeys.Mark when the last turn ended: a Space held since is not for this one
	now        func() time.Time   // the clock of handedAt (tests set their own)
	gen        int                // bumped whenever the game is replaced, so late computer moves are dropped

	// idle, if set, is called on the UI goroutine when a computer run or a
	// tournament has finished (tests wait on it).
	idle func()
}

// New builds the workspace on the opening game (startOpening).
func New(k *kit.Kit) *Workspace {
	w := &Workspace{k: k, now: time.Now, selected: -1, target: -1, speed: loadSpeed(k.Prefs()), numbers: k.Prefs().Bool(prefNumbers)}
	w.status = k.NewStatusBar()
	w.doc = kit.Doc{Kit: k, Workspace: "dicewars", Title: lang.L("Save the Dice Wars game"), Suggested: lang.L("dicewars-game.json"),
		Exts: []string{".json"}, Write: w.SavePath, Saved: w.announceSaved}
	w.export = k.NewBoardExport(&w.doc, w.status, w.exporter)
	w.view = kit.NewBoardView()
	w.view.Background = sea()
	w.view.Paint = w.paint
	w.view.OnTap = w.tap
	w.view.OnMove = w.hover
	w.view.OnKey, w.view.OnRune = w.boardKey, w.typedRune // a click on the map gives it the keys
	w.panel = newPanel(w)
	w.tourney = newTournament(w)
	w.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Game"), w.panel.game),
		container.NewTabItem(lang.L("History"), w.panel.logBox),
		container.NewTabItem(lang.L("Tournament"), w.tourney.root),
	)
	tb := k.Toolbar(w.Keys(), func() { kit.ShowRules(k.Window, "dicewars") }, w.toolbarItems()...)
	w.root = kit.NewFrame(tb, w.view, w.tabs, w.status)
	w.startOpening()
	return w
}

func (w *Workspace) toolbarItems() []widget.ToolbarItem {
	return []widget.ToolbarItem{
		w.k.NewToolAction(theme.MediaSkipNextIcon(), lang.L("End turn (Space)"), w.endTurnPress),
		w.k.NewToolAction(theme.MediaPlayIcon(), lang.L("Let the computers play (Space)"), w.play),
		w.k.NewToolAction(theme.MediaStopIcon(), lang.L("Stop the computers (Esc)"), w.stopAll),
		kit.NewToolbarDivider(),
		w.k.NewToolAction(theme.GridIcon(), lang.L("Tournament"), func() { w.tabs.SelectIndex(2) }),
		w.export.Tool(),
	}
}

// Info describes the workspace.
func (w *Workspace) Info() kit.Info {
	return kit.Info{ID: "dicewars", Title: lang.L("Dice Wars"),
		Summary: lang.L("Conquer a hexagonal map with dice, against friends or the computer."), Preview: Preview}
}

// Content returns the frame.
func (w *Workspace) Content() fyne.CanvasObject { return w.root }

// Keys returns the shortcut handlers: Space ends a person's turn or lets
// the computers play; Escape cancels the selection or stops them; Ctrl+P
// prints the map.
func (w *Workspace) Keys() kit.Keys {
	return kit.Keys{New: w.newGameDialog, Open: w.open, Save: w.doc.Save, SaveAs: w.doc.SaveAs, Undo: w.Undo, Redo: w.Redo,
		CanUndo: w.canUndo, CanRedo: func() bool { return len(w.redo) > 0 }, Print: w.export.Print,
		Space: w.space, Escape: w.escape, Board: w.boardKey, Rune: w.typedRune, Tab: w.stepTab}
}

// stepTab shows the panel's next (step 1) or previous (-1) tab, round.
func (w *Workspace) stepTab(step int) {
	n := len(w.tabs.Items)
	w.tabs.SelectIndex(((w.tabs.SelectedIndex()+step)%n + n) % n)
}

// Shown pauses the computers and gives the keyboard back while the
// workspace is hidden, and lets the computers go on when it comes back.
func (w *Workspace) Shown(visible bool) {
	if visible {
		if w.hidePaused {
			w.hidePaused, w.paused = false, false
			w.refresh()
		}
		return
	}
	if w.running != nil {
		w.hidePaused = true
		w.stop()
	}
	if c := w.k.Window.Canvas(); c.Focused() == fyne.Focusable(w.view) {
		c.Unfocus()
	}
}

// Game returns the game on the board (for tests).
func (w *Workspace) Game() *dw.Game { return w.g }

// start puts a game on the board; records describe its moves so far (nil
// for a new game). paused holds the computers until Space or Play.
func (w *Workspace) start(g *dw.Game, seats []Seat, records []record, paused bool) {
	w.stopComputers()
	w.g, w.seats, w.records = g, seats, records
	w.saved = g.Moves()
	w.start0 = territoryCounts(w.initialPosition())
	w.redo, w.added = nil, nil
	w.selected, w.target, w.endShown = -1, -1, false
	w.handedBack = false
	w.paused = paused
	w.battle, w.arrow = lastBattle(records)
	w.refresh()
}

// lastBattle returns the last attack among records (nil if none), and
// whether it is the last move, the one the map shows as an arrow.
func lastBattle(records []record) (*dw.AttackResult, bool) {
	for i := len(records) - 1; i >= 0; i-- {
		if !records[i].ev.Move.End {
			return &records[i].ev.Attack, i == len(records)-1
		}
	}
	return nil, false
}

// initialPosition is the game's position before any move.
func (w *Workspace) initialPosition() dw.Position {
	if w.g.MoveCount() == 0 {
		return w.g.Position()
	}
	g0, err := dw.New(w.g.Options(), w.g.Seed())
	if err != nil {
		return w.g.Position()
	}
	return g0.Position()
}

// refresh repaints, updates the panel, shows the end screen once and lets
// a computer seat play.
func (w *Workspace) refresh() {
	w.view.Refresh()
	w.panel.update()
	w.k.DocumentChanged() // the title marks unsaved work
	if w.g.Over() && !w.endShown {
		w.endShown = true
		w.showEnd()
	}
	w.maybeComputers()
}

// seatOf returns the seat of player pl.
func (w *Workspace) seatOf(pl int) Seat {
	if pl < 0 || pl >= len(w.seats) {
		return Human
	}
	return w.seats[pl]
}

// humanToAct reports whether a person is to play now.
func (w *Workspace) humanToAct() bool {
	return !w.g.Over() && w.seatOf(w.g.Current()) == Human
}

// Preview paints the default opening game's map for the Home card: a
// picture of the game, the same at every start, while the workspace opens
// on the setup the person last chose.
func Preview(width, height int) image.Image {
	r := paint.NewRaster(width, height)
	g, err := dw.New(dw.DefaultOptions(len(openingSeats)), openingSeed)
	if err != nil {
		return r.Img
	}
	pos := g.Position()
	// The map layer only: at card size the dice stacks would bury it.
	l := rd.NewLayout(g.Map(), float64(width), float64(height))
	l.Sea = sea()
	rd.DrawMap(r, l, &pos)
	return r.Img
}

// OpenPath loads a saved game and replays it; on error nothing changes.
func (w *Workspace) OpenPath(path string) error {
	f, err := openfile.Regular(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := w.load(f, path); err != nil {
		return err
	}
	w.doc.Opened(path)
	return nil
}

func (w *Workspace) load(r io.Reader, name string) error {
	// The errors do not name the file: the open dialog's headline does.
	sf, err := dw.ReadSave(r)
	if err != nil {
		return err
	}
	seats, err := seatsFromLabels(sf.Seats, sf.Options.Players)
	if err != nil {
		return err
	}
	g, records, err := replay(sf, seats)
	if err != nil {
		return err
	}
	// A loaded game waits for Space before a computer moves, so that one
	// can look at it first.
	w.start(g, seats, records, seats[g.Current()] != Human)
	w.status.SetMessage(fmt.Sprintf(lang.L("Loaded %s: %s replayed."), name, kit.Count(int64(len(sf.Moves)), lang.L("%d move"), lang.L("%d moves"))))
	return nil
}

func (w *Workspace) open() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, func() {
		w.k.OpenWith("dicewars", lang.L("Open a Dice Wars game"), []string{".json"}, w.OpenPath)
	})
}

// Document is the file the work is kept in (kit.Documented).
func (w *Workspace) Document() string { return w.doc.Path }

// announceSaved says where the game went.
func (w *Workspace) announceSaved(path string) {
	w.status.SetMessage(fmt.Sprintf(lang.L("Saved %s"), path))
}

// SaveThen saves as Save does and calls then once saved (kit.Unsaved): the
// way Discard dialogs offer to keep the work.
func (w *Workspace) SaveThen(then func()) { w.doc.SaveThen(then) }

// SavePath writes the game (options, seed, seats and moves) as JSON.
func (w *Workspace) SavePath(path string) error {
	_, b, err := w.Snapshot()
	if err != nil {
		return err
	}
	if err := safefile.WriteBytes(path, b); err != nil {
		return err
	}
	w.saved = w.g.Moves()
	return nil
}

// Snapshot is the game as a saved game's file (kit.Recoverable).
func (w *Workspace) Snapshot() (string, []byte, error) {
	labels := make([]string, len(w.seats))
	for i, s := range w.seats {
		labels[i] = string(s)
	}
	var b bytes.Buffer
	err := w.g.Save(&b, labels)
	return ".json", b.Bytes(), err
}

// Recover opens a snapshot as the unsaved game of file doc
// (kit.Recoverable); it waits for Space before a computer moves, as a
// loaded game does.
func (w *Workspace) Recover(path, doc string) error {
	if err := w.OpenPath(path); err != nil {
		return err
	}
	w.saved = nil
	w.doc.Opened(doc)
	w.status.SetMessage(kit.RecoveredText())
	return nil
}

// Unsaved names the game when a person plays in it, it is not over, and
// its moves are not those last started, opened or saved (kit.Unsaved): a
// game of computers alone is a show, not work.
func (w *Workspace) Unsaved() string {
	if w.g.Over() || w.humans() == 0 || slices.Equal(w.g.Moves(), w.saved) {
		return ""
	}
	return lang.L("the Dice Wars game in progress")
}
