package eternity

import (
	"image/color"
	"math"
	"strconv"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// View is what the painter shows besides the pieces on the board.
type View struct {
	Palette   game.Palette     // nil: the default palette
	Tray      []game.Placement // the piece in each tray slot and its turn; Piece 0 is an empty slot
	Highlight []int            // pieces to outline (the pieces a law problem names)
	Selected  int              // the selected piece, 0 for none
	Cursor    int              // the keyboard's cell, y*W+x+1, outlined even when empty; 0 for none
	Hidden    int              // a piece not drawn where it lies (it is being dragged)
	Marks     bool             // mark mismatched joins and coloured edges facing outside
	Numbers   bool             // write piece numbers
	// Named are pieces whose numbers are written where Numbers is off
	// (0 for none): on cells too small for every number, the one under
	// the pointer and the selected one, whose number a person types to
	// place it.
	Named [2]int
	// Print draws for paper: white empty cells on a thin grey grid inside
	// a thin frame, on white, where the screen has dark ones (see
	// PrintBoard).
	Print bool
	// Surround colours the table and the tray's slots; the zero value is
	// LightSurround. Print draws on white whatever it is.
	Surround Surround
	// Text is the pixels a point of the interface's text takes (the
	// screen's density times UI), and UI the interface size of Settings
	// against the normal one (0.9 small to 1.3 larger): the piece
	// numbers follow both, as Dice Wars' dice counts do; sized by the
	// piece alone they stayed put when the person asked for larger
	// text. Zero means 1.
	Text, UI float64
}

// surround is v's Surround, LightSurround when unset.
func (v View) surround() Surround {
	if v.Surround == (Surround{}) {
		return LightSurround
	}
	return v.Surround
}

// FixedTray is the tray of stable slots: slot i holds piece i+1, unturned,
// while it is not on the board, and is empty when it is.
func FixedTray(p *game.Puzzle, b *game.Board) []game.Placement {
	tray := make([]game.Placement, p.N())
	for _, n := range b.Unplaced(p.N()) {
		tray[n-1] = game.Placement{Piece: n}
	}
	return tray
}

// CompactTray is the unplaced pieces in order, unturned, with no gaps.
func CompactTray(p *game.Puzzle, b *game.Board) []game.Placement {
	var tray []game.Placement
	for _, n := range b.Unplaced(p.N()) {
		tray = append(tray, game.Placement{Piece: n})
	}
	return tray
}

// Draw paints board b of puzzle p, and the tray of v, as laid out by l.
func Draw(s paint.Surface, l Layout, p *game.Puzzle, b *game.Board, v View) {
	paper := v.surround().Background
	if v.Print {
		paper = printPaper
	}
	if r, ok := s.(*paint.Raster); ok {
		r.Clear(paper)
	} else {
		w, h := s.Size()
		paint.FillRect(s, 0, 0, w, h, paper)
	}
	pal := v.Palette
	if pal == nil {
		pal = game.DefaultPalette(int(p.MaxUsedColor()) + 1)
	}
	drawBoard(s, l, p, b, v, pal)
	if l.Slots > 0 {
		drawTray(s, l, p, v, pal)
	}
	if !v.Numbers {
		writeNamed(s, l, b, v)
	}
}

// writeNamed writes the numbers of v.Named, last, over everything: one
// number may be larger than its piece and cover the neighbours' edges,
// for readable is what it is for.
func writeNamed(s paint.Surface, l Layout, b *game.Board, v View) {
	for _, n := range v.Named {
		if n == 0 || n == v.Hidden {
			continue
		}
		if q, ok := squareOf(l, b, v, n); ok {
			writeNumber(s, q.Center(), n, max(numberSize(q.Size, v), 13*orOne(v.Text)))
		}
	}
}

// squareOf is where piece n shows: its cell on the board, or its slot in
// the tray.
func squareOf(l Layout, b *game.Board, v View, n int) (Square, bool) {
	for i, pl := range b.Cells {
		if pl.Piece == n {
			return l.CellSquare(i%b.W, i/b.W), true
		}
	}
	for i, pl := range v.Tray {
		if pl.Piece == n && i < l.Slots {
			return l.SlotSquare(i), true
		}
	}
	return Square{}, false
}

func drawBoard(s paint.Surface, l Layout, p *game.Puzzle, b *game.Board, v View, pal game.Palette) {
	c, pad := l.Cell, math.Round(framepad*l.Cell)
	if !v.Print {
		fillRect(s, l.Board.X-pad, l.Board.Y-pad, float64(l.BoardW)*c+2*pad, float64(l.BoardH)*c+2*pad, BoardFrame)
	}
	for y := range b.H {
		for x := range b.W {
			q := l.CellSquare(x, y)
			pl := b.At(x, y)
			if pl.Empty() || pl.Piece == v.Hidden || pl.Piece > p.N() {
				if v.Print {
					printEmpty(s, q)
					continue
				}
				inset := math.Max(1, math.Round(c*0.03))
				fillRect(s, q.Min.X+inset, q.Min.Y+inset, c-2*inset, c-2*inset, EmptyCell)
				continue
			}
			DrawPiece(s, p.Piece(pl.Piece).Turned(pl.Turn), q, pal)
		}
	}
	if v.Marks {
		drawMarks(s, l, p, b, v.Hidden)
	}
	for y := range b.H {
		for x := range b.W {
			pl := b.At(x, y)
			if pl.Empty() || pl.Piece == v.Hidden || pl.Piece > p.N() {
				continue
			}
			q := l.CellSquare(x, y)
			decorate(s, q, pl.Piece, v)
			if pl.Fixed {
				drawLock(s, q)
			}
		}
	}
	if v.Print {
		printFrame(s, l)
	}
	if c := v.Cursor - 1; c >= 0 && c < b.W*b.H {
		ring(s, l.CellSquare(c%b.W, c/b.W), 0.06, Selection)
	}
}

// decorate adds the number, highlight and selection marks of piece n.
func decorate(s paint.Surface, q Square, n int, v View) {
	if v.Numbers && q.Size >= 18 {
		writeNumber(s, q.Center(), n, numberSize(q.Size, v))
	}
	for _, h := range v.Highlight {
		if h == n {
			ring(s, q, 0.09, Highlight)
			break
		}
	}
	if v.Selected == n && n != 0 {
		ring(s, q, 0.06, Selection)
	}
}

// writeNumber writes piece number n at c, size pixels high, on a pale disc.
func writeNumber(s paint.Surface, c paint.Pt, n int, size float64) {
	s.FillCircle(c, size*0.85, color.NRGBA{0xff, 0xff, 0xff, 0xd8})
	s.Text(strconv.Itoa(n), c, size, Outline, paint.AnchorCenter)
}

// numberSize is the pixel height of the number on a piece of side
// cell: a fifth of the piece at the normal interface size, larger at a
// larger one, never under 8 points of the interface's text, and at most
// under a third of the piece, whose colours must still show round it.
// A printed board has its own (printNumberSize).
func numberSize(cell float64, v View) float64 {
	if v.Print {
		return printNumberSize(cell)
	}
	return min(cell*0.3, max(8*orOne(v.Text), cell*0.2*orOne(v.UI)))
}

// orOne is k, or 1 for a factor left unset.
func orOne(k float64) float64 {
	if k <= 0 {
		return 1
	}
	return k
}

// ring outlines square q inside its edge, width a fraction of its side.
func ring(s paint.Surface, q Square, frac float64, c color.Color) {
	w := math.Max(2, q.Size*frac)
	paint.StrokeRect(s, q.Min.X+w/2, q.Min.Y+w/2, q.Size-w, q.Size-w, w, c)
}

// drawMarks draws a red bar on every mismatched join and on every coloured
// edge facing outside, over a white halo so that it shows on any colour.
func drawMarks(s paint.Surface, l Layout, p *game.Puzzle, b *game.Board, hidden int) {
	sc := game.ScoreBoard(p, b)
	hides := func(x, y int) bool { return b.Inside(x, y) && hidden != 0 && b.At(x, y).Piece == hidden }
	bar := func(j game.Join, inset float64) {
		q := l.CellSquare(j.X, j.Y)
		a, z := q.Corner(j.Side), q.Corner(j.Side+1)
		in := q.Center().Sub(a.Lerp(z, 0.5)).Scale(inset / (q.Size / 2))
		a, z = a.Lerp(z, 0.14).Add(in), a.Lerp(z, 0.86).Add(in)
		w := math.Max(2, l.Cell*0.09)
		s.StrokePolyline([]paint.Pt{a, z}, false, w+math.Max(2, l.Cell*0.05), Halo)
		s.StrokePolyline([]paint.Pt{a, z}, false, w, Mismatch)
	}
	for _, j := range sc.Mismatched {
		nx, ny := j.X, j.Y+1
		if j.Side == game.East {
			nx, ny = j.X+1, j.Y
		}
		if !hides(j.X, j.Y) && !hides(nx, ny) {
			bar(j, 0)
		}
	}
	for _, j := range sc.Exposed {
		if !hides(j.X, j.Y) {
			bar(j, math.Max(2, l.Cell*0.09))
		}
	}
}

// drawLock draws a small padlock badge in the piece's top-left corner: a
// fixed (hint) piece.
func drawLock(s paint.Surface, q Square) {
	r := q.Size * 0.13
	c := paint.Pt{X: q.Min.X + q.Size*0.2, Y: q.Min.Y + q.Size*0.2}
	s.FillCircle(c, r, Halo)
	s.StrokeCircle(c, r, math.Max(0.8, q.Size*0.02), Outline)
	bw, bh := r*1.0, r*0.72
	body := paint.Pt{X: c.X - bw/2, Y: c.Y - bh*0.15}
	paint.FillRect(s, body.X, body.Y, bw, bh, Outline)
	var arc []paint.Pt
	for i := 0; i <= 8; i++ {
		t := math.Pi + math.Pi*float64(i)/8
		arc = append(arc, paint.Pt{X: c.X + bw*0.32*math.Cos(t), Y: body.Y + bw*0.36*math.Sin(t)})
	}
	s.StrokePolyline(arc, false, math.Max(0.8, r*0.2), Outline)
}

func drawTray(s paint.Surface, l Layout, p *game.Puzzle, v View, pal game.Palette) {
	for i := range l.Slots {
		q := l.SlotSquare(i)
		fillRect(s, q.Min.X, q.Min.Y, q.Size, q.Size, v.surround().Slot)
		if i >= len(v.Tray) {
			continue
		}
		pl := v.Tray[i]
		if pl.Piece < 1 || pl.Piece > p.N() || pl.Piece == v.Hidden {
			continue
		}
		DrawPiece(s, p.Piece(pl.Piece).Turned(pl.Turn), q, pal)
		decorate(s, q, pl.Piece, v)
	}
}
