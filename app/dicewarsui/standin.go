package dicewarsui

import (
	"image"
	"image/color"

	rd "plateau/render/dicewars"
)

// standIn fills dst, a picture at the size of layout to, with the map
// layer src painted at layout from, scaled (nearest pixel) to where to
// places the map, and sea round it. While the window's size changes, the
// layer is painted afresh off the UI goroutine and this stands in for it:
// a few milliseconds where the layer took 50-150 ms a size on the UI
// goroutine, at every step of a drag.
func standIn(dst, src *image.RGBA, from, to *rd.Layout, sea color.NRGBA) {
	k := from.R / to.R
	w, h := dst.Rect.Dx(), dst.Rect.Dy()
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	cols := make([]int, w) // per column of dst, the byte offset of src's column, -1 for sea
	for x := range cols {
		sx := int(from.Origin.X + (float64(x)+0.5-to.Origin.X)*k)
		cols[x] = -1
		if sx >= 0 && sx < sw {
			cols[x] = 4 * sx
		}
	}
	seaPix := [4]uint8{sea.R, sea.G, sea.B, sea.A}
	prev := -2 // the source row of the row above, whose pixels a row of the same source copies whole
	for y := range h {
		row := dst.Pix[y*dst.Stride : y*dst.Stride+4*w]
		sy := int(from.Origin.Y + (float64(y)+0.5-to.Origin.Y)*k)
		if sy < 0 || sy >= sh {
			sy = -1
		}
		switch {
		case y > 0 && sy == prev:
			copy(row, dst.Pix[(y-1)*dst.Stride:])
		case sy < 0:
			for x := range w {
				copy(row[4*x:4*x+4], seaPix[:])
			}
		default:
			scaleRow(row, src.Pix[sy*src.Stride:], cols, seaPix)
		}
		prev = sy
	}
}

// scaleRow fills row from the source row srow by cols, copying runs of
// consecutive source pixels at once (the whole row, at the same scale).
func scaleRow(row, srow []uint8, cols []int, sea [4]uint8) {
	for x := 0; x < len(cols); {
		c := cols[x]
		if c < 0 {
			copy(row[4*x:4*x+4], sea[:])
			x++
			continue
		}
		n := 1
		for x+n < len(cols) && cols[x+n] == c+4*n {
			n++
		}
		copy(row[4*x:4*(x+n)], srow[c:c+4*n])
		x += n
	}
}
