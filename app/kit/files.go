package kit

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// FilePicker asks the user for a file to open or a path to save to. The
// callback runs on the UI goroutine with the chosen path, or "" when the
// user cancelled. exts are extensions with their dot (".json"). Save's
// suggested is the name it offers: a bare name starts in the last folder
// a dialog used, a full path (Beside) in that path's folder, when it is
// there still.
type FilePicker interface {
	Open(title string, exts []string, cb func(path string))
	Save(title, suggested string, exts []string, cb func(path string))
}

// fynePicker uses Fyne's own dialogs: on Linux, where native dialogs fight
// GLFW's event loop, and in headless builds.
type fynePicker struct {
	win   fyne.Window
	prefs fyne.Preferences
}

// prefLastDir is the preference key of the folder last used in a dialog.
const prefLastDir = "files.lastdir"

// location is where a dialog starts: dir when it is a folder that is
// there, else the last folder a dialog used.
func (f *fynePicker) location(dir string) fyne.ListableURI {
	for _, d := range []string{dir, f.prefs.String(prefLastDir)} {
		if d == "" {
			continue
		}
		if l, err := storage.ListerForURI(storage.NewFileURI(d)); err == nil {
			return l
		}
	}
	return nil
}

// splitSuggested is the folder and the name of a Save dialog's
// suggestion: no folder for a bare name.
func splitSuggested(suggested string) (dir, name string) {
	name = filepath.Base(suggested)
	if name == suggested {
		return "", name
	}
	dir, err := filepath.Abs(filepath.Dir(suggested))
	if err != nil {
		return "", name
	}
	return dir, name
}

// Beside is what a Save dialog suggests for a file made from the document
// doc: doc's name with ext in place of its extension ("" keeps it), in
// doc's folder, where desktop programs start Save as, so that a copy or
// an export lands next to the work; name, in the last folder used, when
// the work has no file.
func Beside(doc, name, ext string) string {
	if doc == "" {
		return name
	}
	if ext == "" {
		return doc
	}
	return strings.TrimSuffix(doc, filepath.Ext(doc)) + ext
}

func (f *fynePicker) remember(path string) {
	f.prefs.SetString(prefLastDir, filepath.Dir(path))
}

func (f *fynePicker) size() fyne.Size {
	s := f.win.Canvas().Size()
	return fyne.NewSize(max(600, s.Width*0.8), max(400, s.Height*0.8))
}

func (f *fynePicker) Open(title string, exts []string, cb func(string)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			cb("")
			return
		}
		path := r.URI().Path()
		r.Close()
		f.remember(path)
		cb(path)
	}, f.win)
	d.SetTitleText(title)
	if len(exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	if l := f.location(""); l != nil {
		d.SetLocation(l)
	}
	d.Resize(f.size())
	d.Show()
	translatedPlaces(f.win.Canvas())
}

func (f *fynePicker) Save(title, suggested string, exts []string, cb func(string)) {
	var field *widget.Entry // the dialog's name field, as typed
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			cb("")
			return
		}
		// The writer opens nothing before it writes (lazyFiles): close it
		// and let the caller replace the file atomically.
		joined := w.URI().Path()
		w.Close()
		path := joined
		if field != nil {
			path = typedPath(joined, field.Text)
		}
		path = withExtension(path, exts)
		f.remember(path)
		if path == joined {
			cb(path) // Fyne asked already if the file existed
			return
		}
		f.confirmReplace(path, cb)
	}, f.win)
	dir, name := splitSuggested(suggested)
	d.SetTitleText(title)
	d.SetFileName(name)
	if len(exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	if l := f.location(dir); l != nil {
		d.SetLocation(l)
	}
	d.Resize(f.size())
	d.Show()
	field = escapableName(f.win.Canvas())
	translatedReplace(f.win.Canvas())
	translatedPlaces(f.win.Canvas())
}

// confirmReplace hands path to cb, asking first when a file is there: a
// name typed without its extension is given one, after Fyne's dialog asked
// about the name typed.
func (f *fynePicker) confirmReplace(path string, cb func(string)) {
	if _, err := os.Stat(path); err != nil {
		cb(path)
		return
	}
	msg := fmt.Sprintf(lang.L("%s already exists. Replace it?"), filepath.Base(path))
	ShowConfirm(lang.L("Replace the file?"), msg, func(ok bool) {
		if ok {
			cb(path)
		} else {
			cb("")
		}
	}, f.win)
}

// withExtension adds the first allowed extension when the user typed a
// name without any of them.
func withExtension(path string, exts []string) string {
	if len(exts) == 0 || slices.Contains(exts, strings.ToLower(filepath.Ext(path))) {
		return path
	}
	return path + exts[0]
}

// OpenWith asks for a file to open and hands its path to open. An error is
// shown in a dialog (open must then have changed nothing); a success goes
// to the workspace's recent files.
func (k *Kit) OpenWith(workspace, title string, exts []string, open func(path string) error) {
	k.PickToOpen(workspace, title, exts, func(path string) {
		if err := open(path); err != nil {
			ShowOpenError(path, err, k.Window)
			return
		}
		AddRecent(k.Prefs(), workspace, path)
	})
}

// PickToOpen asks for a file to open in workspace and hands its path to
// open, unless the file belongs to another workspace, which then takes it
// (Route); nothing happens when the dialog is cancelled.
func (k *Kit) PickToOpen(workspace, title string, exts []string, open func(path string)) {
	k.Files.Open(title, exts, func(path string) {
		if path == "" || k.Route != nil && k.Route(workspace, path) {
			return
		}
		open(path)
	})
}

// SaveWith asks for a path to save to and hands it to save. An error is
// shown in a dialog; after a success the path goes to the workspace's
// recent files and done (if not nil) is called with it.
func (k *Kit) SaveWith(workspace, title, suggested string, exts []string, save func(path string) error, done func(path string)) {
	k.ExportWith(title, suggested, exts, save, func(path string) {
		AddRecent(k.Prefs(), workspace, path)
		if done != nil {
			done(path)
		}
	})
}

// Doc is the file a workspace's work is kept in, and its Save and Save as:
// Save writes back to Path without asking (SaveDoc), Save as asks; both
// remember where the work went. Opening a file sets Path (Opened), new
// work clears it (Opened("")). Save asks first when the file changed on
// disk since it was opened or saved (OnDisk), rather than write over
// what another program or window put there.
type Doc struct {
	Path string
	Kit  *Kit
	// Workspace, Title, Suggested and Exts are SaveWith's.
	Workspace, Title, Suggested string
	Exts                        []string
	Write                       func(path string) error // writes the work to path
	Saved                       func(path string)       // after a save (a status message); may be nil
	disk                        OnDisk                  // Path as the work last read or wrote it
}

// Save writes the work back to Path, or asks where when there is none.
func (d *Doc) Save() { d.SaveThen(func() {}) }

// SaveThen is Save, calling then once the work is saved (kit.Unsaved).
// When Path changed on disk, the person chooses: Overwrite saves, Save as…
// asks where (then follows that save), Cancel saves nothing and then does
// not run.
func (d *Doc) SaveThen(then func()) {
	save := func() {
		d.Kit.SaveDoc(d.Path, d.Workspace, d.Title, d.Suggested, d.Exts, d.Write, func(path string) {
			d.done(path)
			then()
		})
	}
	if d.Path == "" || !d.disk.ChangedAt(d.Path) {
		save()
		return
	}
	d.Kit.ConfirmChangedOnDisk(d.Path, save, func() { d.saveAsThen(then) })
}

// SaveAs asks where to write the work.
func (d *Doc) SaveAs() { d.saveAsThen(func() {}) }

// saveAsThen starts in the work's own folder with its name, as desktop
// programs do ("v2" beside it is one edit); new work gets Suggested in the
// last folder used.
func (d *Doc) saveAsThen(then func()) {
	d.Kit.SaveWith(d.Workspace, d.Title, Beside(d.Path, d.Suggested, ""), d.Exts, d.Write, func(path string) {
		d.done(path)
		then()
	})
}

// Opened records that the work now comes from path ("" for new work, which
// Save asks a place for), as the file is now on disk: called once the
// work is read from it or written to it.
func (d *Doc) Opened(path string) {
	d.Path = path
	d.disk = OnDiskNow(path)
	d.Kit.DocumentChanged()
}

func (d *Doc) done(path string) {
	d.Opened(path)
	if d.Saved != nil {
		d.Saved(path)
	}
}

// SaveDoc is Save as desktop programs do it: with doc set (the file the
// work was opened from or last saved to, in a format that keeps all of
// it) it writes there again without asking; with doc empty it asks, as
// SaveWith does. Save as is SaveWith.
func (k *Kit) SaveDoc(doc, workspace, title, suggested string, exts []string, save func(path string) error, done func(path string)) {
	if doc == "" {
		k.SaveWith(workspace, title, suggested, exts, save, done)
		return
	}
	if err := save(doc); err != nil {
		ShowSaveError(doc, err, k.Window)
		return
	}
	AddRecent(k.Prefs(), workspace, doc)
	if done != nil {
		done(doc)
	}
}

// ExportWith is SaveWith for a file the workspace does not open again (a
// picture, a model for another program): it stays off the recent files.
func (k *Kit) ExportWith(title, suggested string, exts []string, save func(path string) error, done func(path string)) {
	k.Files.Save(title, suggested, exts, func(path string) {
		if path == "" {
			return
		}
		if err := save(path); err != nil {
			ShowSaveError(path, err, k.Window)
			return
		}
		if done != nil {
			done(path)
		}
	})
}
