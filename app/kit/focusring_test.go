package kit

import (
	"image"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/render/paint"
)

// changeAround is the largest contrast between the pictures before and
// after of canvas c at the pixels just outside o (1 to 3 px out, along
// its four sides' middles), where a ring round it shows: what a person
// sees change there when o takes the keyboard.
func changeAround(c fyne.Canvas, before, after image.Image, o fyne.CanvasObject) float64 {
	// Fyne's test driver gives positions from the interactive area
	inset, _ := c.InteractiveArea()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Add(inset)
	x0, y0 := int(at.X), int(at.Y)
	x1, y1 := x0+int(o.Size().Width), y0+int(o.Size().Height)
	mx, my := (x0+x1)/2, (y0+y1)/2
	best := 1.0
	for d := 1; d <= 3; d++ {
		for _, p := range []image.Point{{x0 - d, my}, {x1 - 1 + d, my}, {mx, y0 - d}, {mx, y1 - 1 + d}} {
			best = max(best, paint.Contrast(before.At(p.X, p.Y), after.At(p.X, p.Y)))
		}
	}
	return best
}

// A button, a primary button, a select and an entry that take the
// keyboard are ringed at a contrast of 3 or more against how they looked
// unfocused, in both appearances (Fyne's tint changed them by 1.28 to
// 2.47, an entry's outline by 1.24); the ring goes when the focus goes.
func TestOutlineFocusRingsTheFocusedControl(t *testing.T) {
	a := test.NewTempApp(t)
	for _, appearance := range []string{"light", "dark"} {
		a.Settings().SetTheme(ThemeFor(appearance))
		hint := widget.NewButton("Hint", nil)
		endTurn := widget.NewButton("End turn", nil)
		endTurn.Importance = widget.HighImportance
		computers := widget.NewSelect([]string{"Fast", "Slow"}, nil)
		computers.SetSelected("Fast")
		entry, kitEntry := widget.NewEntry(), NewEntry()
		link := widget.NewHyperlink("plateau", nil)
		ring := NewFocusRing()
		w := test.NewTempWindow(t, container.NewStack(container.NewPadded(container.NewVBox(hint, endTurn, computers, entry, kitEntry, link)), ring))
		w.Resize(fyne.NewSize(300, 320))
		c := w.Canvas()
		for _, tc := range []struct {
			name string
			o    fyne.Focusable
		}{{"button", hint}, {"primary button", endTurn}, {"select", computers}, {"entry", entry}, {"kit entry", kitEntry}} {
			o := tc.o.(fyne.CanvasObject)
			before := c.Capture()
			c.Focus(tc.o)
			outlineFocus(c, ring)
			after := c.Capture()
			if r := changeAround(c, before, after, o); r < 3 {
				t.Errorf("%s: the focused %s stands out by %.2f round it, want 3", appearance, tc.name, r)
			}
			c.Unfocus()
			outlineFocus(c, ring)
			if r := changeAround(c, before, c.Capture(), o); r > 1.01 {
				t.Errorf("%s: the %s left by the focus still differs by %.2f round it", appearance, tc.name, r)
			}
		}
		c.Focus(link)
		outlineFocus(c, ring)
		if got, text := ring.line.Size().Width, link.MinSize().Width; !ring.line.Visible() || got != text+2*ringGap {
			t.Errorf("%s: the ring round a link laid out %v wide is %v wide, want its text's %v and the gaps", appearance, link.Size().Width, got, text)
		}
	}
}

// A button of a Fyne dialog that takes the keyboard is ringed too, by a
// ring of the dialog's (the window's lies under the dialog), and the
// dialog keeps the shape DismissDialog and ConfirmDialog know it by.
func TestOutlineFocusRingsADialogsButton(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(ThemeFor("light"))
	ring := NewFocusRing()
	w := test.NewTempWindow(t, container.NewStack(widget.NewLabel("window"), ring))
	w.Resize(fyne.NewSize(500, 400))
	c := w.Canvas()
	dismissed := false
	dialog.NewConfirm("Discard?", "The game is not saved.", func(ok bool) { dismissed = !ok }, w).Show()
	before := c.Capture()
	c.FocusNext()
	b, ok := c.Focused().(*widget.Button)
	if !ok {
		t.Fatalf("Tab in the dialog reached %T, not a button", c.Focused())
	}
	outlineFocus(c, ring)
	after := c.Capture()
	if r := changeAround(c, before, after, b); r < 3 {
		t.Errorf("the focused %q of the dialog stands out by %.2f round it, want 3", b.Text, r)
	}
	if ring.line.Visible() {
		t.Error("the window's ring shows while the keyboard is the dialog's")
	}
	outlineFocus(c, ring) // a second look adds no second ring
	box := c.Overlays().Top().(*widget.PopUp).Content.(*fyne.Container)
	if held := box.Objects[2].(*fyne.Container); len(box.Objects) != 5 || len(held.Objects) != 2 || len(children(held.Objects[0])) == 2 {
		t.Errorf("the dialog's content was wrapped more than once, or its five parts changed: %d", len(box.Objects))
	}
	if !DismissDialog(c) || !dismissed {
		t.Error("the dialog with its ring could not be dismissed as a Fyne dialog")
	}
}

// OutlineFocus rings the control Tab moves to, of itself, and once
// stopped looks no more.
func TestOutlineFocusFollowsTab(t *testing.T) {
	test.NewTempApp(t)
	ring := NewFocusRing()
	b := widget.NewButton("Hint", nil)
	w := test.NewTempWindow(t, container.NewStack(container.NewVBox(b), ring))
	l, uninstall := InstallLoop()
	defer uninstall()
	stop := OutlineFocus(w.Canvas(), ring)
	w.Canvas().FocusNext()
	deadline := time.Now().Add(30 * time.Second) // a hang guard, not a timing
	for !ring.line.Visible() && time.Now().Before(deadline) {
		l.Flush()
		time.Sleep(10 * time.Millisecond)
	}
	stop()
	l.Flush() // the looks queued before stop returned
	if !ring.line.Visible() {
		t.Fatal("the button Tab reached was not ringed")
	}
	w.Canvas().Unfocus()
	l.Flush()
	if !ring.line.Visible() {
		t.Error("a look came after stop")
	}
}

// The ring round a control of a scroll stays inside the part of the
// scroll that shows: scrolled out of a side panel, a ticked check kept
// its ring over the status bar below the panel. Half shown, it is ringed
// up to the scroll's edge; wholly hidden, not at all.
func TestOutlineFocusStaysInsideTheScroll(t *testing.T) {
	test.NewTempApp(t)
	var rows []fyne.CanvasObject
	for range 12 {
		rows = append(rows, widget.NewCheck("Piece numbers", nil))
	}
	check := rows[len(rows)-1].(*widget.Check)
	scroll := container.NewVScroll(container.NewVBox(rows...))
	ring := NewFocusRing()
	status := widget.NewLabel("score 0/60")
	w := test.NewTempWindow(t, container.NewStack(container.NewBorder(nil, status, nil, nil, scroll), ring))
	w.Resize(fyne.NewSize(240, 200))
	c := w.Canvas()
	c.Focus(check)
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(scroll).Y - d.AbsolutePositionForObject(ring).Y
	bottom := top + scroll.Size().Height
	for _, tc := range []struct {
		name   string
		offset float32 // of the scroll, from the end, in parts of the check's height
		ringed bool
	}{
		{"shown", 0, true},
		{"half shown", 0.5, true},
		{"scrolled away", 3, false},
	} {
		scroll.ScrollToBottom()
		scroll.ScrollToOffset(fyne.NewPos(0, scroll.Offset.Y-tc.offset*check.Size().Height))
		outlineFocus(c, ring)
		if ring.line.Visible() != tc.ringed {
			t.Errorf("%s: ringed %v, want %v", tc.name, ring.line.Visible(), tc.ringed)
		}
		if !ring.line.Visible() {
			continue
		}
		if y0, y1 := ring.line.Position().Y, ring.line.Position().Y+ring.line.Size().Height; y0 < top || y1 > bottom {
			t.Errorf("%s: the ring runs from %v to %v, outside the scroll's %v to %v", tc.name, y0, y1, top, bottom)
		}
	}
}
