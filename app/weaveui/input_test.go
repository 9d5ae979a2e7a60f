package weaveui

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"plateau/games/weave"
)

// The arrow keys turn the camera 5° a press, Page Up / Page Down and + / -
// zoom, Home frames the lattice; other keys go on to the window.
func TestKeysMoveTheCamera(t *testing.T) {
	const step = math.Pi / 36
	tests := []struct {
		key        fyne.KeyName
		r          rune
		yaw, pitch float64 // change in radians
		zoom       int     // -1 closer, +1 farther, 0 same
	}{
		{key: fyne.KeyLeft, yaw: step},
		{key: fyne.KeyRight, yaw: -step},
		{key: fyne.KeyUp, pitch: -step},
		{key: fyne.KeyDown, pitch: step},
		{key: fyne.KeyPageUp, zoom: -1},
		{key: fyne.KeyPageDown, zoom: 1},
		{r: '+', zoom: -1},
		{r: '=', zoom: -1},
		{r: '-', zoom: 1},
		{r: 'x'},
	}
	for _, tt := range tests {
		ws, _ := newTestWorkspace(t, "")
		yaw, pitch, dist := ws.cam.Yaw, ws.cam.Pitch, ws.cam.Distance
		name := string(tt.key) + string(tt.r)
		if tt.key != "" {
			if !ws.Keys().Board(&fyne.KeyEvent{Name: tt.key}) {
				t.Errorf("%s: key not taken", name)
			}
		} else {
			ws.Keys().Rune(tt.r)
		}
		if d := float64(ws.cam.Yaw - yaw); math.Abs(d-tt.yaw) > 1e-5 {
			t.Errorf("%s: yaw moved %.4f, want %.4f", name, d, tt.yaw)
		}
		if d := float64(ws.cam.Pitch - pitch); math.Abs(d-tt.pitch) > 1e-5 {
			t.Errorf("%s: pitch moved %.4f, want %.4f", name, d, tt.pitch)
		}
		switch d := ws.cam.Distance; {
		case tt.zoom < 0 && d >= dist, tt.zoom > 0 && d <= dist, tt.zoom == 0 && d != dist:
			t.Errorf("%s: distance %v -> %v, want zoom %d", name, dist, d, tt.zoom)
		}
	}
}

// Home frames the lattice again after the view wandered off; Space and
// Escape are the window's.
func TestHomeFitsAndOtherKeysPass(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.fit()
	dist := ws.cam.Distance
	ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	if !ws.view.OnKey(&fyne.KeyEvent{Name: fyne.KeyHome}) || math.Abs(float64(ws.cam.Distance-dist)) > 1e-3 {
		t.Errorf("Home: distance %v, want the fitted %v", ws.cam.Distance, dist)
	}
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyEscape} {
		if ws.view.OnKey(&fyne.KeyEvent{Name: k}) {
			t.Errorf("the view keeps %s", k)
		}
	}
}

// TestViewFollowsTheGrowth: a new lattice is framed as it grows, step by
// step, until the user zooms; Home frames it and follows again.
func TestViewFollowsTheGrowth(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	m, err := weave.New(weave.Config{Rule: weave.RuleSeed, Main: weave.D1, Order: weave.OrderFIFO, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	ws.setModel(m)
	alone := ws.cam.Distance
	for range 12 {
		ws.Step()
	}
	grown := ws.cam.Distance
	if grown <= alone*1.2 {
		t.Fatalf("after 12 steps the camera is at %v, P1 alone had it at %v: it did not follow", grown, alone)
	}
	ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyPageUp})
	zoomed := ws.cam.Distance
	for range 30 {
		ws.Step()
	}
	if ws.cam.Distance != zoomed {
		t.Errorf("after a zoom the growth moved the camera from %v to %v", zoomed, ws.cam.Distance)
	}
	ws.view.OnKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	home := ws.cam.Distance
	for range 60 {
		ws.Step()
	}
	if ws.cam.Distance <= home {
		t.Errorf("after Home the camera stayed at %v while the lattice grew", home)
	}
}

// Shift and an arrow pan the view, as Shift-drag does; the arrows alone
// orbit (panning needed the mouse).
func TestShiftArrowsPan(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	for _, key := range []fyne.KeyName{fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown} {
		before := ws.cam
		ws.view.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
		ws.key(&fyne.KeyEvent{Name: key})
		ws.view.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
		if ws.cam.Target == before.Target || ws.cam.Yaw != before.Yaw || ws.cam.Pitch != before.Pitch {
			t.Errorf("Shift+%s: target %v → %v, yaw %v → %v", key, before.Target, ws.cam.Target, before.Yaw, ws.cam.Yaw)
		}
		before = ws.cam
		ws.key(&fyne.KeyEvent{Name: key})
		if ws.cam.Target != before.Target {
			t.Errorf("%s without Shift panned", key)
		}
	}
}

// In manual order the keys do what a click does: N picks the next free
// point (Shift+N the one before, round the lattice), Space expands it,
// and Space with no free point picked says how instead of doing nothing.
func TestManualOrderByKeys(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.panel.order.SetSelectedIndex(int(weave.OrderManual))
	ws.reset()
	k := ws.Keys()
	k.Space()
	if ws.Model().Len() != 1 || !strings.Contains(ws.status.Message(), "with N") {
		t.Fatalf("Space with nothing picked: %d points, status %q", ws.Model().Len(), ws.status.Message())
	}
	k.Rune('n') // P1, the only point
	k.Space()
	if n := ws.Model().Len(); n != 4 || ws.Model().LastExpanded() != 1 {
		t.Fatalf("N then Space: %d points, P%d expanded; want 4, P1", n, ws.Model().LastExpanded())
	}
	for _, tc := range []struct {
		r    rune
		want int // the point picked
	}{
		{'n', 2}, {'n', 3}, {'n', 4}, {'n', 2}, // P1 is no longer free: round to P2
		{'N', 4}, {'N', 3},
	} {
		k.Rune(tc.r)
		if ws.selected != tc.want || !strings.HasPrefix(ws.status.Message(), fmt.Sprintf("P%d at", tc.want)) {
			t.Fatalf("%c: P%d picked, status %q; want P%d", tc.r, ws.selected, ws.status.Message(), tc.want)
		}
	}
	k.Space()
	if ws.Model().LastExpanded() != 3 || !ws.grownByHand() {
		t.Errorf("Space expanded P%d, by hand %v; want P3, true", ws.Model().LastExpanded(), ws.grownByHand())
	}
	k.Undo()
	if ws.Model().Len() != 4 {
		t.Errorf("Undo left %d points, want 4", ws.Model().Len())
	}
}

// Space in manual order with no free point picked changes nothing, and
// Space on the point Redo would expand next is Redo: what was undone after
// it stays to redo. Both dropped the redo list, the second silently: after
// Undo, the point just undone is still selected.
func TestManualSpaceKeepsRedo(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	k := ws.Keys()
	for range 2 { // P2, then P3
		k.Rune('n')
		k.Space()
	}
	want := ws.Model().Revision()
	k.Undo()
	k.Undo() // P3's and P2's expansions undone: P2's is the next to redo
	ws.selected = 0
	k.Space() // nothing picked: the hint
	ws.selectPoint(2)
	k.Space() // P2 again: Redo's
	k.Redo()  // P3's
	if got := ws.Model().Revision(); got != want || ws.Model().Len() != 8 || len(ws.runs) != 1 || !ws.grownByHand() {
		t.Errorf("after Undo twice, Space on P2 and Redo: %d points, runs %+v, same lattice %v; want 8, one by hand, true",
			ws.Model().Len(), ws.runs, got == want)
	}
}
