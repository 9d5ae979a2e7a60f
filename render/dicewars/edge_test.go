package dicewars

import (
	"fmt"
	"image/color"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// On the largest map the New game dialog allows, 100 x 100 cells, every
// dice count and "+n" badge is drawn whole inside the picture, at the
// interface's sizes and on a HiDPI screen, numbers on: the counts of the
// territories at the right edge ran off the picture, their badge placed
// right of the dice at a size floored in points while the margin shrinks
// with the cells.
func TestBadgesStayInsideTheLargestMap(t *testing.T) {
	for _, tc := range []struct {
		w, h, text, ui float64
		territories    int
	}{
		{900, 700, 1, 1, 64},
		{600, 480, 1.3, 1.3, 64},
		{500, 420, 0.9, 0.9, 30},
		{1800, 1400, 2, 1, 64},
	} {
		name := fmt.Sprintf("%gx%g text %g ui %g, %d territories", tc.w, tc.h, tc.text, tc.ui, tc.territories)
		g, err := dw.New(dw.Options{Cols: dw.MaxSide, Rows: dw.MaxSide, Territories: tc.territories, Players: 8}, 7)
		if err != nil {
			t.Fatal(err)
		}
		pos := g.Position()
		l := NewLayout(g.Map(), tc.w, tc.h)
		l.Text, l.UI = tc.text, tc.ui
		v := View{Numbers: true, Added: make([]int8, l.Map.N())}
		for i := range v.Added {
			v.Added[i] = 3
		}
		rec := &painttest.Recorder{W: tc.w, H: tc.h}
		Draw(rec, l, &pos, v)
		for _, tx := range rec.Texts {
			half := paint.TextWidth(tx.S, tx.Size) / 2
			if tx.At.X-half < 0 || tx.At.X+half > tc.w || tx.At.Y-tx.Size/2 < 0 || tx.At.Y+tx.Size/2 > tc.h {
				t.Errorf("%s: %q at %.0f,%.0f (%.0f wide, %.0f high) is cut by the picture's edge", name, tx.S, tx.At.X, tx.At.Y, 2*half, tx.Size)
			}
		}
		// nothing but the sea touches the picture's edge: not a pill's pixel
		r := paint.NewRaster(int(tc.w), int(tc.h))
		Draw(r, l, &pos, v)
		if x, y, c, ok := offEdge(r, l.sea()); ok {
			t.Errorf("%s: pixel %d,%d on the picture's edge is %v, not the sea", name, x, y, c)
		}
	}
}

// offEdge finds a pixel on the raster's outermost rows and columns that is
// not sea.
func offEdge(r *paint.Raster, sea color.NRGBA) (x, y int, c color.Color, ok bool) {
	b := r.Img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if y != b.Min.Y && y != b.Max.Y-1 && x != b.Min.X && x != b.Max.X-1 {
				continue
			}
			if c := r.Img.At(x, y); colorDist(c, sea) > 8 {
				return x, y, c, true
			}
		}
	}
	return 0, 0, nil, false
}
