package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// notice is a line across the top of the window for a fault that no
// workspace's status bar owns and that a dialog would interrupt the work
// for: the unsaved work no longer kept for recovery. It stays until the
// person closes it or the fault ends.
type notice struct {
	box   *fyne.Container
	text  *widget.Label
	close *widget.Button
	above *fyne.Container // the notice above the window's content (wrap)
}

func newNotice() *notice {
	n := &notice{text: widget.NewLabel("")}
	n.text.Wrapping = fyne.TextWrapWord
	n.close = widget.NewButtonWithIcon("", theme.CancelIcon(), n.hide)
	n.close.Importance = widget.LowImportance
	icon := widget.NewIcon(theme.NewWarningThemedResource(theme.WarningIcon()))
	n.box = container.NewVBox(
		container.NewBorder(nil, nil, container.NewCenter(icon), container.NewCenter(n.close), n.text),
		widget.NewSeparator())
	n.box.Hide()
	return n
}

// wrap puts the notice above content.
func (n *notice) wrap(content fyne.CanvasObject) fyne.CanvasObject {
	n.above = container.New(aboveLayout{}, n.box, content)
	return n.above
}

// aboveLayout lays the notice (the first object) across the top, as high
// as its text needs at that width, and the content under it. Fyne's
// Border took the notice's height before its label knew its width, and
// a notice wrapped onto two lines ran over the toolbar.
type aboveLayout struct{}

func (aboveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	top, content := objs[0], objs[1].MinSize()
	if !top.Visible() {
		return content
	}
	t := top.MinSize()
	return fyne.NewSize(max(t.Width, content.Width), t.Height+content.Height)
}

func (aboveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top, content := objs[0], objs[1]
	h := float32(0)
	if top.Visible() {
		top.Resize(fyne.NewSize(size.Width, top.Size().Height)) // the label learns its width,
		h = top.MinSize().Height                                // and so how many lines it takes
		top.Move(fyne.NewPos(0, 0))
		top.Resize(fyne.NewSize(size.Width, h))
	}
	content.Move(fyne.NewPos(0, h))
	content.Resize(fyne.NewSize(size.Width, size.Height-h))
}

// show puts text up (UI goroutine).
func (n *notice) show(text string) {
	n.text.SetText(text)
	n.box.Show()
	n.relayout()
}

// hide takes the notice down (UI goroutine).
func (n *notice) hide() {
	n.box.Hide()
	n.relayout()
}

// hideIf takes the notice down if it says text (UI goroutine): another
// fault told since stays up.
func (n *notice) hideIf(text string) {
	if n.text.Text == text {
		n.hide()
	}
}

// relayout gives the content the room the notice takes or leaves: a
// container lays out again only when refreshed.
func (n *notice) relayout() {
	if n.above != nil {
		n.above.Refresh()
	}
}

// keepFailedText is the notice of a keep of the unsaved work that failed,
// with the reason.
func keepFailedText(reason string) string {
	return lang.L("Plateau cannot keep your unsaved work for recovery, so a crash would lose it: save it.") + " (" + reason + ")"
}
