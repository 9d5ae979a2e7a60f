package eternity

import (
	"fmt"
	"testing"

	game "plateau/games/eternity"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The piece numbers grow with the interface size of Settings (Smaller to
// Larger), on small pieces as on large ones, and stay within their piece:
// sized by the piece alone, they kept one height whatever the person
// chose, where the text round the board and Dice Wars' counts grew.
func TestPieceNumbersFollowTheInterfaceSize(t *testing.T) {
	p, b := brendan4(t)
	for _, size := range []float64{480, 900} { // pieces about 40 and 90 pixels
		last := 0.0
		for _, ui := range []float64{0.9, 1, 1.15, 1.3} {
			l := NewLayout(4, 4, 0, size, size)
			rec := &painttest.Recorder{W: size, H: size}
			Draw(rec, l, p, b, View{Numbers: true, Text: ui, UI: ui})
			name := fmt.Sprintf("%.0f px pieces, interface %g", l.Cell, ui)
			if len(rec.Texts) != p.N() {
				t.Fatalf("%s: %d numbers for %d pieces", name, len(rec.Texts), p.N())
			}
			h := rec.Texts[0].Size
			if h <= last {
				t.Errorf("%s: numbers %.1f px high, not above the %.1f of the smaller size", name, h, last)
			}
			if h > l.Cell/3 {
				t.Errorf("%s: numbers %.1f px high on a %.0f px piece", name, h, l.Cell)
			}
			last = h
		}
	}
}

// A printed board numbers its pieces when asked, as a key to lay out the
// numbered pieces of the sheet, but leaves their colours to be seen: the
// number and its disc take at most maxPrintedNumber of a piece, where the
// screen's took 9% on paper (3.7% on a 4x4, 6.4% on a 16x16, whose 1.1
// cm pieces hold a number of the least 5 points that stays legible).
func TestPrintedNumbersLeaveTheColours(t *testing.T) {
	const maxPrintedNumber = 0.07
	for _, side := range []int{4, 16} {
		p, b := generated(t, side, side)
		l := printLayout(p, paint.A4)
		page := func(numbers bool) (*paint.Raster, *painttest.Recorder) {
			r := paint.NewRaster(int(l.W), int(l.H))
			printPage(r, paint.A4, p, b, View{Numbers: numbers}, "")
			rec := &painttest.Recorder{W: l.W, H: l.H}
			printPage(rec, paint.A4, p, b, View{Numbers: numbers}, "")
			return r, rec
		}
		off, offText := page(false)
		on, onText := page(true)
		if len(offText.Texts) != 0 || len(onText.Texts) != p.N() {
			t.Fatalf("%dx%d: %d numbers with Piece numbers off, %d on, want 0 and %d", side, side, len(offText.Texts), len(onText.Texts), p.N())
		}
		if h := onText.Texts[0].Size / perPoint; h < 5 {
			t.Errorf("%dx%d: numbers %.1f pt high", side, side, h)
		}
		changed := painttest.Diff(off.Img, on.Img, 0)
		if share := float64(changed) / (float64(p.N()) * l.Cell * l.Cell); share > maxPrintedNumber {
			t.Errorf("%dx%d: the numbers cover %.1f%% of the pieces, want at most %.0f%%", side, side, 100*share, 100*maxPrintedNumber)
		}
	}
}

// With the numbers off (pieces too small for every number), the pieces
// View.Named names still show theirs, on the board or in the tray, at a
// readable size whatever the piece's, and no other does: on a 16x16 the
// person typing a piece's number to place it saw none.
func TestNamedPiecesShowTheirNumbers(t *testing.T) {
	p, solved := generated(t, 16, 16)
	empty := game.NewBoard(16, 16)
	tray := make([]game.Placement, p.N())
	for i := range tray {
		tray[i].Piece = i + 1
	}
	for _, c := range []struct {
		name  string
		b     *game.Board
		tray  []game.Placement
		named [2]int
		want  []string
	}{
		{"on the board", solved, nil, [2]int{17, 0}, []string{"17"}},
		{"in the tray", empty, tray, [2]int{200, 9}, []string{"200", "9"}},
		{"none named", solved, nil, [2]int{}, nil},
		{"a piece dragged", solved, nil, [2]int{17, 0}, nil},
	} {
		l := NewLayout(16, 16, len(c.tray), 700, 420)
		v := View{Tray: c.tray, Named: c.named}
		if c.name == "a piece dragged" {
			v.Hidden = 17
		}
		rec := &painttest.Recorder{W: 700, H: 420}
		Draw(rec, l, p, c.b, v)
		if len(rec.Texts) != len(c.want) {
			t.Fatalf("%s: %d numbers written, want %v (cells of %.0f px)", c.name, len(rec.Texts), c.want, l.Cell)
		}
		for i, tx := range rec.Texts {
			q, _ := squareOf(l, c.b, v, c.named[i])
			if tx.S != c.want[i] || tx.At != q.Center() || tx.Size < 12 {
				t.Errorf("%s: wrote %q at %v, %.1f px high; want %q at %v, at least 12 px", c.name, tx.S, tx.At, tx.Size, c.want[i], q.Center())
			}
		}
	}
}
