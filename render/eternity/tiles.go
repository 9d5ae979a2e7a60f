package eternity

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// Drawing a piece as vectors costs about ten times what copying its pixels
// does, and a 16 x 16 board with its tray repaints 256 of them on every
// drag; so pieces drawn on a raster at whole-pixel positions are kept as
// small images, keyed by what they show.
type tileKey struct {
	size int
	sw   [4]game.Swatch // the swatches of N, E, S, W as placed
}

// maxTileBytes bounds the cache; past it the cache starts again empty.
const maxTileBytes = 48 << 20

var tiles = struct {
	sync.Mutex
	m     map[tileKey]*image.RGBA
	bytes int
}{m: map[tileKey]*image.RGBA{}}

// whole reports whether q sits on whole pixels and is small enough to keep.
func whole(q Square) bool {
	return q.Size >= 4 && q.Size <= 512 && q.Min.X == math.Trunc(q.Min.X) && q.Min.Y == math.Trunc(q.Min.Y) && q.Size == math.Trunc(q.Size)
}

// blit copies the piece's cached image into r, drawing it first if needed.
func blit(r *paint.Raster, pc game.Piece, q Square, pal game.Palette) {
	k := tileKey{size: int(q.Size)}
	for s, c := range pc {
		k.sw[s] = pal.Swatch(c)
	}
	tiles.Lock()
	img, ok := tiles.m[k]
	tiles.Unlock()
	if !ok {
		t := paint.NewRaster(k.size, k.size)
		drawPiece(t, pc, Square{Size: q.Size}, pal)
		img = t.Img
		tiles.Lock()
		if tiles.bytes+len(img.Pix) > maxTileBytes {
			clear(tiles.m)
			tiles.bytes = 0
		}
		tiles.m[k] = img
		tiles.bytes += len(img.Pix)
		tiles.Unlock()
	}
	at := image.Pt(int(q.Min.X), int(q.Min.Y))
	draw.Draw(r.Img, image.Rectangle{Min: at, Max: at.Add(img.Rect.Size())}, img, image.Point{}, draw.Src)
}

// fillRect fills a rectangle; on a raster, one on whole pixels in an opaque
// colour is set directly rather than through the antialiasing rasteriser.
func fillRect(s paint.Surface, x, y, w, h float64, c color.RGBA) {
	r, ok := s.(*paint.Raster)
	if !ok || c.A != 0xff || x != math.Trunc(x) || y != math.Trunc(y) || w != math.Trunc(w) || h != math.Trunc(h) {
		paint.FillRect(s, x, y, w, h, c)
		return
	}
	rect := image.Rect(int(x), int(y), int(x+w), int(y+h))
	draw.Draw(r.Img, rect, image.NewUniform(c), image.Point{}, draw.Src)
}
