package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The dialogs of the app are made here, with buttons of ours: once Tab
// had put the keyboard on a button of one of Fyne's dialogs, the window
// gave it every key, and Fyne's button keeps Escape and Enter to itself,
// so Escape no longer closed the dialog nor Enter confirmed it. These look
// and answer as Fyne's do (the same buttons, icons, colours and order);
// only the file dialogs stay Fyne's (see files.go).

// Button is a widget.Button that lets Escape through, as Select does: in
// a dialog Escape dismisses it, whichever button has the keyboard. Space
// and Enter press the button, as on any desktop: someone who Tabbed to No
// and pressed Enter meant No. A red button (Discard) takes Space or a
// click only, so that losing work is never the key that usually confirms.
type Button struct{ widget.Button }

// NewButton is widget.NewButtonWithIcon for Button; icon may be nil.
func NewButton(label string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey presses the button on Enter (not a red one), lets Escape
// through and leaves every other key to the button.
func (b *Button) TypedKey(k *fyne.KeyEvent) {
	if isEnter(k) {
		if b.Importance != widget.DangerImportance && !b.Disabled() {
			b.Tapped(nil)
		}
		return
	}
	if !passKey(b, k) {
		b.Button.TypedKey(k)
	}
}

// ButtonOf is the widget.Button that o is, Fyne's own or a Button's, nil
// for anything else: what finds a dialog's buttons finds both. It is for
// reading and pressing the button; the canvas knows a Button as o, so ask
// where it is drawn of o.
func ButtonOf(o fyne.CanvasObject) *widget.Button {
	switch b := o.(type) {
	case *widget.Button:
		return b
	case *Button:
		return &b.Button
	}
	return nil
}

// ShowInformation is dialog.ShowInformation: message, and OK.
func ShowInformation(title, message string, win fyne.Window) {
	d := newCloseDialog(title, textContent(message), lang.L("OK"), win)
	d.SetIcon(theme.InfoIcon())
	showText(d, message, win)
}

// ShowConfirm is dialog.ShowConfirm: message, No and Yes; answer gets
// true for Yes, false however else the dialog closes.
func ShowConfirm(title, message string, answer func(bool), win fyne.Window) {
	d, _ := newConfirmDialog(title, textContent(message), lang.L("No"), lang.L("Yes"), answer, win)
	d.SetIcon(theme.QuestionIcon())
	showText(d, message, win)
}

// NewCustom is dialog.NewCustom: content and one button, dismiss, that
// closes the dialog.
func NewCustom(title, dismiss string, content fyne.CanvasObject, win fyne.Window) *dialog.CustomDialog {
	return newCloseDialog(title, content, dismiss, win)
}

// NewCustomConfirm is dialog.NewCustomConfirm: content, dismiss and
// confirm; answer gets true for confirm, false however else the dialog
// closes.
func NewCustomConfirm(title, confirm, dismiss string, content fyne.CanvasObject, answer func(bool), win fyne.Window) *dialog.CustomDialog {
	d, _ := newConfirmDialog(title, content, dismiss, confirm, answer, win)
	return d
}

// NewCustomWithButtons is dialog.NewCustomWithoutButtons given buttons,
// the dismiss one first (Escape presses it) and the primary one last
// (Enter presses it, unless it is red): a dialog whose buttons do more
// than dismiss and confirm (Save, Discard or Cancel). They are kit's, so
// that Tab on one of them leaves Escape and Enter to the dialog.
func NewCustomWithButtons(title string, content fyne.CanvasObject, win fyne.Window, buttons ...*Button) *dialog.CustomDialog {
	d := dialog.NewCustomWithoutButtons(title, content, win)
	row := make([]fyne.CanvasObject, len(buttons))
	for i, b := range buttons {
		row[i] = b
	}
	d.SetButtons(row)
	return d
}

// NewForm is dialog.NewForm: the form of items, dismiss and confirm,
// confirm off while a field is wrong; answer gets true for confirm, false
// however else the dialog closes.
func NewForm(title, confirm, dismiss string, items []*widget.FormItem, answer func(bool), win fyne.Window) *dialog.CustomDialog {
	form := widget.NewForm(items...)
	return formDialog(title, confirm, dismiss, form, form, answer, win)
}

// NewScrollForm is NewForm with the fields in a vertical scroll, for a
// form that may be taller than the window (at Larger, in a short window):
// sized to the window (FitDialog), the buttons stay below the fields
// rather than over them.
func NewScrollForm(title, confirm, dismiss string, items []*widget.FormItem, answer func(bool), win fyne.Window) *dialog.CustomDialog {
	form := widget.NewForm(items...)
	return formDialog(title, confirm, dismiss, form, container.NewVScroll(form), answer, win)
}

// formDialog shows content, which holds form, with dismiss and confirm,
// confirm off while a field of form is wrong.
func formDialog(title, confirm, dismiss string, form *widget.Form, content fyne.CanvasObject, answer func(bool), win fyne.Window) *dialog.CustomDialog {
	d, ok := newConfirmDialog(title, content, dismiss, confirm, answer, win)
	enable := func(err error) {
		if err != nil {
			ok.Disable()
		} else {
			ok.Enable()
		}
	}
	enable(form.Validate())
	form.SetOnValidationChanged(enable)
	return d
}

// newCloseDialog is a dialog of content with one button, dismiss (OK,
// Close), without an icon as Fyne's.
func newCloseDialog(title string, content fyne.CanvasObject, dismiss string, win fyne.Window) *dialog.CustomDialog {
	var d *dialog.CustomDialog
	d = NewCustomWithButtons(title, content, win, NewButton(dismiss, nil, func() { d.Hide() }))
	return d
}

// newConfirmDialog is a dialog of content with dismiss and confirm, the
// primary one, after it, with Cancel's and Confirm's icons as Fyne's.
// answer, if not nil, gets true once the dialog is closed by confirm,
// false once closed otherwise (dismiss, Escape, Hide). The confirm button
// comes back too, for a form to turn off.
func newConfirmDialog(title string, content fyne.CanvasObject, dismiss, confirm string, answer func(bool), win fyne.Window) (*dialog.CustomDialog, *Button) {
	var d *dialog.CustomDialog
	confirmed := false
	no := NewButton(dismiss, theme.CancelIcon(), func() { d.Hide() })
	yes := NewButton(confirm, theme.ConfirmIcon(), func() { confirmed = true; d.Hide() })
	yes.Importance = widget.HighImportance
	d = NewCustomWithButtons(title, content, win, no, yes)
	if answer != nil {
		d.SetOnClosed(func() {
			ok := confirmed
			confirmed = false // shown again, the dialog answers afresh
			answer(ok)
		})
	}
	return d, yes
}

// dialogPadWidth is the room Fyne's dialogs leave beside their content
// (padWidth in Fyne's dialog package, not exported).
const dialogPadWidth = 32

// textContent is message as Fyne's text dialogs show it: centred, wrapped.
func textContent(message string) fyne.CanvasObject {
	return &widget.Label{Text: message, Alignment: fyne.TextAlignCenter, Wrapping: fyne.TextWrapWord}
}

// showText sizes d, a dialog of message, as Fyne sizes its text dialogs,
// and shows it: as wide as message on one line, but at most 600 and nine
// tenths of win, and as tall as it then needs.
func showText(d *dialog.CustomDialog, message string, win fyne.Window) {
	oneLine := widget.NewLabel(message).MinSize().Width + dialogPadWidth + 2*theme.Padding()
	width := min(oneLine, 600, win.Canvas().Size().Width*0.9)
	// laid out once at that width, the message wraps there and the
	// dialog knows its height: SetIcon and SetButtons had laid it out
	// at its narrowest, where the message took a line a word
	d.Resize(fyne.NewSize(width, d.MinSize().Height))
	d.Resize(fyne.NewSize(width, d.MinSize().Height))
	d.Show()
}
