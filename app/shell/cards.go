package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// cardsLayout lays Home's cards out in rows of cells of one size, centred
// in the width, with as few rows as fit and the cards spread evenly over
// them: six cards make rows of 3 and 3 rather than 5 and 1, and a wide
// window shows equal margins instead of an empty strip on the right as a
// grid of fixed cells does. A window narrower than a cell squeezes the
// cards to its width. Every row is the cell's height, or the tallest
// card's minimum if that is more.
//
// A row takes one card more when the cards, narrowed by up to
// cardsShrink of the cell, then fit: at Larger the cell (421 wide) left
// a window of 1024 with one column between wide margins, where two of
// 407 fitted.
//
// The cell is at the normal interface size: scale, if set, gives the
// factor of the moment (the interface size chosen in Settings), by which
// it grows with the text it holds; a fixed cell cut the cards' text at
// the larger sizes.
//
// A heading object, if set, goes above the cards as wide as a row of
// them, so that it lines up with them at any width.
//
// Like Fyne's grid wrap, it remembers the width of its last layout: a
// scroller learns the content's height from its minimum size alone, and
// that height depends on how many cards a row holds.
type cardsLayout struct {
	cell  fyne.Size
	scale func() float32    // the cell's factor, or nil for 1
	head  fyne.CanvasObject // among the objects laid out, or nil
	width float32           // of the last layout; 0 before the first
}

// cardsShrink is how far a row's cards may be narrowed, as a part of the
// cell, to take one more card.
const cardsShrink = 0.1

// size is the cell's size at the interface size of the moment.
func (l *cardsLayout) size() fyne.Size {
	if l.scale == nil {
		return l.cell
	}
	f := l.scale()
	return fyne.NewSize(l.cell.Width*f, l.cell.Height*f)
}

// cards returns the visible objects other than the heading.
func (l *cardsLayout) cards(objects []fyne.CanvasObject) []fyne.CanvasObject {
	var cards []fyne.CanvasObject
	for _, o := range objects {
		if o.Visible() && o != l.head {
			cards = append(cards, o)
		}
	}
	return cards
}

// headHeight is the heading's height and the padding under it, if any.
func (l *cardsLayout) headHeight() float32 {
	if l.head == nil || !l.head.Visible() {
		return 0
	}
	return l.head.MinSize().Height + theme.Padding()
}

// grid returns how many columns and rows n cards take in width w.
func (l *cardsLayout) grid(n int, w float32) (cols, rows int) {
	if n == 0 {
		return 0, 0
	}
	pad := theme.Padding()
	fit := max(1, int((w+pad)/(l.size().Width*(1-cardsShrink)+pad)))
	rows = (n + fit - 1) / fit
	return (n + rows - 1) / rows, rows
}

// rowHeight is the height of every row: the cell's, or the tallest card's
// minimum.
func (l *cardsLayout) rowHeight(cards []fyne.CanvasObject) float32 {
	h := l.size().Height
	for _, o := range cards {
		h = max(h, o.MinSize().Height)
	}
	return h
}

// Layout places the heading, then the visible cards row by row.
func (l *cardsLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	pad := theme.Padding()
	cards := l.cards(objects)
	cols, _ := l.grid(len(cards), size.Width)
	w := min(l.size().Width, size.Width)
	rowW := w
	if cols > 0 {
		w = min(w, (size.Width-float32(cols-1)*pad)/float32(cols))
		rowW = float32(cols)*w + float32(cols-1)*pad
	}
	left := max(0, (size.Width-rowW)/2)
	top := l.headHeight()
	if top > 0 {
		// A heading wider than one column's row keeps its width, centred;
		// over a single column it takes the whole width, where its text
		// wraps less.
		headW := max(rowW, min(l.head.MinSize().Width, size.Width))
		if cols <= 1 {
			headW = size.Width
		}
		l.head.Move(fyne.NewPos(max(0, (size.Width-headW)/2), 0))
		l.head.Resize(fyne.NewSize(headW, top-pad))
	}
	h := l.rowHeight(cards)
	for i, o := range cards {
		row, col := i/cols, i%cols
		o.Move(fyne.NewPos(left+float32(col)*(w+pad), top+float32(row)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// MinSize is a cell's width (or the heading's, if wider), and the height
// of the heading and of the rows the cards take at the width of the last
// layout (one column before the first).
func (l *cardsLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	cards := l.cards(objects)
	_, rows := l.grid(len(cards), l.width)
	if rows == 0 && l.headHeight() == 0 {
		return fyne.Size{}
	}
	size := fyne.NewSize(l.size().Width, l.headHeight())
	if l.head != nil && l.head.Visible() {
		size.Width = max(size.Width, l.head.MinSize().Width)
	}
	if rows > 0 {
		size.Height += float32(rows)*l.rowHeight(cards) + float32(rows-1)*theme.Padding()
	} else if size.Height > 0 {
		size.Height -= theme.Padding()
	}
	return size
}
