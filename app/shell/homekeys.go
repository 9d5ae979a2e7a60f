package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
)

// Home's shortcut table lists Ctrl+N and Ctrl+O, and Home is the first
// screen: the two did nothing there, without a word. Home has no work of
// its own, so Open takes any file Plateau opens to the workspace it
// belongs to (as a file dropped on the window), and New asks which
// workspace the new work is for.

// plateauExts are the extensions of the files Plateau opens.
var plateauExts = []string{".json", ".txt", ".url"}

// Keys are Home's: Ctrl+N and Ctrl+O.
func (h *home) Keys() kit.Keys { return kit.Keys{New: h.askNew, Open: h.openAny} }

// openAny asks for a file and opens it in the workspace it belongs to;
// nothing happens when the dialog is cancelled.
func (h *home) openAny() {
	h.shell.kit.Files.Open(lang.L("Open a file"), plateauExts, func(path string) {
		if path != "" {
			h.shell.OpenFile(path)
		}
	})
}

// askNew asks which workspace to start new work in, and starts it there
// as that workspace's New does.
func (h *home) askNew() {
	var d *dialog.CustomDialog
	choices := container.NewVBox()
	for _, ws := range h.shell.spaces[1:] {
		if ws.Keys().New == nil {
			continue
		}
		choices.Add(kit.NewButton(ws.Info().Title, theme.DocumentCreateIcon(), func() {
			d.Hide()
			if h.shell.Show(ws.Info().ID) == nil {
				h.shell.Current().Keys().New()
			}
		}))
	}
	content := container.NewVBox(wrapped(lang.L("In which workspace?")), choices)
	d = kit.NewCustom(lang.L("New"), lang.L("Cancel"), content, h.shell.kit.Window)
	d.Resize(fyne.NewSize(360, d.MinSize().Height))
	d.Show()
}
