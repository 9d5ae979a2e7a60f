package rikudoui

import (
	"fmt"
	"image"

	"fyne.io/fyne/v2/lang"

	"plateau/render/paint"
	draw "plateau/render/rikudo"
)

// paint draws the puzzle, or two solutions side by side.
func (w *Workspace) paint(r *paint.Raster) {
	iw, ih := r.Size()
	if w.compare != nil {
		w.paintCompare(r, iw, ih)
		return
	}
	draw.Draw(r, w.boardLayout(iw, ih), w.p, w.boardView())
}

func (w *Workspace) boardView() draw.View {
	v := draw.NoSelection()
	v.Selected, v.HoverEdge, v.Blocked = w.selected, w.hover, !w.play
	switch {
	case w.shown != nil:
		v.Values = w.shown
	case w.play:
		v.Values, v.Path, v.Conflicts = w.fill, true, w.p.Conflicts(w.board())
	}
	return v
}

// board is the play board as the player sees it: the fill and the givens
// (Check and Conflicts want every cell's number; the fill has none on a
// given, and a number placed twice against a given went unseen).
func (w *Workspace) board() []int {
	board := make([]int, w.p.N())
	for c := range board {
		if board[c] = w.fill[c]; w.p.Given(c) > 0 {
			board[c] = w.p.Given(c)
		}
	}
	return board
}

// paintCompare shows two solutions side by side, the cells where they
// differ tinted, so the designer sees where a clue is missing.
func (w *Workspace) paintCompare(r *paint.Raster, iw, ih float64) {
	a, b := w.compare[0], w.compare[1]
	differ := make([]bool, w.p.N())
	for c := range differ {
		differ[c] = a[c] != b[c]
	}
	for i, sol := range [][]int{a, b} {
		sub := paint.NewRaster(int(iw/2), int(ih))
		sub.Clear(draw.Paper)
		v := draw.NoSelection()
		v.Values, v.Differ, v.Path = sol, differ, true
		l := draw.NewShapeLayout(w.p, iw/2, ih-30)
		draw.Draw(sub, l, w.p, v)
		// The caption just under its board, which the half's width may
		// leave far above the bottom (it stood some 170 px below).
		bottom := 0.0
		for c := range w.p.N() {
			bottom = max(bottom, l.Center(c).Y+l.Size)
		}
		sub.Text(fmt.Sprintf(lang.L("Solution %c"), 'A'+i), paint.Pt{X: iw / 4, Y: min(bottom+18, ih-16)}, 16, paint.Hex("#22252b"), paint.AnchorCenter)
		dst := r.Img.SubImage(sub.Img.Bounds().Add(image.Pt(i*int(iw/2), 0))).(*image.RGBA)
		for y := 0; y < sub.Img.Bounds().Dy(); y++ {
			copy(dst.Pix[y*dst.Stride:y*dst.Stride+sub.Img.Bounds().Dx()*4], sub.Img.Pix[y*sub.Img.Stride:])
		}
	}
}

// layout is where the board is painted in the view, for clicks and keys.
func (w *Workspace) layout() draw.Layout {
	return w.boardLayout(w.view.PixelSize())
}

// boardLayout places the board in iw x ih pixels. The editor keeps room
// for the whole frame, whose blocked positions it shows and a right click
// unblocks; play shows the cells alone, so it fits them: half a hexagon
// stood against the view's right edge, a strip was drawn small.
func (w *Workspace) boardLayout(iw, ih float64) draw.Layout {
	if w.play {
		return draw.NewShapeLayout(w.p, iw, ih)
	}
	return draw.NewLayout(w.p, iw, ih)
}

// Preview paints the sample puzzle for the Home card.
func Preview(width, height int) image.Image {
	p := samplePuzzle()
	r := paint.NewRaster(width, height)
	r.Clear(draw.Paper)
	draw.Draw(r, draw.NewLayout(p, float64(width), float64(height)), p, draw.NoSelection())
	return r.Img
}
