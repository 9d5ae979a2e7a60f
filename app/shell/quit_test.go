package shell

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/app/rikudoui"
	"plateau/games/eternity/eternitytest"
)

// seqFiles is a file picker whose Save dialogs answer one path after the
// other, "" (cancelled) once they run out.
type seqFiles struct{ paths []string }

func (f *seqFiles) Open(_ string, _ []string, cb func(string)) { cb("") }

func (f *seqFiles) Save(_, _ string, _ []string, cb func(string)) {
	if len(f.paths) == 0 {
		cb("")
		return
	}
	p := f.paths[0]
	f.paths = f.paths[1:]
	cb(p)
}

// Save in the quit dialog saves each workspace's unsaved work in turn,
// asking each where, then quits; a cancelled file dialog stops the quit
// with the work still there.
func TestQuitCanSaveEverythingFirst(t *testing.T) {
	for _, tc := range []struct {
		name     string
		answers  []string // the Save dialogs' answers, in turn, in a new folder
		wantQuit bool
		wantLeft int // workspaces still unsaved after
	}{
		{"both saved", []string{"design.json", "puzzle.txt"}, true, 0},
		{"second cancelled", []string{"design.json"}, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for i, p := range tc.answers {
				tc.answers[i] = filepath.Join(dir, p)
			}
			s, w := newTestShell(t)
			s.kit.Files = &seqFiles{paths: slices.Clone(tc.answers)}
			for _, ws := range s.Workspaces() {
				switch x := ws.(type) {
				case *eternityui.Workspace:
					x.AddColor(false)
				case *rikudoui.Workspace:
					x.ToggleBridge(0, 1)
				}
			}
			if n := len(s.Unsaved()); n != 2 {
				t.Fatalf("%d workspaces unsaved, want 2", n)
			}
			quit := false
			s.RequestQuit(func() { quit = true })
			kittest.TapDialogButton(t, w, "Save")
			if quit != tc.wantQuit || len(s.Unsaved()) != tc.wantLeft {
				t.Errorf("quit %v with %q unsaved; want %v with %d", quit, s.Unsaved(), tc.wantQuit, tc.wantLeft)
			}
			for _, p := range tc.answers {
				if _, err := os.Stat(p); err != nil {
					t.Errorf("not saved: %v", err)
				}
			}
		})
	}
}

// Asked to quit again while the question is up (Ctrl+Q again, the close
// button), the shell shows no second question; once it is answered, a new
// request asks again.
func TestQuitQuestionsDoNotPileUp(t *testing.T) {
	s, w := newTestShell(t)
	s.workspace("eternity").(*eternityui.Workspace).AddColor(false)
	s.RequestQuit(func() {})
	s.RequestQuit(func() {})
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs up, want one", n)
	}
	kittest.TapDialogButton(t, w, "Cancel")
	quit := false
	s.RequestQuit(func() { quit = true })
	kittest.TapDialogButton(t, w, "Discard")
	if !quit {
		t.Error("after Cancel, quitting asked nothing or did not quit")
	}
}

// Quitting stops the jobs running in the workspaces and quits once they
// have ended: the process's end cut a stopped export short before it took
// its temporary file away.
func TestQuitWaitsForTheStoppedJobs(t *testing.T) {
	s, _ := newTestShell(t)
	loop := kittest.Loop(t)
	et := s.workspace("eternity").(*eternityui.Workspace)
	if err := et.OpenPath(filepath.Join(eternitytest.Dir(), "brendan1_16x16.txt")); err != nil {
		t.Fatal(err)
	}
	st := et.Status()
	release := make(chan struct{})
	if err := st.Run("Exporting", func(ctx context.Context, _ *kit.Progress) error {
		<-ctx.Done()
		<-release // the export takes its temporary file away
		return ctx.Err()
	}, nil); err != nil {
		t.Fatal(err)
	}
	quit := false
	s.RequestQuit(func() { quit = true })
	loop.For(50 * time.Millisecond)
	if quit {
		t.Fatal("quit while a job ran")
	}
	close(release)
	for i := 0; i < 250 && !quit; i++ {
		loop.For(20 * time.Millisecond)
	}
	if !quit || !strings.HasSuffix(st.Message(), "stopped") {
		t.Errorf("quit %v, the job's status %q", quit, st.Message())
	}
}
