package rikudo

import (
	"image/color"
	"math"
	"testing"

	"plateau/render/paint"
)

// changeOnRays is the largest contrast between pictures plain and marked
// along the rays from the centre of cell c to the middle of its edges,
// between fractions from and to of the way, on at least four of its six
// rays (a bridge's dot may lie on the others): how plainly a ring in that
// band sets the cell off.
func changeOnRays(plain, marked *paint.Raster, l Layout, c int, from, to float64) float64 {
	ctr, pts := l.Center(c), l.Polygon(c)
	var best []float64
	for i := range pts {
		mid := pts[i].Lerp(pts[(i+1)%len(pts)], 0.5)
		top := 1.0
		for f := from; f <= to; f += 0.01 {
			q := ctr.Lerp(mid, f)
			x, y := int(q.X), int(q.Y)
			top = math.Max(top, paint.Contrast(plain.Img.At(x, y), marked.Img.At(x, y)))
		}
		best = append(best, top)
	}
	// the fourth best of six
	for i := range best {
		for j := i + 1; j < len(best); j++ {
			if best[j] > best[i] {
				best[i], best[j] = best[j], best[i]
			}
		}
	}
	return best[min(3, len(best)-1)]
}

// The cell the keyboard is on is ringed along its edge and a cell in
// conflict inside, each at a contrast of 3 or more against the cell
// unmarked (their pale fills alone had 1.22 and 1.49), and the selected
// cell that is in conflict shows both (the selection's fill hid the
// conflict); a player's number in conflict is drawn in dark red.
func TestMarksShowCursorAndConflict(t *testing.T) {
	p := mustHexagon(t, 3)
	l := NewLayout(p, 480, 440)
	const cursorOnly, conflictOnly, both = 0, 10, 20
	values := make([]int, p.N())
	values[conflictOnly], values[both] = 5, 5 // one number twice: both conflict
	draw := func(v View) *paint.Raster {
		r := paint.NewRaster(480, 440)
		r.Clear(Paper)
		v.Values = values
		Draw(r, l, p, v)
		return r
	}
	plain := draw(NoSelection())
	for _, tc := range []struct {
		cell             int
		selected         int
		cursor, conflict bool
	}{
		{cursorOnly, cursorOnly, true, false},
		{conflictOnly, both, false, true},
		{both, both, true, true},
	} {
		v := NoSelection()
		v.Selected, v.Conflicts = tc.selected, []int{conflictOnly, both}
		marked := draw(v)
		if r := changeOnRays(plain, marked, l, tc.cell, 0.82, 0.97); tc.cursor && r < 3 {
			t.Errorf("cell %d: the cursor sets its edge off by %.2f, want 3", tc.cell, r)
		}
		if r := changeOnRays(plain, marked, l, tc.cell, 0.45, 0.78); tc.conflict && r < 3 {
			t.Errorf("cell %d: the conflict sets its inside off by %.2f, want 3", tc.cell, r)
		}
		if tc.conflict {
			ink := darkest(marked, l.Center(tc.cell), l.Size*0.3)
			r, g, _, _ := ink.RGBA()
			if c := paint.Contrast(ink, conflict); r < g+0x4000 || c < 4.5 {
				t.Errorf("cell %d: its number in conflict is drawn in %v (%.2f on the conflict's fill), want a dark red", tc.cell, ink, c)
			}
		}
	}
}

// darkest is the darkest pixel of r within radius of ctr.
func darkest(r *paint.Raster, ctr paint.Pt, radius float64) color.Color {
	var ink color.Color = color.White
	for y := int(ctr.Y - radius); y <= int(ctr.Y+radius); y++ {
		for x := int(ctr.X - radius); x <= int(ctr.X+radius); x++ {
			if c := r.Img.At(x, y); paint.Luminance(c) < paint.Luminance(ink) {
				ink = c
			}
		}
	}
	return ink
}
