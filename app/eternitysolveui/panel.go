// Package eternitysolveui is the Solve panel of the Eternity workspace: it
// runs the solvers of solvers/eternity on the design being edited, shows
// the partial board about ten times a second with live counters, lets the
// user step through the solutions found and put one on the board, and
// compares configurations in the seed's table. It plugs into the editor
// through eternityui's solver hooks (SetSolver, Design, ShowBoard,
// ApplyBoard).
package eternitysolveui

import (
	"fmt"
	"runtime"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/eternityui"
	"plateau/app/kit"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// keepSolutions is how many solutions a run keeps to step through.
const keepSolutions = 1000

// Panel is the Solve section of the Eternity side panel.
type Panel struct {
	w                        *eternityui.Workspace
	order, vars, vals, model *kit.Select
	corolle, workers, limit  *kit.Select
	openings, finale         *kit.Select
	methods                  *kit.Select
	count, saveOpenings      *widget.Button
	unique, makeUnique       *widget.Button // searches too
	all, starter             *kit.Check
	result                   *widget.Label
	box                      *fyne.Container // the whole Solve section
	nav                      *fyne.Container
	prev, next               *widget.Button // step through the solutions kept
	which                    *widget.Label

	solutions []*game.Board
	found     int64 // solutions the run found, of which solutions keeps the first keepSolutions
	at        int
	// marks are the pieces to outline on a solution shown: where the two
	// solutions of a uniqueness check differ (keyed by the board, so a
	// later run's boards have none)
	marks     map[*game.Board][]int
	rows      []solver.Row // the last comparison
	solvedFor string       // the design (designKey) the solutions and the answer are about
	ranAll    bool         // the last Run counted every solution (the box as it was then)
	bestOnly  bool         // the board kept is Max score's best, not a solution
	liveNote  string       // said under the live counters while a search runs (a big board's hint)
}

// Attach builds the panel and plugs it into workspace w.
func Attach(w *eternityui.Workspace) *Panel {
	p := &Panel{w: w, result: widget.NewLabel(""), which: widget.NewLabel("")}
	p.result.Wrapping = fyne.TextWrapWord
	p.result.Hide()
	p.order = selectOf(names(solver.Orders()), solver.Default.Order.String())
	p.vars = selectOf(labels(varChoices, varLabel), varLabel(solver.Default.Var))
	p.vals = selectOf(labels(valChoices, valLabel), valLabel(solver.Default.Val))
	p.model = selectOf(labels(modelChoices, modelLabel), modelLabel(solver.Default.Model))
	p.corolle = selectOf([]string{"0", "1", "2"}, strconv.Itoa(solver.Default.Corolle))
	var ws []string
	for i := 1; i <= runtime.NumCPU(); i++ {
		ws = append(ws, strconv.Itoa(i))
	}
	p.workers = selectOf(ws, ws[len(ws)-1])
	p.limit = kit.NewSelect(kit.LimitNames(limits), nil)
	p.limit.SetSelectedIndex(0)
	p.openings = selectOf([]string{lang.L("auto"), "1", "2", "3", "4", "5", "6", "7", "8", "10", "12"}, lang.L("auto"))
	p.finale = selectOf([]string{"0", "2", "4", "6", "7", "8", "10", "12"}, "0")
	p.all = kit.NewCheck(lang.L("All solutions"), nil)
	p.count = widget.NewButton(lang.L("Count"), p.Estimate)
	p.saveOpenings = widget.NewButton(lang.L("Save…"), p.SaveOpenings)
	p.unique = widget.NewButton(lang.L("Check unique"), p.CheckUnique)
	p.makeUnique = widget.NewButton(lang.L("Make unique"), p.MakeUnique)
	p.starter = kit.NewCheck(lang.L("Eternity II starter piece (139 on I8)"), nil)
	p.starter.Hide()
	p.methods = kit.NewSelect(methodNames(), func(string) { p.methodChanged() })
	p.methods.SetSelectedIndex(0)
	p.restoreChoices()
	// icons, not ◀ and ▶: the fonts have no such characters and drew
	// emoji circles in their place
	p.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.step(-1) })
	p.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.step(1) })
	apply := widget.NewButton(lang.L("Put on the board"), p.apply)
	// wrapped, so that "Solution 3 of the first 1000 kept (10.7k found)"
	// does not widen the panel past the window
	p.which.Wrapping, p.which.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
	p.nav = container.NewVBox(container.NewBorder(nil, nil, p.prev, p.next, p.which), apply)
	p.nav.Hide()
	p.box = container.NewVBox(
		kit.Form(
			kit.Field{Label: lang.L("Method"), Control: p.methods},
			kit.Field{Label: lang.L("Scan order"), Control: p.order},
			kit.Field{Label: lang.L("Variable"), Control: p.vars},
			kit.Field{Label: lang.L("Value"), Control: p.vals},
			kit.Field{Label: lang.L("Model"), Control: p.model},
			kit.Field{Label: lang.L("Corolle"), Control: p.corolle},
			kit.Field{Label: lang.L("Workers"), Control: p.workers},
			kit.Field{Label: lang.L("Time limit"), Control: p.limit},
			kit.Field{Label: lang.L("Openings"), Control: p.openings},
			// under the depth they act on, rather than beside it: beside,
			// they widened the panel by their width in French; and one
			// over the other, each as wide as the selects: side by side
			// in a grid, each as wide as the wider, they made the panel
			// 480 wide in French at Larger
			kit.Field{Control: container.NewVBox(p.count, p.saveOpenings)},
			kit.Field{Label: lang.L("Finale"), Control: p.finale}),
		p.all, p.starter,
		container.NewGridWithColumns(2,
			widget.NewButton(lang.L("Solve"), p.Run),
			p.unique),
		container.NewGridWithColumns(2, p.makeUnique, widget.NewButton(lang.L("Compare…"), p.compareDialog)),
		p.result, p.nav,
	)
	w.SetSolver(p.box, p.Run)
	w.OnChange(func() {
		// The pieces or the fixed ones changed under the answer: the
		// solutions no longer fit, a count or "exactly one" no longer
		// holds, so forget them. A board put on the design, one of them or
		// the person's own, leaves them to step through.
		if designKey(w.Design()) != p.solvedFor {
			p.solutions = nil
			p.nav.Hide()
			p.setResult("") // about other pieces
		}
	})
	return p
}

// setResult shows what the last search found, or hides the line when
// there is nothing to say (an empty line left a gap under the buttons).
func (p *Panel) setResult(text string) {
	kit.SetText(p.result, text, p.box)
}

func selectOf(options []string, selected string) *kit.Select {
	s := kit.NewSelect(options, nil)
	s.SetSelected(selected)
	return s
}

func names(orders []solver.Order) []string {
	out := make([]string, len(orders))
	for i, o := range orders {
		out[i] = o.String()
	}
	return out
}

// Config reads the configuration from the selectors.
func (p *Panel) Config() (solver.Config, error) {
	var c solver.Config
	var err error
	if c.Order, err = solver.ParseOrder(p.order.Selected); err != nil {
		return c, err
	}
	var ok [3]bool
	c.Var, ok[0] = chosen(varChoices, p.vars.SelectedIndex())
	c.Val, ok[1] = chosen(valChoices, p.vals.SelectedIndex())
	c.Model, ok[2] = chosen(modelChoices, p.model.SelectedIndex())
	if ok != [3]bool{true, true, true} {
		return c, fmt.Errorf("no variable, value or model chosen")
	}
	c.Corolle, _ = strconv.Atoi(p.corolle.Selected)
	return c, c.Validate()
}

func (p *Panel) step(d int) {
	if len(p.solutions) == 0 {
		return
	}
	p.at = (p.at + d + len(p.solutions)) % len(p.solutions)
	p.showSolution()
}

func (p *Panel) showSolution() {
	switch {
	case p.bestOnly: // "Solution 1 of 1" under "110 of 112 joins matched"
		p.which.SetText(lang.L("The best board found"))
	case p.found > int64(len(p.solutions)):
		p.which.SetText(fmt.Sprintf(lang.L("Solution %d of the first %d kept (%s found)"), p.at+1, len(p.solutions), kit.Human(float64(p.found))))
	default:
		p.which.SetText(fmt.Sprintf(lang.L("Solution %d of %d"), p.at+1, len(p.solutions)))
	}
	if len(p.solutions) > 1 { // with one, they did nothing
		p.prev.Enable()
		p.next.Enable()
	} else {
		p.prev.Disable()
		p.next.Disable()
	}
	b := p.solutions[p.at]
	_ = p.w.ShowBoardMarked(b, p.marks[b])
}

func (p *Panel) apply() {
	if len(p.solutions) == 0 {
		return
	}
	b := p.solutions[p.at]
	if err := p.w.ApplyBoard(b); err != nil {
		p.w.Status().SetMessage(kit.ErrorText(err))
	}
}

// designKey names what a search's answer is about: the pieces and the
// fixed ones (a count or "exactly one" made with other fixed pieces no
// longer holds).
func designKey(d *game.Design) string { return solver.PuzzleID(d.Puzzle, d.Board) }
