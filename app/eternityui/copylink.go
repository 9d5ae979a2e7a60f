package eternityui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// CopyLink puts the e2.bucas.name link of the board shown on the
// clipboard, the link its .url file holds, to share a board without a file
// (in a message, a forum post) or open it in a browser.
func (w *Workspace) CopyLink() {
	l, err := game.LinkOf(w.written(game.LinkFile))
	if err != nil {
		w.status.SetMessage(fmt.Sprintf(lang.L("No link: %s"), kit.ErrorText(err)))
		return
	}
	fyne.CurrentApp().Clipboard().SetContent(l.String())
	if w.preview != nil {
		w.status.SetMessage(lang.L("The e2.bucas.name link of the solver's board shown is on the clipboard."))
		return
	}
	w.status.SetMessage(lang.L("The board's e2.bucas.name link is on the clipboard."))
}
