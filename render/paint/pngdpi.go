package paint

import (
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"math"
)

// ScreenDPI is the print resolution of a picture with no print size of
// its own (a picture of the screen): what most programs take a PNG
// without one for.
const ScreenDPI = 96

// WritePNG writes img to w as PNG, saying in a pHYs chunk that it is
// meant to print at dpi dots an inch (none for dpi <= 0): without one, an
// office or image program places a picture at 72 or 96 dpi, and Rikudo's
// 1600 pixels, meant for 300 dpi, came in half a metre wide.
func WritePNG(w io.Writer, img image.Image, dpi float64) error {
	if !(dpi > 0) {
		return png.Encode(w, img)
	}
	return png.Encode(&physWriter{w: w, head: pngHead, chunk: physChunk(dpi)}, img)
}

// pngHead is the length of a PNG's signature and IHDR chunk, which the
// pHYs chunk follows: the encoder writes them first, always the same size.
const pngHead = 8 + 4 + 4 + 13 + 4

// physChunk is the pHYs chunk for dpi dots an inch, in pixels a metre as
// the chunk counts them.
func physChunk(dpi float64) []byte {
	ppm := uint32(math.Round(dpi / 0.0254))
	c := make([]byte, 0, 4+4+9+4)
	c = binary.BigEndian.AppendUint32(c, 9)
	c = append(c, "pHYs"...)
	c = binary.BigEndian.AppendUint32(c, ppm)
	c = binary.BigEndian.AppendUint32(c, ppm)
	c = append(c, 1) // unit: the metre
	return binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE(c[4:]))
}

// physWriter passes what png.Encode writes on to w, with chunk put in
// once the first head bytes have gone (png.Encode writes no pHYs chunk,
// and has no way to be given one).
type physWriter struct {
	w     io.Writer
	head  int    // bytes still to pass before chunk
	chunk []byte // nil once written
}

func (p *physWriter) Write(b []byte) (int, error) {
	if p.chunk == nil {
		return p.w.Write(b)
	}
	n := min(len(b), p.head)
	if _, err := p.w.Write(b[:n]); err != nil {
		return 0, err
	}
	if p.head -= n; p.head > 0 {
		return n, nil
	}
	if _, err := p.w.Write(p.chunk); err != nil {
		return n, err
	}
	p.chunk = nil
	m, err := p.w.Write(b[n:])
	return n + m, err
}
