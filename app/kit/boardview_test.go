package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/render/paint"
)

func TestBoardViewPaintsAndMapsTapsToPixels(t *testing.T) {
	test.NewTempApp(t)
	v := NewBoardView()
	red := color.NRGBA{255, 0, 0, 255}
	v.Paint = func(r *paint.Raster) { paint.FillRect(r, 0, 0, 10, 10, red) }
	var tapped paint.Pt
	v.OnTap = func(p paint.Pt) { tapped = p }
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(200, 100))
	w.Canvas().(test.WindowlessCanvas).SetScale(2)
	img := w.Canvas().Capture()
	if got := color.NRGBAModel.Convert(img.At(5, 5)).(color.NRGBA); got != red {
		t.Errorf("painted pixel = %v, want red", got)
	}
	test.TapAt(v, fyne.NewPos(30, 20))
	if tapped != (paint.Pt{X: 60, Y: 40}) {
		t.Errorf("tap at (30,20) units at scale 2 mapped to %v, want (60,40) pixels", tapped)
	}
}

func TestBoardViewTakesKeysAndPassesTheRestOn(t *testing.T) {
	test.NewTempApp(t)
	v := NewBoardView()
	var runes []rune
	v.OnRune = func(r rune) { runes = append(runes, r) }
	v.OnKey = func(ev *fyne.KeyEvent) bool { return ev.Name == fyne.KeyBackspace }
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(200, 100))
	var passed []fyne.KeyName
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) })
	test.TapAt(v, fyne.NewPos(10, 10))
	if w.Canvas().Focused() != v {
		t.Fatal("a click did not focus the view")
	}
	test.Type(v, "12")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if string(runes) != "12" {
		t.Errorf("runes %q, want 12", string(runes))
	}
	if len(passed) != 1 || passed[0] != fyne.KeySpace {
		t.Errorf("keys passed to the window: %v, want [Space]", passed)
	}
}

// TestClickingABoardTakesTheKeyboard: a press on a board that takes no keys
// itself hands the keyboard back to the window (an entry focused before
// would otherwise get Space); one that takes keys is focused by a press
// (the start of a drag) as by a tap.
func TestClickingABoardTakesTheKeyboard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		keys  bool
		press func(v *BoardView)
	}{
		{"no keys, tap", false, func(v *BoardView) { test.TapAt(v, fyne.NewPos(10, 10)) }},
		{"no keys, press", false, func(v *BoardView) { v.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary}) }},
		{"keys, press", true, func(v *BoardView) { v.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			v := NewBoardView()
			if tc.keys {
				v.OnKey = func(*fyne.KeyEvent) bool { return false }
			}
			e := widget.NewEntry()
			w := test.NewTempWindow(t, container.NewVBox(e, v))
			w.Resize(fyne.NewSize(200, 300))
			w.Canvas().Focus(e)
			tc.press(v)
			want := fyne.Focusable(nil)
			if tc.keys {
				want = v
			}
			if got := w.Canvas().Focused(); got != want {
				t.Errorf("focused %T after a press on the board, want %T", got, want)
			}
		})
	}
}

// A board Tab reached is outlined, as a focused button is; one clicked
// is not (the click said where the keys go), nor one that lost the focus.
func TestKeyboardFocusOutlinesTheBoard(t *testing.T) {
	test.NewTempApp(t)
	v := NewBoardView()
	v.OnKey = func(*fyne.KeyEvent) bool { return true }
	b := widget.NewButton("before", func() {})
	w := test.NewTempWindow(t, container.NewBorder(b, nil, nil, nil, v))
	w.Resize(fyne.NewSize(300, 200))
	c := w.Canvas()
	c.Focus(b)
	c.FocusNext()
	if c.Focused() != v || !v.Outlined() {
		t.Fatalf("Tab: focused %v, outlined %v", c.Focused(), v.Outlined())
	}
	test.Tap(v)
	if v.Outlined() {
		t.Error("a click on the focused board left the ring")
	}
	c.Focus(b)
	if v.Outlined() {
		t.Error("the board lost the focus and kept its ring")
	}
	test.Tap(v)
	if c.Focused() != v || v.Outlined() {
		t.Errorf("click: focused %v, outlined %v", c.Focused(), v.Outlined())
	}
}

// OnResize is called once each time the picture's size in pixels changes,
// the first time too, before the picture is painted at it, with PixelSize
// already the new size; a repaint at the same size does not call it.
func TestBoardViewSaysItsNewSizeBeforePainting(t *testing.T) {
	test.NewTempApp(t)
	v := NewBoardView()
	var sizes [][2]float64
	var painted [][2]int
	v.OnResize = func() {
		w, h := v.PixelSize()
		sizes = append(sizes, [2]float64{w, h})
	}
	v.Paint = func(r *paint.Raster) { painted = append(painted, [2]int{r.Img.Bounds().Dx(), r.Img.Bounds().Dy()}) }
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(300, 200))
	w.Canvas().Capture()
	v.Refresh()
	w.Canvas().Capture()
	w.Canvas().(test.WindowlessCanvas).SetScale(2)
	w.Canvas().Capture()
	want := [][2]float64{{300, 200}, {600, 400}}
	if len(sizes) != len(want) || sizes[0] != want[0] || sizes[1] != want[1] {
		t.Errorf("OnResize saw %v, want %v", sizes, want)
	}
	if len(painted) == 0 || painted[len(painted)-1] != [2]int{600, 400} {
		t.Errorf("painted at %v, want 600x400 last", painted)
	}
}
