package shell

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/render/paint"
)

// navRow is the row of the workspace list titled title.
func navRow(t *testing.T, s *Shell, title string) fyne.Tappable {
	t.Helper()
	for _, o := range test.LaidOutObjects(s.nav) {
		tap, ok := o.(fyne.Tappable)
		if !ok || o == fyne.CanvasObject(s.nav) {
			continue
		}
		for _, in := range test.LaidOutObjects(o) {
			if l, ok := in.(*widget.Label); ok && l.Text == title {
				return tap
			}
		}
	}
	t.Fatalf("no row %q in the workspace list", title)
	return nil
}

// typeKey hands k to whatever has the keyboard, as the window does.
func typeKey(c fyne.Canvas, k fyne.KeyName) {
	if f := c.Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: k})
	} else {
		c.OnTypedKey()(&fyne.KeyEvent{Name: k})
	}
}

// A click on the workspace already shown leaves Space and Escape to it
// (the list kept them); the list's own keys still choose another.
func TestClickOnTheShownWorkspaceKeepsItsKeys(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	test.Tap(navRow(t, s, "Spy"))
	typeKey(c, fyne.KeySpace)
	typeKey(c, fyne.KeyEscape)
	if sp.calls["space"] != 1 || sp.calls["esc"] != 1 {
		t.Errorf("after a click on the shown workspace, Space and Escape reached it %d and %d times; the keyboard is %T's",
			sp.calls["space"], sp.calls["esc"], c.Focused())
	}
	test.Tap(navRow(t, s, "Spy"))
	typeKey(c, fyne.KeyDown)
	typeKey(c, fyne.KeySpace)
	if s.Current().Info().ID == "spy" || sp.calls["space"] != 1 {
		t.Errorf("Down and Space in the list left %s shown (Space reached the spy %d times)", s.Current().Info().ID, sp.calls["space"])
	}
}

// spyLabel is a label that counts its refreshes and how often it is
// measured.
type spyLabel struct {
	widget.Label
	refreshed, measured int
}

func (r *spyLabel) Refresh()           { r.refreshed++; r.Label.Refresh() }
func (r *spyLabel) MinSize() fyne.Size { r.measured++; return r.Label.MinSize() }

// Showing a workspace refreshes and measures it, and the one it hides,
// and leaves the hidden others alone: refreshing the whole stack
// refreshed the five hidden ones too (their text measured again), 65 to
// 88 ms a switch; measuring all six for the window's minimum shaped every
// hidden label's text again, about half of a switch's 25 ms.
func TestShowingAWorkspaceLeavesTheHiddenOnesAlone(t *testing.T) {
	sp, s, _ := newSpyShell(t)
	spy := &spyLabel{}
	spy.ExtendBaseWidget(spy)
	spy.SetText("spy")
	sp.content.(*fyne.Container).Add(spy)
	_ = s.Show("home")
	refreshed, measured := spy.refreshed, spy.measured
	for _, id := range []string{"weave", "momentum", "home"} {
		_ = s.Show(id)
	}
	if spy.refreshed != refreshed || spy.measured != measured {
		t.Errorf("the hidden spy was refreshed %d times and measured %d while others were shown", spy.refreshed-refreshed, spy.measured-measured)
	}
	_ = s.Show("spy")
	if spy.refreshed == refreshed || spy.measured == measured {
		t.Error("the spy shown again was not refreshed and measured")
	}
}

// BenchmarkShowWorkspace is a switch from one workspace to the next, as
// Ctrl+Page Down makes it, on the UI goroutine.
func BenchmarkShowWorkspace(b *testing.B) {
	s, _ := newTestShell(b)
	j := 0
	for b.Loop() {
		j = (j + 1) % len(s.spaces)
		s.show(j)
	}
}

// rowBounds is where the row of the workspace list titled title stands
// in the window's picture, and its size: the list's rows are its own, placed by
// walking down from the list.
func rowBounds(t *testing.T, s *Shell, title string) (fyne.Position, fyne.Size) {
	t.Helper()
	var walk func(o fyne.CanvasObject, at fyne.Position, row fyne.CanvasObject, rowAt fyne.Position) (fyne.CanvasObject, fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position, row fyne.CanvasObject, rowAt fyne.Position) (fyne.CanvasObject, fyne.Position) {
		if _, ok := o.(fyne.Tappable); ok && o != fyne.CanvasObject(s.nav) {
			row, rowAt = o, at
		}
		if l, ok := o.(*widget.Label); ok && l.Text == title && row != nil {
			return row, rowAt
		}
		var kids []fyne.CanvasObject
		switch x := o.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			if !k.Visible() {
				continue
			}
			if r, p := walk(k, at.Add(k.Position()), row, rowAt); r != nil {
				return r, p
			}
		}
		return nil, fyne.Position{}
	}
	// Fyne's test driver gives positions from the window's interactive area
	inset, _ := fyne.CurrentApp().Driver().CanvasForObject(s.nav).InteractiveArea()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.nav).Add(inset)
	row, at := walk(s.nav, at, nil, fyne.Position{})
	if row == nil {
		t.Fatalf("no row %q in the workspace list", title)
	}
	return at, row.Size()
}

// changeAlong is the largest contrast between the pictures before and
// after along the inside of the edges of the box at, size (0 to 2 px in,
// at the middle of each side), where a mark round a row shows.
func changeAlong(before, after image.Image, at fyne.Position, size fyne.Size) float64 {
	x0, y0 := int(at.X), int(at.Y)
	x1, y1 := x0+int(size.Width)-1, y0+int(size.Height)-1
	mx, my := (x0+x1)/2, (y0+y1)/2
	best := 1.0
	for d := 0; d <= 2; d++ {
		for _, p := range []image.Point{{x0 + d, my}, {x1 - d, my}, {mx, y0 + d}, {mx, y1 - d}} {
			best = max(best, paint.Contrast(before.At(p.X, p.Y), after.At(p.X, p.Y)))
		}
	}
	return best
}

// The row the keyboard is on in the workspace list is marked at a
// contrast of 3 or more against its look without the keyboard, the row
// of the workspace shown too, in both appearances (Fyne's mark was 1.14
// to 1.17, and none on the chosen row); the arrows move the mark, and it
// goes with the keyboard. The mouse's hover is left as it was.
func TestNavMarksTheKeyboardsRow(t *testing.T) {
	for _, appearance := range []string{"light", "dark"} {
		s, w := newTestShell(t)
		fyne.CurrentApp().Settings().SetTheme(kit.ThemeFor(appearance))
		if err := s.Show("dicewars"); err != nil {
			t.Fatal(err)
		}
		c := w.Canvas()
		before := c.Capture()
		diceAt, diceSize := rowBounds(t, s, "Dice Wars")
		eternityAt, eternitySize := rowBounds(t, s, "Eternity")
		c.Focus(s.nav)
		if r := changeAlong(before, c.Capture(), diceAt, diceSize); r < 3 {
			t.Errorf("%s: the keyboard on the row shown changes it by %.2f, want 3", appearance, r)
		}
		typeKey(c, fyne.KeyDown)
		moved := c.Capture()
		if r := changeAlong(before, moved, eternityAt, eternitySize); r < 3 {
			t.Errorf("%s: the keyboard moved down changes the next row by %.2f, want 3", appearance, r)
		}
		if r := changeAlong(before, moved, diceAt, diceSize); r > 1.01 {
			t.Errorf("%s: the row the keyboard left still differs by %.2f", appearance, r)
		}
		c.Unfocus()
		if r := changeAlong(before, c.Capture(), eternityAt, eternitySize); r > 1.01 {
			t.Errorf("%s: the mark stayed (%.2f) once the list lost the keyboard", appearance, r)
		}
	}
}
