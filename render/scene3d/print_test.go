package scene3d

import (
	"image/color"
	"testing"

	"plateau/render/paint"
)

// farthest is colour c as fog paints it at the farthest depth of a frame
// drawn with o.
func farthest(c color.RGBA, o Options) color.RGBA {
	bg := toRGB(o.Palette.Background).packed() & 0xffffff
	w := fogged(toRGB(c).packed()&0xffffff, bg, uint32(o.Fog*256))
	return color.RGBA{uint8(w), uint8(w >> 8), uint8(w >> 16), 0xff}
}

// A picture to print is dark on white: the paper light (DefaultPalette's
// near-black took a page of ink), and whatever is drawn on it, links,
// points in every state, the marks of the current and selected points,
// at 3:1 against it at least, as lines want, the farthest too once fog
// has faded them towards the paper. The screen's options stay as they
// were.
func TestPrintPaletteIsDarkOnWhite(t *testing.T) {
	o := PrintOptions(DefaultOptions())
	p := o.Palette
	if p != PrintPalette {
		t.Fatalf("PrintOptions' palette %v, want PrintPalette", p)
	}
	if l := paint.Luminance(p.Background); l < 0.9 {
		t.Errorf("print background %v: luminance %.2f, want near white", p.Background, l)
	}
	if d := DefaultOptions(); d.Palette != DefaultPalette || paint.Luminance(DefaultPalette.Background) > 0.1 || d.Fog != 0.55 {
		t.Errorf("the screen's options changed: %+v", d)
	}
	marks := map[string]color.RGBA{"current": p.Current, "selected": p.Selected} // never fogged
	for name, c := range map[string]color.RGBA{"link": p.Link, "free": p.Free, "tagged": p.Tagged} {
		marks[name+" (farthest)"] = farthest(c, o)
	}
	for name, c := range marks {
		if got := paint.Contrast(c, p.Background); got < 3 {
			t.Errorf("%s %v on %v: %.2f:1, want 3:1", name, c, p.Background, got)
		}
	}
}

// PrintColors gives the points coloured for the screen their print
// colours: the states PrintPalette's, every generation of the ramp (its
// newest yellow vanished on white) darkened, in its hue, to 3:1 on the
// paper at the farthest; a dark colour is kept.
func TestPrintColors(t *testing.T) {
	src := StateColors(nil, []bool{true, false}, DefaultPalette)
	for g := range 11 {
		src = append(src, Ramp(float32(g)/10))
	}
	dark := color.RGBA{0x30, 0x20, 0x50, 0xff}
	src = append(src, dark)
	got := PrintColors(nil, src)
	if len(got) != len(src) || got[0] != PrintPalette.Free || got[1] != PrintPalette.Tagged || got[len(got)-1] != dark {
		t.Fatalf("PrintColors(%v) = %v", src, got)
	}
	o := PrintOptions(DefaultOptions())
	for i, c := range got {
		if ct := paint.Contrast(farthest(c, o), PrintPalette.Background); ct < 3 {
			t.Errorf("%v prints as %v, at the farthest %.2f:1 on the paper, want 3:1", src[i], c, ct)
		}
		// the hue kept: the channels in the same order
		s := src[i]
		if (s.R > s.G) != (c.R > c.G) && s.R != s.G || (s.G > s.B) != (c.G > c.B) && s.G != s.B {
			t.Errorf("%v prints as %v, another hue", s, c)
		}
	}
}

// The axes gizmo of a picture to print is dark on a faint shadow: the
// screen's shadow, a quarter of black, printed as a grey disc, and its
// labels, lightened, as pale as the paper.
func TestPrintedGizmoIsDarkOnAFaintShadow(t *testing.T) {
	o := PrintOptions(DefaultOptions())
	cam := NewCamera()
	img := NewRenderer().Render(&cam, &Scene{}, 320, 240, &o)
	cx, cy, size := gizmoCentre(240, 1)
	reach := size + labelReach
	var sum float64
	n, darkest := 0, 1.0
	for y := int(cy - reach); y <= int(cy+reach); y++ {
		for x := int(cx - reach); x <= int(cx+reach); x++ {
			l := paint.Luminance(img.RGBAAt(x, y))
			sum, n, darkest = sum+l, n+1, min(darkest, l)
		}
	}
	if mean := sum / float64(n); mean < 0.8 {
		t.Errorf("the gizmo's box has mean luminance %.2f: a grey slab on the paper", mean)
	}
	if c := (1 + 0.05) / (darkest + 0.05); c < 4.5 {
		t.Errorf("the gizmo's darkest ink is %.1f:1 on the paper, want its labels 4.5:1", c)
	}
}
