package weaveui

import (
	"context"
	"errors"
	"fmt"
	"os"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/games/weave"
)

// OpenPath reads a lattice saved as JSON on the calling goroutine (for
// pictures and tests: the window uses OpenPathThen); on error nothing
// changes.
func (w *Workspace) OpenPath(path string) error {
	if w.growing {
		return errGrowing()
	}
	m, err := readLattice(context.Background(), path)
	if err != nil {
		return err
	}
	w.adopt(m, path)
	return nil
}

// OpenPathThen reads a lattice saved as JSON in a job, as a file of a
// million points takes a second to decode and check, then shows it; done
// (if not nil) gets the error on the UI goroutine once it has been shown,
// nil when the lattice is shown. On error nothing changes. A lattice asked
// for while another opens waits its turn, as files dropped together or
// given together on the command line do in the other workspaces: each
// opens in turn, the last one shown; Stop ends those waiting too.
func (w *Workspace) OpenPathThen(path string, done func(error)) {
	if w.opening {
		w.waiting = append(w.waiting, waitingOpen{path, done})
		return
	}
	if w.growing {
		w.status.Fail(errGrowing(), done)
		return
	}
	var m *weave.Model
	job := func(ctx context.Context, _ *kit.Progress) (err error) {
		m, err = readLattice(ctx, path)
		return err
	}
	w.opening = true
	// The path is the error's, when there is one: in the title too, the
	// status bar said it twice ("Opening F: F: not a lattice file").
	err := w.status.Run(lang.L("Opening the lattice"), job, func(err error) {
		w.opening = false
		if err == nil {
			w.adopt(m, path)
		}
		if done != nil {
			done(err)
		}
		w.openNext(errors.Is(err, context.Canceled))
	})
	if err != nil {
		w.opening = false
		w.status.Fail(err, done)
	}
}

// waitingOpen is a lattice asked for while another was opening.
type waitingOpen struct {
	path string
	done func(error)
}

// openNext starts the first lattice waiting, or, when the opening before
// was stopped, tells every one waiting that it was stopped too.
func (w *Workspace) openNext(stopped bool) {
	waiting := w.waiting
	if len(waiting) == 0 {
		return
	}
	if stopped {
		w.waiting = nil
		for _, o := range waiting {
			if o.done != nil {
				o.done(context.Canceled)
			}
		}
		return
	}
	w.waiting = waiting[1:]
	w.OpenPathThen(waiting[0].path, waiting[0].done)
}

func errGrowing() error { return errors.New(lang.L("wait for the growth to finish")) }

// readLattice reads and checks the lattice of a JSON file, ending soon
// after ctx does (Stop).
func readLattice(ctx context.Context, path string) (*weave.Model, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m, err := weave.ReadJSONContext(ctx, f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// adopt shows lattice m, read from path, with the settings it was grown
// with.
func (w *Workspace) adopt(m *weave.Model, path string) {
	w.player.pause()
	w.setModel(m)
	w.panel.showConfig(m.Config())
	w.setDoc(path)
}

func (w *Workspace) open() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, w.pickAndOpen)
}

func (w *Workspace) pickAndOpen() {
	w.k.PickToOpen("weave", lang.L("Open a lattice"), []string{".json"}, func(path string) {
		w.OpenPathThen(path, func(err error) {
			if err == nil {
				kit.AddRecent(w.k.Prefs(), "weave", path)
			}
		})
	})
}
