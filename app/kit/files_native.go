//go:build !ci && (windows || darwin)

package kit

import (
	"errors"
	"os"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"github.com/sqweek/dialog"
)

// nativePicker shows the system's file dialogs on Windows and macOS. The
// dialog blocks the goroutine that opens it, so it runs on its own goroutine
// (one at a time) and hands the answer back with Do (fyne.Do); if it fails, the
// Fyne dialog takes over.
type nativePicker struct {
	fallback *fynePicker
	mu       sync.Mutex
}

// NewFilePicker returns the file picker for this platform: native dialogs.
func NewFilePicker(win fyne.Window, prefs fyne.Preferences) FilePicker {
	keepFilesUntilWritten() // for the Fyne dialog it falls back on
	return &nativePicker{fallback: &fynePicker{win: win, prefs: prefs}}
}

// builder starts in dir when it is a folder that is there, else in the
// last folder a dialog used.
func (n *nativePicker) builder(title, dir string, exts []string) *dialog.FileBuilder {
	b := dialog.File().Title(title)
	if len(exts) > 0 {
		plain := make([]string, len(exts))
		for i, e := range exts {
			plain[i] = strings.TrimPrefix(e, ".")
		}
		b = b.Filter(strings.Join(exts, ", "), plain...)
	}
	if st, err := os.Stat(dir); dir == "" || err != nil || !st.IsDir() {
		dir = n.fallback.prefs.String(prefLastDir)
	}
	if dir != "" {
		b = b.SetStartDir(dir)
	}
	return b
}

func (n *nativePicker) run(pick func() (string, error), cb func(string), fallback func()) {
	go func() {
		n.mu.Lock()
		defer n.mu.Unlock()
		path, err := pick()
		Do(func() {
			switch {
			case errors.Is(err, dialog.ErrCancelled):
				cb("")
			case err != nil:
				fallback()
			default:
				n.fallback.remember(path)
				cb(path)
			}
		})
	}()
}

func (n *nativePicker) Open(title string, exts []string, cb func(string)) {
	b := n.builder(title, "", exts)
	n.run(b.Load, cb, func() { n.fallback.Open(title, exts, cb) })
}

func (n *nativePicker) Save(title, suggested string, exts []string, cb func(string)) {
	dir, name := splitSuggested(suggested)
	b := n.builder(title, dir, exts).SetStartFile(name)
	n.run(func() (string, error) {
		p, err := b.Save()
		return withExtension(p, exts), err
	}, cb, func() { n.fallback.Save(title, suggested, exts, cb) })
}
