package dicewars

import (
	"image/color"
	"math/bits"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// countDiff counts the pixels of a and b whose channels differ by more than 6.
func countDiff(a, b *paint.Raster) int {
	n := 0
	for y := range a.Img.Rect.Dy() {
		for x := range a.Img.Rect.Dx() {
			if colorDist(a.Img.RGBAAt(x, y), b.Img.RGBAAt(x, y)) > 6 {
				n++
			}
		}
	}
	return n
}

// A map layer painted for an old position, with the territories that changed
// hands repainted, gives the picture of the new position.
func TestRepaintCatchesUpWithNewOwners(t *testing.T) {
	g := sampleGame(t)
	old := g.Position()
	var changed uint64
	for f := 0; f < old.Map.N() && changed == 0; f++ {
		for m := old.Attackable(f); m != 0; m &= m - 1 {
			to := bits.TrailingZeros64(m)
			if r, err := g.Attack(f, to); err == nil && r.Won {
				changed = 1 << uint(to)
				break
			}
		}
	}
	if changed == 0 {
		t.Fatal("no attack won in the sample game")
	}
	pos := g.Position()
	const w, h = 640, 560
	l := NewLayout(g.Map(), w, h)
	want := paint.NewRaster(w, h)
	Draw(want, l, &pos, View{})

	stale := paint.NewRaster(w, h)
	DrawMap(stale, l, &old)
	DrawOverlay(stale, l, &pos, View{})
	if countDiff(stale, want) < 50 {
		t.Fatal("the stale map layer already looks like the new position: the test proves nothing")
	}
	got := paint.NewRaster(w, h)
	DrawMap(got, l, &old)
	Repaint(got, l, &pos, changed)
	DrawOverlay(got, l, &pos, View{})
	if n := countDiff(got, want); n > w*h/500 {
		t.Errorf("%d pixels differ after Repaint", n)
	}
}

// Repainting the ring of TestOutline keeps the territory in its hole.
func TestRepaintKeepsWhatLiesInAHole(t *testing.T) {
	cells := []int8{
		-1, 0, 0, 0, -1,
		0, 0, 1, 0, -1,
		-1, 0, 0, 0, -1,
	}
	m, err := dw.NewMap(5, 3, cells)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLayout(m, 300, 200)
	if got := withEnclosed(l, 1); got != 3 {
		t.Fatalf("withEnclosed(ring) = %b, want the ring and the island", got)
	}
	pos := dw.Position{Map: m, Players: 2}
	pos.Owner[0], pos.Owner[1] = 0, 1
	r := paint.NewRaster(300, 200)
	DrawMap(r, l, &pos)
	Repaint(r, l, &pos, 1)
	o := l.CellCenter(7)
	if got := r.Img.At(int(o.X), int(o.Y)); colorDist(got, PlayerColor(1)) > 3 {
		t.Errorf("the island in the ring's hole is %v after repainting the ring", got)
	}
}

// Reinforced territories get a "+n" badge in the overlay.
func TestOverlayMarksReinforcement(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	l := NewLayout(g.Map(), 700, 600)
	added := make([]int8, g.Map().N())
	added[3] = 2
	r := paint.NewRaster(700, 600)
	DrawMap(r, l, &pos)
	DrawOverlay(r, l, &pos, View{Added: added})
	p := AddedBadgePoint(l, 3)
	// Sample the pill beside the text, left of its centre.
	q := paint.Pt{X: p.X - l.R*0.45, Y: p.Y}
	if got := r.Img.At(int(q.X), int(q.Y)); colorDist(got, addedBadgeColor) > 10 {
		t.Errorf("the +2 badge at %v is %v", q, got)
	}
	if top := StackTop(l, 3, 8); top.Y >= l.LabelPoint(3).Y {
		t.Errorf("StackTop %v is not above the stack at %v", top, l.LabelPoint(3))
	}
}

func BenchmarkDrawOverlay(b *testing.B) {
	g := sampleGame(b)
	pos := g.Position()
	r := paint.NewRaster(1000, 800)
	l := NewLayout(g.Map(), 1000, 800)
	from := firstAttacker(&pos)
	v := View{Selected: 1 << uint(from), Hints: pos.Attackable(from)}
	for b.Loop() {
		DrawOverlay(r, l, &pos, v)
	}
}

// An attack shows as an arrow in the attacker's colour between the two
// stacks, with a head when it won and a bar when it failed; an attack
// naming no real territory draws nothing.
func TestBattleArrow(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	from, to := -1, -1
	for f := 0; f < pos.Map.N() && to < 0; f++ {
		if m := pos.Attackable(f); m != 0 {
			from, to = f, bits.TrailingZeros64(m)
		}
	}
	if to < 0 {
		t.Fatal("no attack possible in the sample game")
	}
	const w, h = 640, 560
	l := NewLayout(g.Map(), w, h)
	picture := func(b *dw.AttackResult) *paint.Raster {
		r := paint.NewRaster(w, h)
		Draw(r, l, &pos, View{Battle: b})
		return r
	}
	bare := picture(nil)
	attacker := int(pos.Owner[from])
	won := picture(&dw.AttackResult{From: from, To: to, Attacker: attacker, Won: true})
	held := picture(&dw.AttackResult{From: from, To: to, Attacker: attacker})
	a, b := l.LabelPoint(from), l.LabelPoint(to)
	mid := won.Img.RGBAAt(int((a.X+b.X)/2), int((a.Y+b.Y)/2))
	pc := PlayerColor(attacker)
	if colorDist(mid, color.RGBA{pc.R, pc.G, pc.B, 255}) > 30 {
		t.Errorf("the arrow's middle is %v, want the attacker's colour %v", mid, pc)
	}
	if countDiff(won, bare) < 100 || countDiff(held, bare) < 100 {
		t.Error("the arrow barely shows")
	}
	if countDiff(won, held) < 30 {
		t.Error("a won attack looks like a failed one")
	}
	for _, bad := range []dw.AttackResult{{From: -1, To: to}, {From: from, To: 99}, {From: from, To: from}} {
		if n := countDiff(picture(&bad), bare); n != 0 {
			t.Errorf("attack %d->%d drew %d pixels", bad.From, bad.To, n)
		}
	}
}
