package eternityui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	draw "plateau/render/eternity"
)

// The board stands on the window's colour, as Momentum's does: the light
// table in the light appearance, a dark one in the dark (the light table
// was a bright panel beside the dark side panels), changed as the
// appearance is, the tray's empty slots with it.
func TestSurroundFollowsTheAppearance(t *testing.T) {
	h := newHarness(t, "")
	for _, tc := range []struct {
		appearance string
		want       draw.Surround
	}{
		{"light", draw.LightSurround},
		{"dark", draw.DarkSurround},
		{"light", draw.LightSurround},
	} {
		fyne.CurrentApp().Settings().SetTheme(kit.ThemeFor(tc.appearance))
		h.win.Canvas().Capture() // a frame, as the window draws after a theme change
		img := h.ws.view.Image()
		if img == nil {
			t.Fatal("the board was never painted")
		}
		if got := color.RGBAModel.Convert(img.At(1, 1)).(color.RGBA); got != tc.want.Background {
			t.Errorf("%s: the corner is %v, want %v", tc.appearance, got, tc.want.Background)
		}
	}
}
