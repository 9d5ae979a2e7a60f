package kit

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Unsaved is implemented by the workspaces whose work a file keeps (the
// editors): Unsaved names what closing the window or opening another file
// would lose, such as "the puzzle being designed", or returns "" when the
// work is as it was last opened or saved. The shell asks before quitting.
type Unsaved interface {
	Unsaved() string
}

// ConfirmDiscard runs proceed at once when what is "" (nothing to lose),
// otherwise only once the person agrees, in a dialog naming what, to lose
// it.
func (k *Kit) ConfirmDiscard(what string, proceed func()) {
	if what == "" {
		proceed()
		return
	}
	d := dialog.NewConfirm(lang.L("Discard changes?"),
		lang.L("Not saved: ")+what+".\n"+lang.L("Discard it and go on?"),
		func(ok bool) {
			if ok {
				proceed()
			}
		}, k.Window)
	d.SetConfirmText(lang.L("Discard"))
	d.SetDismissText(lang.L("Cancel"))
	// Red, and out of Enter's reach: losing work takes a click.
	d.SetConfirmImportance(widget.DangerImportance)
	d.Show()
}
