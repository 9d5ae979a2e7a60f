package paint

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

// The chunk goes in after the PNG's header however the encoder's writes
// fall: one byte at a time gives the same file as whole chunks.
func TestPHYsWriterSplitWrites(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	var whole, plain bytes.Buffer
	if err := WritePNG(&whole, img, 200); err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(&plain, img); err != nil {
		t.Fatal(err)
	}
	var bytewise bytes.Buffer
	pw := &physWriter{w: &bytewise, head: pngHead, chunk: physChunk(200)}
	for _, c := range plain.Bytes() {
		if _, err := pw.Write([]byte{c}); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(bytewise.Bytes(), whole.Bytes()) {
		t.Errorf("written a byte at a time, the PNG differs")
	}
}
