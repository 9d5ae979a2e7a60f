package eternityui

import (
	"image"
	"path/filepath"
	"testing"

	"plateau/games/eternity/eternitytest"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// On a 16x16, whose pieces are too small for every number, the piece
// under the pointer and the selected one show theirs (Piece numbers on),
// and the pointer leaving takes the hovered one's away: the README's
// "type a piece's number and Enter" had no number to read there.
func TestPiecesTooSmallForNumbersNameTheOneUnderThePointer(t *testing.T) {
	h := newHarness(t, "")
	w := h.ws
	if err := w.OpenPath(filepath.Join(eternitytest.Dir(), "brendan1_16x16.txt")); err != nil {
		t.Fatal(err)
	}
	l := w.layout()
	if l.Cell >= minNumberedCell {
		t.Fatalf("pieces of %.0f px show every number: the test needs smaller ones", l.Cell)
	}
	picture := func() *paint.Raster {
		pw, ph := w.view.PixelSize()
		r := paint.NewRaster(int(pw), int(ph))
		w.paint(r)
		return r
	}
	const n = 42
	slot := l.SlotSquare(n - 1)
	inSlot := func(a, b *paint.Raster) int {
		box := image.Rect(int(slot.Min.X), int(slot.Min.Y), int(slot.Min.X+slot.Size), int(slot.Min.Y+slot.Size))
		return painttest.Diff(a.Img.SubImage(box), b.Img.SubImage(box), 0)
	}
	plain := picture()
	for _, c := range []struct {
		name    string
		numbers bool
		named   bool
	}{{"Piece numbers on", true, true}, {"Piece numbers off", false, false}} {
		w.numbers = c.numbers
		w.moved(slot.Center(), 0)
		if w.hoverPiece != n {
			t.Fatalf("%s: piece under the pointer %d, want %d", c.name, w.hoverPiece, n)
		}
		if named := inSlot(plain, picture()) > 0; named != c.named {
			t.Errorf("%s: number of piece %d under the pointer shown %v, want %v", c.name, n, named, c.named)
		}
		w.mouseOut()
		if w.hoverPiece != 0 || inSlot(plain, picture()) != 0 {
			t.Errorf("%s: after the pointer left, piece %d still named (%d)", c.name, n, w.hoverPiece)
		}
	}
}
