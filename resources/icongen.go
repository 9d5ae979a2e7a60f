//go:build ignore

// icongen paints Icon.png, the application icon: a hexagon (Rikudo, Dice
// Wars) holding an edge-matching tile (Eternity) on a dark rounded square.
// Run from the repository root: go run resources/icongen.go
package main

import (
	"image/png"
	"log"
	"math"
	"os"

	"plateau/render/paint"
)

func main() {
	const n = 512
	r := paint.NewRaster(n, n)
	bg := paint.Hex("#1f2a44")
	// rounded square
	rad := 96.0
	var pts []paint.Pt
	corners := [4][2]float64{{n - rad, rad}, {n - rad, n - rad}, {rad, n - rad}, {rad, rad}}
	for i, c := range corners {
		for k := 0; k <= 12; k++ {
			a := -math.Pi/2 + float64(i)*math.Pi/2 + float64(k)*math.Pi/24
			pts = append(pts, paint.Pt{X: c[0] + rad*math.Cos(a), Y: c[1] + rad*math.Sin(a)})
		}
	}
	r.FillPolygon(pts, bg)
	c := paint.Pt{X: n / 2, Y: n / 2}
	hex := paint.RegularPolygon(c, 200, 6, -math.Pi/2)
	r.FillPolygon(hex, paint.Hex("#f2c14e"))
	r.StrokePolyline(hex, true, 14, paint.Hex("#fff4d6"))
	// an Eternity tile: four triangles
	s := 110.0
	tl, tr, br, bl := paint.Pt{X: c.X - s, Y: c.Y - s}, paint.Pt{X: c.X + s, Y: c.Y - s}, paint.Pt{X: c.X + s, Y: c.Y + s}, paint.Pt{X: c.X - s, Y: c.Y + s}
	cols := []string{"#e4572e", "#29335c", "#17bebb", "#76b041"}
	tris := [][]paint.Pt{{tl, tr, c}, {tr, br, c}, {br, bl, c}, {bl, tl, c}}
	for i, t := range tris {
		r.FillPolygon(t, paint.Hex(cols[i]))
	}
	r.StrokePolyline([]paint.Pt{tl, br}, false, 5, bg)
	r.StrokePolyline([]paint.Pt{tr, bl}, false, 5, bg)
	r.StrokePolyline([]paint.Pt{tl, tr, br, bl}, true, 8, bg)
	f, err := os.Create("resources/Icon.png")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, r.Img); err != nil {
		log.Fatal(err)
	}
}
