package kit

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tipDelay is how long the mouse rests on a button before its tip shows,
// about what desktop toolkits wait.
const tipDelay = 600 * time.Millisecond

// tipShown is how long a tip stays: Fyne 2.7's window driver tells no
// mouse leaving the window, and a tip shown as the mouse left it stayed
// over the toolbar for good.
const tipShown = 5 * time.Second

// Tips shows a short text under the toolbar button the mouse rests on, as
// desktop programs do: Fyne 2.7's toolbar has none, and an icon alone
// (Momentum's ⏮ ▶ ⏭) leaves a newcomer guessing. The tip is drawn in a
// layer over the window's content, not in an overlay: an overlay counts as
// a dialog, which would take the keys and swallow the next click.
type Tips struct {
	layer *fyne.Container // without layout, over the whole content
	box   *fyne.Container
	bg    *canvas.Rectangle
	label *widget.Label
	hover fyne.CanvasObject // the button under the mouse, nil when none
	timer *time.Timer
	delay time.Duration
	stay  time.Duration // tipShown
}

// NewTips returns a hidden tip; put Layer above the window's content.
func NewTips() *Tips {
	t := &Tips{bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)), label: widget.NewLabel(""), delay: tipDelay, stay: tipShown}
	t.bg.StrokeWidth = 1
	t.bg.CornerRadius = theme.InputRadiusSize()
	t.box = container.NewStack(t.bg, t.label)
	t.box.Hide()
	t.layer = container.NewWithoutLayout(t.box)
	return t
}

// Layer is what the window stacks over its content to draw the tips in.
func (t *Tips) Layer() fyne.CanvasObject { return t.layer }

// Text returns the tip on show, "" while none is.
func (t *Tips) Text() string {
	if t == nil || !t.box.Visible() {
		return ""
	}
	return t.label.Text
}

// rest starts the wait before anchor's tip shows.
func (t *Tips) rest(anchor fyne.CanvasObject, text string) {
	if t == nil || text == "" {
		return
	}
	t.stopWaiting()
	t.hover = anchor
	t.timer = time.AfterFunc(t.delay, func() {
		Do(func() {
			if t.hover == anchor {
				t.show(anchor, text)
				t.timer = time.AfterFunc(t.stay, func() { Do(func() { t.leave(anchor) }) })
			}
		})
	})
}

// leave hides anchor's tip, or forgets the wait for it.
func (t *Tips) leave(anchor fyne.CanvasObject) {
	if t != nil && t.hover == anchor {
		t.Hide()
	}
}

// Hide hides the tip on show, if any, and forgets one waiting: the
// window calls it when the toolbar under the mouse changes (another
// workspace shown) without the mouse moving.
func (t *Tips) Hide() {
	if t == nil {
		return
	}
	t.stopWaiting()
	t.hover = nil
	t.box.Hide()
}

func (t *Tips) stopWaiting() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
}

// show puts the tip under anchor, centred on it but kept inside the
// window, in the colours of the theme of the moment; over anchor when
// there is no room under it (the status bar's), and wrapped when wider
// than the window (a long status message).
func (t *Tips) show(anchor fyne.CanvasObject, text string) {
	d := fyne.CurrentApp().Driver()
	t.label.Wrapping = fyne.TextWrapOff
	t.label.SetText(text)
	t.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	t.bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	size := t.box.MinSize()
	room := t.layer.Size()
	if most := room.Width - 2*theme.Padding(); size.Width > most && most > 0 {
		t.label.Wrapping = fyne.TextWrapWord
		t.box.Resize(fyne.NewSize(most, size.Height))
		size = fyne.NewSize(most, t.box.MinSize().Height)
	}
	at := d.AbsolutePositionForObject(anchor).Subtract(d.AbsolutePositionForObject(t.layer))
	x := at.X + (anchor.Size().Width-size.Width)/2
	x = max(0, min(x, room.Width-size.Width))
	y := at.Y + anchor.Size().Height + theme.Padding()
	if y+size.Height > room.Height && at.Y-theme.Padding()-size.Height >= 0 {
		y = at.Y - theme.Padding() - size.Height
	}
	t.box.Move(fyne.NewPos(x, y))
	t.box.Resize(size)
	t.box.Show()
	t.bg.Refresh()
	t.layer.Refresh()
}

// ToolAction is a toolbar button with a tip that names what it does and
// its key: widget.ToolbarAction with a tooltip.
type ToolAction struct {
	tips   *Tips
	button *toolButton
	label  string   // NewToolLabel's text, shown unless folded
	folded bool     // the toolbar lacks the room for the label (foldLayout)
	room   measured // the width the label adds, for the theme of the moment
}

// NewToolAction returns a toolbar button showing icon whose tip is tip
// (nothing shows with a nil Tips: the tests' windows).
func (k *Kit) NewToolAction(icon fyne.Resource, tip string, fn func()) *ToolAction {
	a := &ToolAction{tips: k.Tips}
	a.button = &toolButton{tip: tip, action: a}
	a.button.Icon = icon
	a.button.Importance = widget.LowImportance
	a.button.OnTapped = fn
	a.button.ExtendBaseWidget(a.button)
	return a
}

// NewToolLabel is NewToolAction with a label beside the icon, for actions
// an icon alone would not explain.
func (k *Kit) NewToolLabel(label string, icon fyne.Resource, tip string, fn func()) *ToolAction {
	a := k.NewToolAction(icon, tip, fn)
	a.label = label
	a.button.Text = label
	return a
}

// ToolbarObject is part of widget.ToolbarItem; it is also the object to
// place things by (a menu under the button).
func (a *ToolAction) ToolbarObject() fyne.CanvasObject { return a.button }

// Button is the button's state, to change its label, importance and
// whether it shows or acts (not to place things by: see ToolbarObject).
func (a *ToolAction) Button() *widget.Button { return &a.button.Button }

// SetIcon changes the button's icon (Play becomes Pause).
func (a *ToolAction) SetIcon(icon fyne.Resource) { a.button.SetIcon(icon) }

// Icon returns the button's icon.
func (a *ToolAction) Icon() fyne.Resource { return a.button.Icon }

// SetTip changes the tip, and the one on show.
func (a *ToolAction) SetTip(tip string) {
	a.button.tip = tip
	if a.tips != nil && a.tips.hover == a.button && a.tips.box.Visible() {
		a.tips.show(a.button, tip)
	}
}

// Tip returns the button's tip.
func (a *ToolAction) Tip() string { return a.button.tip }

// toolButton is the low-importance icon button a toolbar action shows,
// telling the tips where the mouse goes.
type toolButton struct {
	widget.Button
	tip    string
	action *ToolAction
}

// MouseIn is part of desktop.Hoverable.
func (b *toolButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.action.tips.rest(b, b.tip)
}

// MouseOut is part of desktop.Hoverable.
func (b *toolButton) MouseOut() {
	b.Button.MouseOut()
	b.action.tips.leave(b)
}

// TypedKey lets Escape and F11 through to the window (a toolbar button
// focused with Tab kept them: Esc did not stop Play); Enter presses the
// button, as Space does and as Enter does in desktop programs (Fyne's
// button takes only Space).
func (b *toolButton) TypedKey(k *fyne.KeyEvent) {
	if isEnter(k) || k.Name == fyne.KeySpace {
		b.action.tips.leave(b) // pressed, as a click hides it: it stayed over the dialog the button opened
	}
	switch {
	case isEnter(k):
		b.Button.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	case !passKey(b, k):
		b.Button.TypedKey(k)
	}
}

// FocusGained is part of fyne.Focusable: a button Tab reaches shows its
// tip after the same rest as the mouse's, for the person who has no
// mouse on it (an unlabelled icon was all the keyboard saw).
func (b *toolButton) FocusGained() {
	b.Button.FocusGained()
	b.action.tips.rest(b, b.tip)
}

// FocusLost is part of fyne.Focusable.
func (b *toolButton) FocusLost() {
	b.Button.FocusLost()
	b.action.tips.leave(b)
}

// Tapped hides the tip: the button has been understood.
func (b *toolButton) Tapped(e *fyne.PointEvent) {
	b.action.tips.leave(b)
	b.Button.Tapped(e)
}
