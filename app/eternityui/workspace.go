// Package eternityui is the Eternity workspace: the editor of edge-matching
// puzzles. The user lays pieces on the board from a tray, turns and fixes
// them, paints edge colours from a palette, sees the score and the two laws
// checked live, generates puzzles, opens, saves and exports them, and undoes
// any edit. The model lives in games/eternity and the drawing in
// render/eternity; a solver panel plugs in through the methods of solver.go.
package eternityui

import (
	"bytes"
	"image"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
	draw "plateau/render/eternity"
	"plateau/render/paint"
	"plateau/resources"
)

// sampleName is the embedded design the workspace opens on.
const sampleName = "eternity_6x6.json"

// Workspace is the Eternity editor.
type Workspace struct {
	k      *kit.Kit
	status *kit.StatusBar
	view   *kit.BoardView
	panel  *panel
	tools  *tools
	root   fyne.CanvasObject

	// The document. A design is never changed in place once shown: an edit
	// builds a new one, so the history can keep the old one as it is.
	d        *game.Design
	hist     *kit.History[version]
	lastEdit string    // merge key of the last edit (see edit)
	file     *document // the file last opened or saved, and the design as it was there

	// What the view shows besides the design; none of it is undone.
	selected   int                 // the selected piece, 0 for none
	cursor     int                 // the keyboard's cell (keys.go), y*W+x+1; 0 for none
	typed      string              // the piece number being typed for the cursor's cell
	refused    bool                // the number typed went past the last piece: Enter waits for another
	problem    int                 // index of the law problem shown, -1 for none
	problemKey problemKey          // that problem, to follow it across edits
	highlight  []int               // the pieces that problem names
	brush      game.Color          // the colour being painted, 0 when not painting
	classes    map[game.Color]bool // frame (true) or inner, for colours no piece uses now
	drag       *dragState
	hover      paint.Pt
	hovering   bool
	hoverPiece int         // the piece under the pointer, 0 for none
	wheel      float64     // wheel notches not yet turned into quarter turns
	wheelAt    int         // the piece those notches turn
	preview    *game.Board // a board shown instead of the design's (a solver's), nil for none
	live       bool        // preview is a running job's, shown again at its next tick (ShowLiveBoard)
	outlined   []int       // pieces outlined on the preview (where two solutions part), gone with it
	numbers    bool
	marks      bool

	// Derived from the design after each change.
	problems []game.Problem
	score    game.Score

	exporting bool     // the job running is an export, which edits leave be (stopsJob)
	solve     func()   // the solver's start action, nil until SetSolver
	listeners []func() // OnChange callbacks
}

// New builds the workspace on the embedded 6x6 sample.
func New(k *kit.Kit) *Workspace {
	w := &Workspace{k: k, hist: kit.NewHistory[version](0), problem: -1,
		classes: map[game.Color]bool{}, numbers: true, marks: true}
	w.status = k.NewStatusBar()
	w.view = kit.NewBoardView()
	w.view.Background = surround().Background
	w.view.Paint = w.paint
	w.view.OnTap = w.tap
	w.view.OnSecondaryTap = w.secondaryTap
	w.view.OnDrag = w.dragged
	w.view.OnDragEnd = w.dragEnd
	w.view.OnScroll = w.scrolled
	w.view.OnMove = w.moved
	w.view.OnMouseOut = w.mouseOut
	w.view.OnMouseDown = func(paint.Pt, desktop.MouseButton, fyne.KeyModifier) { w.focusBoard() }
	w.view.OnKey = w.viewKey
	w.tools = newTools(w)
	w.panel = newPanel(w)
	tb := k.Toolbar(w.Keys(), func() { kit.ShowRules(k.Window, "eternity") }, w.tools.items()...)
	w.root = kit.NewFrame(tb, w.view, w.panel.root, w.status)
	w.setDesign(sampleDesign(), "")
	w.status.SetMessage(lang.L("Drag pieces from the tray to the board; click a colour in the palette to paint edges."))
	return w
}

// Info describes the workspace.
func (w *Workspace) Info() kit.Info {
	return kit.Info{ID: "eternity", Title: lang.L("Eternity"),
		Summary: lang.L("Design edge-matching puzzles and prove them with solvers."), Preview: Preview}
}

// Content returns the frame.
func (w *Workspace) Content() fyne.CanvasObject { return w.root }

// Keys returns the shortcut handlers. Space starts the solver once one is
// plugged in (SetSolver).
func (w *Workspace) Keys() kit.Keys {
	return kit.Keys{New: w.newDialog, Open: w.open, Save: w.save, SaveAs: w.saveAs, Undo: w.Undo, Redo: w.Redo,
		CanUndo: w.hist.CanUndo, CanRedo: w.hist.CanRedo,
		Print: func() { w.exportDialog(false, paint.FormatPDF) }, Space: w.startSolver, Escape: w.escape, Board: w.boardKey}
}

// Shown lets go of a drag when the workspace is hidden. A search goes on:
// it is what the person asked for, its Stop is at hand, and a look at
// another workspace stopped a search of ten minutes without a word.
func (w *Workspace) Shown(visible bool) {
	if !visible {
		w.drag = nil
	}
}

// Preview paints the sample puzzle solved, for the Home card: a whole
// board says more about the game than an empty one beside its tray.
func Preview(width, height int) image.Image {
	d := sampleDesign()
	b := d.Board
	if _, sol, err := game.Generate(sampleOptions); err == nil && sol.Validate(d.Puzzle) == nil {
		b = sol
	}
	r := paint.NewRaster(width, height)
	l := draw.NewLayout(d.Puzzle.W, d.Puzzle.H, 0, float64(width), float64(height))
	draw.Draw(r, l, d.Puzzle, b, draw.View{Palette: d.Palette, Surround: surround()})
	return r.Img
}

// sampleOptions generate the sample's pieces and their solution (see
// games/eternity/sample_test.go, which keeps the two in step).
var sampleOptions = game.GenOptions{W: 6, H: 6, BorderColors: 3, InnerColors: 5, Seed: 2016}

// sampleDesign reads the embedded sample; a blank 6x6 design stands in if
// it cannot be read, so the workspace never opens empty.
func sampleDesign() *game.Design {
	if data, err := resources.Sample(sampleName); err == nil {
		if d, err := game.ReadJSON(bytes.NewReader(data)); err == nil {
			// The name heads the panel: in the interface's language, as
			// a generated design's is (the file's own is English).
			d.Name = lang.L("Eternity 6x6, seed 2016")
			return d
		}
	}
	d, _ := game.Blank(6, 6)
	return d
}

// cloneDesign is a deep copy of d.
func cloneDesign(d *game.Design) *game.Design {
	c := *d
	c.Puzzle = d.Puzzle.Clone()
	c.Board = d.Board.Clone()
	c.Palette = slices.Clone(d.Palette)
	return &c
}

// document is a design's file and the design as a JSON file when last
// opened or saved there, to tell unsaved changes. The history's versions
// share their document's: undoing New or Generate gives back the file the
// design came from (it kept none, and Save asked where, or after a Save as
// wrote the older design over the newer's file), and a Save as moves
// every version since with it.
type document struct {
	path, saved string
	disk        kit.OnDisk // path as last read or written, to see another writer
}

// version is a design in the history, with its document.
type version struct {
	d    *game.Design
	file *document
}

// setDesign shows a design with a fresh history, as after opening a file.
func (w *Workspace) setDesign(d *game.Design, path string) {
	w.status.Interrupt()
	w.d = d
	w.file = &document{path: path, saved: designText(d), disk: kit.OnDiskNow(path)}
	w.k.DocumentChanged()
	w.hist.Clear()
	w.lastEdit = ""
	w.resetView()
	w.changed()
}

// resetView forgets the selection, painting and previews that belonged to
// the design shown before.
func (w *Workspace) resetView() {
	w.selected, w.brush, w.drag, w.preview = 0, 0, nil, nil
	w.cursor, w.typed = 0, ""
	w.problem, w.highlight = -1, nil
	clear(w.classes)
}

// changed recomputes what derives from the design, updates the panel and
// repaints; then tells the listeners. UI goroutine only.
func (w *Workspace) changed() {
	w.problems = groupProblems(game.Check(w.d.Puzzle))
	w.rememberClasses()
	w.keepProblem()
	if w.selected > w.d.Puzzle.N() {
		w.selectPiece(0)
	}
	w.refresh()
	w.k.DocumentChanged() // the title marks unsaved work
	for _, fn := range w.listeners {
		fn()
	}
}

// refresh updates the score, the panel, the toolbar and the picture from
// the board shown.
func (w *Workspace) refresh() {
	w.followSelection()
	w.score = game.ScoreBoard(w.d.Puzzle, w.shownBoard())
	w.panel.update()
	w.tools.update()
	w.view.Refresh()
}

// shownBoard is the board on screen: a solver's preview, or the design's.
func (w *Workspace) shownBoard() *game.Board {
	if w.preview != nil {
		return w.preview
	}
	return w.d.Board
}

// escape stops a running job, or else drops the piece number being typed,
// or else leaves painting, the selection and the cursor, the highlighted
// problem and a solver's preview.
func (w *Workspace) escape() {
	switch {
	case w.status.Busy():
		w.status.Stop() // as the Stop button does: an action pressed next waits for the job's end (StatusBar.AfterStop)
	case w.drag != nil:
		w.drag = nil
		w.view.Refresh()
	case w.typed != "" || w.refused:
		w.typed, w.refused = "", false
		w.sayCell()
	default:
		// Said, or the status line went on telling what was put away
		// ("Painting colour 3...", "Found a solution").
		switch {
		case w.preview != nil:
			w.status.SetMessage(lang.L("Back to your design: the solver's board is put away (its solutions stay in the Solver section)."))
		case w.brush != 0:
			w.status.SetMessage(lang.L("Painting stopped: drag pieces to move them."))
		}
		w.brush, w.problem, w.highlight, w.preview = 0, -1, nil, nil
		w.selectPiece(0)
		w.cursor = 0
		w.refresh()
	}
}

// Selected returns the selected piece, 0 for none (for tests).
func (w *Workspace) Selected() int { return w.selected }
