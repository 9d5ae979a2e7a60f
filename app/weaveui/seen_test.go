package weaveui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/app/kit"
)

// runningGrowth starts a growth of a million points that goes on growing
// unheld, and returns what receives once each time it reports progress.
func runningGrowth(t *testing.T) (*Workspace, <-chan struct{}) {
	t.Helper()
	ws, _ := newTestWorkspace(t, "")
	progressed := make(chan struct{}, 1)
	growProgressed = func() {
		select {
		case progressed <- struct{}{}:
		default:
		}
	}
	t.Cleanup(func() { growProgressed = nil })
	ws.growTo("1000000")
	if !ws.growing {
		t.Fatal("no growth running")
	}
	t.Cleanup(func() {
		ws.status.Stop()
		loop.Until(ws.status.Idle(), 60*time.Second)
	})
	return ws, progressed
}

// What the UI goroutine asks of the lattice while a growth's job grows
// it, the recovery's tick every ten seconds first, answers without
// reading the model (a data race the race detector reported): the
// verdict and figures the job last published, a snapshot refused as
// busy, a Save refused before it looked at the lattice's size.
func TestTheUIAsksNothingOfALatticeAGrowthChanges(t *testing.T) {
	ws, progressed := runningGrowth(t)
	ws.doc = filepath.Join(t.TempDir(), "l.json")
	for round := range 4 {
		if !loop.Until(progressed, 60*time.Second) { // the job's figures land meanwhile
			t.Fatal("the growth reports no progress")
		}
		if !ws.growing {
			t.Fatalf("round %d: the growth ended already", round)
		}
		// the tick (kit.WorkOf), the title and the quit question (Unsaved)
		if _, _, err := kit.WorkOf("weave", ws); !errors.Is(err, kit.ErrBusy) {
			t.Errorf("round %d: the recovery's snapshot during a growth: %v, want ErrBusy", round, err)
		}
		if what := ws.Unsaved(); !strings.Contains(what, "points") {
			t.Errorf("round %d: Unsaved during a growth says %q, want the lattice named", round, what)
		}
		ws.save()
		if _, err := os.Stat(ws.doc); err == nil {
			t.Fatalf("round %d: Save wrote the lattice a growth is changing", round)
		}
	}
}

// New during a growth says the lattice is busy and asks nothing: it asked
// whether to lose the lattice, read from the model the job was growing,
// and then refused all the same.
func TestNewDuringAGrowthSaysBusyAndAsksNothing(t *testing.T) {
	defer func(n int) { keptMax = n }(keptMax)
	keptMax = 0 // Undo does not bring the lattice back: New asks about it when free
	ws, progressed := runningGrowth(t)
	if !loop.Until(progressed, 60*time.Second) {
		t.Fatal("the growth reports no progress")
	}
	ws.newLattice()
	if top := ws.k.Window.Canvas().Overlays().Top(); top != nil {
		t.Error("New during a growth asked about losing the lattice")
	}
	if msg := ws.status.Message(); !strings.Contains(msg, "busy") {
		t.Errorf("New during a growth says %q", msg)
	}
}
