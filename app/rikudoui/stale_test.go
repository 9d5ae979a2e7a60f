package rikudoui

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	game "plateau/games/rikudo"
)

// wrongNumber puts a wrong number in the last empty cell of the sample in
// play mode, so that a hint has something to mend there.
func wrongNumber(t *testing.T, ws *Workspace) {
	t.Helper()
	sol := solutionOf(t, ws)
	ws.setPlay(true)
	for c := ws.p.N() - 1; c >= 0; c-- {
		if ws.p.Given(c) == 0 {
			ws.fill[c] = sol[c]%ws.p.N() + 1
			ws.changed()
			return
		}
	}
}

// A hint that comes back after the grid changed is not written into it:
// on a smaller new puzzle it wrote past its end (a panic), after Start
// over into the cleared grid.
func TestAHintOfAnotherGridIsDropped(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(ws *Workspace)
	}{
		{"a new puzzle", func(ws *Workspace) {
			p, err := game.NewHexagon(2)
			if err != nil {
				t.Fatal(err)
			}
			ws.setPuzzle(p, "")
		}},
		{"start over", func(ws *Workspace) { ws.startOver() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			wrongNumber(t, ws)
			ws.hint()
			tc.change(ws) // before the hint's answer reaches the UI goroutine
			before := slices.Clone(ws.fill)
			waitIdle(t, ws)
			if !slices.Equal(ws.fill, before) || !strings.Contains(ws.status.Message(), "changed") {
				t.Errorf("the hint changed the grid (%v), status %q", !slices.Equal(ws.fill, before), ws.status.Message())
			}
		})
	}
}

// The second digit of a number clears the solution shown, as the first
// does: a solution of the puzzle before stayed on the board, and exported.
func TestASecondDigitClearsTheSolutionShown(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	tapAt(ws, ws.layout().Center(4))
	test.Type(ws.view, "1")
	ws.Solve()
	waitIdle(t, ws)
	if ws.shown == nil {
		t.Fatalf("no solution shown: %q", ws.status.Message())
	}
	test.Type(ws.view, "2")
	if ws.p.Given(4) != 12 || ws.shown != nil {
		t.Errorf("given %d, a solution still shown %v; want 12 and none", ws.p.Given(4), ws.shown != nil)
	}
}

// Digits typed before another edit (Start over, a bridge) do not join the
// next ones: typing 5, then 7 after it, gave 57.
func TestDigitsDoNotJoinAcrossEdits(t *testing.T) {
	for _, tc := range []struct {
		name string
		play bool
		edit func(ws *Workspace)
	}{
		{"start over", true, func(ws *Workspace) { ws.startOver() }},
		{"a bridge", false, func(ws *Workspace) {
			for _, e := range ws.p.Edges() {
				if !e.Bridge {
					ws.ToggleBridge(e.A, e.B)
					return
				}
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.setPlay(tc.play)
			c := firstEmpty(ws)
			tapAt(ws, ws.layout().Center(c))
			test.Type(ws.view, "5")
			tc.edit(ws)
			test.Type(ws.view, "7")
			if got := ws.number(c); got != 7 {
				t.Errorf("cell %d holds %s, want 7", c+1, strconv.Itoa(got))
			}
		})
	}
}

// Edits made while a puzzle is generated are not replaced unsaid by it:
// the generated puzzle is dropped, and the status bar says why.
func TestEditsDuringAGenerationStay(t *testing.T) {
	ws := hexagonWorkspace(t, 3)
	ws.generate(0, 0, true, 9)
	tapAt(ws, ws.layout().Center(4))
	test.Type(ws.view, "7")
	waitIdle(t, ws)
	if ws.p.Given(4) != 7 || !strings.Contains(ws.status.Message(), "changed") {
		t.Errorf("given %d, status %q; want the 7 kept and a word why", ws.p.Given(4), ws.status.Message())
	}
}

// A job's counters ("17 nodes") belong to the puzzle it ran on: an edit,
// Undo or another puzzle clears them, a new selection does not, and the
// puzzle Generate makes keeps the generator's.
func TestCountersGoWithTheirPuzzle(t *testing.T) {
	ws := newTestWorkspace(t, "")
	counted := func() {
		t.Helper()
		ws.checkUnique()
		waitIdle(t, ws)
		if ws.status.Counters() == "" {
			t.Fatal("Check unique left no counters")
		}
	}
	counted()
	ws.selected = 3
	ws.changed()
	if ws.status.Counters() == "" {
		t.Error("a new selection cleared the counters")
	}
	ws.ToggleBridge(0, 1)
	if got := ws.status.Counters(); got != "" {
		t.Errorf("after an edit the counters say %q", got)
	}
	counted()
	ws.Undo()
	if got := ws.status.Counters(); got != "" {
		t.Errorf("after Undo the counters say %q", got)
	}
	counted()
	p, err := game.NewHexagon(2)
	if err != nil {
		t.Fatal(err)
	}
	ws.setPuzzle(p, "")
	if got := ws.status.Counters(); got != "" {
		t.Errorf("on a new puzzle the counters say %q", got)
	}
	ws.generate(0, 0, false, 5)
	waitIdle(t, ws)
	if ws.status.Counters() == "" {
		t.Error("Generate's puzzle lost the generator's counters")
	}
}

// A job goes on while another workspace is shown: a look elsewhere
// stopped a generation without a word.
func TestAJobGoesOnWhileHidden(t *testing.T) {
	ws := hexagonWorkspace(t, 4)
	ws.generate(0, 0, false, 5)
	ws.Shown(false)
	waitIdle(t, ws)
	ws.Shown(true)
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "Generated a unique puzzle") {
		t.Errorf("after hiding the workspace: %q", msg)
	}
}

// New stops the job running on the old puzzle: a generation on a hexagon
// of the same size filled the new one, and on another size it kept both
// cores busy under it.
func TestNewStopsTheGeneration(t *testing.T) {
	for _, radius := range []int{8, 4} {
		t.Run(strconv.Itoa(radius), func(t *testing.T) {
			ws := hexagonWorkspace(t, 8)
			ws.generate(0, 0, false, 5)
			if err := ws.newHexagon(radius); err != nil {
				t.Fatal(err)
			}
			waitIdle(t, ws)
			if ws.p.NumGivens() != 0 || ws.status.Busy() {
				t.Errorf("after New: %d givens, busy %v, status %q", ws.p.NumGivens(), ws.status.Busy(), ws.status.Message())
			}
			if msg := ws.status.Message(); !strings.HasPrefix(msg, "New hexagon") {
				t.Errorf("status %q, want New's message first", msg)
			}
		})
	}
}

// Check unique on a half-built radius-10 puzzle (a generated one with a
// third of its clues taken away) gets no answer from either engine for
// minutes: the time limit ends it and says why, where the person waited
// with no end in sight.
func TestTheTimeLimitEndsACheckAndSaysWhy(t *testing.T) {
	saved := limits[1]
	limits[1] = 300 * time.Millisecond
	t.Cleanup(func() { limits[1] = saved })
	ws := newTestWorkspace(t, "")
	if err := ws.OpenPath(filepath.Join("testdata", "sparse_r10.txt")); err != nil {
		t.Fatal(err)
	}
	ws.panel.limit.SetSelectedIndex(1)
	ws.checkUnique()
	waitIdle(t, ws)
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "No answer within") || ws.panel.verdict != msg {
		t.Errorf("status %q, result %q", msg, ws.panel.verdict)
	}
}
