package eternityui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// Sizes offered for new and generated puzzles. Files may hold larger ones
// (up to game.MaxSize), but past 20 pieces are too small to edit by hand.
const (
	minNewSize = game.MinSize
	maxNewSize = 20
)

// sizeSelect is a choice of board side, minNewSize..maxNewSize.
func sizeSelect(cur int, changed func(int)) *kit.Select {
	var opts []string
	for i := minNewSize; i <= maxNewSize; i++ {
		opts = append(opts, strconv.Itoa(i))
	}
	s := kit.NewSelect(opts, nil)
	s.SetSelected(strconv.Itoa(min(max(cur, minNewSize), maxNewSize)))
	s.OnChanged = func(v string) {
		if n, err := strconv.Atoi(v); err == nil && changed != nil {
			changed(n)
		}
	}
	return s
}

func selectedInt(s *kit.Select) int {
	n, _ := strconv.Atoi(s.Selected)
	return n
}

// newDialog asks first about unsaved work, as New does in every
// workspace: Undo brings a replaced design back, but Open after it clears
// the history, and its question then named only the new empty board.
func (w *Workspace) newDialog() { w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, w.showNewDialog) }

// showNewDialog asks for the size of a blank design.
func (w *Workspace) showNewDialog() {
	cols := sizeSelect(w.d.Puzzle.W, nil)
	rows := sizeSelect(w.d.Puzzle.H, nil)
	note := wrapped(lang.L("Every piece starts on the board, frame joins in colour 1 and inner joins in colour 2: paint the joins to make the pieces unique."))
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Columns"), cols),
		widget.NewFormItem(lang.L("Rows"), rows),
		widget.NewFormItem("", note),
	}
	d := kit.NewForm(lang.L("New Eternity puzzle"), lang.L("Create"), lang.L("Cancel"), items, func(ok bool) {
		if ok {
			if err := w.NewBlank(selectedInt(cols), selectedInt(rows)); err != nil {
				kit.ShowError(err, w.k.Window)
			}
		}
	}, w.k.Window)
	d.Resize(fyne.NewSize(440, 300))
	d.Show()
}

// NewBlank replaces the design with a blank width x height design to paint
// (an undoable edit).
func (w *Workspace) NewBlank(width, height int) error {
	if width < minNewSize || width > maxNewSize || height < minNewSize || height > maxNewSize {
		return fmt.Errorf(lang.L("A new puzzle is %d to %d pieces a side."), minNewSize, maxNewSize)
	}
	d, err := game.Blank(width, height)
	if err != nil {
		return err
	}
	d.Name = fmt.Sprintf(lang.L("New %d x %d puzzle"), width, height)
	w.replace(d)
	w.status.SetMessage(lang.L("Blank puzzle: pick a colour in the palette and click joins to paint them."))
	return nil
}

// countEntry is an entry for a number of colours, checked as typed.
func countEntry(n int) *kit.Entry {
	e := kit.NewEntry()
	e.SetText(strconv.Itoa(n))
	e.Validator = func(s string) error {
		if v, err := strconv.Atoi(s); err != nil || v < 1 || v > game.MaxColor {
			return fmt.Errorf(lang.L("a number of colours from 1 to %d"), game.MaxColor)
		}
		return nil
	}
	return e
}

// genForm is the Generate dialog's fields.
type genForm struct {
	cols, rows          *kit.Select
	border, inner, seed *kit.Entry
	solved              *kit.Check
}

// newGenForm fills the fields for a width x height board, with the
// hardest colour counts for the size; the counts follow the size chosen.
// The inner count is checked with the others, so that while no puzzle can
// be made with them (too few colours to make the pieces differ, say) the
// reason shows under it and the dialog's Generate stays off: a wrong
// choice costs no retyping.
func newGenForm(width, height int) *genForm {
	bc, ic := game.SuggestedColors(width, height)
	f := &genForm{border: countEntry(bc), inner: countEntry(ic), seed: kit.NewEntry()}
	innerCount := f.inner.Validator
	f.inner.Validator = func(s string) error {
		if err := innerCount(s); err != nil || f.cols == nil || f.rows == nil {
			return err
		}
		o := f.options()
		if _, err := strconv.Atoi(f.border.Text); err != nil {
			return nil // the frame count says so
		}
		o.InnerColors, _ = strconv.Atoi(s)
		if err := o.Check(); err != nil {
			return errors.New(kit.ReasonText(err)) // the entry shows its text
		}
		return nil
	}
	f.border.OnChanged = func(string) { _ = f.inner.Validate() }
	suggest := func(int) {
		if f.cols != nil && f.rows != nil {
			b, i := game.SuggestedColors(selectedInt(f.cols), selectedInt(f.rows))
			f.border.SetText(strconv.Itoa(b))
			f.inner.SetText(strconv.Itoa(i))
			_ = f.inner.Validate()
		}
	}
	f.cols, f.rows = sizeSelect(width, suggest), sizeSelect(height, suggest)
	f.seed.SetText(strconv.FormatUint(rand.Uint64N(1_000_000), 10))
	f.seed.Validator = kit.ValidSeed
	f.solved = kit.NewCheck(lang.L("Put the solution on the board"), nil)
	return f
}

// options reads the fields (a number that does not read is 0).
func (f *genForm) options() game.GenOptions {
	o := game.GenOptions{W: selectedInt(f.cols), H: selectedInt(f.rows)}
	o.BorderColors, _ = strconv.Atoi(f.border.Text)
	o.InnerColors, _ = strconv.Atoi(f.inner.Text)
	o.Seed, _ = strconv.ParseUint(f.seed.Text, 10, 64)
	return o
}

// generateDialog asks for the size, colours and seed of a generated
// puzzle (see newGenForm).
func (w *Workspace) generateDialog() {
	f := newGenForm(w.d.Puzzle.W, w.d.Puzzle.H)
	note := wrapped(lang.L("The colour counts filled in make the hardest puzzles for the size. The same size, colours and seed always give the same puzzle."))
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Columns"), f.cols),
		widget.NewFormItem(lang.L("Rows"), f.rows),
		widget.NewFormItem(lang.L("Frame colours"), f.border),
		widget.NewFormItem(lang.L("Inner colours"), f.inner),
		widget.NewFormItem(lang.L("Seed"), f.seed),
		widget.NewFormItem("", f.solved),
		widget.NewFormItem("", note),
	}
	showForm(lang.L("Generate an Eternity puzzle"), lang.L("Generate"), items, fyne.NewSize(480, 480), w.k.Window, func() {
		w.Generate(f.options(), f.solved.Checked, nil)
	})
}

// showForm shows items in a dialog with Cancel and confirm, as
// dialog.NewForm does (confirm off while a field is wrong), size large at
// the normal interface size and as much larger as the interface size
// makes the text, but at most nine tenths of the window, the fields
// scrolling when they are taller: at Larger in a short window, a form
// dialog was taller than the window and its buttons lay over the
// fields. onOK runs once the dialog is closed by confirm.
func showForm(title, confirm string, items []*widget.FormItem, size fyne.Size, win fyne.Window, onOK func()) *dialog.CustomDialog {
	d := kit.NewScrollForm(title, confirm, lang.L("Cancel"), items, func(ok bool) {
		if ok {
			onOK()
		}
	}, win)
	kit.FitDialog(d, size, win)
	d.Show()
	return d
}

// Generate makes a puzzle off the UI goroutine (Stop cancels it) and, once
// made, puts it in place of the design as an undoable edit: its pieces in
// the tray, or with solution on the board. done, if not nil, gets the
// job's error on the UI goroutine, errDesignChanged when the puzzle was
// dropped (see dropGenerated).
func (w *Workspace) Generate(o game.GenOptions, solution bool, done func(error)) {
	if o.BorderColors+o.InnerColors > game.MaxColor {
		w.status.Fail(fmt.Errorf(lang.L("%d + %d colours: a puzzle has at most %d."), o.BorderColors, o.InnerColors, game.MaxColor), done)
		return
	}
	asked := w.d // a design is never changed in place: another one is a change
	var p *game.Puzzle
	var sol *game.Board
	job := func(ctx context.Context, _ *kit.Progress) error {
		if generateReturned != nil {
			defer generateReturned()
		}
		if generateBegun != nil {
			generateBegun(ctx)
		}
		var err error
		p, sol, err = game.GenerateContext(ctx, o)
		return err
	}
	title := fmt.Sprintf(lang.L("Generating a %d x %d puzzle"), o.W, o.H)
	// a search running stops first, as for New and Open
	w.status.InterruptThen(func() {
		if w.d != asked { // a New or an Open made while the search stopped
			w.dropGenerated(o, done)
			return
		}
		w.status.Start(title, job, nil, func(err error) {
			switch {
			case w.d != asked && (err == nil || errors.Is(err, context.Canceled)):
				// a New or an Open made since the job ended, its end
				// queued; or an edit of the puzzle, which stopped it
				// (the bar said a bare "stopped")
				w.dropGenerated(o, done)
				return
			case err != nil: // the status bar says why
			default:
				d := game.NewDesign(fmt.Sprintf(lang.L("Generated %d x %d, %d + %d colours, seed %d"), o.W, o.H, o.BorderColors, o.InnerColors, o.Seed), p)
				if solution {
					d.Board = sol
				}
				w.replace(d)
				w.status.SetMessage(fmt.Sprintf(lang.L("Generated a %d x %d puzzle that obeys both laws."), o.W, o.H))
			}
			if done != nil {
				done(err)
			}
		})
	})
}

// generateReturned, when not nil, is called as a Generate's job returns,
// its end then on its way to the UI goroutine: a test waits for it, rather
// than sleeping, to act while that end is queued. Nil outside tests.
var generateReturned func()

// generateBegun, when not nil, is called as a Generate's job starts, with
// its context: tests hold the job there, as a large puzzle would.
var generateBegun func(context.Context)

// errDesignChanged ends a Generate whose puzzle was dropped.
var errDesignChanged = errors.New("the design changed after Generate was asked for")

// dropGenerated leaves the design alone when it changed after Generate was
// asked for (a New, an Open, an Undo or an edit), and says so: the puzzle
// made for the design that was shown replaced the New or Open made after
// it, the later choice lost without a word.
func (w *Workspace) dropGenerated(o game.GenOptions, done func(error)) {
	w.status.SetMessage(fmt.Sprintf(lang.L("The %d x %d puzzle was not put in place: the design changed after Generate was asked for. Generate again to have it."), o.W, o.H))
	if done != nil {
		done(errDesignChanged)
	}
}
