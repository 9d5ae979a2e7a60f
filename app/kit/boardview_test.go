package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/render/paint"
)

func TestBoardViewPaintsAndMapsTapsToPixels(t *testing.T) {
	test.NewTempApp(t)
	v := NewBoardView()
	red := color.NRGBA{255, 0, 0, 255}
	v.Paint = func(r *paint.Raster) { paint.FillRect(r, 0, 0, 10, 10, red) }
	var tapped paint.Pt
	v.OnTap = func(p paint.Pt) { tapped = p }
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(200, 100))
	w.Canvas().(test.WindowlessCanvas).SetScale(2)
	img := w.Canvas().Capture()
	if got := color.NRGBAModel.Convert(img.At(5, 5)).(color.NRGBA); got != red {
		t.Errorf("painted pixel = %v, want red", got)
	}
	test.TapAt(v, fyne.NewPos(30, 20))
	if tapped != (paint.Pt{X: 60, Y: 40}) {
		t.Errorf("tap at (30,20) units at scale 2 mapped to %v, want (60,40) pixels", tapped)
	}
}
