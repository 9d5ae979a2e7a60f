package weaveui

import (
	"bytes"
	"fmt"
	"sync"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/games/weave"
)

// savedMark is the lattice as it was when last opened, saved as JSON or
// started afresh. The step count and the last point expanded told too
// little: undo twice, then expand two points in another order, and a
// different lattice passed for the saved one.
type savedMark struct {
	m        *weave.Model
	revision uint64
}

func (w *Workspace) mark() savedMark {
	return savedMark{w.m, w.m.Revision()}
}

// Unsaved names a lattice grown by hand since it was last opened, saved or
// started (kit.Unsaved). One grown in an automatic order alone is not work
// to lose: its settings grow it again the same; one grown partly by hand
// is, even once the order is automatic again.
func (w *Workspace) Unsaved() string {
	if (!w.manual() && !w.grownByHand()) || w.saved == w.mark() {
		return ""
	}
	return lang.L("the Weave lattice grown by hand")
}

// grownByHand reports whether the lattice holds a point expanded by a
// click since it was last opened, saved or started: the first such step
// is among its steps. A hand expansion undone no longer counted less (the
// question came up for a lattice grown automatically since), and one
// redone counts again.
func (w *Workspace) grownByHand() bool {
	return len(w.hand) > 0 && w.hand[0] <= w.m.Stats().Steps
}

// newSteps forgets the hand expansions undone beyond step before, now
// that new steps from there (not Redo) have dropped them from the redo
// list: call it before the model expands points itself.
func (w *Workspace) newSteps(before int) {
	w.forgetGrowthsBeyond(before)
	for len(w.hand) > 0 && w.hand[len(w.hand)-1] > before {
		w.hand = w.hand[:len(w.hand)-1]
	}
}

// snapshot is the last snapshot and the lattice it was taken of: the
// recovery asks every ten seconds, and a lattice of half a million points
// takes a fifth of a second to write out (51 MB of JSON).
type snapshot struct {
	of     int                    // rebuilds, when it was taken
	encode func() ([]byte, error) // its JSON file, written once, from a copy
}

// keepMax is the largest lattice kept for recovery: about 50 MB of JSON,
// and a copy of 18 MB taken on the UI goroutine in a few milliseconds.
var keepMax = 500_000

// Snapshot is the lattice as its JSON file (kit.Recoverable), written on
// the calling goroutine; the recovery asks SnapshotLater.
func (w *Workspace) Snapshot() (string, []byte, error) {
	ext, encode, err := w.SnapshotLater()
	if err != nil {
		return "", nil, err
	}
	data, err := encode()
	return ext, data, err
}

// SnapshotLater is Snapshot, written out where the recovery keeps it,
// off the UI goroutine (kit.LateSnapshot): only the copy of the lattice
// is taken here, a few milliseconds where writing it held the window
// 0.2 to 0.3 s every ten seconds at keepMax points. The copy is taken
// again only when the lattice changed, and written once. kit.ErrBusy
// while a growth runs, which is changing it, and kit.ErrTooLarge past
// keepMax points, said once in the status bar.
func (w *Workspace) SnapshotLater() (string, func() ([]byte, error), error) {
	if w.growing {
		return "", nil, kit.ErrBusy
	}
	if w.m.Len() > keepMax {
		if !w.toldTooLarge {
			w.toldTooLarge = true
			w.status.SetMessage(fmt.Sprintf(lang.L("A lattice of more than %s points is not kept for recovery: save it to keep your clicks."), kit.Int(keepMax)))
		}
		w.snap = snapshot{} // its bytes go
		return "", nil, kit.ErrTooLarge
	}
	w.toldTooLarge = false
	if w.snap.encode == nil || w.snap.of != w.rebuilds {
		frozen := w.m.Freeze()
		w.snap = snapshot{w.rebuilds, sync.OnceValues(func() ([]byte, error) {
			var b bytes.Buffer
			err := frozen.Write(&b, weave.FormatJSON)
			return b.Bytes(), err
		})}
	}
	return ".json", w.snap.encode, nil
}

// Recover opens a snapshot as the unsaved lattice of file doc
// (kit.Recoverable), in the manual order: only a lattice grown by hand is
// kept, and the file does not say the order. Its steps count as grown by
// hand (the file does not say which were): without that, a change to an
// automatic order made it count as saved, and New, Open and quitting
// discarded it without asking. A loaded lattice cannot be undone below
// its own steps, so it stays unsaved until saved.
func (w *Workspace) Recover(path, doc string) error {
	if err := w.OpenPath(path); err != nil {
		return err
	}
	if err := w.m.SetOrder(weave.OrderManual, w.m.Config().Seed); err != nil {
		return err
	}
	w.hand = []int{w.m.Stats().Steps}
	w.panel.showConfig(w.m.Config())
	w.saved = savedMark{}
	w.setDoc(doc)
	w.status.SetMessage(kit.RecoveredText())
	return nil
}
