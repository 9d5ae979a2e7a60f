package paint

import (
	"image/color"
	"math"
)

// Contrast is the WCAG contrast ratio of two colours, 1 to 21: what a
// chart's line or a label needs against its background to be read (3 for
// lines and large text, 4.5 for text).
func Contrast(a, b color.Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Luminance is the WCAG relative luminance of c, 0 (black) to 1 (white).
func Luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}
