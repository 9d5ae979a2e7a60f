package eternityui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// palette is the design's palette, covering every colour its pieces use.
func palette(d *game.Design) game.Palette {
	n := max(len(d.Palette), int(d.Puzzle.MaxUsedColor())+1)
	pal := make(game.Palette, n)
	for c := range pal {
		pal[c] = d.Palette.Swatch(game.Color(c))
	}
	return pal
}

// colorGroups sorts the palette's colours (grey aside) into frame colours
// and inner colours, the two separate sets of law 2. A colour used on both
// kinds of edge is in both lists and in mixed; a colour no piece uses is
// where it was last used or where it was added (inner if unknown).
func (w *Workspace) colorGroups() (frame, inner []game.Color, mixed map[game.Color]bool) {
	u := w.d.Puzzle.Uses()
	mixed = map[game.Color]bool{}
	for c := game.Color(1); int(c) < len(palette(w.d)); c++ {
		onFrame, onInner := u.Frame[c] > 0, u.Inner[c] > 0
		if onFrame && onInner {
			mixed[c] = true
		}
		if !onFrame && !onInner {
			onFrame, onInner = w.classes[c], !w.classes[c]
		}
		if onFrame {
			frame = append(frame, c)
		}
		if onInner {
			inner = append(inner, c)
		}
	}
	return frame, inner, mixed
}

// rememberClasses records the class of every colour in use, so that a
// colour painted over everywhere stays in its group.
func (w *Workspace) rememberClasses() {
	u := w.d.Puzzle.Uses()
	for c := game.Color(1); c <= game.MaxColor; c++ {
		switch {
		case u.Frame[c] > 0 && u.Inner[c] == 0:
			w.classes[c] = true
		case u.Inner[c] > 0 && u.Frame[c] == 0:
			w.classes[c] = false
		}
	}
}

// isFrameColor tells the class of colour c; ok is false for a colour used
// on both kinds of edge, which may then be painted anywhere (to repair it).
func (w *Workspace) isFrameColor(c game.Color) (frame, ok bool) {
	u := w.d.Puzzle.Uses()
	switch {
	case u.Frame[c] > 0 && u.Inner[c] > 0:
		return false, false
	case u.Frame[c] > 0:
		return true, true
	case u.Inner[c] > 0:
		return false, true
	}
	return w.classes[c], true
}

// AddColor adds a colour to the palette, in the frame set or the inner
// set, and takes it as the brush.
func (w *Workspace) AddColor(frame bool) {
	c := game.Color(len(palette(w.d)))
	if c > game.MaxColor {
		w.status.SetMessage(fmt.Sprintf(lang.L("A puzzle has at most %d colours."), game.MaxColor))
		return
	}
	err := w.edit("", func(d *game.Design) error {
		d.Palette = append(palette(d), game.DefaultSwatch(c))
		return nil
	})
	if err != nil {
		return
	}
	w.classes[c] = frame
	w.SetBrush(c)
}

// SetBrush picks the colour to paint with; 0 (or the current brush again)
// stops painting.
func (w *Workspace) SetBrush(c game.Color) {
	if c == w.brush {
		c = 0
	}
	w.brush = c
	if c == 0 {
		w.status.SetMessage(lang.L("Painting stopped: drag pieces to move them."))
	} else {
		w.status.SetMessage(fmt.Sprintf(lang.L("Painting colour %d: click an edge of a piece, or press Shift and an arrow to paint that side of the cursor's cell. C: the next colour, Esc: stop."), c))
	}
	w.selectPiece(0)
	w.focusBoard()
	w.refresh()
}

// checkPaint says why colour c may not go on side s (the piece's own side)
// of piece pc, or nil.
func (w *Workspace) checkPaint(pc game.Piece, s game.Side, c game.Color) error {
	if pc[s] == game.Grey {
		return errors.New(lang.L("Grey edges stay grey: they face the outside."))
	}
	frame, ok := w.isFrameColor(c)
	onFrame := pc.FrameSides()&(1<<s) != 0
	switch {
	case !ok || frame == onFrame:
		return nil
	case frame:
		return fmt.Errorf(lang.L("Colour %d is a frame colour: it goes only on the joins along the frame."), c)
	}
	return fmt.Errorf(lang.L("Colour %d is an inner colour: it cannot go on the joins along the frame."), c)
}

// PaintEdge paints the brush on side s (as shown) of the piece on cell (x,
// y), and on the touching side of its neighbour so that the join stays
// matched. Edges facing outside stay grey; frame and inner colours stay
// apart.
func (w *Workspace) PaintEdge(x, y int, s game.Side) error {
	b, p, c := w.d.Board, w.d.Puzzle, w.brush
	pl := b.At(x, y)
	if pl.Empty() || c == 0 {
		return errNoChange
	}
	if game.OuterSides(b.W, b.H, x, y)&(1<<s) != 0 {
		w.status.SetMessage(lang.L("Grey edges stay grey: they face the outside."))
		return errNoChange
	}
	own := (s + 4 - game.Side(pl.Turn)) & 3
	pc := p.Piece(pl.Piece)
	if err := w.checkPaint(pc, own, c); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return errNoChange
	}
	nx, ny := neighbour(x, y, s)
	if nx >= 0 && ny >= 0 && nx < b.W && ny < b.H {
		// The neighbour's side gets the colour too: a border piece laid
		// inside showed a frame side onto an inner join, and the frame
		// colour went onto the inner piece's side.
		if nb := b.At(nx, ny); !nb.Empty() {
			if err := w.checkPaint(p.Piece(nb.Piece), (s.Opposite()+4-game.Side(nb.Turn))&3, c); err != nil {
				w.status.SetMessage(kit.ErrorText(err))
				return errNoChange
			}
		}
	}
	same := pc[own] == c
	if e, ok := edgesAt(b, p, nx, ny); ok {
		if e[s.Opposite()] == game.Grey {
			w.status.SetMessage(lang.L("Grey edges stay grey: they face the outside."))
			return errNoChange
		}
		same = same && e[s.Opposite()] == c
	}
	if same {
		return errNoChange
	}
	return w.edit("", func(d *game.Design) error { return game.PaintJoin(d.Puzzle, d.Board, x, y, s, c) })
}

// PaintTrayEdge paints the brush on side s of piece n in the tray, where
// pieces lie unturned.
func (w *Workspace) PaintTrayEdge(n int, s game.Side) error {
	c := w.brush
	if c == 0 || n < 1 || n > w.d.Puzzle.N() {
		return errNoChange
	}
	pc := w.d.Puzzle.Piece(n)
	if err := w.checkPaint(pc, s, c); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return errNoChange
	}
	if pc[s] == c {
		return errNoChange
	}
	return w.edit("", func(d *game.Design) error {
		d.Puzzle.Pieces[n-1][s] = c
		return nil
	})
}

// neighbour is the cell across side s of cell (x, y).
func neighbour(x, y int, s game.Side) (int, int) {
	switch s {
	case game.North:
		return x, y - 1
	case game.East:
		return x + 1, y
	case game.South:
		return x, y + 1
	}
	return x - 1, y
}

// edgesAt is the colours the piece on cell (x, y) shows; ok is false for an
// empty cell or one outside the board.
func edgesAt(b *game.Board, p *game.Puzzle, x, y int) (game.Piece, bool) {
	if !b.Inside(x, y) {
		return game.Piece{}, false
	}
	return b.Edges(p, x, y)
}
