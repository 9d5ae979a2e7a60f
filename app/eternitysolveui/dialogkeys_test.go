package eternitysolveui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// Escape closes Compare and its results whichever of their buttons Tab
// put the keyboard on (Save as CSV, in the results, among them), and
// runs nothing.
func TestEscapeFromTheDialogsButtons(t *testing.T) {
	for _, tc := range []struct {
		dialog, button string
		show           func(p *Panel)
	}{
		{"compare", "Cancel", (*Panel).compareDialog},
		{"compare", "Run", (*Panel).compareDialog},
		{"results", "Save as CSV…", func(p *Panel) { p.showTable(compareRows()) }},
		{"results", "Close", func(p *Panel) { p.showTable(compareRows()) }},
	} {
		t.Run(tc.dialog+"/"+tc.button, func(t *testing.T) {
			w, p := newTestPanel(t)
			tc.show(p)
			kittest.EscapeFromButton(t, w.Window(), tc.button)
			if w.Status().Busy() {
				t.Error("Escape started a comparison")
			}
		})
	}
}
