package shell

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// DefaultSize is the window's size on first start; later starts take the
// size it had when it was closed.
var DefaultSize = fyne.NewSize(1280, 800)

// prefSize is the preference key of the window's size when it was last
// closed, [width, height]: one value, written at once. Fyne writes the
// preferences out at a change and those of the next 100 ms only after
// them, which a process told to stop did not live to see: a width and a
// height under two keys often came back as the width alone.
const prefSize = "window.size"

// Preference keys the window's size was kept under before prefSize, read
// where it is absent.
const (
	prefWidth  = "window.width"
	prefHeight = "window.height"
)

// savedSize is the window's size as kept, zero where none is.
func savedSize(p fyne.Preferences) fyne.Size {
	if s := p.FloatList(prefSize); len(s) == 2 {
		return fyne.NewSize(float32(s[0]), float32(s[1]))
	}
	return fyne.NewSize(float32(p.Float(prefWidth)), float32(p.Float(prefHeight)))
}

// maxWindow bounds a saved size, in either direction: a larger one is no
// window's (a hand-edited or damaged preference). Fyne 2.7.1 tells no
// screen's size: a size saved on a larger screen than this one is fitted
// to it once the window is up (fitScreen, in the window's build).
const maxWindow = 16384

// screenShare is the most of the screen's width or height a window too
// large for it is given: some room is left for a panel or a dock.
const screenShare = 0.95

// fitScreen is the window's size fitted to a screen of screen units,
// and whether it had to change: a side larger than the screen's becomes
// screenShare of it. A size saved on a larger monitor opened larger than
// the screen, centred on it, its navigation and toolbar off the screen.
// A zero screen (none known) fits anything.
func fitScreen(size, screen fyne.Size) (fyne.Size, bool) {
	fit := size
	if screen.Width > 0 && size.Width > screen.Width {
		fit.Width = float32(math.Floor(float64(screen.Width) * screenShare))
	}
	if screen.Height > 0 && size.Height > screen.Height {
		fit.Height = float32(math.Floor(float64(screen.Height) * screenShare))
	}
	return fit, fit != size
}

// windowSize is the size to open the window at: the one it was closed at,
// however small, raised to min (the content's minimum: Fyne opens no
// smaller), else DefaultSize. A window closed under 800x560 opened at
// DefaultSize, not at the size it was left at.
func windowSize(p fyne.Preferences, min fyne.Size) fyne.Size {
	size := savedSize(p)
	if w, h := size.Width, size.Height; !(w > 0 && h > 0 && w <= maxWindow && h <= maxWindow) { // NaN too
		return DefaultSize.Max(min)
	}
	return size.Max(min)
}

// rememberSize keeps the window's size for the next start.
func rememberSize(p fyne.Preferences, size fyne.Size) {
	p.SetFloatList(prefSize, []float64{float64(size.Width), float64(size.Height)})
}

// workspaceStack lays the workspaces out one over the other, as a stack
// does, with the minimum of the largest of them, shown or hidden: the
// window's minimum then stays the same whichever workspace shows. With the
// visible one's alone, a switch to a wider workspace (Dice Wars' side
// panel beside its board) widened a window narrower than it, and Fyne
// never narrows a window back: Home, shown again, stayed as wide.
type workspaceStack struct {
	stack fyne.Layout
	// widest is the largest minimum of the workspaces as last measured:
	// measuring them all at every frame would cost the hidden five's
	// minimum, some 0.3 ms, several times a frame.
	widest fyne.Size
	// sizes are each workspace's minimum as last measured: a switch
	// measures only the two workspaces it hides and shows, where
	// measuring all six shaped every hidden label's text again, about
	// half of a switch's 25 ms on the UI goroutine.
	sizes []fyne.Size
}

func newWorkspaceStack() *workspaceStack {
	return &workspaceStack{stack: layout.NewStackLayout()}
}

// measure takes the largest minimum of workspaces, hidden ones too: a new
// interface size calls it, which changes every workspace's minimum.
func (l *workspaceStack) measure(workspaces []fyne.CanvasObject) {
	l.sizes = l.sizes[:0]
	for _, o := range workspaces {
		l.sizes = append(l.sizes, o.MinSize())
	}
	l.widen()
}

// measureSome measures again the workspaces of the indexes given (those a
// switch hides and shows, the times a workspace's minimum changes) and
// takes the largest minimum with the others' kept sizes.
func (l *workspaceStack) measureSome(workspaces []fyne.CanvasObject, which ...int) {
	if len(l.sizes) != len(workspaces) {
		l.measure(workspaces)
		return
	}
	for _, i := range which {
		if i >= 0 && i < len(workspaces) {
			l.sizes[i] = workspaces[i].MinSize()
		}
	}
	l.widen()
}

func (l *workspaceStack) widen() {
	l.widest = fyne.Size{}
	for _, s := range l.sizes {
		l.widest = l.widest.Max(s)
	}
}

// Layout lays the workspaces out as a stack does.
func (l *workspaceStack) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.stack.Layout(objects, size)
}

// MinSize is the visible workspace's minimum, at least the largest one's.
func (l *workspaceStack) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return l.stack.MinSize(objects).Max(l.widest)
}
