package eternityui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// Escape closes New and Generate whichever of their buttons Tab put the
// keyboard on, and leaves the design as it was.
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
			h := newHarness(t, "")
			d := h.ws.d
			tc.show(h.ws)
			kittest.EscapeFromButton(t, h.win, tc.button)
			if h.ws.d != d || h.ws.status.Busy() {
				t.Error("Escape changed the design or started a job")
			}
		})
	}
}
