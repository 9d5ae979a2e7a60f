package rikudoui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// A search's answer stays in the panel while the puzzle is the one it was
// about: leaving the comparison keeps it without the hint on how to
// leave, play keeps it, an edit drops it and Undo brings it back.
func TestVerdictLastsAsLongAsItsPuzzle(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	ws.checkUnique()
	waitIdle(t, ws)
	const back = "Click the board to go back"
	steps := []struct {
		name     string
		do       func()
		want     string // a part of the panel's answer; "" for none
		backHint bool
	}{
		{"two solutions shown", func() {}, "Several solutions.", true},
		{"board clicked", func() { tapAt(ws, ws.layout().Center(4)) }, "Several solutions.", false},
		{"a given typed", func() { tapAt(ws, ws.layout().Center(4)); test.Type(ws.view, "5") }, "", false},
		{"undone", func() { ws.Keys().Undo() }, "Several solutions.", false},
		{"play mode", func() { ws.setPlay(true) }, "Several solutions.", false},
		{"a number played", func() { ws.selected = 4; test.Type(ws.view, "7") }, "Several solutions.", false},
	}
	for _, s := range steps {
		s.do()
		got := ws.panel.result.Text
		if s.want == "" && got != "" || !strings.Contains(got, s.want) {
			t.Errorf("%s: the panel says %q, want %q", s.name, got, s.want)
		}
		if strings.Contains(got, back) != s.backHint {
			t.Errorf("%s: %q says how to go back: %v, want %v", s.name, got, !s.backHint, s.backHint)
		}
	}
}

// A solution shown over the puzzle says how to leave it, and stops saying
// so once left.
func TestSolvedSaysHowToGoBack(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.Solve()
	waitIdle(t, ws)
	if ws.shown == nil || !strings.Contains(ws.panel.result.Text, "Click the board to go back") {
		t.Fatalf("solved: shown %v, panel %q", ws.shown != nil, ws.panel.result.Text)
	}
	ws.escape()
	if got := ws.panel.result.Text; !strings.HasPrefix(got, "Solved in") || strings.Contains(got, "Click") {
		t.Errorf("back at the puzzle, the panel says %q", got)
	}
}

// An answer about a puzzle edited while the search ran is not shown: it
// would be about another puzzle.
func TestAnswerAboutAnEditedPuzzleIsDropped(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	ws.checkUnique()
	// the search's answer reaches the workspace only through the test's
	// loop (waitIdle), so this edit comes before it
	ws.selected = 4
	test.Type(ws.view, "5")
	waitIdle(t, ws)
	if ws.compare != nil || ws.panel.result.Text != "" {
		t.Errorf("shown: comparison %v, panel %q", ws.compare != nil, ws.panel.result.Text)
	}
	if msg := ws.status.Message(); msg != "The puzzle changed during the search: run it again." {
		t.Errorf("status %q", msg)
	}
}
