package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSetTextHidesAnEmptyLine: a result line takes no room while it has
// nothing to say, and the box lays out again as it comes and goes, so the
// button under it moves up and down with it.
func TestSetTextHidesAnEmptyLine(t *testing.T) {
	test.NewTempApp(t)
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	below := widget.NewButton("below", nil)
	box := container.NewVBox(widget.NewButton("above", nil), l, below)
	w := test.NewTempWindow(t, box)
	w.Resize(fyne.NewSize(300, 300))
	empty := below.Position().Y
	for _, tc := range []struct {
		text   string
		hidden bool
		lower  bool // the button below sits lower than with no line
	}{
		{"Exactly one solution.", false, true},
		{"", true, false},
		{"A longer verdict that wraps over more than one line in a narrow panel like this one.", false, true},
		{"", true, false},
	} {
		SetText(l, tc.text, box)
		if l.Hidden != tc.hidden || l.Text != tc.text {
			t.Errorf("%q: hidden %v, text %q", tc.text, l.Hidden, l.Text)
		}
		if got := below.Position().Y > empty; got != tc.lower {
			t.Errorf("%q: button at %v, %v with no line", tc.text, below.Position().Y, empty)
		}
	}
}

// The settings keep room on their right for the scroll bar, which Fyne
// lays over the content: full-width lists and fields ran under it.
func TestSettingsClearTheScrollBar(t *testing.T) {
	a := test.NewTempApp(t)
	full := widget.NewButton("full width", nil)
	side := container.NewVBox(full)
	for range 40 { // taller than the window: the bar shows
		side.Add(widget.NewLabel("line"))
	}
	w := test.NewTempWindow(t, NewFrame(widget.NewLabel("tools"), widget.NewLabel("board"), side, NewStatusBar(nil)))
	w.Resize(fyne.NewSize(800, 400))
	right := a.Driver().AbsolutePositionForObject(full).X + full.Size().Width
	if room := w.Canvas().Size().Width - right; room < scrollBarRoom {
		t.Errorf("the widest control ends %.1f from the window's edge, under the scroll bar (want %d)", room, scrollBarRoom)
	}
}

// The settings panel's least width grows with the interface size, as its
// text does: a line that fits the panel at the normal size stays one line
// at the larger ones (fixed at 270, Momentum's "P1 · Human · momentum 1"
// wrapped onto two at Larger).
func TestSettingsPanelGrowsWithTheInterfaceSize(t *testing.T) {
	a := test.NewTempApp(t)
	line := widget.NewLabel("P1 · Human · momentum 1") // Momentum's player line, after its 16-wide dot
	line.Wrapping = fyne.TextWrapWord
	dot := container.NewCenter(container.NewGridWrap(fyne.NewSize(16, 16), widget.NewIcon(nil)))
	side := container.NewVBox(container.NewBorder(nil, nil, dot, nil, line))
	w := test.NewTempWindow(t, NewFrame(widget.NewLabel("tools"), widget.NewLabel("board"), side, NewStatusBar(nil)))
	w.Resize(fyne.NewSize(1280, 800))
	oneLine := widget.NewLabel("P1").MinSize().Height
	for _, size := range Sizes {
		a.Preferences().SetString(PrefSize, size)
		a.Settings().SetTheme(AppTheme(a.Preferences()))
		w.Resize(fyne.NewSize(1280, 800))
		w.Canvas().Capture()
		f := SizeScale(size)
		if got := line.Size().Height; got > oneLine*f*1.2 {
			t.Errorf("%q size: the line is %g high, one line is %g: it wrapped", size, got, oneLine*f)
		}
	}
}
