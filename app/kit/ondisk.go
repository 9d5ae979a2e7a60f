package kit

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// OnDisk is a file as the work last read it or wrote it, so that Save can
// tell that something else wrote it since: a second Plateau on the same
// file (a file manager's "Open with" starts one each time), another
// program. Save wrote over their changes without a word. One stat tells:
// its size, its time, and on Unix its inode (safefile and many editors
// replace a file by a new one), without reading it, so that Save stays as
// quick on the UI goroutine as before.
type OnDisk struct {
	fi fs.FileInfo // nil: no file seen (new work, or one that could not be read)
}

// OnDiskNow is path as it is now; "" or a file that is not there is none.
func OnDiskNow(path string) OnDisk {
	if path == "" {
		return OnDisk{}
	}
	fi, err := os.Stat(path)
	if err != nil {
		return OnDisk{}
	}
	return OnDisk{fi}
}

// ChangedAt reports whether the file at path is no longer the one o saw.
// No change is seen when o saw none, or the file is gone since (deleted,
// moved, a folder in its place): saving then puts the work there, or says
// why it cannot ("a folder named … is there now"), where asking whether
// to overwrite "changes" made a folder look like another version.
func (o OnDisk) ChangedAt(path string) bool {
	if o.fi == nil {
		return false
	}
	now, err := os.Stat(path)
	if err != nil || now.IsDir() {
		return false
	}
	return now.Size() != o.fi.Size() || !now.ModTime().Equal(o.fi.ModTime()) || !os.SameFile(now, o.fi)
}

// ConfirmChangedOnDisk asks what to do with work whose file, path, changed
// on disk since it was opened or saved: overwrite runs on Overwrite,
// saveAs on Save as…; Cancel (and Escape) runs neither, which leaves the
// work unsaved and stops what the save was for, as a failed save does.
// Save as… is the default (Enter): it keeps both versions. Overwrite, which
// loses the other version, is red and takes a click, as Discard does.
func (k *Kit) ConfirmChangedOnDisk(path string, overwrite, saveAs func()) {
	var d *dialog.CustomDialog
	cancel := NewButton(lang.L("Cancel"), theme.CancelIcon(), func() { d.Hide() })
	over := NewButton(lang.L("Overwrite"), theme.DocumentSaveIcon(), func() { d.Hide(); overwrite() })
	over.Importance = widget.DangerImportance
	elsewhere := NewButton(lang.L("Save as…"), theme.DocumentSaveIcon(), func() { d.Hide(); saveAs() })
	elsewhere.Importance = widget.HighImportance
	msg := widget.NewLabel(fmt.Sprintf(lang.L("%s changed on disk since you opened it."), filepath.Base(path)) + "\n" +
		lang.L("Overwrite replaces those changes with your work; Save as… keeps both."))
	msg.Alignment = fyne.TextAlignCenter
	d = NewCustomWithButtons(lang.L("File changed on disk"), msg, k.Window, cancel, over, elsewhere)
	d.Show()
}
