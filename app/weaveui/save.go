package weaveui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/lang"

	"plateau/app/ctxio"
	"plateau/app/kit"
	"plateau/app/safefile"
	"plateau/games/reason"
	"plateau/games/weave"
)

// saveInJob is the size from which a lattice is written in a job, with
// Stop, rather than on the UI goroutine: a million points take 0.2 to 0.7
// s to write out, and ten million held the window for seconds. Below it
// the file, synced, takes 17 to 26 ms in any format on two loaded cores
// (BenchmarkSaveOnTheUIGoroutine); below 200,000, the size before, JSON
// took 79 to 120 ms, and PLY and OBJ 64 to 71 ms.
var saveInJob = 50_000

// saveAtOnceMost is the largest lattice written at once, on the UI
// goroutine, while another job holds the status bar (a picture export, an
// open) and the save's own job cannot start: refused, the save did
// nothing, nor what waited on it (the quit dialog's Save). It took up to
// 120 ms at this size: a pause, not a loss.
const saveAtOnceMost = 200_000

// save writes the lattice to the JSON file it came from or was last saved
// to; without one it asks, as saveAs.
func (w *Workspace) save() { w.SaveThen(nil) }

// SaveThen is save, calling then (when not nil) once the lattice is in a
// JSON file, the one format that opens again (kit.Unsaved). Asked while a
// save in a job holds the lattice (Ctrl+S twice, the quit dialog's Save),
// it waits for that one rather than fail, and goes on once it ends. When
// the file changed on disk since it was opened or saved, the person
// chooses first (kit.ConfirmChangedOnDisk).
func (w *Workspace) SaveThen(then func()) {
	if w.saving {
		w.afterSave = append(w.afterSave, then)
		return
	}
	if w.doc == "" {
		w.saveAsThen(then)
		return
	}
	if w.disk.ChangedAt(w.doc) {
		w.k.ConfirmChangedOnDisk(w.doc, func() { w.saveHere(then) }, func() { w.saveAsThen(then) })
		return
	}
	w.saveHere(then)
}

// saveHere writes the lattice to its JSON file, then calls then (when not
// nil).
func (w *Workspace) saveHere(then func()) {
	path := w.doc
	w.write(path, func() {
		w.setDoc(path) // as written now: the next Save sees no other writer
		kit.AddRecent(w.k.Prefs(), "weave", path)
		w.status.SetMessage(fmt.Sprintf(lang.L("Saved %s"), path))
		if then != nil {
			then()
		}
	})
}

// saveAs asks where to write the lattice as JSON, PLY or OBJ, chosen by
// the extension, or the view as a PNG picture.
func (w *Workspace) saveAs() { w.saveAsThen(nil) }

// saveAsThen is saveAs, calling then (when not nil) once the lattice is
// in a JSON file: a picture, a PLY or an OBJ file leaves it unsaved.
func (w *Workspace) saveAsThen(then func()) {
	// refused before the dialog: a name chosen and then refused was work
	// for nothing
	if err := w.owned(); err != nil {
		w.status.Fail(err, nil)
		return
	}
	w.k.Files.Save(lang.L("Save or export the lattice"), kit.Beside(w.doc, lang.L("lattice.json"), ""), []string{".json", ".ply", ".obj", ".png"}, func(path string) {
		if path == "" {
			return
		}
		if strings.EqualFold(filepath.Ext(path), ".png") {
			w.ExportPicture(path, nil)
			return
		}
		if f, err := weave.FormatOf(path); err == nil && f != weave.FormatJSON { // PLY and OBJ do not open again: they are for other programs
			w.writeExport(path)
			return
		}
		w.write(path, func() {
			w.status.SetMessage(fmt.Sprintf(lang.L("Saved %s"), path))
			kit.AddRecent(w.k.Prefs(), "weave", path)
			w.setDoc(path)
			if then != nil {
				then()
			}
		})
	})
}

// write writes the lattice to path and calls saved once it is there: at
// once for a lattice smaller than saveInJob, else from a job that owns the
// model meanwhile (edits and growth wait, as for Grow to) and can be
// stopped, the file then left as it was. A failure is shown, and saved
// not called.
func (w *Workspace) write(path string, saved func()) {
	w.panel.commitSeed() // a seed typed without Enter is the file's (a bad one was said, and the last good one is saved)
	// owned before the size: a growth's job is changing it (seen.go)
	if err := w.owned(); err != nil {
		kit.ShowSaveError(path, err, w.k.Window)
		return
	}
	if n := w.m.Len(); n < saveInJob || (w.status.Busy() && n < saveAtOnceMost) {
		if err := w.SavePath(path); err != nil {
			kit.ShowSaveError(path, err, w.k.Window)
			return
		}
		saved()
		return
	}
	f, err := weave.FormatOf(path)
	if err != nil {
		kit.ShowSaveError(path, err, w.k.Window)
		return
	}
	w.player.pause()
	w.growing, w.saving = true, true
	w.panel.setGrowing(true)
	m := w.m
	job := func(ctx context.Context, _ *kit.Progress) error { return writeModel(ctx, m, path, f) }
	done := func(err error) {
		w.growing, w.saving = false, false
		w.panel.setGrowing(false)
		if w.recolour { // a colour chosen meanwhile waited for the lattice
			// (rebuilding alone, the scene copied again whole, held a
			// Stop 0.3 to 0.9 s on five million points)
			w.rebuild()
		}
		waiting := w.afterSave
		w.afterSave = nil
		switch {
		case errors.Is(err, context.Canceled):
			w.status.SetMessage(fmt.Sprintf(lang.L("Save stopped: %s is as it was."), filepath.Base(path)))
		case err == nil:
			w.wrote(f)
			saved()
			for _, then := range waiting { // the lattice they asked to save is saved
				if then != nil && w.Unsaved() == "" {
					then()
				}
			}
		} // other errors: the status bar shows them
	}
	if err := w.status.Run(fmt.Sprintf(lang.L("Saving %s"), filepath.Base(path)), kit.SaveJob(path, job), done); err != nil {
		w.growing, w.saving = false, false
		w.panel.setGrowing(w.opening) // greyed still while a lattice opens
		w.status.Fail(err, nil)
	}
}

// SavePath writes the lattice in the format of the path's extension, on
// the caller's goroutine.
func (w *Workspace) SavePath(path string) error {
	if err := w.owned(); err != nil {
		return err
	}
	f, err := weave.FormatOf(path)
	if err != nil {
		return err
	}
	if err := writeModel(context.Background(), w.m, path, f); err != nil {
		return err
	}
	w.wrote(f)
	return nil
}

// owned says why the lattice cannot be written now: a job owns it.
func (w *Workspace) owned() error {
	switch {
	case w.saving:
		return reason.New("wait for the save under way to finish")
	case w.growing:
		return errGrowing()
	}
	return nil
}

// wrote records a lattice written in format f: as JSON, the one that
// opens again, it is saved.
func (w *Workspace) wrote(f weave.Format) {
	if f == weave.FormatJSON {
		w.saved = w.mark()
		w.k.DocumentChanged() // the title's unsaved mark goes
	}
}

// writeModel writes m to path in format f safely, ending soon after ctx
// does with the file as it was.
func writeModel(ctx context.Context, m *weave.Model, path string, f weave.Format) error {
	return safefile.Write(path, func(wr io.Writer) error { return m.Write(ctxio.Writer(ctx, wr), f) })
}
