package eternity

import "plateau/games/reason"

// FixedOnly returns a board holding only b's fixed pieces, the hints a
// solver must keep where they are; nil when b is nil or fixes nothing.
func (b *Board) FixedOnly() *Board {
	if b == nil {
		return nil
	}
	h, n := NewBoard(b.W, b.H), 0
	for i, pl := range b.Cells {
		if pl.Fixed && !pl.Empty() {
			h.Cells[i] = pl
			n++
		}
	}
	if n == 0 {
		return nil
	}
	return h
}

// WithFixed returns b with extra's pieces added as fixed pieces (Eternity
// II's starter piece beside a design's own hints, say). b may be nil, for
// no hints yet; it is never changed. A piece of extra that b holds elsewhere
// or in another turn, or a cell of b holding another piece, is refused.
func (b *Board) WithFixed(extra *Board) (*Board, error) {
	var h *Board
	if b == nil {
		h = NewBoard(extra.W, extra.H)
	} else {
		if b.W != extra.W || b.H != extra.H {
			return nil, reason.New("the fixed pieces are for a %dx%d board, not %dx%d", extra.W, extra.H, b.W, b.H)
		}
		h = b.Clone()
	}
	for i, pl := range extra.Cells {
		if pl.Empty() {
			continue
		}
		x, y := i%h.W, i/h.W
		if old := h.Cells[i]; !old.Empty() && (old.Piece != pl.Piece || old.Turn != pl.Turn) {
			return nil, reason.New("cell (%d, %d) already holds fixed piece %d", x, y, old.Piece)
		}
		for j, o := range h.Cells {
			if j != i && o.Piece == pl.Piece {
				return nil, reason.New("piece %d is already fixed on cell (%d, %d)", pl.Piece, j%h.W, j/h.W)
			}
		}
		pl.Fixed = true
		h.Cells[i] = pl
	}
	return h, nil
}
