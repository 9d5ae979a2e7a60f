package scene3d

import (
	"image"
	"math"
)

// outline draws o.Outline along the edge of what the frame in img shows:
// the edge of its silhouette with the gaps narrower than closeGap logical
// pixels closed, so that the spiky rim of a dense lattice, links poking
// out, or its pores, get one line rather than a dark fringe. The line is
// about a logical pixel wide, inside the silhouette, or over the paper
// between the spikes. The image's border is no edge (a lattice the frame
// cuts is not outlined along it), and the gizmo keeps its look.
func (r *Renderer) outline(img *image.RGBA, o *Options, bg rgb) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	scale := float64(max(o.Scale, 0.5))
	d := max(1, int(math.Round(scale)))
	gap := max(1, int(math.Round(closeGap*scale/2)))
	bgw := bg.packed()
	ink := make([]bool, w*h)
	for y := range h {
		row := img.Pix[y*img.Stride:]
		for x := range w {
			p := row[4*x:]
			ink[y*w+x] = uint32(p[0])|uint32(p[1])<<8|uint32(p[2])<<16|uint32(p[3])<<24 != bgw
		}
	}
	shape := not(dilate(not(dilate(ink, w, h, gap)), w, h, gap)) // closed: the gaps filled
	edge := dilate(not(shape), w, h, d)
	var skip image.Rectangle
	if o.Gizmo {
		skip = r.gizmoBox(o)
	}
	c := o.Outline
	for y := range h {
		row := img.Pix[y*img.Stride:]
		for x := range w {
			i := y*w + x
			if !shape[i] || !edge[i] || image.Pt(x, y).In(skip) {
				continue
			}
			p := row[4*x:]
			p[0], p[1], p[2], p[3] = c.R, c.G, c.B, 0xff
		}
	}
}

// closeGap is the widest gap, in logical pixels, that outline closes.
const closeGap = 8

// not returns the mask m inverted.
func not(m []bool) []bool {
	out := make([]bool, len(m))
	for i, v := range m {
		out[i] = !v
	}
	return out
}

// dilate returns the w x h mask of the pixels within d (each way) of one
// set in m: a pass along the rows, then one along the columns.
func dilate(m []bool, w, h, d int) []bool {
	rows := make([]bool, len(m))
	for y := range h {
		last := -d - 1 // the last set pixel of the row so far
		for x := range w + d {
			if x < w && m[y*w+x] {
				last = x
			}
			if x-d >= 0 && x-d-last <= d {
				rows[y*w+x-d] = true
			}
		}
	}
	out := make([]bool, len(m))
	for x := range w {
		last := -d - 1
		for y := range h + d {
			if y < h && rows[y*w+x] {
				last = y
			}
			if y-d >= 0 && y-d-last <= d {
				out[(y-d)*w+x] = true
			}
		}
	}
	return out
}
