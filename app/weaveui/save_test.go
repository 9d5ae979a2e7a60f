package weaveui

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
	"plateau/render/scene3d"
)

// A large lattice is saved in a job: the window stays free, edits wait
// for it, and once it ends the file holds the lattice, which counts as
// saved; Stop leaves the file as it was.
func TestALargeLatticeSavesInAJob(t *testing.T) {
	ws, path := bigSaving(t)
	if ws.Unsaved() == "" {
		t.Fatal("no unsaved work to save")
	}
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}

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

// bigSaving is a workspace on a lattice of 200,000 points, unsaved, of file
// path, with saves in a job from 1,000 points.
func bigSaving(t *testing.T) (*Workspace, string) {
	t.Helper()
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
	ws.runs = []run{{from: ws.Model().Stats().Steps - 1, order: weave.OrderManual}} // as if the last step was by hand: work to lose
	path := filepath.Join(t.TempDir(), "big.json")
	ws.setDoc(path)
	return ws, path
}

// While a save writes the lattice, Grow to is refused and nothing changes
// it: the refusal cleared the flag the save had set, Step then changed the
// lattice being written, and a file that does not open counted as saved.
// A colour chosen meanwhile applies when the save ends.
func TestNothingChangesALatticeBeingSaved(t *testing.T) {
	ws, path := bigSaving(t)
	ws.SaveThen(nil)
	ws.growTo("300000")
	n := ws.Model().Len()
	for range 20 {
		ws.Step()
	}
	ws.panel.colour.SetSelected("Generation")
	waitForJobs(t, ws)
	if ws.Model().Len() != n {
		t.Errorf("the lattice went from %d to %d points during its save", n, ws.Model().Len())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if read, err := weave.ReadJSON(f); err != nil || read.Len() != n {
		t.Errorf("the file does not hold the lattice: %v", err)
	}
	if want := scene3d.GenerationColors(nil, ws.Model().Generations()); !ws.byGen || !slices.Equal(ws.scene.Colors, want) {
		t.Error("the colour chosen during the save was not applied")
	}
}

// A save's end, stopped or not, leaves the scene as it was when no colour
// was chosen meanwhile: it copied the whole lattice into the scene again,
// 0.3 to 0.9 s on the UI goroutine for five million points, after Stop
// too. The title loses its unsaved mark once the lattice is saved.
func TestASaveEndsWithoutRebuildingTheScene(t *testing.T) {
	ws, _ := bigSaving(t)
	titled := 0
	ws.k.Retitle = func() { titled++ }
	for _, stop := range []bool{true, false} {
		rebuilds := ws.rebuilds
		ws.SaveThen(nil)
		if stop {
			ws.stop()
		}
		waitForJobs(t, ws)
		if ws.rebuilds != rebuilds {
			t.Errorf("stopped %v: the save's end rebuilt the scene", stop)
		}
	}
	if ws.Unsaved() != "" || titled == 0 {
		t.Errorf("after the save: unsaved %q, title told %d times", ws.Unsaved(), titled)
	}
}

// A save asked for while one writes (the quit dialog's Save after Ctrl+S)
// waits for it and goes on once the lattice is saved; it failed with
// "wait for the growth to finish" and the quit was dropped.
func TestASaveAskedDuringASaveGoesOn(t *testing.T) {
	ws, _ := bigSaving(t)
	ws.SaveThen(nil)
	quit := false
	ws.SaveThen(func() { quit = true })
	if quit {
		t.Fatal("went on before the save ended")
	}
	waitForJobs(t, ws)
	if !quit || ws.Unsaved() != "" {
		t.Errorf("after the save: went on %v, unsaved %q", quit, ws.Unsaved())
	}
}

// Save as during a save says to wait for the save, not for a growth.
func TestSaveAsDuringASaveSaysWhy(t *testing.T) {
	ws, _ := bigSaving(t)
	ws.SaveThen(nil)
	other := filepath.Join(t.TempDir(), "other.json")
	ws.write(other, func() { t.Error("saved beside a save under way") })
	said := shownText(ws)
	if !strings.Contains(said, "Wait for the save under way to finish.") {
		t.Errorf("the refusal says %q", said)
	}
	waitForJobs(t, ws)
	if _, err := os.Stat(other); err == nil {
		t.Error("the second file was written")
	}
}

// A lattice of 100,000 points is saved in a job: on the UI goroutine its
// JSON file held the window about 40 ms, and one near 200,000 points,
// the size from which saves went to a job, 120 ms.
func TestAHundredThousandPointsSaveInAJob(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.setModel(grownCubic(t, 100_000))
	path := filepath.Join(t.TempDir(), "l.json")
	ws.setDoc(path)
	ws.SaveThen(nil)
	if !ws.status.Busy() {
		t.Fatal("saved on the UI goroutine")
	}
	waitForJobs(t, ws)
	if _, err := os.Stat(path); err != nil {
		t.Error(err)
	}
}

// grownCubic is a lattice of the cubic rule grown to n points.
func grownCubic(t testing.TB, n int) *weave.Model {
	t.Helper()
	m, err := weave.New(weave.Config{Rule: weave.RuleCubic})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: n}, nil); err != nil {
		t.Fatal(err)
	}
	return m
}

// BenchmarkSaveOnTheUIGoroutine writes the largest lattice saved on the
// UI goroutine (saveInJob-1 points) as a file, synced, in each format:
// the time the window is held by Ctrl+S, to keep well under 50 ms.
func BenchmarkSaveOnTheUIGoroutine(b *testing.B) {
	m := grownCubic(b, saveInJob-1)
	dir := b.TempDir()
	for _, ext := range []string{".json", ".ply", ".obj"} {
		f, err := weave.FormatOf(ext)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(ext[1:], func(b *testing.B) {
			for b.Loop() {
				if err := writeModel(context.Background(), m, filepath.Join(dir, "l"+ext), f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A lattice under 200,000 points saved while another job holds the status
// bar (a picture export, an open) is written at once, and what waited on
// the save runs: refused, the quit dialog's Save wrote nothing and never
// quit.
func TestASaveBesideAnotherJobIsWritten(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.setModel(grownCubic(t, saveInJob+10))
	path := filepath.Join(t.TempDir(), "l.json")
	ws.setDoc(path)
	release := make(chan struct{})
	if err := ws.status.Run("Exporting", func(ctx context.Context, _ *kit.Progress) error {
		select {
		case <-ctx.Done():
		case <-release:
		}
		return nil
	}, nil); err != nil {
		t.Fatal(err)
	}
	then := false
	ws.SaveThen(func() { then = true })
	close(release)
	waitForJobs(t, ws)
	if _, err := os.Stat(path); err != nil || !then {
		t.Errorf("file: %v, then ran: %v", err, then)
	}
}

// Save as and the picture of a lattice with a file are suggested beside
// it, with its name (they were lattice.json and lattice.png in the last
// folder any dialog used).
func TestSaveAsStartsBesideTheLattice(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	files := ws.k.Files.(*kittest.Files)
	doc := filepath.Join(t.TempDir(), "mine.json")
	ws.setDoc(doc)
	for _, tc := range []struct {
		what string
		ask  func()
		want string
	}{
		{"Save as", ws.saveAs, doc},
		{"the picture", ws.exportView, filepath.Join(filepath.Dir(doc), "mine.png")},
	} {
		tc.ask()
		if files.Suggested != tc.want {
			t.Errorf("%s is suggested as %q, want %q", tc.what, files.Suggested, tc.want)
		}
	}
}
