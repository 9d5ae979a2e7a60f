package weaveui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
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

// Unsaved names a lattice that is work to lose (kit.Unsaved): changed
// since it was last opened, saved or started. One that its settings grow
// again (runs.go) is work too: it took minutes to grow, and quitting, New
// or Open lost it unasked, as nothing kept its step count.
func (w *Workspace) Unsaved() string {
	if w.regrowing != nil { // the job owns the model: the recipe names it
		return w.regrowing.words()
	}
	switch {
	case !w.changed():
		return ""
	case w.manual() || w.grownByHand():
		return lang.L("the Weave lattice grown by hand")
	}
	if r, ok := w.recipe(); ok {
		return r.words()
	}
	return lang.L("the Weave lattice, which its settings alone do not grow again")
}

// lostByReplacing names the work New or another rule would lose, which
// they ask about: Unsaved's, but for a lattice its settings grow again
// that Undo brings back (keptMax), as a person trying rule after rule
// was asked at each.
func (w *Workspace) lostByReplacing() string {
	if !w.manual() && !w.grownByHand() && w.stats().Points <= keptMax {
		if _, ok := w.recipe(); ok {
			return ""
		}
	}
	return w.Unsaved()
}

// newSteps forgets the growths undone beyond step before, and the
// lattices New replaced that Undo took back, now that new steps from
// there (not Redo) have dropped them from the redo list, and notes the
// run they are in: call it as the model expands points itself.
func (w *Workspace) newSteps(before int) {
	w.forgetGrowthsBeyond(before)
	w.noteRun(before)
	w.after = nil
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
	if w.regrowing != nil || !w.growing && !w.manual() && !w.grownByHand() {
		if r, ok := w.recipe(); ok {
			w.toldTooLarge, w.snap = false, snapshot{}
			return recipeExt, func() ([]byte, error) { return json.Marshal(r) }, nil
		}
	}
	if w.growing {
		return "", nil, kit.ErrBusy
	}
	if w.m.Len() > keepMax {
		if !w.toldTooLarge {
			w.toldTooLarge = true
			w.status.SetMessage(fmt.Sprintf(lang.L("A lattice of more than %s points is not kept for recovery: save it to keep it."), kit.Int(keepMax)))
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
// (kit.Recoverable), in the order it was growing in (the file says it), or
// grows a recipe's again (recoverRecipe).
// It is work to lose until saved, in any order: nothing the person has
// grows it again (the snapshot is the recovery's, not theirs). It came
// back in the manual order, which kept a lattice grown in several orders
// from being the one kept.
func (w *Workspace) Recover(path, doc string) error {
	if filepath.Ext(path) == recipeExt {
		return w.recoverRecipe(path, doc)
	}
	if err := w.OpenPath(path); err != nil {
		return err
	}
	w.saved = savedMark{}
	w.setDoc(doc)
	w.status.SetMessage(kit.RecoveredText())
	return nil
}
