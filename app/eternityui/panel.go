package eternityui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// swatchSize is the side of a palette swatch in the side panel at the
// normal interface size (see swatchSide).
const swatchSize = 34

// maxProblemRows bounds the problems listed: a blank design can break the
// laws hundreds of times, and the first few say what to do.
const maxProblemRows = 12

// Past scrollProblemsFrom rows the problems scroll in a box problemsHeight
// high.
const (
	scrollProblemsFrom = 3
	problemsHeight     = 220
)

// panel is the side panel: the puzzle, the score, the palette, the two
// laws, the solver's place and the view options.
type panel struct {
	w                  *Workspace
	root               fyne.CanvasObject
	name, size, kinds  *widget.Label
	placed, solved     *widget.Label
	scoreBar           *widget.ProgressBar
	frameRow, innerRow *fyne.Container
	brushHint          *widget.Label
	lawsHead           *widget.Label
	problems           *fyne.Container
	lawsBox            *fyne.Container // the problems, in a scroll when they are many
	rows               []*problemRow
	swatches           []*swatch
	solver             *fyne.Container
	scroll             *container.Scroll // the frame's scroll around the panel, once found
	shown              *game.Design      // the design the palette and problems were built for
}

func wrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func newPanel(w *Workspace) *panel {
	p := &panel{w: w, name: wrapped(""), size: wrapped(""), kinds: wrapped(""),
		placed: widget.NewLabel(""), solved: widget.NewLabel(""), scoreBar: widget.NewProgressBar(),
		brushHint: wrapped(""), lawsHead: wrapped(""), problems: container.NewVBox(), lawsBox: container.NewStack(), solver: container.NewVBox()}
	p.name.TextStyle.Bold = true
	p.solved.TextStyle.Bold = true
	p.scoreBar.TextFormatter = func() string {
		return fmt.Sprintf(lang.L("%d of %d joins matched"), w.score.Matched, w.score.Total)
	}
	p.frameRow = container.New(&swatchGrid{})
	p.innerRow = container.New(&swatchGrid{})
	p.solver.Hide()
	numbers := kit.NewCheck(lang.L("Piece numbers"), func(on bool) { w.numbers = on; w.view.Refresh() })
	numbers.SetChecked(w.numbers)
	marks := kit.NewCheck(lang.L("Mark mismatched edges"), func(on bool) { w.marks = on; w.view.Refresh() })
	marks.SetChecked(w.marks)
	clearBtn := widget.NewButton(lang.L("Clear"), w.clearBoard)
	clearBtn.Importance = widget.LowImportance
	shuffleBtn := widget.NewButton(lang.L("Shuffle pieces"), w.ShufflePieces)
	shuffleBtn.Importance = widget.LowImportance
	help := wrapped(lang.L("Drag pieces between the tray and the board. Turn a piece with the wheel, a right click or R; F fixes the selected piece as a hint, Delete puts it back in the tray."))
	p.root = container.NewVBox(
		container.NewVBox(p.name, p.size, p.kinds),
		kit.Section(lang.L("Score"), kit.OnBar(p.scoreBar), p.placed, container.NewHBox(layout.NewSpacer(), shuffleBtn, clearBtn),
			container.New(oneLine{}, p.solved)),
		kit.Section(lang.L("Palette"),
			widget.NewLabel(lang.L("Frame colours")), p.frameRow,
			widget.NewLabel(lang.L("Inner colours")), p.innerRow, p.brushHint),
		kit.Section(lang.L("The two laws"), p.lawsHead, p.lawsBox),
		p.solver,
		kit.Section(lang.L("View"), numbers, marks, help),
	)
	return p
}

// displayName is the design's name as the panel heads it (and its printed
// board): "Untitled puzzle" when it has none.
func (w *Workspace) displayName() string {
	if w.d.Name == "" {
		return lang.L("Untitled puzzle")
	}
	return w.d.Name
}

// update shows the workspace's state; UI goroutine only.
func (p *panel) update() {
	w := p.w
	d, s := w.d, w.score
	p.name.SetText(w.displayName())
	frame, inner := d.Puzzle.Colors()
	p.size.SetText(fmt.Sprintf(lang.L("%d x %d, %d pieces, %d + %d colours"), d.Puzzle.W, d.Puzzle.H, d.Puzzle.N(), len(frame), len(inner)))
	n := d.Puzzle.Count()
	p.kinds.SetText(fmt.Sprintf(lang.L("%d corners, %d border, %d inner"), n[game.Corner], n[game.Border], n[game.Inner]))
	p.scoreBar.SetValue(float64(s.Matched) / float64(max(s.Total, 1)))
	p.placed.SetText(fmt.Sprintf(lang.L("Placed %d of %d, %d fixed"), s.Placed, s.Cells, fixedCount(w.shownBoard())))
	// The line keeps its place (oneLine), empty when there is nothing to say.
	said := p.solved.Text != ""
	switch {
	case w.preview != nil:
		p.solved.Text, p.solved.Importance = lang.L("Showing the solver's board."), widget.WarningImportance
	case s.Solved() && len(w.problems) == 0:
		p.solved.Text, p.solved.Importance = lang.L("Solved!"), widget.SuccessImportance
	case s.Solved():
		p.solved.Text, p.solved.Importance = lang.L("Every join matches."), widget.MediumImportance
	default:
		p.solved.Text = ""
	}
	p.solved.Refresh()
	// Laid out again as when the line came and went: a Solve's answer,
	// below, grew with it, and headless tests have no frames to lay it out.
	relayout := said != (p.solved.Text != "")
	if d != p.shown {
		p.shown = d
		p.buildPalette()
		p.buildProblems()
		relayout = true
	}
	if relayout {
		p.relayout()
	}
	p.select_()
	w.status.SetCounters(fmt.Sprintf(lang.L("score %d/%d · placed %d/%d"), s.Matched, s.Total, s.Placed, s.Cells))
}

func fixedCount(b *game.Board) int {
	n := 0
	for _, pl := range b.Cells {
		if pl.Fixed {
			n++
		}
	}
	return n
}

// relayout lays the panel out again after rows came or went. The window
// does so itself on its next frame, but headless captures and tests have
// no frames.
func (p *panel) relayout() {
	if p.scroll == nil {
		p.scroll = findScroll(p.w.root, p.root)
	}
	if p.scroll != nil {
		p.scroll.Refresh()
	}
	box := p.root.(*fyne.Container)
	box.Layout.Layout(box.Objects, box.Size())
}

// findScroll finds, under o, the scroll container holding the panel.
func findScroll(o fyne.CanvasObject, panel fyne.CanvasObject) *container.Scroll {
	switch t := o.(type) {
	case *container.Scroll:
		if t.Content == panel || contains(t.Content, panel) {
			return t
		}
	case *fyne.Container:
		for _, c := range t.Objects {
			if s := findScroll(c, panel); s != nil {
				return s
			}
		}
	}
	return nil
}

func contains(o, target fyne.CanvasObject) bool {
	if c, ok := o.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if x == target || contains(x, target) {
				return true
			}
		}
	}
	return false
}

// buildPalette fills the two rows of swatches, each ending with a button
// that adds a colour to its set.
func (p *panel) buildPalette() {
	w := p.w
	frame, inner, mixed := w.colorGroups()
	pal := palette(w.d)
	p.swatches = p.swatches[:0]
	fill := func(row *fyne.Container, colors []game.Color, isFrame bool) {
		objs := make([]fyne.CanvasObject, 0, len(colors)+1)
		for _, c := range colors {
			s := newSwatch(c, pal.Swatch(c), mixed[c], w.SetBrush)
			p.swatches = append(p.swatches, s)
			objs = append(objs, s)
		}
		add := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { w.AddColor(isFrame) })
		add.Importance = widget.LowImportance
		row.Objects = append(objs, add)
		row.Refresh()
	}
	fill(p.frameRow, frame, true)
	fill(p.innerRow, inner, false)
}

// buildProblems lists the law problems, the first maxProblemRows of them.
func (p *panel) buildProblems() {
	w := p.w
	p.rows = p.rows[:0]
	var objs []fyne.CanvasObject
	for i, pr := range w.problems {
		if i == maxProblemRows {
			more := wrapped(fmt.Sprintf(lang.L("… and %d more."), len(w.problems)-i))
			objs = append(objs, more)
			break
		}
		row := newProblemRow(problemText(pr), func() { w.ShowProblem(i) })
		p.rows = append(p.rows, row)
		objs = append(objs, row)
	}
	p.problems.Objects = objs
	p.problems.Refresh()
	// A few problems show as they are; more scroll in a box of their own,
	// so that the rest of the panel stays in reach.
	if len(objs) > scrollProblemsFrom {
		sc := container.NewVScroll(p.problems)
		sc.SetMinSize(fyne.NewSize(0, problemsHeight))
		p.lawsBox.Objects = []fyne.CanvasObject{sc}
	} else {
		p.lawsBox.Objects = []fyne.CanvasObject{p.problems}
	}
	p.lawsBox.Refresh()
	switch n := len(w.problems); n {
	case 0:
		p.lawsHead.SetText(lang.L("Both laws hold."))
		p.lawsHead.Importance = widget.SuccessImportance
	default:
		p.lawsHead.SetText(kit.Count(int64(n), lang.L("%d problem: click it to highlight its pieces."),
			lang.L("%d problems: click one to highlight its pieces.")))
		p.lawsHead.Importance = widget.DangerImportance
	}
	p.lawsHead.Refresh()
}

// select_ shows the brush and the chosen problem without rebuilding.
func (p *panel) select_() {
	w := p.w
	for _, s := range p.swatches {
		s.setSelected(s.c == w.brush)
	}
	for i, r := range p.rows {
		r.setSelected(i == w.problem)
	}
	if w.brush != 0 {
		p.brushHint.SetText(fmt.Sprintf(lang.L("Painting colour %d: click an edge of a piece. Click the colour again or press Esc to stop."), w.brush))
	} else {
		p.brushHint.SetText(lang.L("Click a colour (or press C), then an edge of a piece to paint the join. + adds a colour."))
	}
}

// ShowProblem highlights the pieces of law problem i (again: none).
func (w *Workspace) ShowProblem(i int) {
	if i == w.problem || i < 0 || i >= len(w.problems) {
		w.problem, w.highlight = -1, nil
	} else {
		w.problem, w.highlight = i, w.problems[i].Pieces
		w.problemKey = keyOf(w.problems[i])
		w.status.SetMessage(problemText(w.problems[i]))
	}
	w.refresh()
}

// problemKey identifies a law problem across edits: its kind, colour and
// kind of piece, and for a problem about particular pieces the first one.
type problemKey struct {
	kind  game.ProblemKind
	color game.Color
	frame bool
	piece game.Kind
	first int
}

func keyOf(pr game.Problem) problemKey {
	k := problemKey{kind: pr.Kind, color: pr.Color, frame: pr.Frame, piece: pr.PieceKind}
	switch pr.Kind {
	case game.Duplicate, game.HalfTurnSymmetric, game.MisplacedGrey:
		if len(pr.Pieces) > 0 {
			k.first = pr.Pieces[0]
		}
	}
	return k
}

// keepProblem follows the chosen problem into the new list after an edit,
// or forgets it once it is solved.
func (w *Workspace) keepProblem() {
	if w.problem < 0 {
		return
	}
	w.problem, w.highlight = -1, nil
	for i, pr := range w.problems {
		if keyOf(pr) == w.problemKey {
			w.problem, w.highlight = i, pr.Pieces
			return
		}
	}
}
