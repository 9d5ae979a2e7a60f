package weaveui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/openfile"
	"plateau/games/reason"
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
// nil when the lattice is shown, context.Canceled when Stop or New ended
// it or the lattice on show changed meanwhile. On error nothing changes.
// While it reads, the lattice on show takes no edit, as during a growth:
// the lattice read would replace them unasked. A lattice asked
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
		if openReturned != nil {
			defer openReturned()
		}
		if openStarted != nil {
			openStarted()
		}
		m, err = readLattice(ctx, path)
		if err != nil && ctx.Err() == nil {
			// shown as the other workspaces' are, a headline naming the file
			err = &kit.OpenError{Path: path, Err: err}
		}
		return err
	}
	// Meanwhile the lattice on show takes no step, as during a growth
	// (busySaid), and Play stops: the lattice read landed over the steps
	// made while it loaded, and over a New, unasked.
	w.player.pause()
	w.setOpening(true)
	from, gen := w.mark(), w.openGen
	// The file is the error's to name (kit.OpenError), when there is one:
	// in the title too, the status bar said it twice ("Opening F: F: not a
	// lattice file").
	err := w.status.Run(lang.L("Opening the lattice"), job, func(err error) {
		w.setOpening(false)
		if err == nil && (gen != w.openGen || w.mark() != from) {
			// read, but stopped by New before it was shown, or the
			// lattice changed all the same (a recovery restored): the
			// person's lattice stays, and the file is not said to be open
			w.status.SetMessage(fmt.Sprintf(lang.L("%s was not shown: the lattice changed while it was read."), filepath.Base(path)))
			err = context.Canceled
		}
		if err == nil {
			w.adopt(m, path)
		}
		if done != nil {
			done(err)
		}
		w.openNext(errors.Is(err, context.Canceled))
	})
	if err != nil {
		w.setOpening(false)
		w.status.Fail(err, done)
	}
}

// openStarted and openReturned, when not nil, are called on an opening's
// job goroutine as it starts (before it reads the file) and as it returns
// (the lattice read, its showing then on its way to the UI goroutine): a
// test holds the job before it reads, or waits for it to return, rather
// than sleeping. Nil outside tests.
var openStarted, openReturned func()

// setOpening records whether a lattice is being read, and greys out the
// settings meanwhile as a growth does: an order chosen then was the
// lattice's about to go.
func (w *Workspace) setOpening(opening bool) {
	w.opening = opening
	w.panel.setGrowing(opening)
}

// stopOpening stops the lattice being read and drops those waiting, then
// calls fn once that one has ended (at once when none is read): New, asked
// after an Open, wins over it.
func (w *Workspace) stopOpening(fn func()) {
	if !w.opening {
		fn()
		return
	}
	w.openGen++ // read already, its showing queued: it must not be
	waiting := w.waiting
	w.waiting = nil
	for _, o := range waiting {
		if o.done != nil {
			o.done(context.Canceled)
		}
	}
	w.status.InterruptThen(fn)
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

// errGrowing refuses what must wait for the growth: a reason, so that it
// reads as a sentence, translated, wherever it is shown (kit.ErrorText).
func errGrowing() error { return reason.New("wait for the growth to finish") }

// readLattice reads and checks the lattice of a JSON file, ending soon
// after ctx does (Stop).
func readLattice(ctx context.Context, path string) (*weave.Model, error) {
	f, err := openfile.Regular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := notTooLarge(ctx, f); err != nil {
		return nil, err
	}
	return weave.ReadJSONContext(ctx, f) // its errors do not name the file: the open dialog's headline does
}

// notTooLarge refuses a lattice file of more than maxPoints points, the
// most the window grows to, before it is read (4.5 million points took
// 3.3 GB), and leaves f at its start.
func notTooLarge(ctx context.Context, f io.ReadSeeker) error {
	n, err := countPoints(ctx, f)
	if err != nil {
		return err
	}
	if n > maxPoints {
		return reason.New("this lattice has %s points: Plateau opens up to %s, so that it stays within memory", kit.Int(n), kit.Int(maxPoints))
	}
	_, err = f.Seek(0, io.SeekStart)
	return err
}

// adopt shows lattice m, read from path, with the settings it was grown
// with.
func (w *Workspace) adopt(m *weave.Model, path string) {
	w.player.pause()
	w.setModel(m)
	w.panel.showConfig(m.Config())
	w.keepSettings() // the settings shown are those of the next start
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

// Status returns the workspace's status bar, on which a lattice opens:
// the shell's tests wait on it.
func (w *Workspace) Status() *kit.StatusBar { return w.status }
