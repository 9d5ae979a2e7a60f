// Package momentumui is the Momentum workspace: the board, two seats that
// are each a person or a computer player, the move list with undo, redo and
// replay, and saved games. The rules live in games/momentum, the computer
// players in solvers/momentum and the drawing in render/momentum.
package momentumui

import (
	"bytes"
	"fmt"
	"image"
	"io"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/openfile"
	"plateau/app/safefile"
	game "plateau/games/momentum"
	"plateau/games/reason"
	draw "plateau/render/momentum"
	"plateau/render/paint"
	ai "plateau/solvers/momentum"
)

// Seat is who plays one side: a person ("human") or a computer player
// spec as solvers/momentum parses it ("greedy", "search:5", ...).
type Seat string

// Human is the seat of a person at the screen.
const Human Seat = "human"

// checkSeat refuses a game file's player that is neither a person nor a
// computer player ai.ParseSpec reads (game.LoadGame names its line): the
// seat would otherwise show as it is and fail only when it had to move.
func checkSeat(player string) error {
	if Seat(player) == Human {
		return nil
	}
	if _, err := ai.ParseSpec(player); err != nil {
		return reason.New("want human, random, greedy, search or search:1 to search:%d", ai.MaxLevel)
	}
	return nil
}

// Workspace is the Momentum workspace.
type Workspace struct {
	k      *kit.Kit
	status *kit.StatusBar
	view   *kit.BoardView
	panel  *panel
	root   fyne.CanvasObject

	g          *game.Game
	seats      [2]Seat
	seed       uint64
	redo       []game.Action // actions undone, most recent last
	paused     bool          // computer seats wait (after undo, redo or loading)
	epoch      int           // changes of the board not made by a job: a job of an older one is stale
	hidePaused bool          // paused by Shown(false): Shown(true) lets the computer play on
	hover      *game.Cell
	keyCursor  bool // hover was moved with the keys, so Enter acts there
	held       heldKey
	last       []game.Cell
	// hintCells outline the action Hint suggests (hinted) until the
	// board changes.
	hintCells []game.Cell
	hinted    game.Action
	saved     []game.Action // the moves of the whole line (see line) when last started, opened or saved
	doc       kit.Doc       // the file the game was opened from or saved to
	export    *kit.BoardExport
}

// New builds the workspace on the opening game (startOpening).
func New(k *kit.Kit) *Workspace {
	w := &Workspace{k: k, seats: [2]Seat{Human, "search"}, seed: 1}
	w.status = k.NewStatusBar()
	w.view = kit.NewBoardView()
	w.view.Paint = w.paint
	w.doc = kit.Doc{Kit: k, Workspace: "momentum", Title: lang.L("Save the Momentum game"), Suggested: lang.L("momentum-game.json"),
		Exts: []string{".json"}, Write: w.SavePath, Saved: w.announceSaved}
	w.export = k.NewBoardExport(&w.doc, w.status, w.exporter)
	w.view.OnTap = w.tap
	w.view.OnMove = w.move
	w.view.OnKey = w.key
	w.view.OnRune = w.typed
	w.panel = newPanel(w)
	keys := w.Keys()
	tb := k.Toolbar(keys, func() { kit.ShowRules(k.Window, "momentum") }, w.panel.toolbarItems()...)
	w.root = kit.NewFrame(tb, w.view, w.panel.root, w.status)
	w.startOpening()
	return w
}

// Info describes the workspace.
func (w *Workspace) Info() kit.Info {
	return kit.Info{ID: "momentum", Title: lang.L("Momentum"),
		Summary: lang.L("A two-player grid game of walls, camps and momentum."), Preview: Preview}
}

// Content returns the frame.
func (w *Workspace) Content() fyne.CanvasObject { return w.root }

// Keys returns the shortcut handlers; Ctrl+P prints the board.
func (w *Workspace) Keys() kit.Keys {
	return kit.Keys{New: w.newGameDialog, Open: w.open, Save: w.doc.Save, SaveAs: w.doc.SaveAs, Undo: w.Undo, Redo: w.Redo,
		CanUndo: func() bool { return w.g.Ply() > 0 }, CanRedo: func() bool { return len(w.redo) > 0 }, Print: w.export.Print,
		Space: w.step, Escape: w.status.Stop, Board: w.key, Rune: w.typed}
}

// Shown stops a computer player thinking when the workspace is hidden,
// and lets it play on when the workspace is shown again (it stayed paused,
// where Dice Wars' computers went on).
func (w *Workspace) Shown(visible bool) {
	if visible {
		if w.hidePaused {
			w.hidePaused, w.paused = false, false
			w.refresh()
		}
		return
	}
	if !w.status.Busy() {
		return
	}
	if !w.g.Over() && !w.humanToAct() && !w.paused { // a computer thinking, not a hint
		w.hidePaused, w.paused = true, true
	}
	w.epoch++ // the stopped job's answer is of no use
	w.status.Stop()
}

// Game returns the game on the board (for tests).
func (w *Workspace) Game() *game.Game { return w.g }

// start puts a game on the board.
func (w *Workspace) start(g *game.Game, seats [2]Seat, seed uint64) {
	w.epoch++
	// Interrupt, not Stop: the end of a computer's think, stopped, added
	// "stopped" to New's or Open's message rather than replacing it.
	w.status.Interrupt()
	w.g, w.seats, w.seed = g, seats, seed
	w.saved = g.Moves()
	w.redo, w.last, w.hover, w.keyCursor = nil, nil, nil, false
	w.refresh()
}

// markLast marks the cells of the game's last action, as when it has just
// been played: a game opened from a file shows where it stopped.
func (w *Workspace) markLast() {
	moves := w.g.Moves()
	if len(moves) == 0 || w.g.Undo() != nil {
		return
	}
	_ = w.apply(moves[len(moves)-1])
}

// refresh repaints and updates the panel, then lets a computer seat play.
func (w *Workspace) refresh() {
	w.hintCells = nil // the board it was about has changed
	w.view.Refresh()
	w.panel.update()
	w.k.DocumentChanged() // the title marks unsaved work
	w.maybeComputer()
}

func (w *Workspace) paint(r *paint.Raster) {
	n, p := w.g.Size()
	iw, ih := r.Size()
	v := draw.View{ShowActions: w.humanToAct(), Hover: w.hover, Last: w.last, Hint: w.hintCells, Surround: surround()}
	if w.keyCursor && w.building() {
		v.Hover, v.Cursor = nil, w.hover
	}
	r.Clear(v.Surround.Background)
	draw.Draw(r, draw.NewTextLayout(n, p, iw, ih, w.view.TextScale()), w.g, v)
}

// surround is the board's surround for the window's appearance of the
// moment (a theme change repaints the board).
func surround() draw.Surround {
	if kit.IsLight() {
		return draw.LightSurround
	}
	return draw.DarkSurround
}

func (w *Workspace) layout() draw.Layout {
	n, p := w.g.Size()
	iw, ih := w.view.PixelSize()
	return draw.NewTextLayout(n, p, iw, ih, w.view.TextScale())
}

// Preview paints the start of a default game for the Home card, on the
// surround of the window's appearance, as the board is.
func Preview(width, height int) image.Image {
	g, _ := game.New(game.DefaultOptions())
	r := paint.NewRaster(width, height)
	s := surround()
	r.Clear(s.Background)
	draw.Draw(r, draw.NewLayout(8, 4, float64(width), float64(height)), g, draw.View{ShowActions: true, Surround: s})
	return r.Img
}

// OpenPath loads a saved game; on error nothing changes.
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
	g, rec, err := game.LoadGame(r, checkSeat)
	if err != nil {
		return err // the open dialog's headline names the file
	}
	seats := [2]Seat{Human, Human}
	for i := 0; i < 2 && i < len(rec.Players); i++ {
		seats[i] = Seat(rec.Players[i])
	}
	// A loaded game is for looking at first: Space resumes. Paused before
	// start, whose refresh would otherwise let a computer seat move.
	w.paused = true
	w.start(g, seats, rec.Seed)
	w.markLast()
	w.refresh()
	w.status.SetMessage(fmt.Sprintf(lang.L("Loaded %s. Undo and Redo step through them."), movesText(len(rec.Moves))))
	return nil
}

func (w *Workspace) open() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, func() {
		w.k.OpenWith("momentum", lang.L("Open a Momentum game"), []string{".json"}, w.OpenPath)
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

// line is the whole game: the one on the board with the actions Undo took
// back played again, in play order. Stepping back is looking, not editing:
// Unsaved compares this line with the saved one, and a save or a recovery
// snapshot writes it. Compared and written as it stood on the board, a
// saved game looked back at counted as unsaved, and Save cut the moves
// after the position looked at off its file. Playing a new move after
// stepping back drops the redo list, and so changes the line.
func (w *Workspace) line() *game.Game {
	if len(w.redo) == 0 {
		return w.g
	}
	g := w.g.Clone()
	for _, a := range slices.Backward(w.redo) {
		if g.Apply(a) != nil { // taken back from this line: cannot happen
			break
		}
	}
	return g
}

// SavePath writes the game record (options, seed, seats and the moves of
// the whole line, whatever position the board shows).
func (w *Workspace) SavePath(path string) error {
	g := w.line()
	b, err := w.encode(g)
	if err != nil {
		return err
	}
	if err := safefile.WriteBytes(path, b); err != nil {
		return err
	}
	w.saved = g.Moves()
	return nil
}

// Snapshot is the game record as a saved game's file (kit.Recoverable):
// the whole line, as Save writes it. Recover shows it at its end, as
// opening the file does; the position looked at is not kept.
func (w *Workspace) Snapshot() (string, []byte, error) {
	b, err := w.encode(w.line())
	return ".json", b, err
}

// encode is the file of game g with the workspace's seed and seats.
func (w *Workspace) encode(g *game.Game) ([]byte, error) {
	rec := g.Record(w.seed)
	rec.Players = []string{string(w.seats[0]), string(w.seats[1])}
	var b bytes.Buffer
	err := rec.Write(&b)
	return b.Bytes(), err
}

// Recover opens a snapshot as the unsaved game of file doc
// (kit.Recoverable); it waits for Space, as a loaded game does.
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
// its moves are not those last started, opened or saved (kit.Unsaved).
// The game is the whole line (see line): a game stepped back through with
// Undo is as saved, or as over, as at its last move.
func (w *Workspace) Unsaved() string {
	g := w.line()
	if g.Over() || (w.seats[0] != Human && w.seats[1] != Human) || slices.Equal(g.Moves(), w.saved) {
		return ""
	}
	return lang.L("the Momentum game in progress")
}

// movesText counts moves: "1 move", "12 moves".
func movesText(n int) string {
	return kit.Count(int64(n), lang.L("%d move"), lang.L("%d moves"))
}
