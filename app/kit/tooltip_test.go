package kit

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tipWindow is a window with a toolbar of the given kit and the tips'
// layer over it, as the shell stacks them.
func tipWindow(t *testing.T, k *Kit, tb *widget.Toolbar) fyne.Window {
	t.Helper()
	var over []fyne.CanvasObject
	if k.Tips != nil {
		over = append(over, k.Tips.Layer())
	}
	w := test.NewTempWindow(t, container.NewStack(append([]fyne.CanvasObject{container.NewVBox(tb)}, over...)...))
	w.Resize(fyne.NewSize(600, 300))
	return w
}

// waitTip runs the UI calls until the tip on show is want (a timer shows
// it), for two seconds at most.
func waitTip(t *testing.T, l *Loop, tips *Tips, want string) {
	t.Helper()
	for end := time.Now().Add(2 * time.Second); tips.Text() != want && time.Now().Before(end); {
		l.For(5 * time.Millisecond)
	}
	if got := tips.Text(); got != want {
		t.Fatalf("tip %q, want %q", got, want)
	}
}

// The tip shows after the mouse rests on the button, under it and inside
// the window; leaving or clicking the button hides it, and a click still
// acts.
func TestToolTipShowsUnderTheButtonAndGoes(t *testing.T) {
	test.NewTempApp(t)
	l, uninstall := InstallLoop()
	defer uninstall()
	k := &Kit{Tips: NewTips()}
	k.Tips.delay = time.Millisecond
	clicks := 0
	first := k.NewToolAction(theme.MediaPlayIcon(), "Play (Space)", func() { clicks++ })
	last := k.NewToolAction(theme.HelpIcon(), "Rules, as Plateau plays them", nil)
	tb := widget.NewToolbar(first, widget.NewToolbarSpacer(), last)
	w := tipWindow(t, k, tb)
	b := first.ToolbarObject().(*toolButton)

	b.MouseIn(&desktop.MouseEvent{})
	waitTip(t, l, k.Tips, "Play (Space)")
	d := fyne.CurrentApp().Driver()
	bpos, tpos := d.AbsolutePositionForObject(b), k.Tips.box.Position()
	if tpos.Y < bpos.Y+b.Size().Height || tpos.X < 0 {
		t.Errorf("tip at %v, button at %v size %v: want it under the button", tpos, bpos, b.Size())
	}
	b.MouseOut()
	if got := k.Tips.Text(); got != "" {
		t.Errorf("after the mouse left, tip %q", got)
	}

	// The last button's tip is kept inside the window's right edge.
	lb := last.ToolbarObject().(*toolButton)
	lb.MouseIn(&desktop.MouseEvent{})
	waitTip(t, l, k.Tips, "Rules, as Plateau plays them")
	if right := k.Tips.box.Position().X + k.Tips.box.Size().Width; right > w.Canvas().Size().Width+0.5 {
		t.Errorf("the tip ends at x=%v, past the window's %v", right, w.Canvas().Size().Width)
	}
	lb.MouseOut()

	b.MouseIn(&desktop.MouseEvent{})
	waitTip(t, l, k.Tips, "Play (Space)")
	test.Tap(b)
	if clicks != 1 || k.Tips.Text() != "" {
		t.Errorf("after a click: %d clicks, tip %q", clicks, k.Tips.Text())
	}
}

// A tip waiting to show is forgotten when the mouse leaves first, and
// SetTip changes the tip on show (Play becomes Pause).
func TestToolTipWaitsAndFollowsItsButton(t *testing.T) {
	test.NewTempApp(t)
	l, uninstall := InstallLoop()
	defer uninstall()
	k := &Kit{Tips: NewTips()}
	k.Tips.delay = 50 * time.Millisecond
	a := k.NewToolAction(theme.MediaPlayIcon(), "Play", nil)
	tipWindow(t, k, widget.NewToolbar(a))
	b := a.ToolbarObject().(*toolButton)
	b.MouseIn(&desktop.MouseEvent{})
	b.MouseOut()
	l.For(150 * time.Millisecond)
	if got := k.Tips.Text(); got != "" {
		t.Errorf("a tip showed after the mouse left: %q", got)
	}
	b.MouseIn(&desktop.MouseEvent{})
	waitTip(t, l, k.Tips, "Play")
	a.SetTip("Pause")
	if got := k.Tips.Text(); got != "Pause" || a.Tip() != "Pause" {
		t.Errorf("after SetTip: on show %q, the button's %q", got, a.Tip())
	}
	k.Tips.Hide() // another workspace shown under a still mouse
	if got := k.Tips.Text(); got != "" {
		t.Errorf("after Hide, tip %q", got)
	}
}

// A tip goes by itself after a while: the window is not told when the
// mouse leaves it, and a tip shown as the mouse left stayed for good.
func TestToolTipGoesByItself(t *testing.T) {
	test.NewTempApp(t)
	l, uninstall := InstallLoop()
	defer uninstall()
	k := &Kit{Tips: NewTips()}
	k.Tips.delay, k.Tips.stay = time.Millisecond, 60*time.Millisecond
	a := k.NewToolAction(theme.MediaPlayIcon(), "Play", nil)
	tipWindow(t, k, widget.NewToolbar(a))
	a.ToolbarObject().(*toolButton).MouseIn(&desktop.MouseEvent{})
	waitTip(t, l, k.Tips, "Play")
	for end := time.Now().Add(2 * time.Second); k.Tips.Text() != "" && time.Now().Before(end); {
		l.For(10 * time.Millisecond)
	}
	if got := k.Tips.Text(); got != "" {
		t.Errorf("the tip %q stays with no mouse over it", got)
	}
}

// Without tips (the tests' kits) the buttons still act and nothing shows.
func TestToolActionWithoutTips(t *testing.T) {
	test.NewTempApp(t)
	k := &Kit{}
	n := 0
	a := k.NewToolAction(theme.MediaPlayIcon(), "Play", func() { n++ })
	tipWindow(t, k, widget.NewToolbar(a))
	b := a.ToolbarObject().(*toolButton)
	b.MouseIn(&desktop.MouseEvent{})
	test.Tap(b)
	b.MouseOut()
	if n != 1 {
		t.Errorf("%d clicks reached the handler, want 1", n)
	}
}

// The standard toolbar has a button, with its tip, for each handler given
// and none for a nil one.
func TestToolbarTipsNameTheButtons(t *testing.T) {
	test.NewTempApp(t)
	k := &Kit{Tips: NewTips()}
	f := func() {}
	tb := k.Toolbar(Keys{New: f, Open: f, Undo: f, Redo: f}, f)
	var tips []string
	for _, it := range tb.Items {
		if a, ok := it.(*ToolAction); ok {
			tips = append(tips, a.Tip())
		}
	}
	want := []string{"New (Ctrl+N)", "Open… (Ctrl+O)", "Undo (Ctrl+Z)", "Redo (Ctrl+Y)", "Rules, as Plateau plays them"}
	if len(tips) != len(want) {
		t.Fatalf("tips %q, want %q", tips, want)
	}
	for i := range want {
		if tips[i] != want[i] {
			t.Errorf("button %d: tip %q, want %q", i, tips[i], want[i])
		}
	}
}

// A button Tab reaches shows its tip too, and the next Tab takes it away:
// the keyboard saw an unlabelled icon.
func TestToolTipShowsOnKeyboardFocus(t *testing.T) {
	test.NewTempApp(t)
	l, uninstall := InstallLoop()
	defer uninstall()
	k := &Kit{Tips: NewTips()}
	k.Tips.delay = time.Millisecond
	first := k.NewToolAction(theme.MediaPlayIcon(), "Play (Space)", nil)
	second := k.NewToolAction(theme.MediaStopIcon(), "Stop (Esc)", nil)
	w := tipWindow(t, k, widget.NewToolbar(first, second))
	c := w.Canvas()
	c.Focus(first.ToolbarObject().(fyne.Focusable))
	waitTip(t, l, k.Tips, "Play (Space)")
	c.FocusNext()
	waitTip(t, l, k.Tips, "Stop (Esc)")
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // pressed: the tip goes, as after a click
	if got := k.Tips.Text(); got != "" {
		t.Errorf("after Space on the button, tip %q", got)
	}
	c.Unfocus()
	if got := k.Tips.Text(); got != "" {
		t.Errorf("after the focus left, tip %q", got)
	}
}
