package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Unsaved is implemented by the workspaces whose work a file keeps (the
// editors): Unsaved names what closing the window or opening another file
// would lose, such as "the puzzle being designed", or returns "" when the
// work is as it was last opened or saved. The shell asks before quitting,
// offering to save: SaveThen saves as Save does (asking where when the
// work has no file yet) and calls then once the work is safe; not when
// the person cancels the file dialog or the save fails, which leaves
// everything where it was.
type Unsaved interface {
	Unsaved() string
	SaveThen(then func())
}

// ConfirmDiscard runs proceed at once when what is "" (nothing to lose),
// otherwise only once the person answers a dialog naming what, as desktop
// programs ask: Save runs save, which calls proceed once the work is
// saved; Discard proceeds without it; Cancel does nothing.
func (k *Kit) ConfirmDiscard(what string, save func(then func()), proceed func()) {
	k.ConfirmDiscardElse(what, save, proceed, nil)
}

// JoinList names several things in a sentence: "a", "a and b", "a, b
// and c" (three joined by "and" read as one long run).
func JoinList(items []string) string {
	switch n := len(items); n {
	case 0:
		return ""
	case 1:
		return items[0]
	default:
		return strings.Join(items[:n-1], ", ") + lang.L(" and ") + items[n-1]
	}
}

// ConfirmDiscardElse is ConfirmDiscard calling cancelled (if not nil) when
// the dialog closes other than by Discard, so that a control changed in
// anticipation (a selector) goes back to what the work shows; after Save,
// proceed follows once the work is saved (not if the save dialog is
// cancelled), and must then set the control again.
func (k *Kit) ConfirmDiscardElse(what string, save func(then func()), proceed, cancelled func()) {
	if what == "" {
		proceed()
		return
	}
	var d *dialog.CustomDialog
	discarded := false
	cancel := NewButton(lang.L("Cancel"), theme.CancelIcon(), func() { d.Hide() })
	// Red, and out of Enter's reach: losing work takes a click.
	discard := NewButton(lang.L("Discard"), theme.DeleteIcon(), func() { discarded = true; d.Hide(); proceed() })
	discard.Importance = widget.DangerImportance
	saveFirst := NewButton(lang.L("Save"), theme.DocumentSaveIcon(), func() { d.Hide(); save(proceed) })
	saveFirst.Importance = widget.HighImportance
	msg := widget.NewLabel(lang.L("Not saved: ") + what + ".\n" + lang.L("Save before going on?"))
	msg.Alignment = fyne.TextAlignCenter
	d = NewCustomWithButtons(lang.L("Save changes?"), msg, k.Window, cancel, discard, saveFirst)
	d.SetOnClosed(func() {
		if !discarded && cancelled != nil {
			cancelled()
		}
	})
	d.Show()
}
