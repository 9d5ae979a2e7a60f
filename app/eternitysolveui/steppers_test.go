package eternitysolveui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	game "plateau/games/eternity"
)

// TestStepThroughTheSolutions: with all solutions asked, the kept
// solutions are distinct boards that check; stepping goes round them (and
// back from the first to the last), and the one shown goes on the board,
// the others staying at hand.
func TestStepThroughTheSolutions(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_04x04.txt")
	p.all.SetChecked(true)
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	n := len(p.solutions)
	if n < 2 {
		t.Fatalf("%d solutions kept; result %q", n, p.result.Text)
	}
	d := w.Design()
	seen := map[string]bool{}
	for i := range n {
		b := p.solutions[p.at]
		if sc := game.ScoreBoard(d.Puzzle, b); !sc.Solved() {
			t.Errorf("solution %d scores %d of %d", i+1, sc.Matched, sc.Total)
		}
		seen[fmt.Sprint(b.Cells)] = true
		if want := fmt.Sprintf("Solution %d of %d", i+1, n); p.which.Text != want {
			t.Errorf("label %q, want %q", p.which.Text, want)
		}
		p.step(1)
	}
	if len(seen) != n || p.at != 0 {
		t.Errorf("%d distinct boards of %d; back at %d after a round", len(seen), n, p.at)
	}
	p.step(-1)
	if p.at != n-1 {
		t.Errorf("back from the first: at %d, want %d", p.at, n-1)
	}
	shown := p.solutions[n-1]
	p.apply()
	if got := fmt.Sprint(w.Design().Board.Cells); got != fmt.Sprint(shown.Cells) {
		t.Error("the board put on the design is not the one shown")
	}
	// Putting one on the board keeps the others to step through (they were
	// forgotten); other pieces forget them.
	if len(p.solutions) != n {
		t.Errorf("after Put on the board %d solutions left of %d", len(p.solutions), n)
	}
	openBench(t, w, "brendan1_05x05.txt")
	if len(p.solutions) != 0 {
		t.Errorf("another puzzle kept %d solutions", len(p.solutions))
	}
}

// The buttons that step through the solutions are icons (the ◀ and ▶
// they were the fonts lack: emoji circles showed), and they are off when
// there is one board to show (SAT's, the best board), where they did
// nothing.
func TestSolutionStepButtons(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_04x04.txt")
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	if len(p.solutions) < 2 {
		t.Fatalf("%d boards kept: the first solution's turns are four", len(p.solutions))
	}
	check := func(on bool) {
		t.Helper()
		for _, b := range []*widget.Button{p.prev, p.next} {
			if b.Disabled() == on || b.Icon == nil || b.Text != "" {
				t.Errorf("%d boards: button %q, icon %v, disabled %v", len(p.solutions), b.Text, b.Icon != nil, b.Disabled())
			}
		}
	}
	check(true)
	p.solutions, p.at = p.solutions[:1], 0
	p.showSolution()
	check(false)
}
