package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// HeldKeys follows which keys are down in the window, from the desktop
// driver's key-down and key-up events, so that a workspace tells a key
// held since before its turn changed from a new press, however soon the
// new press comes. The driver repeats a held key as typed keys with no
// key-down in between, and a timer cannot tell the first repeat (after
// X's 660 ms, 500 ms elsewhere) from a quick second press.
//
// Presses are numbered in the order they begin: a workspace keeps Mark
// when its turn changes, and a typed key whose Press is not above that
// mark is the repeat of a press made before. A nil *HeldKeys (a canvas
// without key-down events: the test driver's) knows no key.
type HeldKeys struct {
	down map[fyne.KeyName]uint64 // the keys down, each with the number of its press
	last uint64                  // the number of the last press
}

// WatchKeys follows the keys of canvas c through its key-down and key-up
// handlers (which it takes), or returns nil when c has none. Fyne gives
// those events to the focused widget instead when there is one: the
// board view hands them on to these handlers (see BoardView.KeyDown);
// other controls keep them, and HeldKeys does not know their keys.
func WatchKeys(c fyne.Canvas) *HeldKeys {
	dc, ok := c.(desktop.Canvas)
	if !ok {
		return nil
	}
	h := &HeldKeys{}
	dc.SetOnKeyDown(h.KeyDown)
	dc.SetOnKeyUp(h.KeyUp)
	return h
}

// KeyDown records a press of ev's key: it begins now.
func (h *HeldKeys) KeyDown(ev *fyne.KeyEvent) {
	if h.down == nil {
		h.down = map[fyne.KeyName]uint64{}
	}
	h.last++
	h.down[ev.Name] = h.last
}

// KeyUp records that ev's key was let go.
func (h *HeldKeys) KeyUp(ev *fyne.KeyEvent) {
	delete(h.down, ev.Name)
}

// Press returns the number of the press that holds the key name down, or
// 0 when the key is not known to be down (its key-down did not come
// here): the caller cannot tell a repeat from a press then.
func (h *HeldKeys) Press(name fyne.KeyName) uint64 {
	if h == nil {
		return 0
	}
	return h.down[name]
}

// Mark returns the number of the last press so far: a press numbered
// above it began after this call.
func (h *HeldKeys) Mark() uint64 {
	if h == nil {
		return 0
	}
	return h.last
}

// passKeyEvent hands a key-down (up false) or key-up event that the
// focused widget o received on to the handler of o's canvas, which has it
// when nothing has the focus: the keys held stay known while a board
// has the keyboard.
func passKeyEvent(o fyne.CanvasObject, ev *fyne.KeyEvent, up bool) {
	if fyne.CurrentApp() == nil {
		return
	}
	c, ok := canvasFor(o).(desktop.Canvas)
	if !ok {
		return
	}
	h := c.OnKeyDown()
	if up {
		h = c.OnKeyUp()
	}
	if h != nil {
		h(ev)
	}
}

// canvasFor is the canvas that shows o; tests give a desktop one, which
// the test driver has not.
var canvasFor = func(o fyne.CanvasObject) fyne.Canvas {
	return fyne.CurrentApp().Driver().CanvasForObject(o)
}
