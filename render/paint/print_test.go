package paint_test

import (
	"image/color"
	"strings"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

func TestPrintTitle(t *testing.T) {
	const pageW, perPoint = 500.0, 2.0
	tests := map[string]struct {
		title     string
		fullSized bool
	}{
		"none":  {"", false},
		"short": {"Rikudo", true},
		"long":  {strings.Repeat("A very long title ", 8), false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			r := &painttest.Recorder{W: pageW, H: 700}
			paint.PrintTitle(r, tc.title, pageW, perPoint, color.Black)
			if tc.title == "" {
				if len(r.Texts) != 0 {
					t.Fatalf("an empty title drew %v", r.Texts)
				}
				return
			}
			if len(r.Texts) != 2 || r.Texts[0].S != tc.title || r.Texts[1].S != tc.title {
				t.Fatalf("want the title drawn twice, got %v", r.Texts)
			}
			top := r.Texts[0]
			if full := top.Size == paint.PrintTitleSize*perPoint; full != tc.fullSized {
				t.Errorf("size %g, full sized %v, want %v", top.Size, full, tc.fullSized)
			}
			if w := paint.TextWidth(top.S, top.Size); w > pageW*0.96+1e-6 {
				t.Errorf("title %g wide on a page %g wide", w, pageW)
			}
			if top.At.X != pageW/2 || top.At.Y >= paint.PrintTitleBand*perPoint {
				t.Errorf("title at %v, want centred in the top band", top.At)
			}
		})
	}
}
