package eternity

import (
	"bytes"
	"context"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The board's and the sheet's PNGs say the resolution at which a piece
// prints an inch a side, whatever the pixels a piece: an office program
// placed them at 72 or 96 dpi whatever they were drawn for.
func TestPicturesSayTheirResolution(t *testing.T) {
	p, b := brendan4(t)
	for _, cell := range []float64{50, 96, 150} {
		var board, sheet bytes.Buffer
		if err := ExportBoard(&board, paint.FormatPNG, p, b, View{}, cell); err != nil {
			t.Fatal(err)
		}
		if err := ExportSheet(context.Background(), &sheet, paint.FormatPNG, paint.A4, p, nil, cell, 0, nil); err != nil {
			t.Fatal(err)
		}
		for name, data := range map[string][]byte{"board": board.Bytes(), "sheet": sheet.Bytes()} {
			if dpi, ok := painttest.PNGDPI(data); !ok || dpi < cell-0.05 || dpi > cell+0.05 {
				t.Errorf("%s at %v pixels a piece says %.2f dpi (%v), want %v", name, cell, dpi, ok, cell)
			}
		}
	}
}
