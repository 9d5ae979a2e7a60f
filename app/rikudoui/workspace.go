// Package rikudoui is the Rikudo workspace: an editor for hexagonal
// number-path puzzles (shape, givens, bridges), a play mode, and the
// solvers of solvers/rikudo run in the background: solve, prove unique
// (showing two solutions side by side when there are several), generate,
// hint. Drawing is render/rikudo; the model is games/rikudo.
package rikudoui

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/openfile"
	"plateau/app/safefile"
	game "plateau/games/rikudo"
	draw "plateau/render/rikudo"
	"plateau/resources"
	solve "plateau/solvers/rikudo"
)

// sampleName is the embedded puzzle the workspace opens on.
const sampleName = "rikudo_sample.txt"

// state is what undo restores: the puzzle and the player's numbers.
type state struct {
	p    *game.Puzzle
	fill []int
	file *document
}

// document is the puzzle's file and its text when last opened or saved.
// History states share their document's, so undoing New gives back the
// file it replaced, and a Save as moves every state since New with it.
type document struct {
	path, saved string
}

// Workspace is the Rikudo workspace.
type Workspace struct {
	k      *kit.Kit
	status *kit.StatusBar
	view   *kit.BoardView
	panel  *panel
	root   fyne.CanvasObject
	hist   *kit.History[state]

	p        *game.Puzzle
	fill     []int // player's numbers (play mode), cell -> value, 0 empty
	play     bool  // play mode: typing fills numbers instead of givens
	selected int
	// cameFrom and cameTo are the cells the last arrow moved the selection
	// from and to: B bridges the two while the selection is still there
	cameFrom, cameTo int
	typed            string // digits typed into the selected cell so far
	hover            game.Edge
	shown            []int     // a solution shown on the board, nil for none
	compare          [][]int   // two solutions shown side by side, nil for none
	doc              kit.Doc   // the file the puzzle came from or was saved to
	file             *document // the file kept in doc.Path, and its text, to tell unsaved changes

	// key is the solution of the puzzle whose file text is keyOf, kept
	// once that solution is known to be the only one (Check unique,
	// Generate), for the answer page of a printed PDF.
	key   []int
	keyOf string
	// level is the level Generate rated the puzzle whose file text is
	// levelOf, and seed the seed it made it from: the printed page's
	// title says both.
	level   solve.Level
	seed    uint64
	levelOf string
	// severalOf is the puzzle text Check unique last found two solutions
	// of: its PDF has no solution page, and Export says why.
	severalOf string
	// countedOn is the puzzle the status bar's counters (a job's nodes and
	// time) were counted on: another puzzle clears them.
	countedOn *game.Puzzle
	// stale tells whether the running job's answer is void: its puzzle, or
	// the grid a hint is about, changed (see stopStale). Nil: no job.
	stale func() bool
}

// New builds the workspace on the embedded sample puzzle.
func New(k *kit.Kit) *Workspace {
	w := &Workspace{k: k, hist: kit.NewHistory[state](0), selected: -1, cameFrom: -1, cameTo: -1, hover: game.Edge{A: -1}}
	w.status = k.NewStatusBar()
	w.doc = kit.Doc{Kit: k, Workspace: "rikudo", Title: lang.L("Save the Rikudo puzzle"), Suggested: "rikudo.txt",
		Exts: []string{".txt"}, Write: w.SavePath, Saved: w.announceSaved}
	w.view = kit.NewBoardView()
	w.view.Background = draw.Paper
	w.view.Paint = w.paint
	w.installInput()
	w.panel = newPanel(w)
	tb := k.Toolbar(w.Keys(), func() { kit.ShowRules(k.Window, "rikudo") }, w.panel.toolbarItems()...)
	w.root = kit.NewFrame(tb, w.view, w.panel.root, w.status)
	w.setPuzzle(samplePuzzle(), "")
	w.status.SetMessage(modeHint(false))
	return w
}

// samplePuzzle reads the embedded sample, or makes an empty hexagon if it
// is missing (it never is in a release build).
func samplePuzzle() *game.Puzzle {
	if b, err := resources.Sample(sampleName); err == nil {
		if p, err := game.Read(bytes.NewReader(b)); err == nil {
			return p
		}
	}
	p, _ := game.NewHexagon(3)
	return p
}

// Info describes the workspace.
func (w *Workspace) Info() kit.Info {
	return kit.Info{ID: "rikudo", Title: lang.L("Rikudo"),
		Summary: lang.L("Design hexagonal number paths, prove them unique and print them."), Preview: Preview}
}

// Content returns the frame.
func (w *Workspace) Content() fyne.CanvasObject { return w.root }

// Keys returns the shortcut handlers: Space checks uniqueness, Esc stops a
// job or clears the selection.
func (w *Workspace) Keys() kit.Keys {
	return kit.Keys{New: w.newDialog, Open: w.open, Save: w.doc.Save, SaveAs: w.doc.SaveAs, Undo: w.Undo, Redo: w.Redo,
		CanUndo: w.hist.CanUndo, CanRedo: w.hist.CanRedo,
		Print: func() { w.exportDialog(".pdf") }, Space: w.checkUnique, Escape: w.escape, Board: w.typeKey, Rune: w.typeRune}
}

// Shown does nothing: a job goes on while another workspace is shown (a
// look elsewhere stopped a generation without a word), as Eternity's
// searches do.
func (w *Workspace) Shown(bool) {}

// Puzzle returns the puzzle being edited (for tests).
func (w *Workspace) Puzzle() *game.Puzzle { return w.p }

// setPuzzle replaces the puzzle, forgetting fills, results and history.
func (w *Workspace) setPuzzle(p *game.Puzzle, path string) {
	w.p = p
	w.file = &document{path: path, saved: puzzleText(p)}
	w.doc.Opened(path)
	w.fill = loadProgress(w.k.Prefs(), p)
	if w.fill == nil {
		w.fill = make([]int, p.N())
	}
	w.selected, w.typed = -1, ""
	w.shown, w.compare = nil, nil
	w.hist.Clear()
	w.changed()
}

// edit records the state before a change, for Undo.
func (w *Workspace) edit() {
	w.hist.Push(state{p: w.p.Clone(), fill: append([]int(nil), w.fill...), file: w.file})
	w.shown, w.compare = nil, nil
	// Digits typed before belong to a number done with: typed after a
	// bridge, a hint or Start over, the next digit joined them ("1", then
	// "2" after a hint, gave 12).
	w.typed = ""
}

// changed repaints and refreshes the panel after any change.
func (w *Workspace) changed() {
	if len(w.fill) != w.p.N() {
		w.fill = make([]int, w.p.N())
	}
	if w.play {
		saveProgress(w.k.Prefs(), w.p, w.fill)
	}
	w.stopStale(false)
	if w.p != w.countedOn && !w.status.Busy() {
		// a job's "17 nodes" stayed under an edited or new puzzle
		w.countedOn = w.p
		w.status.SetCounters("")
	}
	w.view.Refresh()
	w.panel.update()
	w.k.DocumentChanged() // the title marks unsaved work
}

// Undo restores the state before the last edit.
func (w *Workspace) Undo() {
	if prev, ok := w.hist.Undo(state{p: w.p, fill: w.fill, file: w.file}); ok {
		w.restore(prev)
		w.status.SetMessage(lang.L("Undone."))
	} else {
		w.status.SetMessage(lang.L("Nothing to undo."))
	}
}

// Redo replays the last undone edit.
func (w *Workspace) Redo() {
	if next, ok := w.hist.Redo(state{p: w.p, fill: w.fill, file: w.file}); ok {
		w.restore(next)
		w.status.SetMessage(lang.L("Redone."))
	} else {
		w.status.SetMessage(lang.L("Nothing to redo."))
	}
}

// restore puts back a state of the history, in its document. The
// selection stays on its cell, as Eternity's cursor does: dropped, the
// next digit went nowhere and the next arrow to the first cell. A job
// whose answer the state voids is stopped, Undo's message kept.
func (w *Workspace) restore(s state) {
	w.selected, w.cameFrom, w.cameTo = cellIn(w.p, s.p, w.selected), cellIn(w.p, s.p, w.cameFrom), cellIn(w.p, s.p, w.cameTo)
	w.p, w.fill, w.shown, w.compare, w.typed = s.p, s.fill, nil, nil, ""
	if s.file != w.file {
		w.file = s.file
		w.doc.Opened(s.file.path)
	}
	w.stopStale(true)
	w.changed()
}

func (w *Workspace) escape() {
	switch {
	case w.status.Busy():
		w.status.Stop()
	case w.compare != nil || w.shown != nil:
		w.shown, w.compare = nil, nil
		w.changed()
	default:
		w.selected, w.typed = -1, ""
		w.changed()
	}
}

// OpenPath reads a puzzle in the seed's text format; on error nothing
// changes.
func (w *Workspace) OpenPath(path string) error {
	f, err := openfile.Regular(path)
	if err != nil {
		return err
	}
	defer f.Close()
	p, err := game.Read(f)
	if err != nil {
		return err // the open dialog's headline names the file
	}
	w.status.Interrupt() // "stopped" added to "Opened", not replacing it
	w.setPuzzle(p, path)
	msg := fmt.Sprintf(lang.L("Opened %s"), path)
	if n := countFilled(w.fill); n > 0 {
		msg = fmt.Sprintf(lang.L("Opened %s, with the %d numbers you filled in last time (Play shows them)."), path, n)
	}
	w.status.SetMessage(msg)
	return nil
}

// SaveThen saves as Save does and calls then once saved (kit.Unsaved): the
// way Discard dialogs offer to keep the work.
func (w *Workspace) SaveThen(then func()) { w.doc.SaveThen(then) }

// SavePath writes the puzzle in the seed's format with our coords section.
func (w *Workspace) SavePath(path string) error {
	var b bytes.Buffer
	if err := w.p.Write(&b); err != nil {
		return err
	}
	if err := safefile.WriteBytes(path, b.Bytes()); err != nil {
		return err
	}
	w.file.path, w.file.saved = path, b.String()
	return nil
}

// Snapshot is the puzzle in its file format (kit.Recoverable).
func (w *Workspace) Snapshot() (string, []byte, error) {
	var b bytes.Buffer
	err := w.p.Write(&b)
	return ".txt", b.Bytes(), err
}

// Recover opens a snapshot as the unsaved puzzle of file doc
// (kit.Recoverable).
func (w *Workspace) Recover(path, doc string) error {
	if err := w.OpenPath(path); err != nil {
		return err
	}
	w.file.path, w.file.saved = doc, ""
	w.doc.Opened(doc)
	w.status.SetMessage(kit.RecoveredText())
	return nil
}

// puzzleText is p in its file format, to compare puzzles.
func puzzleText(p *game.Puzzle) string {
	var b bytes.Buffer
	if err := p.Write(&b); err != nil {
		return ""
	}
	return b.String()
}

// Unsaved names the puzzle when it differs from the one last opened or
// saved (kit.Unsaved). The numbers filled in play mode are not part of the
// file, so playing loses nothing a file would keep.
func (w *Workspace) Unsaved() string {
	if puzzleText(w.p) == w.file.saved {
		return ""
	}
	return lang.L("the Rikudo puzzle being designed")
}

func (w *Workspace) open() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, func() {
		w.k.OpenWith("rikudo", lang.L("Open a Rikudo puzzle"), []string{".txt"}, w.OpenPath)
	})
}

// Document is the file the work is kept in (kit.Documented).
func (w *Workspace) Document() string { return w.doc.Path }

// announceSaved says where the puzzle went.
func (w *Workspace) announceSaved(path string) {
	w.status.SetMessage(fmt.Sprintf(lang.L("Saved %s"), path))
}
