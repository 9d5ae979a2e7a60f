package dicewarsui

import (
	"testing"

	"plateau/app/kit/kittest"
	rd "plateau/render/dicewars"
)

// The sea round the map follows the window's appearance, as Momentum's
// surround does (the light sea was a bright panel in the dark window), and
// a change of appearance paints a new map layer rather than the cached
// one.
func TestSeaFollowsTheAppearance(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	kittest.SurroundFollowsTheAppearance(t, ws.k.Window, ws.view, rd.SeaColor, rd.DarkSea)
}
