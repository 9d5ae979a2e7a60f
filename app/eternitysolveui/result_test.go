package eternitysolveui

import (
	"testing"
	"time"
)

// The result line shows only while it has something to say about the
// pieces on the board: hidden at first (no empty gap under the buttons),
// shown after a search, hidden again once other pieces are opened.
func TestResultLineFollowsThePieces(t *testing.T) {
	w, p := newTestPanel(t)
	if p.result.Visible() {
		t.Errorf("before any search the result line shows %q", p.result.Text)
	}
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	if !p.result.Visible() || p.result.Text == "" {
		t.Fatalf("after a search: visible %v, %q", p.result.Visible(), p.result.Text)
	}
	openBench(t, w, "brendan2_06x06.txt")
	if p.result.Visible() || p.result.Text != "" {
		t.Errorf("other pieces opened: visible %v, %q", p.result.Visible(), p.result.Text)
	}
}
