package eternityui

import (
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	draw "plateau/render/eternity"
	"plateau/render/paint"
)

// The board stands on the window's colour, as Momentum's does: the light
// table in the light appearance, a dark one in the dark (the light table
// was a bright panel beside the dark side panels), changed as the
// appearance is.
func TestSurroundFollowsTheAppearance(t *testing.T) {
	h := newHarness(t, "")
	kittest.SurroundFollowsTheAppearance(t, h.win, h.ws.view, draw.LightSurround.Background, draw.DarkSurround.Background)
}

// The piece numbers grow with the interface size of Settings, the
// picture's size kept: they were sized by the piece alone, the same at
// Smaller and at Larger, where the text round them grew.
func TestPieceNumbersFollowTheInterfaceSize(t *testing.T) {
	h := newHarness(t, "")
	a := fyne.CurrentApp()
	defer a.Preferences().SetString(kit.PrefSize, "")
	last := 0
	for _, size := range kit.Sizes {
		a.Preferences().SetString(kit.PrefSize, size)
		a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
		r := paint.NewRaster(900, 700)
		h.ws.numbers = true
		h.ws.paint(r)
		// the numbers' white discs, the only near-white on the board
		white := 0
		for i := 0; i+3 < len(r.Img.Pix); i += 4 {
			p := r.Img.Pix[i : i+3]
			if min(p[0], p[1], p[2]) >= 225 && max(p[0], p[1], p[2])-min(p[0], p[1], p[2]) <= 12 {
				white++
			}
		}
		if white <= last {
			t.Errorf("%q size: the numbers' discs take %d pixels, no more than the %d of the smaller size", size, white, last)
		}
		last = white
	}
}
