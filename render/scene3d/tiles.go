package scene3d

import "image"

// The draw list is binned into tiles (stably, in scene order), then each
// tile's run is sorted back to front by a radix sort on the two bytes of the
// 16-bit depth keys and painted. A 128x64 tile of RGBA is 32 KB and a run
// a few hundred KB: both stay in the CPU caches while the tile is sorted
// and painted, where sorting and painting the whole frame in depth order
// would stream megabytes through memory at every pass and jump across the
// image at every shape. No pass reads the prims at random.
const tileW, tileH = 128, 64

// sortRun orders prims and keys (a tile's run) by ascending key, stably:
// two radix passes over the key bytes, through the scratch buffers, or an
// insertion sort when the run is short.
func (r *Renderer) sortRun(prims []prim, keys []uint16) {
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
	tmp, tmpKeys := r.tmp, r.tmpKeys
	var count [256]int
	for _, k := range keys {
		count[k&0xff]++
	}
	prefix(&count)
	for i, k := range keys {
		d := count[k&0xff]
		tmp[d], tmpKeys[d] = prims[i], k
		count[k&0xff] = d + 1
	}
	count = [256]int{}
	for _, k := range tmpKeys {
		count[k>>8]++
	}
	prefix(&count)
	for i, k := range tmpKeys {
		d := count[k>>8]
		prims[d] = tmp[i]
		count[k>>8] = d + 1
	}
}

// prefix turns counts into starting offsets.
func prefix(count *[256]int) {
	sum := 0
	for i, c := range count {
		count[i] = sum
		sum += c
	}
}

// tileBox returns the range of tiles q may touch, packed a byte a bound
// (tx0, ty0, tx1, ty1 from the low byte): images up to 32768 x 16384.
func (r *Renderer) tileBox(q *prim) uint32 {
	var x0, y0, x1, y1 float32
	if q.kind() == primLink {
		m := r.lineWidth + 1
		x0, x1 = min(q.x0, q.x1)-m, max(q.x0, q.x1)+m
		y0, y1 = min(q.y0, q.y1)-m, max(q.y0, q.y1)+m
	} else {
		m := q.x1 + 1.5
		x0, x1, y0, y1 = q.x0-m, q.x0+m, q.y0-m, q.y0+m
	}
	fw, fh := float32(r.w-1), float32(r.h-1)
	tx0 := uint32(min(max(x0, 0), fw)) / tileW
	ty0 := uint32(min(max(y0, 0), fh)) / tileH
	tx1 := uint32(min(max(x1, 0), fw)) / tileW
	ty1 := uint32(min(max(y1, 0), fh)) / tileH
	return tx0 | ty0<<8 | tx1<<16 | ty1<<24
}

// bin copies into each tile's run of binned (and binKeys) the prims that
// touch it, keeping scene order.
func (r *Renderer) bin() {
	nx, ny := r.tilesX(), r.tilesY()
	r.tileStart = resize(r.tileStart, nx*ny+1)
	clear(r.tileStart)
	for _, b := range r.boxes {
		tx0, ty0, tx1, ty1 := int(b&0xff), int(b>>8&0xff), int(b>>16&0xff), int(b>>24)
		for ty := ty0; ty <= ty1; ty++ {
			for tx := tx0; tx <= tx1; tx++ {
				r.tileStart[ty*nx+tx+1]++
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
	for k, b := range r.boxes {
		tx0, ty0, tx1, ty1 := int(b&0xff), int(b>>8&0xff), int(b>>16&0xff), int(b>>24)
		for ty := ty0; ty <= ty1; ty++ {
			for tx := tx0; tx <= tx1; tx++ {
				r.place(ty*nx+tx, k)
			}
		}
	}
}

// tilesX and tilesY return the number of tiles across and down.
func (r *Renderer) tilesX() int { return (r.w + tileW - 1) / tileW }
func (r *Renderer) tilesY() int { return (r.h + tileH - 1) / tileH }

// place appends prim k to tile t.
func (r *Renderer) place(t, k int) {
	i := r.tileFill[t]
	r.binned[i] = r.prims[k]
	r.binKeys[i] = r.keys[k]
	r.tileFill[t] = i + 1
}

// paint sorts and draws every tile's prims back to front.
func (r *Renderer) paint(cv *canvas) {
	nx, ny := r.tilesX(), r.tilesY()
	for ty := 0; ty < ny; ty++ {
		for tx := 0; tx < nx; tx++ {
			t := ty*nx + tx
			lo, hi := r.tileStart[t], r.tileStart[t+1]
			if lo == hi {
				continue
			}
			cv.clipTo(image.Rect(tx*tileW, ty*tileH, (tx+1)*tileW, (ty+1)*tileH))
			run := r.binned[lo:hi]
			r.sortRun(run, r.binKeys[lo:hi])
			for k := range run {
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
	}
	cv.unclip()
}
