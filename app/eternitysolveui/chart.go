package eternitysolveui

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"plateau/app/kit"
	solver "plateau/solvers/eternity"
)

// Sizes of the comparison chart at the normal interface size: the height
// it takes when the dialog has room, and the smallest it shrinks to.
const (
	chartHeight    = 260
	chartMinHeight = 140
	chartMinWidth  = 320
)

// newTimeChart shows the chart of rows, drawn at the size it is given in
// the screen's pixels (sharp at any scale) and in the colours and font of
// the theme of the moment: a theme change refreshes it, which draws it
// again.
func newTimeChart(rows []solver.Row) *canvas.Raster {
	var r *canvas.Raster
	r = canvas.NewRaster(func(w, h int) image.Image {
		scale := 1.0
		if sw := r.Size().Width; sw > 0 {
			scale = float64(w) / float64(sw)
		}
		return timeChart(rows, w, h, themeLook(scale))
	})
	f := kit.UIScale()
	r.SetMinSize(fyne.NewSize(chartMinWidth*f, chartMinHeight*f))
	return r
}

// chartLook is what the chart takes from the theme.
type chartLook struct {
	fg, bar color.Color
	text    float64 // the text size, in Fyne units
	scale   float64 // pixels per Fyne unit
}

// themeLook is the current theme's look, for a screen of scale pixels per
// Fyne unit.
func themeLook(scale float64) chartLook {
	return chartLook{fg: theme.Color(theme.ColorNameForeground), bar: theme.Color(theme.ColorNamePrimary),
		text: float64(theme.TextSize()), scale: scale}
}

// timeChart draws the total time of each configuration as bars, each
// with its time written above it (the times of a comparison often differ
// a hundredfold, and a short bar's height says nothing), w x h pixels on
// a transparent background. One point of the plot is one Fyne unit, so
// that its text is the size of the dialog's.
func timeChart(rows []solver.Row, w, h int, look chartLook) image.Image {
	pl := plot.New()
	pl.BackgroundColor = color.Transparent
	pl.Title.Text = lang.L("Total time (ms), by configuration number")
	n := len(rows)
	vals := make(plotter.Values, n)
	labels := make([]string, n)
	tops := plotter.XYLabels{XYs: make(plotter.XYs, n), Labels: make([]string, n)}
	for i, r := range rows {
		vals[i] = r.Time.Seconds() * 1000
		labels[i] = strconv.Itoa(i + 1)
		tops.XYs[i] = plotter.XY{X: float64(i), Y: vals[i]}
		tops.Labels[i] = timeText(r)
	}
	bars, err := plotter.NewBarChart(vals, vg.Length(24*kit.UIScale()))
	if err == nil {
		bars.Color = look.bar
		bars.LineStyle.Width = 0 // no outline: black, it was the only black on a dark dialog
		pl.Add(bars)
		pl.NominalX(labels...)
	}
	if above, err := plotter.NewLabels(tops); err == nil {
		for i := range above.TextStyle {
			above.TextStyle[i].XAlign, above.TextStyle[i].YAlign = text.XCenter, text.YBottom
			themeText(&above.TextStyle[i], look, false)
		}
		above.Offset = vg.Point{Y: 3}
		pl.Add(above)
	}
	// Half a slot either side, so the first and last bars are whole, and
	// room above the tallest for its time.
	pl.X.Min, pl.X.Max = -0.5, float64(n)-0.5
	pl.Y.Min, pl.Y.Max = 0, max(pl.Y.Max*1.15, 1)
	pl.Y.Tick.Marker = plot.TickerFunc(msTicks)
	themeText(&pl.Title.TextStyle, look, true)
	for _, ax := range []*plot.Axis{&pl.X, &pl.Y} {
		themeText(&ax.Tick.Label, look, false)
		ax.LineStyle.Color, ax.Tick.LineStyle.Color = look.fg, look.fg
		ax.LineStyle.Width, ax.Tick.LineStyle.Width = 1, 1
	}
	// The pixels are w x h; at 72*scale dots per inch a point (the plot's
	// unit) is one Fyne unit.
	dpi := max(1, int(math.Round(72*look.scale)))
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(float64(w)*72/float64(dpi)), vg.Length(float64(h)*72/float64(dpi))),
		vgimg.UseDPI(dpi), vgimg.UseBackgroundColor(color.Transparent))
	pl.Draw(draw.New(c))
	return c.Image()
}

// themeText sets a chart text in the theme's font, size and colour.
func themeText(st *text.Style, look chartLook, bold bool) {
	st.Color = look.fg
	st.Font = chartFont(bold)
	st.Font.Size = vg.Length(look.text)
	st.Handler = chartText()
}

// msTicks are the y axis's ticks, their labels written with one number of
// decimals, the fewest that writes them all ("250" and "0", not "250.00"
// and "0.00"; "0.5" and "1.0"), with the language's decimal separator.
func msTicks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	d := 0
	for ; d < 6; d++ {
		ok := true
		for _, t := range ts {
			p := math.Pow10(d)
			if t.Label != "" && math.Abs(math.Round(t.Value*p)/p-t.Value) > 1e-9*max(math.Abs(hi-lo), 1e-300) {
				ok = false
			}
		}
		if ok {
			break
		}
	}
	for i, t := range ts {
		if t.Label != "" {
			ts[i].Label = kit.Decimal(t.Value, d) // not grouped: "8000" beside "12,000" read as two ways
		}
	}
	return ts
}
