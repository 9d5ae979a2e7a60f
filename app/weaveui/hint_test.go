package weaveui

import (
	"strings"
	"testing"

	"plateau/games/weave"
)

// The manual order's hint calls the free points green only as coloured
// by state: coloured by generation, the green points are inside and not
// free, and the hint sent people clicking them.
func TestManualHintNamesNoColourTheFreePointsLack(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.panel.colour.SetSelected("Generation")
	ws.panel.order.SetSelectedIndex(int(weave.OrderManual))
	msg := ws.status.Message()
	if !strings.HasPrefix(msg, "Manual order: click a free point") {
		t.Errorf("coloured by generation, the manual order's hint says %q", msg)
	}
}
