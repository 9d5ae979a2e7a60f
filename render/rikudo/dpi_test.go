package rikudo

import (
	"bytes"
	"testing"

	game "plateau/games/rikudo"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The PNG says the resolution it is meant to print at: an office program
// placed the 1600 pixels, meant for 300 dpi, about half a metre wide.
func TestPictureSaysItsResolution(t *testing.T) {
	p, _ := game.NewHexagon(2)
	var b bytes.Buffer
	if err := Export(&b, paint.FormatPNG, p, nil, 400, 400, ""); err != nil {
		t.Fatal(err)
	}
	if dpi, ok := painttest.PNGDPI(b.Bytes()); !ok || dpi < PictureDPI-0.05 || dpi > PictureDPI+0.05 {
		t.Errorf("the picture says %.2f dpi (%v), want %d", dpi, ok, PictureDPI)
	}
}
