package paint

import (
	"bytes"
	"compress/zlib"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"
	"testing"
)

func TestFormatOf(t *testing.T) {
	tests := map[string]struct {
		f  Format
		ok bool
	}{"a.png": {FormatPNG, true}, "B.SVG": {FormatSVG, true}, "c.Pdf": {FormatPDF, true}, "c.jpg": {0, false}, "noext": {0, false}}
	for name, want := range tests {
		f, err := FormatOf(name)
		if (err == nil) != want.ok || err == nil && f != want.f {
			t.Errorf("FormatOf(%q) = %v, %v", name, f, err)
		}
	}
}

func TestExport(t *testing.T) {
	draw := func(s Surface) { FillRect(s, 0, 0, 4, 4, red) }
	var b bytes.Buffer
	if err := Export(&b, FormatPNG, 10.5, 8, draw); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if s := img.Bounds().Size(); s.X != 11 || s.Y != 8 {
		t.Errorf("PNG is %v, want 11x8 (sides rounded up)", s)
	}
	b.Reset()
	if err := Export(&b, FormatSVG, 10, 8, draw); err != nil || !strings.Contains(b.String(), "<polygon") {
		t.Errorf("SVG export: %v %q", err, b.String())
	}
	for _, size := range [][2]float64{{0, 5}, {5, MaxExport + 1}, {-1, -1}} {
		if err := Export(&b, FormatPNG, size[0], size[1], draw); err == nil {
			t.Errorf("size %v accepted", size)
		}
	}
}

// pdfContent is the text of a PDF's streams, inflated (the page's drawing
// operators and the embedded font's data).
func pdfContent(t *testing.T, pdf []byte) string {
	t.Helper()
	var out strings.Builder
	for rest := pdf; ; {
		i := bytes.Index(rest, []byte("stream\n"))
		if i < 0 {
			break
		}
		rest = rest[i+len("stream\n"):]
		j := bytes.Index(rest, []byte("endstream"))
		if j < 0 {
			t.Fatal("a stream has no end")
		}
		if r, err := zlib.NewReader(bytes.NewReader(rest[:j])); err == nil {
			b, _ := io.ReadAll(r)
			out.Write(b)
		} else {
			out.Write(rest[:j])
		}
		rest = rest[j+len("endstream"):]
	}
	return out.String()
}

// A PDF is one A4 page, portrait for a tall picture and landscape for a
// wide one, with the picture's fills, strokes and text in it.
func TestExportPDF(t *testing.T) {
	draw := func(s Surface) {
		FillRect(s, 0, 0, 40, 40, red)
		s.StrokePolyline([]Pt{{0, 0}, {50, 60}}, false, 2, color.Black)
		s.FillCircle(Pt{X: 20, Y: 20}, 5, color.White)
		s.Text("Rikudo 42", Pt{X: 50, Y: 50}, 12, color.Black, AnchorCenter)
	}
	for _, tc := range []struct {
		w, h float64
		box  string
	}{
		{300, 400, "/MediaBox [0 0 595.28 841.89]"},
		{800, 300, "/MediaBox [0 0 841.89 595.28]"},
	} {
		var b bytes.Buffer
		if err := Export(&b, FormatPDF, tc.w, tc.h, draw); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) || !bytes.Contains(b.Bytes(), []byte(tc.box)) {
			t.Errorf("%vx%v: not a PDF, or not on %s", tc.w, tc.h, tc.box)
		}
		content := pdfContent(t, b.Bytes())
		for _, want := range []string{"1.000 0.000 0.000 rg", " c\n", "(Rikudo 42)Tj"} {
			if !strings.Contains(content, want) {
				t.Errorf("%vx%v: the page lacks %q", tc.w, tc.h, want)
			}
		}
	}
}

// Text prints in the embedded font's Windows-1252 encoding: a French
// caption's accented letters printed as two letters each ("Ã©crivez").
func TestPDFTextIsWinAnsi(t *testing.T) {
	var b bytes.Buffer
	err := Export(&b, FormatPDF, 300, 200, func(s Surface) {
		s.Text("Écrivez à côté\u202f; œuvre 2 € ≥ α", Pt{X: 150, Y: 100}, 12, color.Black, AnchorCenter)
	})
	if err != nil {
		t.Fatal(err)
	}
	content := pdfContent(t, b.Bytes())
	if want := "(\xc9crivez \xe0 c\xf4t\xe9\xa0; \x9cuvre 2 \x80 ? ?)Tj"; !strings.Contains(content, want) { // ≥ and α lacking
		t.Errorf("the page holds %q, want %q", content[max(0, strings.Index(content, "Tj")-60):], want)
	}
}

// A translucent colour prints as on screen: its own channels, its alpha
// once (vgpdf took the channels already multiplied by the alpha, then
// applied the alpha again: a half-white veil printed half grey).
func TestPDFTranslucentColour(t *testing.T) {
	var b bytes.Buffer
	err := Export(&b, FormatPDF, 100, 100, func(s Surface) {
		FillRect(s, 0, 0, 100, 100, color.NRGBA{255, 255, 255, 128})
	})
	if err != nil {
		t.Fatal(err)
	}
	if content := pdfContent(t, b.Bytes()); !strings.Contains(content, "\n1.000 g\n") { // white, as a grey
		t.Errorf("the veil is not white: %.300q", content)
	}
}

// The picture fills the page's width or height within the margins, and
// sits in its middle.
func TestPDFLayout(t *testing.T) {
	for _, tc := range []struct{ w, h float64 }{{300, 400}, {400, 300}, {1000, 100}, {10, 10}} {
		p := NewPDF(tc.w, tc.h)
		lo, hi := p.at(Pt{X: 0, Y: tc.h}), p.at(Pt{X: tc.w, Y: 0}) // bottom-left, top-right
		pw, ph := a4Short, a4Long
		if tc.w > tc.h {
			pw, ph = ph, pw
		}
		left, right := float64(lo.X), pw-float64(hi.X)
		bottom, top := float64(lo.Y), ph-float64(hi.Y)
		fitsW, fitsH := math.Abs(left-pdfMargin) < 0.01, math.Abs(bottom-pdfMargin) < 0.01
		if math.Abs(left-right) > 0.01 || math.Abs(bottom-top) > 0.01 || left < pdfMargin-0.01 || bottom < pdfMargin-0.01 || !(fitsW || fitsH) {
			t.Errorf("%vx%v: margins left %.1f right %.1f bottom %.1f top %.1f", tc.w, tc.h, left, right, bottom, top)
		}
	}
}
