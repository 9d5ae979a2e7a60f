package eternityui

import (
	"testing"

	"plateau/app/kit/kittest"
	draw "plateau/render/eternity"
)

// The board stands on the window's colour, as Momentum's does: the light
// table in the light appearance, a dark one in the dark (the light table
// was a bright panel beside the dark side panels), changed as the
// appearance is.
func TestSurroundFollowsTheAppearance(t *testing.T) {
	h := newHarness(t, "")
	kittest.SurroundFollowsTheAppearance(t, h.win, h.ws.view, draw.LightSurround.Background, draw.DarkSurround.Background)
}
