package kit

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tab moves the keyboard to the next control of a side panel even when
// that control lies below the part of the panel its scroll shows, and
// Fyne 2.7 neither scrolls to it nor tells anybody that the focus moved:
// the user typed into a field they could not see. FollowFocus watches
// the focus and scrolls it into view.

// followEvery is how often FollowFocus looks at the focus: about as soon
// as a person looks for where the focus went, and seldom enough that an
// idle window hardly pays for it (each look wakes the UI goroutine: at
// 120 ms they cost a fifth of the idle window's CPU, 0.4 % of a core).
const followEvery = 250 * time.Millisecond

// FollowFocus scrolls the scroll containers under root() so that the
// focused control of canvas c shows, each time the focus moves, until
// stop is called; once stop returns, no more looks are queued (a test's
// loop may go). It looks through Do, on the UI goroutine.
func FollowFocus(c fyne.Canvas, root func() fyne.CanvasObject) (stop func()) {
	var last fyne.Focusable
	return lookEvery(followEvery, func() {
		if f := c.Focused(); f != last {
			last = f
			if o, ok := f.(fyne.CanvasObject); ok {
				ScrollToFocused(root(), o)
			}
		}
	})
}

// lookEvery calls look through Do, on the UI goroutine, every period
// until stop is called; once stop returns, no more looks are queued.
func lookEvery(period time.Duration, look func()) (stop func()) {
	done, exited := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(exited)
		tick := time.NewTicker(period)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				Do(look)
			}
		}
	}()
	return func() {
		close(done)
		<-exited
	}
}

// ScrollToFocused scrolls each vertical scroll under root that holds
// focused just enough that focused shows whole, with a little room
// around it, and reports whether one moved.
func ScrollToFocused(root, focused fyne.CanvasObject) bool {
	if root == nil || focused == nil || fyne.CurrentApp() == nil {
		return false
	}
	d := fyne.CurrentApp().Driver()
	moved := false
	eachScroll(root, func(s *container.Scroll) {
		if s.Direction == container.ScrollHorizontalOnly || !holds(s.Content, focused) {
			return
		}
		room := theme.Padding()
		top := d.AbsolutePositionForObject(focused).Y - d.AbsolutePositionForObject(s).Y
		bottom := top + focused.Size().Height
		view := s.Size().Height
		off := s.Offset.Y
		switch {
		case top < 0:
			off += top - room
		case bottom > view && focused.Size().Height+2*room <= view:
			off += bottom - view + room
		case bottom > view:
			off += top - room // taller than the view: its top
		default:
			return
		}
		off = max(0, min(off, s.Content.MinSize().Height-view))
		if off != s.Offset.Y {
			s.ScrollToOffset(fyne.NewPos(s.Offset.X, off))
			moved = true
		}
	})
	return moved
}

// eachScroll calls fn for every visible scroll container under o.
func eachScroll(o fyne.CanvasObject, fn func(*container.Scroll)) {
	if o == nil || !o.Visible() {
		return
	}
	if s, ok := o.(*container.Scroll); ok {
		fn(s)
	}
	for _, c := range children(o) {
		eachScroll(c, fn)
	}
}

// holds reports whether target is o or lies under it.
func holds(o, target fyne.CanvasObject) bool {
	if o == target {
		return true
	}
	for _, c := range children(o) {
		if holds(c, target) {
			return true
		}
	}
	return false
}

// children are the objects shown under o, for the containers and the
// widgets that hold other controls in Plateau's panels: the renderers of
// other widgets are Fyne's own business.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch x := o.(type) {
	case *fyne.Container:
		return x.Objects
	case *container.Scroll:
		return []fyne.CanvasObject{x.Content}
	case *container.AppTabs:
		if it := x.Selected(); it != nil {
			return []fyne.CanvasObject{it.Content}
		}
	case *widget.Form:
		cs := make([]fyne.CanvasObject, 0, len(x.Items))
		for _, it := range x.Items {
			cs = append(cs, it.Widget)
		}
		return cs
	case *container.Split:
		return []fyne.CanvasObject{x.Leading, x.Trailing}
	case *widget.PopUp: // a dialog
		return []fyne.CanvasObject{x.Content}
	}
	return nil
}
