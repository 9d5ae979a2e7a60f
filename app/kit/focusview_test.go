package kit

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// sidePanel is a window 300 high with a scrolled column of 30 buttons,
// the 12th inside a form and the 20th inside a tab, beside a board.
func sidePanel(t *testing.T) (w fyne.Window, scroll *container.Scroll, buttons []*widget.Button) {
	test.NewTempApp(t)
	var objs []fyne.CanvasObject
	for i := range 30 {
		b := widget.NewButton(fmt.Sprintf("button %d", i), func() {})
		buttons = append(buttons, b)
		switch i {
		case 12:
			objs = append(objs, widget.NewForm(widget.NewFormItem("seed", b)))
		case 20:
			objs = append(objs, container.NewAppTabs(container.NewTabItem("tab", b)))
		default:
			objs = append(objs, b)
		}
	}
	scroll = container.NewVScroll(container.NewVBox(objs...))
	board := widget.NewButton("board", func() {})
	w = test.NewTempWindow(t, container.NewBorder(nil, nil, nil, scroll, board))
	w.Resize(fyne.NewSize(500, 300))
	return w, scroll, buttons
}

// shows reports whether o lies wholly inside the scroll's view.
func shows(s *container.Scroll, o fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(o).Y - d.AbsolutePositionForObject(s).Y
	return top >= 0 && top+o.Size().Height <= s.Size().Height
}

// The focused control of a scrolled panel is scrolled into view, down and
// back up, inside a form and a tab too; a control outside every scroll
// moves nothing.
func TestScrollToFocused(t *testing.T) {
	w, scroll, buttons := sidePanel(t)
	root := w.Content()
	for _, i := range []int{25, 12, 20, 29, 0, 7} {
		before := shows(scroll, buttons[i])
		moved := ScrollToFocused(root, buttons[i])
		if !shows(scroll, buttons[i]) || moved == before {
			t.Errorf("button %d: shown before %v, moved %v, shown after %v (offset %.0f)", i, before, moved, shows(scroll, buttons[i]), scroll.Offset.Y)
		}
	}
	off := scroll.Offset
	board := root.(*fyne.Container).Objects[0]
	if ScrollToFocused(root, board) || scroll.Offset != off {
		t.Errorf("the board's focus scrolled the panel to %v", scroll.Offset)
	}
}

// FollowFocus scrolls when the focus moves, as Tab moves it.
func TestFollowFocusScrollsOnTab(t *testing.T) {
	w, scroll, buttons := sidePanel(t)
	l, uninstall := InstallLoop()
	defer uninstall()
	stop := FollowFocus(w.Canvas(), w.Content)
	defer stop()
	c := w.Canvas()
	c.Focus(buttons[0])
	for range 25 {
		c.FocusNext()
	}
	got := c.Focused()
	deadline := time.Now().Add(30 * time.Second) // a hang guard, not a timing
	for !shows(scroll, got.(fyne.CanvasObject)) && time.Now().Before(deadline) {
		l.Flush()
		time.Sleep(10 * time.Millisecond)
	}
	if !shows(scroll, got.(fyne.CanvasObject)) {
		t.Errorf("%v focused, not scrolled to (offset %.0f)", got, scroll.Offset.Y)
	}
}
