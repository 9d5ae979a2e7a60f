package rikudoui

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/ctxio"
	"plateau/app/kit"
	"plateau/app/safefile"
	game "plateau/games/rikudo"
	"plateau/render/paint"
	draw "plateau/render/rikudo"
	solve "plateau/solvers/rikudo"
)

// panel is the side panel: mode, the puzzle's counts, the solvers and
// their last answer, play progress, exports.
type panel struct {
	w       *Workspace
	root    fyne.CanvasObject
	mode    *widget.RadioGroup
	info    *widget.Label
	engine  *kit.Select
	limit   *kit.Select // the time limit of Check unique and Solve
	result  *widget.Label
	playing *widget.Label

	// verdict is the last search's answer and verdictOf the puzzle (in its
	// file format) it is about: the answer is shown only while the puzzle
	// is that one, so "exactly one solution" never outlives an edit.
	verdict, verdictOf string
}

func newPanel(w *Workspace) *panel {
	p := &panel{w: w, info: widget.NewLabel(""), result: widget.NewLabel(""), playing: widget.NewLabel("")}
	p.result.Wrapping = fyne.TextWrapWord
	p.result.Hide() // until a search has something to say
	p.playing.Wrapping = fyne.TextWrapWord
	edit, play := lang.L("Design"), lang.L("Play")
	p.mode = widget.NewRadioGroup([]string{edit, play}, nil)
	p.mode.Horizontal = true
	p.mode.SetSelected(edit)
	p.mode.OnChanged = func(s string) {
		if (s == play) != w.play {
			w.setPlay(s == play)
		}
	}
	kit.Radio(p.mode)
	p.engine = kit.NewSelect([]string{lang.L("Direct search"), lang.L("SAT (gini)")}, nil)
	// SAT is the faster engine on large puzzles; the direct search is the
	// independent cross-check.
	p.engine.SetSelectedIndex(1)
	p.limit = kit.NewSelect(kit.LimitNames(limits), nil)
	p.limit.SetSelectedIndex(defaultLimit)
	p.restoreChoices()
	help := widget.NewLabel(lang.L("Design: click a cell and type its number (the arrow keys move to the next cell), click the border between two cells for a bridge (or B, over the last arrow's step), right-click to block or unblock a cell (or X to block it). Play: fill the numbers 1 to n along a path."))
	help.Wrapping = fyne.TextWrapWord
	p.root = container.NewVBox(
		kit.Section(lang.L("Mode"), p.mode, p.info),
		kit.Section(lang.L("Prove it"), kit.Row(lang.L("Solver"), p.engine), kit.Row(lang.L("Time limit"), p.limit),
			container.NewGridWithColumns(2,
				widget.NewButtonWithIcon(lang.L("Check unique"), theme.ConfirmIcon(), w.checkUnique),
				widget.NewButtonWithIcon(lang.L("Solve"), theme.MediaPlayIcon(), w.Solve)),
			p.result),
		kit.Section(lang.L("Make one"), widget.NewButtonWithIcon(lang.L("Generate…"), theme.ViewRefreshIcon(), w.generateDialog)),
		kit.Section(lang.L("Play"), container.NewGridWithColumns(2,
			widget.NewButtonWithIcon(lang.L("Hint"), theme.HelpIcon(), w.hint),
			widget.NewButtonWithIcon(lang.L("Start over"), theme.ContentClearIcon(), w.startOver)), p.playing),
		kit.Section(lang.L("Print"), container.NewGridWithColumns(4,
			widget.NewButton("PDF", func() { w.exportDialog(".pdf") }),
			widget.NewButton("PNG", func() { w.exportDialog(".png") }),
			widget.NewButton("SVG", func() { w.exportDialog(".svg") }),
			widget.NewButton("CNF", func() { w.exportDialog(".cnf") }))),
		kit.Section(lang.L("How to"), help),
	)
	return p
}

func (p *panel) toolbarItems() []widget.ToolbarItem {
	w := p.w
	return []widget.ToolbarItem{
		w.k.NewToolAction(theme.ConfirmIcon(), lang.L("Check unique (Space)"), w.checkUnique),
		w.k.NewToolAction(theme.MediaPlayIcon(), lang.L("Solve"), w.Solve),
		w.k.NewToolAction(theme.ViewRefreshIcon(), lang.L("Generate a puzzle…"), w.generateDialog),
		w.k.NewToolAction(theme.DocumentPrintIcon(), lang.L("Print to PDF… (Ctrl+P)"), func() { w.exportDialog(".pdf") }), // print: the page(s), on the paper of Settings
	}
}

func (p *panel) method() solve.Method {
	if p.engine.SelectedIndex() == 1 {
		return solve.SAT
	}
	return solve.Direct
}

// setResult records what a search found about the puzzle whose file text
// is of, and shows it.
func (p *panel) setResult(s, of string) {
	p.verdict, p.verdictOf = s, of
	p.showResult()
}

// showResult shows the verdict while it is about the puzzle on the board,
// with how to leave a solution shown over it.
func (p *panel) showResult() {
	s := p.verdict
	switch {
	case puzzleText(p.w.p) != p.verdictOf:
		s = ""
	case p.w.compare != nil || p.w.shown != nil:
		s += " " + lang.L("Click the board to go back to the puzzle.")
	}
	kit.SetText(p.result, s, p.root)
}

func (p *panel) showMode() {
	want := lang.L("Design")
	if p.w.play {
		want = lang.L("Play")
	}
	if p.mode.Selected != want {
		p.mode.SetSelected(want)
	}
}

// update shows the puzzle's counts and the player's progress.
func (p *panel) update() {
	w := p.w
	p.info.SetText(kit.Count(int64(w.p.N()), lang.L("%d cell"), lang.L("%d cells")) + ", " +
		kit.Count(int64(w.p.NumGivens()), lang.L("%d given"), lang.L("%d givens")) + ", " +
		kit.Count(int64(len(w.p.Bridges())), lang.L("%d bridge"), lang.L("%d bridges")))
	board := w.board()
	filled := 0
	for _, v := range board {
		if v > 0 {
			filled++
		}
	}
	// a label's words, which agree with no count: "0 cases remplies sur
	// 36" took the plural in French, which 0 and 1 do not
	text := fmt.Sprintf(lang.L("Cells filled: %d of %d, in conflict: %d"), filled, w.p.N(), len(w.p.Conflicts(board)))
	if filled == w.p.N() && w.p.Check(board) == nil {
		text = lang.L("Solved! Well done.")
	}
	p.playing.SetText(text)
	p.showResult()
}

// newDialog asks first about unsaved work, as New does in every
// workspace: Undo brings a replaced design back, but Open after it clears
// the history, and its question then named only the new empty board.
func (w *Workspace) newDialog() { w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, w.showNewDialog) }

// showNewDialog asks for the radius of a new empty hexagon.
func (w *Workspace) showNewDialog() {
	radius := kit.NewSelect([]string{"2", "3", "4", "5", "6", "7", "8", "9", "10"}, nil)
	radius.SetSelected("4")
	d := kit.NewForm(lang.L("New Rikudo"), lang.L("Create"), lang.L("Cancel"),
		[]*widget.FormItem{widget.NewFormItem(lang.L("Hexagon radius"), radius)}, func(ok bool) {
			if !ok {
				return
			}
			r, _ := strconv.Atoi(radius.Selected)
			if err := w.newHexagon(r); err != nil {
				kit.ShowError(err, w.k.Window)
			}
		}, w.k.Window)
	d.Show()
}

// newHexagon replaces the puzzle by an empty hexagon of radius r (Undo
// brings the old one back). A job running on the old puzzle is stopped:
// its answer is about another puzzle, and a generation kept both cores
// busy under the new one, or, on a hexagon of the same size, filled it.
func (w *Workspace) newHexagon(r int) error {
	p, err := game.NewHexagon(r)
	if err != nil {
		return err
	}
	w.status.Interrupt()
	w.edit()
	w.p, w.selected = p, -1
	w.file = &document{}
	w.doc.Opened("")
	w.fill = make([]int, p.N())
	w.status.SetMessage(fmt.Sprintf(lang.L("New hexagon of radius %d: %d cells. Generate fills it with clues."), r, p.N()))
	w.changed()
	return nil
}

// exportDialog saves a printable picture or the SAT model, in a job: a
// PNG of the sample took 0.2 to 0.4 s to draw and encode, on the window's
// goroutine. While another job runs (a uniqueness check), the bar runs one
// job at a time: the export is written beside it, in a goroutine of its
// own that quitting waits for (kit.Go), and cannot be stopped.
func (w *Workspace) exportDialog(ext string) {
	w.k.Files.Save(lang.L("Export the puzzle"), kit.Beside(w.doc.Path, "rikudo"+ext, ext), []string{ext}, func(path string) {
		if path == "" {
			return
		}
		write, err := w.exporter(path)
		if err != nil {
			kit.ShowSaveError(path, err, w.k.Window)
			return
		}
		msg := fmt.Sprintf(lang.L("Exported %s"), path)
		if ext == ".pdf" && w.shown == nil {
			switch {
			case w.hasKey():
				msg = fmt.Sprintf(lang.L("Exported %s: the puzzle, and its solution on page 2."), path)
			case w.severalOf == puzzleText(w.p):
				msg = fmt.Sprintf(lang.L("Exported %s: the puzzle alone, as it has several solutions."), path)
			default:
				msg += " " + lang.L("(Check unique first, and the PDF prints the solution on page 2.)")
			}
		}
		if w.status.Busy() {
			// The bar's job goes on; the export runs beside it, off the UI
			// goroutine (a PNG took 3 s there while a generation ran).
			kit.Go(func() {
				err := write(context.Background())
				kit.Do(func() {
					if err != nil {
						kit.ShowSaveError(path, err, w.k.Window)
						return
					}
					w.status.SetMessageFile(msg, path)
				})
			})
			return
		}
		job := func(ctx context.Context, _ *kit.Progress) error { return write(ctx) }
		w.status.Start(fmt.Sprintf(lang.L("Exporting %s"), filepath.Base(path)), kit.SaveJob(path, job), func() { w.status.SetMessageFile(msg, path) }, nil)
	})
}

// hasKey reports whether the puzzle on the board is known to have exactly
// one solution, w.key.
func (w *Workspace) hasKey() bool {
	return w.key != nil && w.keyOf == puzzleText(w.p)
}

// Export writes the puzzle as a PDF (a page of the paper of Settings, and a second with its
// solution when it is known to be the only one), PNG or SVG for print, or
// its SAT model as DIMACS CNF, by the path's extension.
func (w *Workspace) Export(path string) error {
	write, err := w.exporter(path)
	if err != nil {
		return err
	}
	return write(context.Background())
}

// exporter is Export's writing, of the puzzle as it is now, to be done on
// any goroutine (it touches the workspace no more), and stopped with ctx
// (the file then left as it was).
func (w *Workspace) exporter(path string) (func(ctx context.Context) error, error) {
	render, err := w.renderer(path)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) error {
		return safefile.Write(path, func(wr io.Writer) error { return render(ctxio.Writer(ctx, wr)) })
	}, nil
}

// renderer writes the file of path's extension, of the puzzle as it is
// now: its SAT model (.cnf), or a picture of it or of the solution shown.
func (w *Workspace) renderer(path string) (func(io.Writer) error, error) {
	p := w.p.Clone()
	if strings.EqualFold(filepath.Ext(path), ".cnf") {
		return func(wr io.Writer) error { return solve.NewModel(p).WriteDIMACS(wr) }, nil // built in the job
	}
	f, err := paint.FormatOf(path)
	if err != nil {
		return nil, err
	}
	caption := fmt.Sprintf(lang.L("Write 1 to %d in the cells, each number next to the one before; a dot joins two numbers that follow each other."), p.N())
	shown := slices.Clone(w.shown)
	if f == paint.FormatPDF {
		paper := w.k.Paper()
		puzzle := draw.Page{Title: w.printTitle(), Caption: caption}
		answer := draw.Page{Title: fmt.Sprintf(lang.L("%s: solution"), puzzle.Title)}
		switch {
		case shown != nil:
			return func(wr io.Writer) error { return draw.ExportPDF(wr, paper, p, shown, answer) }, nil
		case w.hasKey():
			key := slices.Clone(w.key)
			return func(wr io.Writer) error { return draw.ExportWithKey(wr, paper, p, key, puzzle, answer) }, nil
		}
		return func(wr io.Writer) error { return draw.ExportPDF(wr, paper, p, nil, puzzle) }, nil
	}
	if shown != nil {
		caption = lang.L("Solution")
	}
	// About 1.2 cm a cell when printed at 300 dpi on A4.
	const side = 1600
	return func(wr io.Writer) error { return draw.Export(wr, f, p, shown, side, side, caption) }, nil
}

// printTitle heads the printed pages: the puzzle's file name (without
// its extension) when it has one, its size and, when Generate made it,
// its level and the seed that makes it again (as the CLI's title), so
// that two printouts, and their solution pages, can be told apart.
func (w *Workspace) printTitle() string {
	name := strings.TrimSuffix(filepath.Base(w.file.path), filepath.Ext(w.file.path))
	generated := w.levelOf == puzzleText(w.p)
	level := lang.L(w.level.String())
	switch {
	case w.file.path == "" && !generated:
		return fmt.Sprintf(lang.L("Rikudo, %d cells"), w.p.N())
	case w.file.path == "":
		return fmt.Sprintf(lang.L("Rikudo, %d cells, %s, seed %d"), w.p.N(), level, w.seed)
	case !generated:
		return fmt.Sprintf(lang.L("%s — Rikudo, %d cells"), name, w.p.N())
	}
	return fmt.Sprintf(lang.L("%s — Rikudo, %d cells, %s, seed %d"), name, w.p.N(), level, w.seed)
}
