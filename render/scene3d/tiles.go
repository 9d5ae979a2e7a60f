package scene3d

import "image"

// The draw list is binned into tiles (stably, in scene order), then each
// tile's run is sorted by a radix sort on the two bytes of the 16-bit depth
// keys and painted front to back (see canvas). A 64x128 tile of pixels is
// 32 KB and a run a few hundred KB: both stay in the CPU caches while the
// tile is sorted and painted, where sorting and painting the whole frame in
// depth order would stream megabytes through memory at every pass and jump
// across the image at every shape. No pass reads the prims at random.
const tileW, tileH = 64, 128

// sortRun orders prims and keys (a tile's run) by ascending key, stably:
// two radix passes over the key bytes, through the worker's scratch
// buffers, or an insertion sort when the run is short.
func (r *tileWorker) sortRun(prims []prim, keys []uint16) {
	n := len(prims)
	if n <= 32 {
		for i := 1; i < n; i++ {
			for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
				prims[j], prims[j-1] = prims[j-1], prims[j]
				keys[j], keys[j-1] = keys[j-1], keys[j]
			}
		}
		return
	}
	r.tmp = resize(r.tmp, n)
	r.tmpKeys = resize(r.tmpKeys, n)
	tmp, tmpKeys := r.tmp[:n], r.tmpKeys[:n]
	keys = keys[:n]
	var lo, hi [256]int32
	for _, k := range keys {
		lo[k&0xff]++
		hi[k>>8]++
	}
	prefix(&lo)
	prefix(&hi)
	for i, k := range keys {
		d := lo[k&0xff]
		tmp[d], tmpKeys[d] = prims[i], k
		lo[k&0xff] = d + 1
	}
	for i, k := range tmpKeys {
		d := hi[k>>8]
		prims[d] = tmp[i]
		hi[k>>8] = d + 1
	}
}

// prefix turns counts into starting offsets.
func prefix(count *[256]int32) {
	sum := int32(0)
	for i, c := range count {
		count[i] = sum
		sum += c
	}
}

// tileBox returns the range of tiles q may touch, packed a byte a bound
// (tx0, ty0, tx1, ty1 from the low byte): images up to 256 tiles a side.
func (r *Renderer) tileBox(q *prim) uint32 {
	if q.kind() == primLink {
		m := r.lineWidth + 1
		return r.boxAround(min(q.x0, q.x1)-m, min(q.y0, q.y1)-m, max(q.x0, q.x1)+m, max(q.y0, q.y1)+m)
	}
	m := q.x1 + 1.5
	return r.boxAround(q.x0-m, q.y0-m, q.x0+m, q.y0+m)
}

// boxAround returns the range of tiles that the pixels [x0, x1] x [y0, y1]
// touch, packed as in tileBox.
func (r *Renderer) boxAround(x0, y0, x1, y1 float32) uint32 {
	fw, fh := float32(r.w-1), float32(r.h-1)
	tx0 := uint32(min(max(x0, 0), fw)) / tileW
	ty0 := uint32(min(max(y0, 0), fh)) / tileH
	tx1 := uint32(min(max(x1, 0), fw)) / tileW
	ty1 := uint32(min(max(y1, 0), fh)) / tileH
	return tx0 | ty0<<8 | tx1<<16 | ty1<<24
}

// unionBox returns the tile range covering both a and b.
func unionBox(a, b uint32) uint32 {
	return min(a&0xff, b&0xff) | min(a&0xff00, b&0xff00) | max(a&0xff0000, b&0xff0000) | max(a&0xff000000, b&0xff000000)
}

// bin copies into each tile's run of binned (and binKeys) the prims that
// touch it, keeping scene order.
func (r *Renderer) bin() {
	nx, ny := r.tilesX(), r.tilesY()
	r.tileStart = resize(r.tileStart, nx*ny+1)
	clear(r.tileStart)
	count := r.tileStart[1:]
	for _, b := range r.boxes {
		tx0, ty0, tx1, ty1 := int(b&0xff), int(b>>8&0xff), int(b>>16&0xff), int(b>>24)
		if tx0 == tx1 && ty0 == ty1 {
			count[ty0*nx+tx0]++
			continue
		}
		for ty := ty0; ty <= ty1; ty++ {
			for tx := tx0; tx <= tx1; tx++ {
				count[ty*nx+tx]++
			}
		}
	}
	for t := 1; t < len(r.tileStart); t++ {
		r.tileStart[t] += r.tileStart[t-1]
	}
	r.tileFill = append(r.tileFill[:0], r.tileStart...)
	total := int(r.tileStart[nx*ny])
	r.binned = resize(r.binned, total)
	r.binKeys = resize(r.binKeys, total)
	// Locals: stores through the slices would make the compiler reload the
	// fields of r at every prim.
	binned, binKeys, fill := r.binned[:total], r.binKeys[:total], r.tileFill
	prims, keys := r.prims, r.keys[:len(r.prims)]
	for k, b := range r.boxes[:len(prims)] {
		tx0, ty0, tx1, ty1 := int(b&0xff), int(b>>8&0xff), int(b>>16&0xff), int(b>>24)
		for ty := ty0; ty <= ty1; ty++ {
			for tx := tx0; tx <= tx1; tx++ {
				i := fill[ty*nx+tx]
				binned[i], binKeys[i] = prims[k], keys[k]
				fill[ty*nx+tx] = i + 1
			}
		}
	}
}

// tilesX and tilesY return the number of tiles across and down.
func (r *Renderer) tilesX() int { return (r.w + tileW - 1) / tileW }
func (r *Renderer) tilesY() int { return (r.h + tileH - 1) / tileH }

// paint sorts every tile's prims and draws them front to back, under the
// overlays (the gizmo, then the selection ring) and over the background,
// into img. A tile with nothing to draw is filled with the background.
// The tiles are shared among the workers (see tilePool); the few under an
// overlay are painted here afterwards, as the gizmo's labels are shared.
func (r *Renderer) paint(img *image.RGBA, cam *Camera, o *Options, bg rgb) {
	stampsOnce.Do(buildStamps)
	for x := 0; x < len(r.bgRow); x += 4 {
		r.bgRow[x], r.bgRow[x+1], r.bgRow[x+2], r.bgRow[x+3] = uint8(bg[0]), uint8(bg[1]), uint8(bg[2]), 0xff
	}
	f := r.startFrame()
	f.img, f.bgTerm, f.ring = img, bgTerms(bg), r.markBox(o)
	f.gizmo = image.Rectangle{}
	if o.Gizmo {
		f.gizmo = r.gizmoBox(o)
	}
	r.pool.run(f, r.tilesX()*r.tilesY())
	w := r.pool.workers[0]
	nx := r.tilesX()
	for t := range r.tilesX() * r.tilesY() {
		tile := tileRect(t, nx)
		if !f.overlaid(tile) {
			continue
		}
		cv := &w.cv
		cv.begin(tile.Min.X, tile.Min.Y, r.w, r.h)
		if f.gizmo.Overlaps(tile) {
			r.drawGizmo(cv, cam, max(o.Scale, 0.5), bg)
		}
		r.mark(cv, o)
		r.paintRun(w, t)
		cv.flush(img, &f.bgTerm)
	}
	f.r, f.img = nil, nil // the pool's goroutines must not keep the renderer alive
}

// paintTile paints tile t (not under an overlay) with worker w.
func (f *frame) paintTile(w *tileWorker, t int) {
	r := f.r
	tile := tileRect(t, r.tilesX())
	if f.overlaid(tile) {
		return
	}
	if r.tileStart[t] == r.tileStart[t+1] {
		r.fillTile(f.img, tile)
		return
	}
	cv := &w.cv
	cv.begin(tile.Min.X, tile.Min.Y, r.w, r.h)
	r.paintRun(w, t)
	cv.flush(f.img, &f.bgTerm)
}

// tileRect is the pixels of tile t, nx tiles a row.
func tileRect(t, nx int) image.Rectangle {
	tx, ty := t%nx, t/nx
	return image.Rect(tx*tileW, ty*tileH, (tx+1)*tileW, (ty+1)*tileH)
}

// paintRun sorts the prims of tile t and draws them, front to back, on
// the canvas of worker w.
func (r *Renderer) paintRun(w *tileWorker, t int) {
	run := r.binned[r.tileStart[t]:r.tileStart[t+1]]
	w.sortRun(run, r.binKeys[r.tileStart[t]:r.tileStart[t+1]])
	cv := &w.cv
	for k := len(run) - 1; k >= 0; k-- {
		q := &run[k]
		switch q.kind() {
		case primLink:
			cv.line(q.x0, q.y0, q.x1, q.y1, r.lineWidth, q.colour(), 1)
		case primShaded:
			cv.shadedDisc(q.x0, q.y0, q.x1, q.rgb())
		default:
			cv.disc(q.x0, q.y0, q.x1, q.colour(), 1)
		}
	}
}

// fillTile paints the part of tile in img with the background (bgRow).
func (r *Renderer) fillTile(img *image.RGBA, tile image.Rectangle) {
	tile = tile.Intersect(img.Rect)
	row := r.bgRow[:4*tile.Dx()]
	for y := tile.Min.Y; y < tile.Max.Y; y++ {
		copy(img.Pix[y*img.Stride+4*tile.Min.X:], row)
	}
}
