package eternityui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// The palette's swatches grow with the interface size, as the text and
// the + button beside them do: they stayed 34 wide at Larger, smaller
// than the button.
func TestSwatchesGrowWithTheInterfaceSize(t *testing.T) {
	h := newHarness(t, "")
	a := fyne.CurrentApp()
	for _, size := range kit.Sizes {
		a.Preferences().SetString(kit.PrefSize, size)
		a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
		h.win.Canvas().Capture() // laid out as the window paints
		want := swatchSize * kit.SizeScale(size)
		if len(h.ws.panel.swatches) == 0 {
			t.Fatal("no swatches")
		}
		for _, s := range h.ws.panel.swatches {
			if got := s.Size(); math.Abs(float64(got.Width-want)) > 0.01 || math.Abs(float64(got.Height-want)) > 0.01 {
				t.Fatalf("%q size: swatch %d is %v, want %.1f square", size, s.c, got, want)
			}
		}
	}
}

// A swatch's number, which C and the keys paint with, is at least three
// tenths of the swatch high: it was 0.17 (6 pixels at the normal size).
func TestSwatchNumberIsReadable(t *testing.T) {
	const side = 100
	for _, c := range []game.Color{1, 8, 12, 63} {
		img := swatchPicture(c, game.DefaultSwatch(c), side)
		top, bottom := side, -1
		for y := range side {
			for x := range side {
				dx, dy := float64(x)-side/2, float64(y)-side/2
				if math.Hypot(dx, dy) > side*swatchDisc*0.95 { // the number's disc only
					continue
				}
				if g := color.GrayModel.Convert(img.At(x, y)).(color.Gray); g.Y < 80 {
					top, bottom = min(top, y), max(bottom, y)
				}
			}
		}
		if h := bottom - top + 1; h < side*3/10 {
			t.Errorf("colour %d: its number is %d pixels high on a swatch of %d", c, h, side)
		}
	}
}
