package weaveui

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"plateau/games/weave"
)

// A large lattice is saved in a job: the window stays free, edits wait
// for it, and once it ends the file holds the lattice, which counts as
// saved; Stop leaves the file as it was.
func TestALargeLatticeSavesInAJob(t *testing.T) {
	saved := saveInJob
	saveInJob = 1000
	t.Cleanup(func() { saveInJob = saved })
	ws, _ := newTestWorkspace(t, "")
	m, err := weave.New(weave.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: 200_000}, nil); err != nil {
		t.Fatal(err)
	}
	ws.setModel(m)
	ws.Step()
	ws.byHand = true // as if grown partly by hand: work to lose
	if ws.Unsaved() == "" {
		t.Fatal("no unsaved work to save")
	}
	path := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	ws.setDoc(path)

	ws.SaveThen(nil)
	if !ws.status.Busy() || !ws.growing {
		t.Fatal("the save did not run in a job that owns the lattice")
	}
	ws.status.Stop()
	waitForJobs(t, ws)
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("a stopped save changed the file (%d bytes)", len(b))
	}
	if ws.Unsaved() == "" || ws.growing {
		t.Errorf("after Stop: unsaved %q, busy %v", ws.Unsaved(), ws.growing)
	}

	then := false
	ws.SaveThen(func() { then = true })
	n := ws.Model().Len()
	ws.Undo() // waits: the job owns the lattice
	if ws.Model().Len() != n {
		t.Error("an edit went through during the save")
	}
	waitForJobs(t, ws)
	back, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	read, err := weave.ReadJSON(back)
	if err != nil || read.Len() != n {
		t.Fatalf("the file holds %v points, %v; want %d", read, err, n)
	}
	if !then || ws.Unsaved() != "" {
		t.Errorf("after the save: then called %v, unsaved %q", then, ws.Unsaved())
	}
}
