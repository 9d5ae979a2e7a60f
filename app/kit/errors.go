package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ShowError shows err in a dialog over win, its text as it is. Fyne's own
// error dialog capitalises the first letter, which turned a message such
// as "broken.json: line 1: …" into one about "Broken.json".
func ShowError(err error, win fyne.Window) {
	NewError(err, win).Show()
}

// NewError is the dialog of ShowError, not yet shown.
func NewError(err error, win fyne.Window) dialog.Dialog {
	text := widget.NewLabel(err.Error())
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(theme.NewErrorThemedResource(theme.ErrorIcon()))
	body := container.NewBorder(nil, nil, container.NewCenter(icon), nil, text)
	d := dialog.NewCustom(lang.L("Error"), lang.L("OK"), body, win)
	// Wide enough for a path and a reason on one or two lines.
	d.Resize(fyne.NewSize(520, 180))
	return d
}
