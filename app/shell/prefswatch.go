package shell

import (
	"encoding/json"
	"errors"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
)

// Fyne writes the preferences after each change and only logs a write
// that fails: on a full disk preferences.json was left cut short, and a
// read-only config folder silently dropped a new language, while the
// person believed their settings and Rikudo progress kept. So after each
// change Plateau looks at the file Fyne wrote; when it does not hold the
// values, a write of them beside it tells whether the folder can take
// them, and its error goes to the person in the notice.

// valueReader is the part of Fyne's preferences that hands the values
// over (its in-memory store has it, fyne.Preferences does not).
type valueReader interface {
	ReadValues(func(map[string]any))
}

// prefsWatch tells the person, once until writing works again, that the
// preferences in dir cannot be written.
type prefsWatch struct {
	prefs fyne.Preferences
	dir   string
	told  string // the notice shown, and not written since ("": none)
	show  func(string)
	hide  func(string) // hides the notice if it still says this
}

// watchPreferences checks the preferences file in dir after every change
// of the app's preferences, and once now.
func (s *Shell) watchPreferences(dir string) {
	w := &prefsWatch{prefs: s.kit.Prefs(), dir: dir,
		show: func(text string) { kit.Do(func() { s.notice.show(text) }) },
		// the notice may tell of the recovery's keep meanwhile: left up
		hide: func(text string) { kit.Do(func() { s.notice.hideIf(text) }) }}
	// Fyne's own listener, which writes the file, was added first and
	// has run when this one runs.
	s.prefsWatch = w
	w.prefs.AddChangeListener(w.check)
	w.check()
}

// check compares the file with the values, and tries a write of them
// when they differ (Fyne skips writes within 100 ms of the last, which
// it makes up for later: the try then works, and nothing is said).
func (w *prefsWatch) check() {
	vr, ok := w.prefs.(valueReader)
	if !ok {
		return
	}
	var want []byte
	var err error
	vr.ReadValues(func(values map[string]any) { want, err = json.Marshal(values) })
	if err == nil && !sameJSON(want, w.dir) {
		err = asPrefsFile(tryWrite(w.dir, want), w.dir)
	}
	switch {
	case err != nil && w.told == "":
		log.Printf("plateau: the preferences cannot be written: %v", err)
		w.told = prefsFailedText(kit.ErrorText(err))
		w.show(w.told)
	case err == nil && w.told != "":
		w.hide(w.told)
		w.told = ""
	}
}

// writes reports whether the preferences are written, as far as w knows
// (a nil w, not watching, knows nothing against it).
func (w *prefsWatch) writes() bool { return w == nil || w.told == "" }

// languageNote is what Settings says of a new language: it applies at
// the next start, unless the preferences cannot be written.
func languageNote(w *prefsWatch) string {
	if !w.writes() {
		return lang.L("Plateau cannot save its settings, so the new language would be lost when it closes: see the notice above the window.")
	}
	return lang.L("The new language applies when Plateau next starts.")
}

// sameJSON reports whether the preferences file in dir holds the values
// want encodes.
func sameJSON(want []byte, dir string) bool {
	got, err := os.ReadFile(filepath.Join(dir, prefsFile))
	if err != nil {
		return false
	}
	var a, b map[string]any
	if json.Unmarshal(want, &a) != nil || json.Unmarshal(got, &b) != nil {
		return false
	}
	return reflect.DeepEqual(a, b)
}

// tryWrite writes b to a new file in dir, synced, and removes it: the
// error a write of the preferences meets there (a full disk, a folder
// that is read-only or cannot be made).
func tryWrite(dir string, b []byte) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".preferences-try-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	_, err = f.Write(b)
	err = errors.Join(err, f.Sync(), f.Close())
	return err
}

// asPrefsFile names the preferences file in err, a try's: the person
// knows that file, not the try's.
func asPrefsFile(err error, dir string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && strings.Contains(pe.Path, ".preferences-try-") {
		return &fs.PathError{Op: pe.Op, Path: filepath.Join(dir, prefsFile), Err: pe.Err}
	}
	return err
}

// prefsFailedText is the notice of preferences that cannot be written,
// with the reason.
func prefsFailedText(reason string) string {
	return lang.L("Plateau cannot save its settings, recent files and Rikudo progress: what changed is lost when it closes.") + " (" + reason + ")"
}
