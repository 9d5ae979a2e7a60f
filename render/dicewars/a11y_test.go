package dicewars

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The players' colours stay apart for people with a colour-vision
// deficiency, the first seats most: the least CIEDE2000 difference of
// any two of the first n seats, over normal vision and full deuteranopia,
// protanopia and tritanopia, is at least the bound. Below about 10 two
// flat colours get confused in small marks (the audit's reading), so all
// eight keep 10; the four of the default game keep 20, twice that, where
// the old order gave them 6.3 (its green and orange). Between 5 and 7
// seats no set of eight soft hues does much better than 12 for a
// dichromat, and the marks carry the rest.
func TestPaletteApartForColourBlindPlayers(t *testing.T) {
	for _, tc := range []struct {
		seats int
		bound float64
	}{{2, 20}, {3, 20}, {4, 20}, {5, 12}, {6, 12}, {7, 12}, {8, 10}} {
		least, i, j, where := apart(Palette[:tc.seats])
		if least < tc.bound {
			t.Errorf("%d seats: players %d and %d are %.1f apart in %s, want %.0f or more", tc.seats, i, j, least, where, tc.bound)
		}
	}
	// and people with normal vision, who see all eight at once on a map,
	// still tell every two apart at a glance
	for i := range Palette {
		for j := i + 1; j < len(Palette); j++ {
			if d := painttest.DeltaE(Palette[i], Palette[j], painttest.Normal); d < 15 {
				t.Errorf("players %d and %d are %.1f apart in normal vision, want 15 or more", i, j, d)
			}
		}
	}
}

// apart is the least difference between two of colours over every vision,
// and the pair and vision where it falls.
func apart(colours []color.NRGBA) (least float64, i, j int, where painttest.Vision) {
	least = math.Inf(1)
	for _, v := range painttest.Visions {
		for a := range colours {
			for b := a + 1; b < len(colours); b++ {
				if d := painttest.DeltaE(colours[a], colours[b], v); d < least {
					least, i, j, where = d, a, b, v
				}
			}
		}
	}
	return least, i, j, where
}

// Every seat's mark differs from every other's at the size the map draws
// it beside a count at its least (text of 9 pixels): drawn in white on
// black, two marks differ in at least a quarter of the pixels either
// covers.
func TestMarksDiffer(t *testing.T) {
	const side = 12
	mr := 9 * 0.34 // SeatBadge's mark at the map's smallest text
	masks := make([][]float64, len(Palette))
	for p := range masks {
		r := paint.NewRaster(side, side)
		r.Clear(color.Black)
		DrawMark(r, p, paint.Pt{X: side / 2, Y: side / 2}, mr, color.White, nil, 0)
		for i := 0; i < len(r.Img.Pix); i += 4 {
			masks[p] = append(masks[p], float64(r.Img.Pix[i])/255)
		}
	}
	for p := range masks {
		for q := p + 1; q < len(masks); q++ {
			var diff, union float64
			for i := range masks[p] {
				diff += math.Abs(masks[p][i] - masks[q][i])
				union += max(masks[p][i], masks[q][i])
			}
			if diff < union/4 {
				t.Errorf("the marks of seats %d and %d differ in %.0f%% of their pixels, want 25%% or more", p, q, 100*diff/union)
			}
		}
	}
}

// shapeKey is a polygon up to where it stands and its size: its corners
// from the first, over the length of its first side, rounded.
func shapeKey(pts []paint.Pt) string {
	if len(pts) < 2 {
		return ""
	}
	d := pts[1].Sub(pts[0])
	k := 1 / math.Hypot(d.X, d.Y)
	s := ""
	for _, p := range pts {
		q := p.Sub(pts[0]).Scale(k)
		round := func(v float64) float64 { return math.Round(v*1000)/1000 + 0 } // no "-0.000"
		s += fmt.Sprintf("%.3f,%.3f ", round(q.X), round(q.Y))
	}
	return s
}

// marker is a surface that keeps the polygons filled in white: the marks
// of the count badges.
type marker struct {
	paint.Surface
	white [][]paint.Pt
}

func (m *marker) FillPolygon(pts []paint.Pt, c color.Color) {
	if r, g, b, a := c.RGBA(); r == 0xffff && g == 0xffff && b == 0xffff && a == 0xffff {
		m.white = append(m.white, append([]paint.Pt(nil), pts...))
	}
	m.Surface.FillPolygon(pts, c)
}

// Every territory's dice count comes with its owner's mark, so that the
// map says whose land it is without colour: the count badges hold one
// mark each, and the marks of each player's territories are its seat's.
func TestCountsShowTheOwner(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	l := NewLayout(g.Map(), 720, 600)
	s := &marker{Surface: paint.NewRaster(720, 600)}
	Draw(s, l, &pos, View{})
	want := map[string]int{}
	for t := 0; t < g.Map().N(); t++ {
		want[shapeKey(MarkShape(int(pos.Owner[t]), paint.Pt{}, 1))]++
	}
	got := map[string]int{}
	for _, pts := range s.white {
		got[shapeKey(pts)]++
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%d counts of owners with mark %q drawn, want %d", got[k], k, n)
		}
	}
	if len(s.white) != g.Map().N() {
		t.Errorf("%d marks for %d territories", len(s.white), g.Map().N())
	}
}

// The labels on the map follow the interface size as the text round it
// does, with a floor: a larger interface widens the side panel and so
// shrinks the hexagons, and counts sized by them alone got smaller (9 px
// high digits at the normal size, 7 at the larger one in English).
func TestLabelsFollowTheInterfaceSize(t *testing.T) {
	for _, tc := range []struct {
		name        string
		r, text, ui float64
		want        float64
	}{
		{"normal size, 1280x800", 13.5, 1, 1, 0.95 * 13.5},
		{"larger size, smaller map", 11.2, 1.3, 1.3, 0.95 * 11.2 * 1.3},
		{"small size", 14, 0.9, 0.9, 0.95 * 14 * 0.9},
		{"smallest hexagons: the floor", 4, 1, 1, 9},
		{"smallest hexagons, larger size", 4, 1.3, 1.3, 9 * 1.3},
		{"HiDPI: R in pixels already doubled", 27, 2, 1, 0.95 * 27},
		{"a layout made by hand: the normal size", 13.5, 0, 0, 0.95 * 13.5},
	} {
		l := &Layout{R: tc.r, Text: tc.text, UI: tc.ui}
		if got := l.LabelSize(0.95, 9); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: counts %.2f px high, want %.2f", tc.name, got, tc.want)
		}
	}
	normal := (&Layout{R: 13.5, Text: 1, UI: 1}).LabelSize(0.95, 9)
	larger := (&Layout{R: 11.2, Text: 1.3, UI: 1.3}).LabelSize(0.95, 9)
	if larger <= normal {
		t.Errorf("counts %.1f px at the larger size, %.1f at the normal one", larger, normal)
	}
}

// The attack's target shows on land of every colour: inside its border,
// along nearly all of its outline, something has a contrast of 3 or more
// with the fill (on the crimson seat's land the red outline alone had
// 1.2, and the target looked unmarked).
func TestTargetShowsOnEveryFill(t *testing.T) {
	g := sampleGame(t)
	const w, h = 720, 600
	l := NewLayout(g.Map(), w, h)
	target := 0
	border := borderWidth(l)
	for p, fill := range Palette {
		pos := g.Position()
		pos.Owner[target] = int8(p)
		r := paint.NewRaster(w, h)
		Draw(r, l, &pos, View{Target: 1 << target})
		loop := l.Outline(target)[outerLoop(l.Outline(target))]
		var seen, marked int
		for i := range loop {
			seen++
			best := 1.0
			// from just inside the border to past the outline's depth
			for d := 0.7 * border; d <= 3*border; d += 0.25 {
				in := insetLoop(loop, d)
				at := in[i].Lerp(in[(i+1)%len(in)], 0.5)
				best = max(best, paint.Contrast(r.Img.At(int(at.X), int(at.Y)), fill))
			}
			if best >= 3 {
				marked++
			}
		}
		if marked < seen*9/10 {
			t.Errorf("seat %d: the target's outline stands out along %d of %d sides, want 9 in 10", p, marked, seen)
		}
	}
}

// The reinforcement badge's white figures can be read on its green: a
// contrast of 4.5 (it had 4.4).
func TestAddedBadgeReadable(t *testing.T) {
	if c := paint.Contrast(color.White, addedBadgeColor); c < 4.5 {
		t.Errorf("white on the +n badge: contrast %.2f, want 4.5", c)
	}
}
