package eternityui

import (
	"bytes"
	"strings"
	"testing"

	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
	"plateau/render/paint"
)

// TestPaintingJoins: in a blank design, the brush paints both sides of a
// join; a frame colour is refused inside and grey stays outside.
func TestPaintingJoins(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	if err := ws.NewBlank(4, 3); err != nil {
		t.Fatal(err)
	}
	if len(ws.problems) == 0 {
		t.Fatal("a blank design obeys the laws")
	}
	ws.AddColor(false) // colour 3, inner, becomes the brush
	if ws.brush != 3 {
		t.Fatalf("brush %d after adding a colour, want 3", ws.brush)
	}
	// The join between B2 and C2 (inner cells of a 4x3 board).
	q := ws.layout().CellSquare(1, 1)
	east := paint.Pt{X: q.Min.X + q.Size*0.9, Y: q.Center().Y}
	h.tap(east)
	if e, _ := ws.d.Board.Edges(ws.d.Puzzle, 1, 1); e[game.East] != 3 {
		t.Errorf("B2 east is %d, want 3", e[game.East])
	}
	if e, _ := ws.d.Board.Edges(ws.d.Puzzle, 2, 1); e[game.West] != 3 {
		t.Errorf("C2 west is %d, want 3 (the join stays matched)", e[game.West])
	}
	if ws.score.Matched != ws.score.Total {
		t.Errorf("painting broke a join: %d of %d", ws.score.Matched, ws.score.Total)
	}
	painted := designBytes(t, ws.d)
	ws.SetBrush(1) // a frame colour, on an inner join: refused
	h.tap(east)
	top := ws.layout().CellSquare(1, 0)
	h.tap(paint.Pt{X: top.Center().X, Y: top.Min.Y + 2}) // an edge facing outside
	if !bytes.Equal(designBytes(t, ws.d), painted) {
		t.Error("a refused paint changed the design")
	}
	if !strings.Contains(ws.status.Message(), "grey") {
		t.Errorf("status %q does not say why", ws.status.Message())
	}
	kittest.LabelsFit(t, ws.Content()) // the brush's hint and the problems list
	ws.Undo()
	if e, _ := ws.d.Board.Edges(ws.d.Puzzle, 1, 1); e[game.East] != 2 {
		t.Errorf("undo left B2 east %d, want 2", e[game.East])
	}
}

// A join between a border piece laid inside and an inner piece takes no
// colour that either side refuses: from the border piece's side the frame
// colour went onto the inner piece's side too.
func TestPaintingAJoinAcrossClasses(t *testing.T) {
	for _, tc := range []struct {
		name string
		x, y int
		side game.Side
	}{
		{"from the border piece", 1, 1, game.East},
		{"from the inner piece", 2, 1, game.West},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "")
			ws := h.ws
			if err := ws.NewBlank(4, 4); err != nil {
				t.Fatal(err)
			}
			if err := ws.MovePiece(2, 1, 1); err != nil { // a border piece onto an inner cell
				t.Fatal(err)
			}
			before := designBytes(t, ws.d)
			ws.SetBrush(1) // a frame colour
			if err := ws.PaintEdge(tc.x, tc.y, tc.side); err == nil || !bytes.Equal(designBytes(t, ws.d), before) {
				t.Errorf("painted (%v): a frame colour on an inner side", err)
			}
		})
	}
}

// TestPaintingATrayPiece: the brush paints one side of a piece in the tray
// (an Undo step), a frame colour is refused on an inner side, and a grey
// side stays grey.
func TestPaintingATrayPiece(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	p := ws.d.Puzzle
	n, side := 0, game.North
	for i := 1; i <= p.N() && n == 0; i++ {
		pc := p.Piece(i)
		for s := range game.Side(4) {
			if frame, _ := ws.isFrameColor(pc[s]); pc[s] != game.Grey && !frame && pc.FrameSides()&(1<<s) == 0 {
				n, side = i, s
				break
			}
		}
	}
	if n == 0 {
		t.Fatal("the sample has no inner side")
	}
	inner, frame := game.Color(0), game.Color(0)
	for c := game.Color(1); int(c) < len(palette(ws.d)); c++ {
		f, ok := ws.isFrameColor(c)
		switch {
		case ok && f && frame == 0:
			frame = c
		case ok && !f && c != p.Piece(n)[side]:
			inner = c
		}
	}
	before := p.Piece(n)
	ws.SetBrush(inner)
	if err := ws.PaintTrayEdge(n, side); err != nil {
		t.Fatal(err)
	}
	if got := ws.d.Puzzle.Piece(n)[side]; got != inner {
		t.Errorf("piece %d side %v is %d, want %d", n, side, got, inner)
	}
	ws.Undo()
	if ws.d.Puzzle.Piece(n) != before {
		t.Errorf("undo left piece %d as %v, want %v", n, ws.d.Puzzle.Piece(n), before)
	}
	ws.SetBrush(frame)
	if err := ws.PaintTrayEdge(n, side); err == nil || ws.d.Puzzle.Piece(n) != before {
		t.Errorf("a frame colour on an inner side: %v, piece %v", err, ws.d.Puzzle.Piece(n))
	}
}
