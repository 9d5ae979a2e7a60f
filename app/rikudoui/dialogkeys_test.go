package rikudoui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// Escape closes New and Generate whichever of their buttons Tab put the
// keyboard on, and leaves the puzzle as it was.
func TestEscapeFromTheDialogsButtons(t *testing.T) {
	for _, tc := range []struct {
		dialog, button string
		show           func(w *Workspace)
	}{
		{"new", "Cancel", (*Workspace).showNewDialog},
		{"new", "Create", (*Workspace).showNewDialog},
		{"generate", "Cancel", (*Workspace).generateDialog},
		{"generate", "Generate", (*Workspace).generateDialog},
	} {
		t.Run(tc.dialog+"/"+tc.button, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			before := text(t, ws.p)
			tc.show(ws)
			kittest.EscapeFromButton(t, ws.k.Window, tc.button)
			if text(t, ws.p) != before || ws.status.Busy() {
				t.Error("Escape changed the puzzle or started a job")
			}
		})
	}
}
