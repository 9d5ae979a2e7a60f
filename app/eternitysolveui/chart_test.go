package eternitysolveui

import (
	"image"
	"image/color"
	"testing"
	"time"

	solver "plateau/solvers/eternity"
)

// Every bar of the comparison chart is drawn whole, in the middle of its
// slot: the first and last stood against the plot's edges, where the
// dialog cut the last one off.
func TestTimeChartCentresEveryBar(t *testing.T) {
	for _, times := range [][]time.Duration{
		{33 * time.Millisecond, 136 * time.Millisecond, 28 * time.Millisecond},
		{5 * time.Second},
		{100 * time.Millisecond, 2 * time.Second, 900 * time.Millisecond, 400 * time.Millisecond, 1500 * time.Millisecond},
	} {
		rows := make([]solver.Row, len(times))
		for i, d := range times {
			rows[i] = solver.Row{Time: d, Complete: true}
		}
		look := testLook()
		img := timeChart(rows, 860, 260, look)
		runs := barRuns(img, look.bar)
		if len(runs) != len(times) {
			t.Fatalf("%v: %d bars seen, want %d", times, len(runs), len(times))
		}
		for i, r := range runs {
			if w, w0 := r.end-r.start, runs[0].end-runs[0].start; w < w0-1 || w > w0+1 { // a pixel of antialiasing
				t.Errorf("%v: bar %d is %d px wide, bar 1 %d", times, i+1, w, w0)
			}
		}
		if n := len(runs); n > 1 {
			slot := (runs[n-1].start - runs[0].start) / (n - 1)
			if margin := img.Bounds().Max.X - runs[n-1].end; margin < slot/3 {
				t.Errorf("%v: the last bar ends %d px from the edge, slots are %d px", times, margin, slot)
			}
		}
	}
}

// span is a run of pixels, end excluded.
type span struct{ start, end int }

// testLook is a chart's look of the dark theme's colours, at the normal
// text size and scale 1.
func testLook() chartLook {
	return chartLook{fg: color.NRGBA{0xf3, 0xf3, 0xf3, 0xff}, bar: color.NRGBA{0x29, 0x6f, 0xf6, 0xff}, text: 14, scale: 1}
}

// barRuns returns the runs of colour bar along the row just above the
// chart's x axis.
func barRuns(img image.Image, bar color.Color) []span {
	b := img.Bounds()
	isBar := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		c := color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 0xff}
		return c == bar
	}
	// the lowest row holding bar colour is the bars' foot
	foot := -1
	for y := b.Max.Y - 1; y >= b.Min.Y && foot < 0; y-- {
		for x := b.Min.X; x < b.Max.X; x++ {
			if isBar(x, y) {
				foot = y
				break
			}
		}
	}
	var runs []span
	start := -1
	for x := b.Min.X; x <= b.Max.X; x++ {
		bar := x < b.Max.X && isBar(x, foot-1)
		switch {
		case bar && start < 0:
			start = x
		case !bar && start >= 0:
			runs = append(runs, span{start, x})
			start = -1
		}
	}
	return runs
}

// The status bar says which configuration won a comparison and by how
// much, leaving out the ones stopped at their time limit.
func TestCompareSummary(t *testing.T) {
	row := func(ms int, complete bool) solver.Row {
		return solver.Row{Config: solver.Default, Time: time.Duration(ms) * time.Millisecond, Complete: complete}
	}
	for _, tc := range []struct {
		rows []solver.Row
		want string
	}{
		{[]solver.Row{row(46, true), row(148, true), row(38, true)},
			"Fastest: #3, rowscan scan/lexi bruteforce corolle 2, in 38 ms; 3.9 times faster than #2."},
		{[]solver.Row{row(900, true), row(30000, false), row(300, true)},
			"Fastest: #3, rowscan scan/lexi bruteforce corolle 2, in 300 ms; 3.0 times faster than #1."},
		{[]solver.Row{row(30000, false), row(120, true)}, "Compared: #2, rowscan scan/lexi bruteforce corolle 2, in 120 ms."},
		{[]solver.Row{row(30000, false)}, "Compared: no configuration ran to its end."},
	} {
		if got := compareSummary(tc.rows); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
