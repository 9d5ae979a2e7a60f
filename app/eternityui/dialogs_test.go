package eternityui

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// The Generate dialog checks the colours with the size as they are
// typed: Generate stays off, with the reason under the inner colours,
// while no puzzle can be made with them, and the sizes' hardest counts
// come back with a size chosen.
func TestGenerateFormChecksColours(t *testing.T) {
	h := newHarness(t, "")
	f := newGenForm(6, 6)
	var got []bool
	showForm("G", "Generate", []*widget.FormItem{
		widget.NewFormItem("Columns", f.cols), widget.NewFormItem("Rows", f.rows),
		widget.NewFormItem("Frame", f.border), widget.NewFormItem("Inner", f.inner),
	}, fyne.NewSize(480, 480), h.ws.k.Window, func() { got = append(got, true) })
	c := h.ws.k.Window.Canvas()
	for _, tc := range []struct {
		name         string
		set          func()
		want         string // in the inner count's error; "" for none
		border, more int
	}{
		{"the suggested counts", func() {}, "", 3, 5},
		{"one inner colour", func() { f.inner.SetText("1") }, "too few", 3, 1},
		{"enough again", func() { f.inner.SetText("5") }, "", 3, 5},
		{"one frame colour", func() { f.border.SetText("1") }, "too few", 1, 5},
		{"more colours than joins", func() { f.border.SetText("30") }, "frame joins", 30, 5},
		{"a size chosen", func() { f.cols.SetSelected("8"); f.rows.SetSelected("8") }, "", 3, 8},
		{"not a number", func() { f.inner.SetText("x") }, "a number of colours", 3, 0},
	} {
		tc.set()
		err := f.inner.Validate()
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error about %q", tc.name, err, tc.want)
		}
		if o := f.options(); o.BorderColors != tc.border || o.InnerColors != tc.more {
			t.Errorf("%s: options %+v", tc.name, o)
		}
		if tc.want != "" && kit.ConfirmDialog(c) {
			t.Errorf("%s: Generate was on", tc.name)
		}
	}
	f.inner.SetText("8")
	if !kit.ConfirmDialog(c) || len(got) != 1 || !got[0] {
		t.Errorf("valid counts: Generate answered %v", got)
	}
}

// The Generate dialog fits the window at every interface size, its
// fields scrolling above its buttons when the window is short: at Larger
// in a window 560 high it ran past the window's bottom, Cancel and
// Generate drawn over the last lines of its note.
func TestGenerateDialogFitsAShortWindow(t *testing.T) {
	h := newHarness(t, "")
	a := fyne.CurrentApp()
	for _, size := range kit.Sizes {
		for _, ws := range []fyne.Size{{Width: 800, Height: 560}, {Width: 1280, Height: 800}} {
			a.Preferences().SetString(kit.PrefSize, size)
			a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
			h.win.Resize(ws)
			h.ws.generateDialog()
			pop := h.win.Canvas().Overlays().Top()
			t.Run(size, func(t *testing.T) { kittest.DialogFits(t, h.win, ws, "The colour counts", "Generate") })
			h.win.Canvas().Overlays().Remove(pop)
		}
	}
}

// A Generate's puzzle is dropped, with a word, when a New or an Open came
// after it was asked for: while the job's end waited for the UI goroutine,
// or while the search it stops was ending. It replaced the later choice.
func TestGenerateDroppedAfterANewOrAnOpen(t *testing.T) {
	o := game.GenOptions{W: 6, H: 6, BorderColors: 3, InnerColors: 5, Seed: 1}
	for _, tc := range []struct {
		name string
		// before makes the moment: Generate's job ended, its end queued;
		// or a job running that Generate stops first
		before func(w *Workspace)
		act    func(w *Workspace) error
	}{
		{"new after the job ended", nil, func(w *Workspace) error { return w.NewBlank(5, 5) }},
		{"open after the job ended", nil, func(w *Workspace) error { return w.OpenPath(brendan7()) }},
		{"new while a search stops", holdStatus, func(w *Workspace) error { return w.NewBlank(5, 5) }},
		{"open while a search stops", holdStatus, func(w *Workspace) error { return w.OpenPath(brendan7()) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			loop := kittest.Loop(t)
			w := newHarness(t, "").ws
			if tc.before != nil {
				tc.before(w)
			}
			returned := make(chan struct{})
			generateReturned = sync.OnceFunc(func() { close(returned) })
			t.Cleanup(func() { generateReturned = nil })
			ended := make(chan struct{})
			var genErr error
			w.Generate(o, false, func(err error) { genErr = err; close(ended) })
			if tc.before == nil {
				// The loop not pumped: the job's end is queued, not yet run.
				select {
				case <-returned:
				case <-time.After(30 * time.Second): // a hang guard, not a timing
					t.Fatal("Generate's job did not return")
				}
			}
			if err := tc.act(w); err != nil {
				t.Fatal(err)
			}
			want := w.d
			kittest.Wait(t, loop, ended, 10*time.Second)
			if w.d != want || !errors.Is(genErr, errDesignChanged) {
				t.Errorf("design %q (%dx%d), Generate ended with %v; want %q kept", w.d.Name, w.d.Puzzle.W, w.d.Puzzle.H, genErr, want.Name)
			}
			if msg := w.status.Message(); !strings.Contains(msg, "not put in place") {
				t.Errorf("the status bar says %q", msg)
			}
		})
	}
}

// holdStatus runs a job that ends only when stopped, as a search does.
func holdStatus(w *Workspace) {
	w.status.Start("Solving", func(ctx context.Context, _ *kit.Progress) error { <-ctx.Done(); return ctx.Err() }, nil, nil)
}

// brendan7 is a 7x7 puzzle file.
func brendan7() string { return filepath.Join(eternitytest.Dir(), "brendan1_07x07.txt") }

// A Generate stopped by an edit of the puzzle says why, as one dropped
// after a New does, where the status bar said a bare "stopped".
func TestGenerateStoppedByAnEditSaysWhy(t *testing.T) {
	loop := kittest.Loop(t)
	w := newHarness(t, "").ws
	begun := make(chan struct{})
	generateBegun = func(ctx context.Context) { close(begun); <-ctx.Done() }
	t.Cleanup(func() { generateBegun = nil })
	ended := make(chan struct{})
	var genErr error
	w.Generate(game.GenOptions{W: 6, H: 6, BorderColors: 3, InnerColors: 5, Seed: 1}, false, func(err error) { genErr = err; close(ended) })
	kittest.Wait(t, loop, begun, 10*time.Second)
	before := w.d
	if err := w.MovePiece(1, 0, 0); err != nil {
		t.Fatal(err)
	}
	w.ToggleFixed() // the puzzle a search reads changes: the job stops
	kittest.Wait(t, loop, ended, 10*time.Second)
	if w.d == before || !errors.Is(genErr, errDesignChanged) {
		t.Errorf("Generate ended with %v, the edit kept %v; want errDesignChanged and the edit", genErr, w.d != before)
	}
	if msg := w.status.Message(); !strings.Contains(msg, "not put in place") {
		t.Errorf("the status bar says %q", msg)
	}
}
