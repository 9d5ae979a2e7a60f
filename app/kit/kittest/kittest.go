// Package kittest helps test workspaces: a headless kit whose file dialogs
// answer with a fixed path, as a user who always picks the same file.
package kittest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// Files is a FilePicker whose Open and Save dialogs answer Path at once
// ("" is a cancelled dialog), and count how often they were shown.
type Files struct {
	Path         string
	Opens, Saves int
	Suggested    string // the name the last Save dialog suggested
}

// Open answers Path.
func (f *Files) Open(_ string, _ []string, cb func(string)) { f.Opens++; cb(f.Path) }

// Save answers Path.
func (f *Files) Save(_, suggested string, _ []string, cb func(string)) {
	f.Saves++
	f.Suggested = suggested
	cb(f.Path)
}

// New returns a kit on Fyne's test app with a 1280x800 window, torn down
// with the test, and file dialogs that answer path.
func New(t testing.TB, path string) *kit.Kit {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	return &kit.Kit{App: a, Window: w, Files: &Files{Path: path}}
}

// Show puts content in the kit's window at 1280x800 and paints it once, so
// that views know their size and where things are drawn.
func Show(k *kit.Kit, content fyne.CanvasObject) {
	k.Window.SetContent(content)
	k.Window.Resize(fyne.NewSize(1280, 800))
	k.Window.Canvas().Capture()
}

// TapDialogButton taps the button labelled text in the dialog on top of
// w; it fails t when no dialog is open or it has no such button.
func TapDialogButton(t testing.TB, w fyne.Window, text string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	for _, o := range test.LaidOutObjects(top) {
		if b := kit.ButtonOf(o); b != nil && b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q button in the dialog", text)
}

// Loop puts a kit.Loop in the main loop's place until the test ends: the
// app's goroutines queue their widget work (kit.Do) and it runs on the
// test's goroutine when the test waits (Wait, or the loop's Flush), as on
// the main goroutine of the real app. Without it Fyne's test driver runs
// that work at once on the job's goroutine, which races with the test.
func Loop(t testing.TB) *kit.Loop {
	l, uninstall := kit.InstallLoop()
	t.Cleanup(uninstall)
	return l
}

// Wait runs l until done is closed; it fails t after limit.
func Wait(t testing.TB, l *kit.Loop, done <-chan struct{}, limit time.Duration) {
	t.Helper()
	if !l.Until(done, limit) {
		t.Fatalf("not done within %v", limit)
	}
}

// LabelsFit fails t for every visible label under o, wrapped or of several
// lines, laid out shorter than its text needs: a label that wrapped onto more lines after its container
// was last laid out runs into what follows it. The walk lays nothing out
// (test.LaidOutObjects would, and so hide the fault).
func LabelsFit(t testing.TB, o fyne.CanvasObject) {
	t.Helper()
	EachVisible(o, func(o fyne.CanvasObject) {
		// Only labels whose height follows their text: wrapped ones or
		// ones of several lines (a table's cells may be set lower).
		x, ok := o.(*widget.Label)
		if !ok {
			return
		}
		grows := x.Wrapping != fyne.TextWrapOff || strings.Contains(x.Text, "\n")
		if h, need := x.Size().Height, x.MinSize().Height; grows && h+0.5 < need {
			t.Errorf("label %q is %.0f high, its text needs %.0f", x.Text, h, need)
		}
	})
}

// EachVisible calls fn for o and every object under it that shows: visible
// itself and inside visible containers and widgets. It lays nothing out.
func EachVisible(o fyne.CanvasObject, fn func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	fn(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			EachVisible(c, fn)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			EachVisible(c, fn)
		}
	}
}

// ReadPNG decodes the PNG file at path; it fails t when it cannot.
func ReadPNG(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// SurroundFollowsTheAppearance sets the light appearance, the dark one and
// the light again, painting w's canvas after each as the window does after
// a theme change, and fails t unless the corner of the board v paints is
// light, then dark, then light: a board stands on the window's colour.
func SurroundFollowsTheAppearance(t testing.TB, w fyne.Window, v *kit.BoardView, light, dark color.Color) {
	t.Helper()
	for _, tc := range []struct {
		appearance string
		want       color.Color
	}{{"light", light}, {"dark", dark}, {"light", light}} {
		fyne.CurrentApp().Settings().SetTheme(kit.ThemeFor(tc.appearance))
		w.Canvas().Capture()
		img := v.Image()
		if img == nil {
			t.Fatal("the board was never painted")
		}
		got, want := color.NRGBAModel.Convert(img.At(1, 1)), color.NRGBAModel.Convert(tc.want)
		if got != want {
			t.Errorf("%s: the board's corner is %v, want %v", tc.appearance, got, want)
		}
	}
}

// DialogFits checks the dialog on top of w, whose window is size: it lies
// within the window, and its content shows down to the bottom of the
// text reading last (a label, or a form item's name; clipped by a scroll
// it is seen through) above the top of the button reading button; the
// buttons were drawn over a form taller than a short window.
func DialogFits(t testing.TB, w fyne.Window, size fyne.Size, last, button string) {
	t.Helper()
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no dialog")
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	var label fyne.CanvasObject
	var b fyne.CanvasObject // Fyne's button or kit's: where it is drawn
	clip := size.Height     // the bottom of the scroll the label is seen through
	for _, o := range test.LaidOutObjects(pop) {
		switch x := o.(type) {
		case *widget.Label:
			if strings.HasPrefix(x.Text, last) {
				label = x
			}
		case *canvas.Text: // a form item's name
			if strings.HasPrefix(x.Text, last) {
				label = x
			}
		case *widget.Button, *kit.Button:
			if kit.ButtonOf(x).Text == button {
				b = x
			}
		case *container.Scroll:
			clip = abs(x).Y + x.Size().Height
		}
	}
	if label == nil || b == nil {
		t.Fatalf("at %v: no label %q or no button %q", size, last, button)
	}
	if p, s := pop.Content.Position(), pop.Content.Size(); p.X < 0 || p.Y < 0 || p.X+s.Width > size.Width || p.Y+s.Height > size.Height {
		t.Errorf("at %v: the dialog is %v at %v", size, s, p)
	}
	if bottom := min(abs(label).Y+label.Size().Height, clip); bottom > abs(b).Y {
		t.Errorf("at %v: %q shows down to %.0f, %q starts at %.0f", size, last, bottom, button, abs(b).Y)
	}
}

// UndoRedo reports whether the Undo and Redo buttons of the toolbar in o
// are usable (not greyed); it fails t when o has either missing.
func UndoRedo(t testing.TB, o fyne.CanvasObject) (undo, redo bool) {
	t.Helper()
	found := map[string]bool{}
	EachVisible(o, func(o fyne.CanvasObject) {
		if tip, ok := kit.ToolTipOf(o); ok {
			found[tip] = !o.(fyne.Disableable).Disabled()
		}
	})
	undo, okUndo := found[lang.L("Undo (Ctrl+Z)")]
	redo, okRedo := found[lang.L("Redo (Ctrl+Y)")]
	if !okUndo || !okRedo {
		t.Fatalf("no Undo or Redo button among the toolbar's: %v", found)
	}
	return undo, redo
}

// ToolButton is the toolbar button under o whose tip begins with tip, to
// tap; it fails t when there is none.
func ToolButton(t testing.TB, o fyne.CanvasObject, tip string) fyne.Tappable {
	t.Helper()
	var b fyne.Tappable
	EachVisible(o, func(o fyne.CanvasObject) {
		if s, ok := kit.ToolTipOf(o); ok && b == nil && strings.HasPrefix(s, tip) {
			b = o.(fyne.Tappable)
		}
	})
	if b == nil {
		t.Fatalf("no toolbar button %q", tip)
	}
	return b
}

// UndoStep is a step of CheckUndoButtons: what to do (nil: nothing, the
// state to begin with), and whether Undo and Redo are usable then.
type UndoStep struct {
	Name       string
	Do         func()
	Undo, Redo bool
}

// CheckUndoButtons takes the steps in turn and checks, after each, that
// the Undo and Redo buttons of the toolbar in root are greyed or not as
// the step says.
func CheckUndoButtons(t testing.TB, root fyne.CanvasObject, steps []UndoStep) {
	t.Helper()
	for _, s := range steps {
		if s.Do != nil {
			s.Do()
		}
		if undo, redo := UndoRedo(t, root); undo != s.Undo || redo != s.Redo {
			t.Errorf("%s: Undo usable %v, Redo usable %v; want %v, %v", s.Name, undo, redo, s.Undo, s.Redo)
		}
	}
}
