//go:build ci || !(windows || darwin)

package kit

import "fyne.io/fyne/v2"

// NewFilePicker returns the file picker for this platform: Fyne's dialogs
// here (Linux and headless builds).
func NewFilePicker(win fyne.Window, prefs fyne.Preferences) FilePicker {
	keepFilesUntilWritten()
	return &fynePicker{win: win, prefs: prefs}
}
