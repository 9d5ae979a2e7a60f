package eternitysolveui

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"plateau/app/kit"
	solver "plateau/solvers/eternity"
)

// presets are the configurations offered by Compare: the five brute-force
// scan orders of the seed, then its smartforce models.
var presets = []solver.Config{
	{Order: solver.RowScan},
	{Order: solver.Diagonal},
	{Order: solver.SpiralIn},
	{Order: solver.SpiralOut},
	{Order: solver.QuadSpiral},
	{Order: solver.RowScan, Var: solver.VarPessimistic, Model: solver.CaPi},
	{Order: solver.RowScan, Var: solver.VarOptimistic, Model: solver.CaPi},
	{Order: solver.RowScan, Var: solver.VarPessimistic, Val: solver.ValOptimistic, Model: solver.CaPi},
	solver.Default,
	{Order: solver.RowScan, Var: solver.VarPessimistic, Model: solver.BoCo, Corolle: 1},
	{Order: solver.RowScan, Var: solver.VarPessimistic, Model: solver.BoCo, Corolle: 2},
}

// compareDialog lets the user pick configurations, then runs them.
func (p *Panel) compareDialog() {
	checks := make([]*kit.Check, len(presets))
	var items []fyne.CanvasObject
	for i, c := range presets {
		checks[i] = kit.NewCheck(c.String(), nil)
		checks[i].SetChecked(i == 0 || i == 5 || c == solver.Default)
		items = append(items, checks[i])
	}
	note := widget.NewLabel(lang.L("Each configuration counts all solutions of the puzzle on the board, one after the other."))
	note.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(note, nil, nil, nil, container.NewVScroll(container.NewVBox(items...)))
	d := dialog.NewCustomConfirm(lang.L("Compare solvers"), lang.L("Run"), lang.L("Cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		var chosen []solver.Config
		for i, c := range checks {
			if c.Checked {
				chosen = append(chosen, presets[i])
			}
		}
		p.Compare(chosen)
	}, p.w.Window())
	d.Resize(fyne.NewSize(480, 520))
	d.Show()
}

// Compare runs configs one after the other on the design, watching each
// live, and shows the seed's table with a bar chart.
func (p *Panel) Compare(configs []solver.Config) {
	st := p.w.Status()
	if st.Busy() || len(configs) == 0 {
		return
	}
	d := p.w.Design()
	p.solvedFor = designKey(d)
	workers, _ := strconv.Atoi(p.workers.Selected)
	opt := solver.Options{Workers: workers, Hints: d.Board.FixedOnly(), Limit: p.timeLimit()} // the limit bounds each configuration
	var rows []solver.Row
	job := func(ctx context.Context, pr *kit.Progress) error {
		var stop func()
		defer func() {
			if stop != nil {
				stop()
			}
		}()
		var err error
		started := 0
		rows, err = solver.Compare(ctx, d.Puzzle, configs, opt, func(s *solver.Search) {
			if stop != nil {
				stop()
			}
			// The bar goes once across for all the configurations.
			before, n := float64(started), float64(len(configs))
			started++
			stop = watch(s, pr, kit.Do, p, func(d float64) float64 { return (before + d) / n })
		}, nil)
		if err == nil {
			// Stopped, Compare keeps the rows done: the bar says "stopped",
			// not "done", over them.
			err = ctx.Err()
		}
		return err
	}
	p.starting() // the last run's solutions are not Compare's to step through
	_ = st.Run(lang.L("Comparing solvers"), job, func(err error) {
		_ = p.w.ShowBoard(nil)
		p.setResult("")        // the last configuration's live counters stayed as if it ran on
		if p.changedDuring() { // the table would be of another puzzle
			return
		}
		p.rows = rows
		if len(rows) > 0 {
			p.showTable(rows)
			if err == nil {
				st.SetMessage(compareSummary(rows))
			}
			p.setResult(compareSummary(rows))
		}
	})
}

// compareSummary says which configuration won and by how much, among
// those that ran to their end (a stopped one's time is its limit).
func compareSummary(rows []solver.Row) string {
	fast, slow := -1, -1
	for i, r := range rows {
		if !r.Complete {
			continue
		}
		if fast < 0 || r.Time < rows[fast].Time {
			fast = i
		}
		if slow < 0 || r.Time > rows[slow].Time {
			slow = i
		}
	}
	switch {
	case fast < 0:
		return lang.L("Compared: no configuration ran to its end.")
	case fast == slow:
		return fmt.Sprintf(lang.L("Compared: #%d, %s, in %s."), fast+1, rows[fast].Config, kit.Duration(rows[fast].Time))
	}
	ratio := rows[slow].Time.Seconds() / max(rows[fast].Time.Seconds(), 1e-6)
	return fmt.Sprintf(lang.L("Fastest: #%d, %s, in %s; %s times faster than #%d."),
		fast+1, rows[fast].Config, kit.Duration(rows[fast].Time), kit.Decimal(ratio, 1), slow+1)
}

// showTable shows the rows as the seed's table and a chart of total time.
func (p *Panel) showTable(rows []solver.Row) {
	head := []string{"#", lang.L("Configuration"), lang.L("First solution"), lang.L("Nodes to first"),
		lang.L("Solutions"), lang.L("Nodes"), lang.L("Total time")}
	table := widget.NewTable(func() (int, int) { return len(rows) + 1, len(head) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("rowscan pessimistic/lexi boco corolle 2")
			// cut, not drawn over the next column, when a heading is long
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(tableCell(rows, head, id.Row, id.Col))
		})
	for i, wd := range compareColumns() {
		table.SetColumnWidth(i, wd)
	}
	f := kit.UIScale()
	chart := canvas.NewImageFromImage(timeChart(rows, int(860*f), int(260*f)))
	chart.FillMode = canvas.ImageFillContain
	chart.SetMinSize(fyne.NewSize(860*f, 260*f))
	// Save sits above the table, not among the dialog's buttons, so that
	// Enter and Escape keep closing the dialog.
	save := widget.NewButtonWithIcon(lang.L("Save as CSV…"), theme.DocumentSaveIcon(), func() { p.saveCSV(rows) })
	content := container.NewBorder(container.NewHBox(layout.NewSpacer(), save), chart, nil, nil, table)
	d := dialog.NewCustom(lang.L("Solver comparison"), lang.L("Close"), content, p.w.Window())
	d.Resize(fyne.NewSize(900*f, 620*f))
	d.Show()
}

// compareColumns are the widths of the comparison table's columns: as
// wide as the dialog's content at most (beyond, the last column was cut
// off), and grown with the interface size, whose larger text cut the
// headings.
func compareColumns() []float32 {
	widths := []float32{36, 280, 120, 120, 90, 90, 100}
	for i := range widths {
		widths[i] *= kit.UIScale()
	}
	return widths
}

// tableCell is the text of row r, column c of the comparison table (row 0
// the head).
func tableCell(rows []solver.Row, head []string, r, c int) string {
	if r == 0 {
		return head[c]
	}
	row := rows[r-1]
	switch c {
	case 0:
		return strconv.Itoa(r)
	case 1:
		if !row.Complete {
			return row.Config.String() + " " + lang.L("(stopped)")
		}
		return row.Config.String()
	case 2, 3:
		switch {
		case row.Solutions == 0:
			return "—" // none found: a time or count here would read as one
		case c == 2:
			return kit.Duration(row.FirstSolutionTime)
		}
		return kit.Human(float64(row.FirstSolutionNodes))
	case 4:
		return strconv.FormatInt(row.Solutions, 10)
	case 5:
		return kit.Human(float64(row.Nodes))
	}
	return timeText(row)
}

// timeText is a row's total time; a stopped row's is a bound, "≥ 3.73 s":
// its "(stopped)" after a long configuration was cut off, and its time
// read as a real total in the table and on the chart.
func timeText(r solver.Row) string {
	if !r.Complete {
		return "≥ " + kit.Duration(r.Time)
	}
	return kit.Duration(r.Time)
}

// timeChart draws the total time of each configuration as bars, each
// with its time written above it: the times of a comparison often differ
// a hundredfold, and a short bar's height says nothing.
func timeChart(rows []solver.Row, w, h int) image.Image {
	pl := plot.New()
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
	bars, err := plotter.NewBarChart(vals, vg.Points(24))
	if err == nil {
		bars.Color = plotColor
		pl.Add(bars)
		pl.NominalX(labels...)
	}
	if above, err := plotter.NewLabels(tops); err == nil {
		for i := range above.TextStyle {
			above.TextStyle[i].XAlign, above.TextStyle[i].YAlign = text.XCenter, text.YBottom
			sans(&above.TextStyle[i])
		}
		above.Offset = vg.Point{Y: vg.Points(3)}
		pl.Add(above)
	}
	// Half a slot either side, so the first and last bars are whole, and
	// room above the tallest for its time.
	pl.X.Min, pl.X.Max = -0.5, float64(n)-0.5
	pl.Y.Min, pl.Y.Max = 0, max(pl.Y.Max*1.15, 1)
	for _, st := range []*text.Style{&pl.Title.TextStyle, &pl.X.Tick.Label, &pl.Y.Tick.Label} {
		sans(st)
	}
	c := vgimg.New(vg.Points(float64(w)*0.75), vg.Points(float64(h)*0.75))
	pl.Draw(draw.New(c))
	return c.Image()
}

// sans sets a chart text in the sans-serif face of the app rather than
// the plotting library's default serif.
func sans(st *text.Style) { st.Font.Variant = "Sans" }

// plotColor is the bars' colour: the blue of the app's highlights.
var plotColor = color.NRGBA{0x2f, 0x6f, 0xdf, 0xff}
