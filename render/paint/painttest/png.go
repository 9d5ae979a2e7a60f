package painttest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
)

// PNGDPI is the print resolution PNG file data says in its pHYs chunk,
// in dots an inch, and whether it says one: a chunk with a bad CRC, in
// another unit than the metre, with different resolutions across and
// down, or after the pixels (where readers ignore it), says none.
func PNGDPI(data []byte) (float64, bool) {
	if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) {
		return 0, false
	}
	for rest := data[8:]; len(rest) >= 12; {
		n := int(binary.BigEndian.Uint32(rest))
		if n > len(rest)-12 {
			return 0, false
		}
		kind, body := string(rest[4:8]), rest[8:8+n]
		if crc32.ChecksumIEEE(rest[4:8+n]) != binary.BigEndian.Uint32(rest[8+n:]) {
			return 0, false
		}
		switch kind {
		case "IDAT", "IEND":
			return 0, false
		case "pHYs":
			if n != 9 {
				return 0, false
			}
			x, y := binary.BigEndian.Uint32(body), binary.BigEndian.Uint32(body[4:])
			if body[8] != 1 || x != y {
				return 0, false
			}
			return float64(x) * 0.0254, true
		}
		rest = rest[12+n:]
	}
	return 0, false
}
