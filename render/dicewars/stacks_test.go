package dicewars

import (
	"fmt"
	"math"
	"strconv"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// box is a rectangle in pixels.
type box struct{ min, max paint.Pt }

func (a box) overlaps(b box) bool {
	return a.min.X < b.max.X && b.min.X < a.max.X && a.min.Y < b.max.Y && b.min.Y < a.max.Y
}

// stackBox is the box of the n dice DrawStack paints at at for cubes of
// side 1.45 cell.
func stackBox(at paint.Pt, cell float64, n int) box {
	a := cell * 1.45
	top := at.Y + a*0.2 - float64(min(n, 4)-1)*a*0.52 - a*0.26
	bottom, right := at.Y+a*0.2+a*0.78, at.X-a*0.26+a/2
	if n > 4 {
		bottom, right = at.Y+a*0.47+a*0.78, at.X+a*0.26+a/2
	}
	return box{paint.Pt{X: at.X - a*0.26 - a/2, Y: top}, paint.Pt{X: right, Y: bottom}}
}

// badgeBox is the box of the count drawStacks writes for territory t,
// without the nudge that keeps it in the picture.
func badgeBox(l *Layout, t int, label string) box {
	at, k := l.LabelPoint(t), l.stackScale(t)
	size := l.LabelSize(0.95*k, 9)
	at = paint.Pt{X: at.X + l.R*k*1.35, Y: at.Y + l.R*k*0.95}
	r := size * 0.62
	w := 2*size*0.34 + size*0.2 + paint.TextWidth(label, size)
	half := max(0, w/2-r*0.4)
	return box{paint.Pt{X: at.X - r, Y: at.Y - r}, paint.Pt{X: at.X + 2*half + r, Y: at.Y + r}}
}

// On a dense map (64 territories of two or three cells on 14x14) the
// dice and their counts are scaled to their territories: drawn at full
// size, 11 pairs of counts covered each other, 98 counts lay over another
// territory's dice and 38 pairs of stacks overlapped, so that one could not
// tell which count was whose. On the default map they keep their size.
func TestStacksScaleToTheirTerritories(t *testing.T) {
	for _, tc := range []struct {
		opts                dw.Options
		stacks, countOnDice int // the most overlaps allowed
		allAtFull           bool
	}{
		{dw.Options{Cols: 14, Rows: 14, Territories: 64, Players: 8}, 20, 30, false},
		{dw.DefaultOptions(6), 0, 0, true},
	} {
		t.Run(fmt.Sprint(tc.opts.Cols, "x", tc.opts.Rows, "/", tc.opts.Territories), func(t *testing.T) {
			g, err := dw.New(tc.opts, 7)
			if err != nil {
				t.Fatal(err)
			}
			p := g.Position()
			l := NewLayout(p.Map, 760, 700)
			n := p.Map.N()
			dice, counts := make([]box, n), make([]box, n)
			full := true
			for i := range n {
				k := l.stackScale(i)
				full = full && k == 1
				dice[i] = stackBox(l.LabelPoint(i), l.R*k, int(p.Dice[i]))
				counts[i] = badgeBox(l, i, strconv.Itoa(int(p.Dice[i])))
			}
			stacks, countOnCount, countOnDice := 0, 0, 0
			for i := range n {
				for j := range n {
					if i < j && dice[i].overlaps(dice[j]) {
						stacks++
					}
					if i < j && counts[i].overlaps(counts[j]) {
						countOnCount++
					}
					if i != j && counts[i].overlaps(dice[j]) {
						countOnDice++
					}
				}
			}
			if countOnCount > 0 || stacks > tc.stacks || countOnDice > tc.countOnDice || full != tc.allAtFull {
				t.Errorf("overlaps: %d pairs of counts (want none), %d pairs of stacks (at most %d), %d counts over dice (at most %d); all at full size %v",
					countOnCount, stacks, tc.stacks, countOnDice, tc.countOnDice, full)
			}
		})
	}
}

// The note above a stack and the "+n" badge at its foot follow its scale:
// on a dense map the note floated a stack's height above the small dice.
func TestMarksFollowTheStackScale(t *testing.T) {
	g, err := dw.New(dw.Options{Cols: 14, Rows: 14, Territories: 64, Players: 8}, 7)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLayout(g.Position().Map, 760, 700)
	for tr := range l.Map.N() {
		at, k := l.LabelPoint(tr), l.stackScale(tr)
		for n := 1; n <= 8; n++ {
			if top, want := StackTop(l, tr, n).Y+0.9*l.R, stackBox(at, l.R*k, n).min.Y; math.Abs(top-want) > 1e-9 {
				t.Fatalf("territory %d, %d dice: the note stands at %.1f, the dice reach %.1f", tr, n, top, want)
			}
		}
		if p, want := AddedBadgePoint(l, tr), at.X-l.R*k*1.35; math.Abs(p.X-want) > 1e-9 {
			t.Fatalf("territory %d: +n at x %.1f, want %.1f beside the dice", tr, p.X, want)
		}
	}
}
