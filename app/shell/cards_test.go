package shell

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// rects returns n plain objects to lay out.
func rects(n int) []fyne.CanvasObject {
	o := make([]fyne.CanvasObject, n)
	for i := range o {
		o[i] = canvas.NewRectangle(nil)
	}
	return o
}

// Home's six cards take as few rows as the width allows, spread evenly
// over them, centred, narrowed by up to a tenth to take one more a row;
// the height asked for is that of those rows.
func TestCardsShareRowsEvenly(t *testing.T) {
	test.NewTempApp(t)
	pad := theme.Padding()
	cell := fyne.NewSize(300, 200)
	width := func(cols int, cw float32) float32 { return float32(cols)*cw + float32(cols-1)*pad }
	narrowed := float32(300 * (1 - cardsShrink))
	tests := []struct {
		width      float32
		cols, rows int
		cw         float32 // the cards' width
	}{
		{300, 1, 6, 300},
		{700, 2, 3, 300},
		{width(3, narrowed) - 1, 2, 3, 300}, // one pixel short of three narrowed cards a row
		{width(3, narrowed), 3, 2, narrowed},
		{width(3, 300) - 1, 3, 2, (width(3, 300) - 1 - 2*pad) / 3},
		{width(3, 300), 3, 2, 300},
		{1180, 3, 2, 300},               // the app at 1400 wide
		{width(5, 300) + 50, 3, 2, 300}, // room for five: 3 and 3, not 5 and 1
		{width(6, 300), 6, 1, 300},
		{width(8, 300), 6, 1, 300},
	}
	for _, tt := range tests {
		cards := rects(6)
		l := &cardsLayout{cell: cell}
		l.Layout(cards, fyne.NewSize(tt.width, 1000))
		left := (tt.width - width(tt.cols, tt.cw)) / 2
		for i, c := range cards {
			want := fyne.NewPos(left+float32(i%tt.cols)*(tt.cw+pad), float32(i/tt.cols)*(200+pad))
			if d := c.Position().Subtract(want); d.X*d.X+d.Y*d.Y > 0.01 || c.Size() != fyne.NewSize(tt.cw, 200) {
				t.Errorf("width %g: card %d at %v size %v, want %v size %gx200", tt.width, i, c.Position(), c.Size(), want, tt.cw)
			}
		}
		wantH := float32(tt.rows)*200 + float32(tt.rows-1)*pad
		if got := l.MinSize(cards); got != fyne.NewSize(300, wantH) {
			t.Errorf("width %g: MinSize %v, want %v", tt.width, got, fyne.NewSize(300, wantH))
		}
	}
}

// Narrower than a card, the cards are squeezed to the width; a hidden card
// takes no place; a card taller than the cell makes every row taller.
func TestCardsSqueezeSkipHiddenAndGrow(t *testing.T) {
	test.NewTempApp(t)
	pad := theme.Padding()
	cards := rects(3)
	cards[0].(*canvas.Rectangle).SetMinSize(fyne.NewSize(10, 260))
	cards[1].Hide()
	l := &cardsLayout{cell: fyne.NewSize(300, 200)}
	if got := l.MinSize(cards).Height; got != 2*260+pad {
		t.Errorf("MinSize height before a layout %g, want two rows of 260", got)
	}
	l.Layout(cards, fyne.NewSize(250, 1000))
	if p, s := cards[2].Position(), cards[2].Size(); p != fyne.NewPos(0, 260+pad) || s != fyne.NewSize(250, 260) {
		t.Errorf("the third card is at %v size %v, want the second row, 250x260", p, s)
	}
	if got := l.MinSize(nil); got != (fyne.Size{}) {
		t.Errorf("MinSize of no cards %v", got)
	}
}

// The heading spans a row of cards and lines up with it; the cards go
// under it.
func TestCardsHeadingLinesUp(t *testing.T) {
	test.NewTempApp(t)
	pad := theme.Padding()
	head := canvas.NewRectangle(nil)
	head.SetMinSize(fyne.NewSize(500, 80))
	objects := append([]fyne.CanvasObject{head}, rects(6)...)
	l := &cardsLayout{cell: fyne.NewSize(300, 200), head: head}
	l.Layout(objects, fyne.NewSize(1180, 1000))
	rowW := 3*300 + 2*pad
	left := (1180 - rowW) / 2
	if head.Position() != fyne.NewPos(left, 0) || head.Size() != fyne.NewSize(rowW, 80) {
		t.Errorf("heading at %v size %v, want %v size %v", head.Position(), head.Size(), fyne.NewPos(left, 0), fyne.NewSize(rowW, 80))
	}
	if p := objects[1].Position(); p != fyne.NewPos(left, 80+pad) {
		t.Errorf("first card at %v, want under the heading at %v", p, fyne.NewPos(left, 80+pad))
	}
	if got, want := l.MinSize(objects), fyne.NewSize(500, 80+pad+2*200+pad); got != want {
		t.Errorf("MinSize %v, want %v", got, want)
	}
	l.Layout(objects, fyne.NewSize(400, 1000)) // one column: the heading keeps its width
	if head.Size().Width != 400 || head.Position().X != 0 {
		t.Errorf("in 400 wide the heading is at %v size %v, want the full width", head.Position(), head.Size())
	}
	l.Layout(objects, fyne.NewSize(600, 1000)) // one column, room to spare: all of it for the heading's text
	if head.Size().Width != 600 || head.Position().X != 0 {
		t.Errorf("in 600 wide over one column the heading is at %v size %v, want the full width", head.Position(), head.Size())
	}
}
