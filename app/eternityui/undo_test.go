package eternityui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// Undo and Redo drop the piece number being typed, and a number refused:
// kept unseen ("Undone." covers it), typing 1, Ctrl+Z, 2, Enter laid
// piece 12, and after a refused 99, Enter stayed silent.
func TestUndoAndRedoDropTheNumberTyped(t *testing.T) {
	for _, tc := range []struct {
		name   string
		set    func(h *harness) // with piece 5 laid on A2 and the cursor there
		back   func(w *Workspace)
		digits string // typed after back, then Enter
		b2     int    // the piece B2 holds then, 0 for none
		msg    string // what the status bar says then
	}{
		{"undo", func(h *harness) { h.key(fyne.KeyRight); h.key("1") }, (*Workspace).Undo, "2", 2, "Piece 2 on B2."},
		{"redo", func(h *harness) { h.ws.Undo(); h.key(fyne.KeyRight); h.key("1") }, (*Workspace).Redo, "2", 2, "Piece 2 on B2."},
		{"refused", func(h *harness) { h.key(fyne.KeyRight); h.key("9"); h.key("9") }, (*Workspace).Undo, "", 0,
			"Cell B2 is empty: type a piece number and Enter to put it there."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "")
			h.tap(h.cellAt(0, 1))
			h.key("5")
			h.key(fyne.KeyReturn)
			tc.set(h)
			tc.back(h.ws)
			for _, d := range tc.digits {
				h.key(fyne.KeyName(string(d)))
			}
			h.key(fyne.KeyReturn)
			if b2 := h.ws.d.Board.At(1, 1).Piece; b2 != tc.b2 || h.ws.status.Message() != tc.msg {
				t.Errorf("B2 holds piece %d, status %q; want %d, %q", b2, h.ws.status.Message(), tc.b2, tc.msg)
			}
		})
	}
}

// Turns of one piece make one undo step, but not across a Save or a change
// of selection: Undo skipped the design saved, and the title kept its star.
func TestTurnsMergeUntilASaveOrAnotherSelection(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pause func(h *harness, path string) // between the two turns of piece 1
		split bool                          // the second turn is an undo step of its own
	}{
		{"in a row", func(*harness, string) {}, false},
		{"save", func(h *harness, path string) {
			if err := h.ws.SavePath(path); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"another selection", func(h *harness, _ string) { h.tap(h.slotOf(2)); h.tap(h.cellAt(0, 0)) }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "a.json")
			h := newHarness(t, path)
			ws := h.ws
			if err := ws.MovePiece(1, 0, 0); err != nil {
				t.Fatal(err)
			}
			before := designText(ws.d)
			if err := ws.TurnPiece(1, 1); err != nil {
				t.Fatal(err)
			}
			between := designText(ws.d)
			tc.pause(h, path)
			if err := ws.TurnPiece(1, 1); err != nil {
				t.Fatal(err)
			}
			ws.Undo()
			want := before
			if tc.split {
				want = between
			}
			if got := designText(ws.d); got != want {
				t.Errorf("Undo went back to the design before the first turn %v, between the turns %v; want it split %v",
					got == before, got == between, tc.split)
			}
			if tc.name == "save" && ws.Unsaved() != "" {
				t.Errorf("back at the design saved, the title still marks it unsaved: %q", ws.Unsaved())
			}
		})
	}
}

// After Undo or Redo the brush is a colour of the palette put back, or
// painting stops and says so: after Undo of "+", the next click painted
// with the colour taken away and brought it back.
func TestUndoAndRedoKeepTheBrushInThePalette(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(ws *Workspace) // ends painting with colour 9, which the palette loses on back
		back func(ws *Workspace)
		says string
	}{
		{"undo of +", func(ws *Workspace) { ws.AddColor(false) }, (*Workspace).Undo, "Undone."},
		{"redo of a new design", func(ws *Workspace) {
			ws.AddColor(false)
			ws.replace(sampleDesign())
			ws.Undo()
			ws.SetBrush(9)
		}, (*Workspace).Redo, "Redone."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "")
			ws := h.ws
			if err := ws.MovePiece(14, 1, 1); err != nil { // an inner piece on an inner cell
				t.Fatal(err)
			}
			n := len(palette(ws.d))
			tc.set(ws)
			if ws.brush != 9 || len(palette(ws.d)) != n+1 {
				t.Fatalf("set-up: brush %d, %d colours; want 9 of %d", ws.brush, len(palette(ws.d)), n+1)
			}
			tc.back(ws)
			msg := ws.status.Message()
			_ = ws.PaintEdge(1, 1, 1)
			if ws.brush != 0 || len(palette(ws.d)) != n || !strings.HasPrefix(msg, tc.says+" ") || !strings.Contains(msg, "Painting stopped") {
				t.Errorf("brush %d, %d colours after a click, status %q; want painting stopped and said, %d colours", ws.brush, len(palette(ws.d)), msg, n)
			}
		})
	}
}
