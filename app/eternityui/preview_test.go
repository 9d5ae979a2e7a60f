package eternityui

import (
	"bytes"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
)

// shownSolution is the sample's solution with its two corners A1 and F6
// swapped, as a second solution shows beside the design's.
func shownSolution(t *testing.T) *game.Board {
	t.Helper()
	b := sampleSolution(t)
	last := len(b.Cells) - 1
	b.Cells[0], b.Cells[last] = b.Cells[last], b.Cells[0]
	return b
}

// A right click on a solver's board does what a left click does: back to
// the design's board, which it leaves as it was. It turned the piece
// clicked where it lay on the design, another cell (piece 31 on F6 for a
// click on A1), or said "Put the piece on the board to turn it." of a
// piece the design had in the tray.
func TestAClickOnASolversBoardGoesBackToTheDesign(t *testing.T) {
	for _, tc := range []struct {
		name  string
		right bool
		laid  bool // the design's board holds the solution, else the sample's hint alone
	}{
		{"right click, piece elsewhere on the design", true, true},
		{"right click, piece in the design's tray", true, false},
		{"left click", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "")
			ws := h.ws
			if tc.laid {
				if err := ws.ApplyBoard(sampleSolution(t)); err != nil {
					t.Fatal(err)
				}
			}
			before := designBytes(t, ws.d)
			if err := ws.ShowBoard(shownSolution(t)); err != nil {
				t.Fatal(err)
			}
			at := h.cellAt(0, 0)
			if tc.right {
				h.rightClick(at)
			} else {
				h.tap(at)
			}
			if !bytes.Equal(designBytes(t, ws.d), before) {
				t.Errorf("the click on A1 of the solver's board changed the design (status %q)", ws.status.Message())
			}
			if ws.preview != nil || ws.status.Message() != "Back to the design's board." {
				t.Errorf("after the click: solver's board shown %v, status %q", ws.preview != nil, ws.status.Message())
			}
		})
	}
}

// While a search runs, its board shows again at every tick: a click, a
// right click, a drag or a board key says so and leaves the design and
// the search's board be. A click said "Back to the design's board." and
// the search showed again at the next tick; a drag did nothing, saying
// nothing; the keys edited the design unseen.
func TestTheBoardOfARunningSearchSaysStopFirst(t *testing.T) {
	const say = "The board shows the search: Stop (Esc) to edit the design."
	for _, tc := range []struct {
		name string
		do   func(h *harness)
	}{
		{"click", func(h *harness) { h.tap(h.cellAt(1, 1)) }},
		{"right click", func(h *harness) { h.rightClick(h.cellAt(1, 1)) }},
		{"drag", func(h *harness) { h.drag(h.cellAt(1, 1), h.cellAt(3, 3)) }},
		{"click with a brush", func(h *harness) { h.ws.SetBrush(4); h.tap(h.cellAt(1, 1)) }},
		{"key 1 then Enter", func(h *harness) { h.ws.focusBoard(); h.key(fyne.KeyRight); h.key("1"); h.key(fyne.KeyReturn) }},
		{"key F", func(h *harness) { h.ws.focusBoard(); h.key(fyne.KeyF) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// the job's ticks queue on a loop the test never runs: run
			// as fyne.Do runs them in tests, on their own goroutine, they
			// raced the test's own taps on the status bar
			loop := kittest.Loop(t)
			h := newHarness(t, "")
			ws := h.ws
			holdStatus(ws)
			t.Cleanup(func() { stopHeld(t, loop, ws) })
			before := designBytes(t, ws.d)
			live := shownSolution(t)
			live.Cells[7] = game.Placement{} // a partial board, as a search shows
			if err := ws.ShowLiveBoard(live); err != nil {
				t.Fatal(err)
			}
			tc.do(h)
			if !bytes.Equal(designBytes(t, ws.d), before) {
				t.Error("the design changed under the search's board")
			}
			if ws.preview == nil || ws.status.Message() != say {
				t.Errorf("search's board shown %v, status %q; want it shown and %q", ws.preview != nil, ws.status.Message(), say)
			}
		})
	}
}

// Once the search is over (Stop), the same click goes back to the design.
func TestTheBoardOfASearchStoppedGoesBack(t *testing.T) {
	loop := kittest.Loop(t) // as in TestTheBoardOfARunningSearchSaysStopFirst
	h := newHarness(t, "")
	ws := h.ws
	holdStatus(ws)
	if err := ws.ShowLiveBoard(shownSolution(t)); err != nil {
		t.Fatal(err)
	}
	stopHeld(t, loop, ws)
	h.tap(h.cellAt(1, 1))
	if ws.preview != nil || ws.status.Message() != "Back to the design's board." {
		t.Errorf("after Stop, a click: search's board shown %v, status %q", ws.preview != nil, ws.status.Message())
	}
}

// stopHeld stops the job holdStatus started and runs its last calls on
// loop, before the loop is uninstalled: the job's end, run afterwards on
// its own goroutine, raced the next test.
func stopHeld(t *testing.T, loop *kit.Loop, ws *Workspace) {
	ws.status.Stop()
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
}
