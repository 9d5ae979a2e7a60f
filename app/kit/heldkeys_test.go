package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// desktopCanvas is a test canvas with the key-down and key-up handlers
// of the desktop driver's, which the test driver's canvas lacks.
type desktopCanvas struct {
	fyne.Canvas
	down, up func(*fyne.KeyEvent)
}

func (c *desktopCanvas) OnKeyDown() func(*fyne.KeyEvent)     { return c.down }
func (c *desktopCanvas) SetOnKeyDown(f func(*fyne.KeyEvent)) { c.down = f }
func (c *desktopCanvas) OnKeyUp() func(*fyne.KeyEvent)       { return c.up }
func (c *desktopCanvas) SetOnKeyUp(f func(*fyne.KeyEvent))   { c.up = f }

// A key is held across a mark when its press began before the mark and
// no key-up came since; a press after the mark, however soon, is new.
func TestHeldKeysTellAHeldKeyFromANewPress(t *testing.T) {
	space, right := &fyne.KeyEvent{Name: fyne.KeySpace}, &fyne.KeyEvent{Name: fyne.KeyRight}
	tests := []struct {
		name   string
		before []*fyne.KeyEvent // key-downs before the mark (nil: a key-up of Space)
		after  []*fyne.KeyEvent // and after it
		want   string           // what Space is after them: held (across the mark), new, or up
	}{
		{"held across", []*fyne.KeyEvent{space}, nil, "held"},
		{"held across, another key pressed since", []*fyne.KeyEvent{space}, []*fyne.KeyEvent{right}, "held"},
		{"pressed again after", []*fyne.KeyEvent{space}, []*fyne.KeyEvent{nil, space}, "new"},
		{"pressed after only", nil, []*fyne.KeyEvent{space}, "new"},
		{"let go", []*fyne.KeyEvent{space}, []*fyne.KeyEvent{nil}, "up"},
		{"never pressed", []*fyne.KeyEvent{right}, nil, "up"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := &HeldKeys{}
			feed := func(evs []*fyne.KeyEvent) {
				for _, ev := range evs {
					if ev == nil {
						h.KeyUp(space)
					} else {
						h.KeyDown(ev)
					}
				}
			}
			feed(tt.before)
			mark := h.Mark()
			feed(tt.after)
			got := "up"
			switch p := h.Press(fyne.KeySpace); {
			case p == 0:
			case p <= mark:
				got = "held"
			default:
				got = "new"
			}
			if got != tt.want {
				t.Errorf("Space is %s, want %s", got, tt.want)
			}
		})
	}
}

// WatchKeys follows a desktop canvas's key events, and the board view
// hands on those it receives: Fyne gives them to the focused widget rather
// than to the window, and the keys held must stay known while a click has
// given the board the keyboard.
func TestWatchKeysFollowsTheWindowsKeys(t *testing.T) {
	tests := []struct {
		name     string
		down, up func(c *desktopCanvas, ev *fyne.KeyEvent)
	}{
		{"nothing focused",
			func(c *desktopCanvas, ev *fyne.KeyEvent) { c.down(ev) },
			func(c *desktopCanvas, ev *fyne.KeyEvent) { c.up(ev) }},
		{"the board focused",
			func(_ *desktopCanvas, ev *fyne.KeyEvent) { NewBoardView().KeyDown(ev) },
			func(_ *desktopCanvas, ev *fyne.KeyEvent) { NewBoardView().KeyUp(ev) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			test.NewTempApp(t)
			c := &desktopCanvas{Canvas: test.NewCanvas()}
			h := WatchKeys(c)
			if h == nil || c.down == nil || c.up == nil {
				t.Fatal("WatchKeys took no key handler of a desktop canvas")
			}
			was := canvasFor
			canvasFor = func(fyne.CanvasObject) fyne.Canvas { return c }
			t.Cleanup(func() { canvasFor = was })
			ev := &fyne.KeyEvent{Name: fyne.KeySpace}
			tt.down(c, ev)
			if h.Press(fyne.KeySpace) == 0 {
				t.Error("Space not down after its key-down")
			}
			tt.up(c, ev)
			if h.Press(fyne.KeySpace) != 0 {
				t.Error("Space still down after its key-up")
			}
		})
	}
}

// A canvas without key-down events (the test driver's) gives no tracker,
// which knows no key.
func TestWatchKeysWithoutKeyDownEvents(t *testing.T) {
	test.NewTempApp(t)
	none := WatchKeys(test.NewCanvas())
	if none != nil || none.Press(fyne.KeySpace) != 0 || none.Mark() != 0 {
		t.Errorf("a canvas without key-down events gave %v", none)
	}
}
