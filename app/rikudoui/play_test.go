package rikudoui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/rikudo"
	solve "plateau/solvers/rikudo"
)

// firstEmpty is a cell with no given.
func firstEmpty(ws *Workspace) int {
	for c := range ws.p.N() {
		if ws.p.Given(c) == 0 {
			return c
		}
	}
	return -1
}

// solutionOf is the solution of the workspace's puzzle, by the direct
// solver (the UI's own jobs are what the tests look at).
func solutionOf(t *testing.T, ws *Workspace) []int {
	t.Helper()
	res, err := solve.Solve(context.Background(), ws.p, solve.Options{Method: solve.Direct})
	if err != nil || len(res.Solutions) == 0 {
		t.Fatalf("the puzzle has no solution: %v", err)
	}
	return res.Solutions[0]
}

// TestPlayingToTheEndSaysSolved types the whole solution in play mode, as a
// player does, one cell at a time: the panel then says it is solved; one
// wrong number, and it counts the cells again.
func TestPlayingToTheEndSaysSolved(t *testing.T) {
	ws := newTestWorkspace(t, "")
	sol := solutionOf(t, ws)
	ws.setPlay(true)
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "Play: ") {
		t.Errorf("in play the status bar says %q: the design's hint", msg)
	}
	l := ws.layout()
	last := -1
	for c := range ws.p.N() {
		if ws.p.Given(c) > 0 {
			continue
		}
		tapAt(ws, l.Center(c))
		test.Type(ws.view, strconv.Itoa(sol[c]))
		last = c
	}
	if got := ws.panel.playing.Text; got != "Solved! Well done." {
		t.Fatalf("every number typed: the panel says %q", got)
	}
	tapAt(ws, l.Center(last))
	test.Type(ws.view, strconv.Itoa(sol[last]%ws.p.N()+1))
	if got := ws.panel.playing.Text; !strings.HasPrefix(got, "Cells filled: ") {
		t.Errorf("one number wrong: the panel says %q", got)
	}
}

// A number typed that a given already holds is a conflict, on the board
// and in the panel's count: the check looked at the player's numbers
// alone, where givens are blank, and saw none.
func TestANumberAGivenHoldsIsAConflict(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.setPlay(true)
	given := -1
	for c := range ws.p.N() {
		if ws.p.Given(c) > 0 {
			given = c
			break
		}
	}
	cell := firstEmpty(ws)
	tapAt(ws, ws.layout().Center(cell))
	test.Type(ws.view, strconv.Itoa(ws.p.Given(given)))
	if got := ws.boardView().Conflicts; !slices.Contains(got, cell) || !slices.Contains(got, given) {
		t.Errorf("cell %d holds the number of given cell %d: conflicts %v", cell, given, got)
	}
	if got := ws.panel.playing.Text; !strings.HasSuffix(got, "in conflict: 2") {
		t.Errorf("the panel says %q, want 2 in conflict", got)
	}
}

// A number typed on a given in Play is refused in a sentence that says
// what to do, where the status bar said "this cell holds a given".
func TestTypingOnAGivenSaysWhereToEditIt(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.setPlay(true)
	for c := range ws.p.N() {
		if ws.p.Given(c) > 0 {
			tapAt(ws, ws.layout().Center(c))
			break
		}
	}
	test.Type(ws.view, "1")
	if got, want := ws.status.Message(), "Givens cannot be changed in Play: switch to Design to edit them."; got != want {
		t.Errorf("the status bar says %q, want %q", got, want)
	}
}

// TestHintFillsAForcedNumberOrMendsAWrongOne: Hint puts one number of the
// solution in play mode (an Undo step), and points at a wrong number by
// putting the right one in its place.
func TestHintFillsAForcedNumberOrMendsAWrongOne(t *testing.T) {
	ws := newTestWorkspace(t, "")
	sol := solutionOf(t, ws)
	ws.hint()
	waitIdle(t, ws)
	if !ws.play || ws.selected < 0 || ws.fill[ws.selected] != sol[ws.selected] {
		t.Fatalf("hint: play %v, cell %d holds %d", ws.play, ws.selected, ws.fill[max(ws.selected, 0)])
	}
	if !strings.Contains(ws.status.Message(), "must hold") {
		t.Errorf("hint says %q", ws.status.Message())
	}
	ws.Keys().Undo()
	if slices.ContainsFunc(ws.fill, func(v int) bool { return v != 0 }) {
		t.Error("undo left the hint's number")
	}
	// A wrong number: the hint mends it.
	free := 0
	for c := range sol {
		if ws.p.Given(c) == 0 {
			free = c
			break
		}
	}
	ws.fill[free] = sol[free]%ws.p.N() + 1
	ws.changed()
	ws.hint()
	waitIdle(t, ws)
	if ws.fill[free] != sol[free] || !strings.Contains(ws.status.Message(), "was wrong") {
		t.Errorf("cell %d holds %d (solution %d); status %q", free, ws.fill[free], sol[free], ws.status.Message())
	}
}

// TestSolveShowsASolutionUntilClicked: Solve shows a solution that checks;
// a click on the board goes back to the puzzle.
func TestSolveShowsASolutionUntilClicked(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.Solve()
	waitIdle(t, ws)
	if ws.shown == nil || ws.p.Check(ws.shown) != nil {
		t.Fatalf("shown %v; result %q", ws.shown, ws.panel.result.Text)
	}
	tapAt(ws, ws.layout().Center(0))
	if ws.shown != nil {
		t.Error("a click left the solution shown")
	}
}

// Hint on a complete grid says so in the status bar; it is an answer, not
// an error to put in a dialog.
func TestHintOnACompleteGrid(t *testing.T) {
	ws := newTestWorkspace(t, "")
	sol := solutionOf(t, ws)
	ws.setPlay(true)
	for c := range ws.p.N() {
		if ws.p.Given(c) == 0 {
			ws.fill[c] = sol[c]
		}
	}
	ws.hint()
	waitIdle(t, ws)
	if msg := ws.status.Message(); msg != "The grid is complete." {
		t.Errorf("status %q", msg)
	}
	if ws.k.Window.Canvas().Overlays().Top() != nil {
		t.Error("an error dialog opened")
	}
}

// TestPlayCountsInFrench: the play panel's count reads in French with no
// plural for none filled ("0 cases remplies sur 18", it said).
func TestPlayCountsInFrench(t *testing.T) {
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	ws := hexagonWorkspace(t, 2)
	ws.setPlay(true)
	if got, want := ws.panel.playing.Text, fmt.Sprintf("Cases remplies : 0 sur %d, en conflit : 0", ws.p.N()); got != want {
		t.Errorf("the panel says %q, want %q", got, want)
	}
}

// Hint on a puzzle with no solution says so in the status bar, as an
// answer to mend the puzzle by, not an error dialog.
func TestHintOnAPuzzleWithNoSolution(t *testing.T) {
	ws := newTestWorkspace(t, "")
	p, err := game.NewHexagon(2)
	if err != nil {
		t.Fatal(err)
	}
	// a bridge between cells 1 and 2, which hold 1 and 5
	if err := errors.Join(p.ToggleBridge(0, 1), p.SetGiven(0, 1), p.SetGiven(1, 5)); err != nil {
		t.Fatal(err)
	}
	ws.setPuzzle(p, "")
	ws.hint()
	waitIdle(t, ws)
	if msg := ws.status.Message(); msg != "This puzzle has no solution: check the given numbers." {
		t.Errorf("status %q", msg)
	}
	if ws.k.Window.Canvas().Overlays().Top() != nil {
		t.Error("an error dialog opened")
	}
}

// Hint on an empty hexagon (many solutions) says no number is forced,
// writes nothing and shows no error dialog.
func TestHintWithSeveralSolutionsSaysSo(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.newDialog()
	kittest.TapDialogButton(t, ws.k.Window, "Create")
	ws.hint()
	waitIdle(t, ws)
	if slices.ContainsFunc(ws.fill, func(v int) bool { return v != 0 }) || !strings.Contains(ws.status.Message(), "several solutions") {
		t.Errorf("fill %v, status %q", ws.fill, ws.status.Message())
	}
	if top := ws.k.Window.Canvas().Overlays().Top(); top != nil {
		t.Error("a dialog came up")
	}
}

// Solve, Check unique, Generate and Hint during another job say so and
// change nothing (Hint switched to Play first); they did nothing, unsaid.
func TestActionsDuringAJobSaySo(t *testing.T) {
	for _, tc := range []struct {
		name string
		do   func(ws *Workspace)
	}{
		{"solve", (*Workspace).Solve},
		{"check unique", (*Workspace).checkUnique},
		{"hint", (*Workspace).hint},
		{"generate", func(ws *Workspace) { ws.generate(0, 0, false, 5) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			before := puzzleText(ws.p)
			if err := ws.status.Run("Waiting", func(ctx context.Context, _ *kit.Progress) error { <-ctx.Done(); return ctx.Err() }, nil); err != nil {
				t.Fatal(err)
			}
			tc.do(ws)
			msg := ws.status.Message()
			ws.status.Stop()
			waitIdle(t, ws)
			if !strings.Contains(msg, "Another job is running") || ws.play || puzzleText(ws.p) != before {
				t.Errorf("status %q, play mode %v, puzzle changed %v", msg, ws.play, puzzleText(ws.p) != before)
			}
		})
	}
}
