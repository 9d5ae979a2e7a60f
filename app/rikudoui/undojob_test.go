package rikudoui

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	game "plateau/games/rikudo"
)

// sparseWorkspace opens a half-built radius-10 puzzle whose Check unique
// gets no answer for minutes, with no time limit: a check of it that is
// not stopped outlasts the test's wait.
func sparseWorkspace(t *testing.T) *Workspace {
	t.Helper()
	ws := newTestWorkspace(t, "")
	if err := ws.OpenPath(filepath.Join("testdata", "sparse_r10.txt")); err != nil {
		t.Fatal(err)
	}
	ws.panel.limit.SetSelectedIndex(0)
	return ws
}

// freeEdge is an edge of the puzzle without a bridge.
func freeEdge(t *testing.T, p *game.Puzzle) game.Edge {
	t.Helper()
	for _, e := range p.Edges() {
		if !e.Bridge {
			return e
		}
	}
	t.Fatal("every edge is a bridge")
	return game.Edge{}
}

// typeNewGiven types, into the first cell without a given, the smallest
// number no cell is given.
func typeNewGiven(ws *Workspace) {
	used := map[int]bool{}
	for c := range ws.p.N() {
		used[ws.p.Given(c)] = true
	}
	v := 1
	for used[v] {
		v++
	}
	for c := range ws.p.N() {
		if ws.p.Given(c) == 0 {
			tapAt(ws, ws.layout().Center(c))
			test.Type(ws.view, strconv.Itoa(v))
			return
		}
	}
}

// Undo, Redo and an edit that change the puzzle stop a Check unique of
// the puzzle they replace: it went on for its full time (minutes on a
// sparse puzzle), refusing Generate and Solve meanwhile, to be thrown
// away at its end. Undo's and Redo's message stays, with the check's
// "stopped"; after an edit the status bar says why the check stopped.
// Its counters, of a puzzle no longer shown, go.
func TestChangingThePuzzleStopsItsCheck(t *testing.T) {
	const changed = "The puzzle changed during the search: run it again."
	bridge := func(ws *Workspace) { e := freeEdge(t, ws.p); ws.ToggleBridge(e.A, e.B) }
	for _, tc := range []struct {
		name           string
		before, change func(ws *Workspace) // before the check, and while it runs
		said           string              // the status bar's message at the end
	}{
		{"undo", bridge, func(ws *Workspace) { ws.Undo() }, "Undone. (Checking uniqueness: stopped)"},
		{"redo", func(ws *Workspace) { bridge(ws); ws.Undo() }, func(ws *Workspace) { ws.Redo() }, "Redone. (Checking uniqueness: stopped)"},
		{"a bridge", func(*Workspace) {}, bridge, changed},
		{"a given typed", func(*Workspace) {}, typeNewGiven, changed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := sparseWorkspace(t)
			tc.before(ws)
			ws.checkUnique()
			tc.change(ws)
			waitIdle(t, ws) // the check would run for minutes
			if msg := ws.status.Message(); msg != tc.said {
				t.Errorf("status %q, want %q", msg, tc.said)
			}
			if c := ws.status.Counters(); c != "" {
				t.Errorf("the counters of the check stopped stay: %q", c)
			}
		})
	}
}

// Undo during a Generate stops it, as New does: the next job ran only
// once the stale one had ended, and the puzzle it made was dropped.
func TestUndoStopsTheGeneration(t *testing.T) {
	ws := hexagonWorkspace(t, 10)
	e := freeEdge(t, ws.p)
	ws.ToggleBridge(e.A, e.B)
	ws.generate(0, 0, false, 3)
	ws.Undo()
	waitIdle(t, ws)
	if msg := ws.status.Message(); msg != "Undone. (Generating: stopped)" || ws.p.NumGivens() != 0 {
		t.Errorf("status %q, %d givens; want Undo's message with the generation stopped, and no givens", msg, ws.p.NumGivens())
	}
}

// A number played leaves the puzzle as it is: a Check unique running goes
// on to its answer, through the number's Undo too.
func TestANumberPlayedLeavesTheCheckRunning(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.setPlay(true)
	c := firstEmpty(ws)
	ws.checkUnique()
	tapAt(ws, ws.layout().Center(c))
	test.Type(ws.view, "3")
	ws.Undo()
	waitIdle(t, ws)
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "Exactly one solution") {
		t.Errorf("status %q, want the check's answer", msg)
	}
}

// Undo and Redo keep the selected cell, as Eternity keeps its cursor:
// dropped, the next digit went nowhere and the next arrow jumped to the
// first cell. After a cell blocked and unblocked again, whose cells are
// numbered anew, it stays on the same place of the grid.
func TestUndoKeepsTheSelection(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(ws *Workspace)
	}{
		{"a given typed", func(ws *Workspace) { test.Type(ws.view, "5") }},
		{"a cell blocked", func(ws *Workspace) { test.Type(ws.view, "x") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := hexagonWorkspace(t, 3)
			tapAt(ws, ws.layout().Center(20))
			tc.edit(ws)
			at, _ := ws.p.Coord(ws.selected)
			for _, step := range []func(){ws.Undo, ws.Redo, ws.Undo} {
				step()
				if got, ok := ws.p.Coord(ws.selected); !ok || got != at {
					t.Fatalf("%s: cell %d is selected, at %v; want the cell at %v", ws.status.Message(), ws.selected, got, at)
				}
			}
			sel := ws.selected
			test.Type(ws.view, "6")
			if ws.p.Given(sel) != 6 {
				t.Errorf("typing 6 after Undo put %d in the selected cell", ws.p.Given(sel))
			}
		})
	}
}
