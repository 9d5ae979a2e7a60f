package weaveui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/app/kit/kittest"
	"plateau/games/weave"
)

// Undo takes back New, and a new rule or main direction, in one press:
// the lattice replaced comes back with its settings, file and unsaved
// work, and Redo replaces it again, as Undo takes back New in Eternity
// and Rikudo. New threw the lattice away for good ("Nothing to undo."),
// and a rule tried in the selector could not be taken back.
func TestNewAndANewRuleAreTakenBack(t *testing.T) {
	for _, tc := range []struct {
		name    string
		replace func(ws *Workspace)
		main    weave.Dir // of the lattice that replaces it
	}{
		{"New", func(ws *Workspace) { ws.Keys().New() }, weave.D1},
		{"a new main direction", func(ws *Workspace) {
			ws.panel.main.SetSelected("D2")
			kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
		}, weave.D2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "mixed.json")
			ws, win := newTestWorkspace(t, path)
			ws.setDoc(path)
			order(ws, weave.OrderLIFO)
			steps(ws, 30) // work to lose: New asks
			was, n := ws.Model().Revision(), ws.Model().Len()
			tc.replace(ws)
			kittest.TapDialogButton(t, win, "Discard")
			if tc.name != "New" {
				kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
			}
			next := ws.Model()
			if next.Config().Main != tc.main || ws.Document() != "" {
				t.Fatalf("replaced by a lattice of main %v, file %q", next.Config().Main, ws.Document())
			}
			ws.Keys().Undo()
			if ws.Model().Revision() != was || ws.Model().Len() != n || ws.Document() != path ||
				ws.panel.main.Selected != "D1" || ws.panel.order.SelectedIndex() != int(weave.OrderLIFO) {
				t.Fatalf("after Undo: %d points (want %d), same lattice %v, file %q, main %s, order %d; want the lattice replaced, its file and settings",
					ws.Model().Len(), n, ws.Model().Revision() == was, ws.Document(), ws.panel.main.Selected, ws.panel.order.SelectedIndex())
			}
			if !strings.HasPrefix(ws.status.Message(), "Took back the new lattice: ") || ws.Unsaved() == "" {
				t.Errorf("after Undo: status %q, unsaved %q", ws.status.Message(), ws.Unsaved())
			}
			ws.Keys().Redo()
			if ws.Model() != next || ws.panel.main.Selected != tc.main.String() || ws.Document() != "" {
				t.Fatalf("after Redo: the new lattice %v, main %s, file %q", ws.Model() == next, ws.panel.main.Selected, ws.Document())
			}
			ws.Keys().Undo()
			steps(ws, 1) // a new step: the new lattice is not to redo any more
			ws.Keys().Redo()
			if ws.Model() == next || ws.status.Message() != "Nothing to redo." {
				t.Errorf("Redo after a new step: the new lattice back %v, status %q", ws.Model() == next, ws.status.Message())
			}
		})
	}
}

// Steps in the new lattice are taken back first, then New; Open forgets
// the lattices New replaced, as it forgets the steps.
func TestNewIsTakenBackAfterItsSteps(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	n := ws.Model().Len()
	ws.Keys().New()
	steps(ws, 3)
	undo(ws, 3)
	if ws.Model().Len() != 1 {
		t.Fatalf("three steps undone: %d points", ws.Model().Len())
	}
	ws.Keys().Undo()
	if ws.Model().Len() != n {
		t.Fatalf("New undone: %d points, want %d", ws.Model().Len(), n)
	}
	path := filepath.Join(t.TempDir(), "l.json")
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	ws.Keys().Redo()
	if err := ws.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	ws.Keys().Undo()
	if ws.Model().Len() != n || ws.status.Message() != "Nothing to undo." {
		t.Errorf("Undo after Open: %d points, status %q", ws.Model().Len(), ws.status.Message())
	}
}

// A lattice larger than keptMax is not kept for Undo: New lets it go, as
// before, rather than hold hundreds of megabytes.
func TestNewLetsALatticePastKeptMaxGo(t *testing.T) {
	defer func(n int) { keptMax = n }(keptMax)
	ws, _ := newTestWorkspace(t, "")
	keptMax = ws.Model().Len() - 1
	ws.Keys().New()
	ws.Keys().Undo()
	if ws.Model().Len() != 1 || ws.status.Message() != "Nothing to undo." {
		t.Errorf("Undo of New past keptMax: %d points, status %q", ws.Model().Len(), ws.status.Message())
	}
}
