package eternitysolveui

import (
	"context"
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
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
	workers, _ := strconv.Atoi(p.workers.Selected)
	opt := solver.Options{Workers: workers, Hints: hints(d.Board), Limit: p.timeLimit()} // the limit bounds each configuration
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
		return err
	}
	_ = st.Run(lang.L("Comparing solvers"), job, func(error) {
		_ = p.w.ShowBoard(nil)
		p.rows = rows
		if len(rows) > 0 {
			p.showTable(rows)
		}
	})
}

// showTable shows the rows as the seed's table and a chart of total time.
func (p *Panel) showTable(rows []solver.Row) {
	head := []string{"#", lang.L("Configuration"), lang.L("First solution"), lang.L("Nodes to first"),
		lang.L("Solutions"), lang.L("Nodes"), lang.L("Total time")}
	table := widget.NewTable(func() (int, int) { return len(rows) + 1, len(head) },
		func() fyne.CanvasObject { return widget.NewLabel("rowscan pessimistic/lexi boco corolle 2") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(tableCell(rows, head, id.Row, id.Col))
		})
	widths := []float32{36, 330, 110, 110, 90, 90, 100}
	for i, wd := range widths {
		table.SetColumnWidth(i, wd)
	}
	chart := canvas.NewImageFromImage(timeChart(rows, 860, 260))
	chart.FillMode = canvas.ImageFillContain
	chart.SetMinSize(fyne.NewSize(860, 260))
	content := container.NewBorder(nil, chart, nil, nil, table)
	d := dialog.NewCustom(lang.L("Solver comparison"), lang.L("Close"), content, p.w.Window())
	d.Resize(fyne.NewSize(900, 620))
	d.Show()
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
	return kit.Duration(row.Time)
}

// timeChart draws the total time of each configuration as bars.
func timeChart(rows []solver.Row, w, h int) image.Image {
	pl := plot.New()
	pl.Title.Text = lang.L("Total time (ms), by configuration number")
	vals := make(plotter.Values, len(rows))
	labels := make([]string, len(rows))
	for i, r := range rows {
		vals[i] = float64(r.Time.Milliseconds())
		labels[i] = strconv.Itoa(i + 1)
	}
	bars, err := plotter.NewBarChart(vals, vg.Points(24))
	if err == nil {
		bars.Color = plotColor
		pl.Add(bars)
		pl.NominalX(labels...)
	}
	c := vgimg.New(vg.Points(float64(w)*0.75), vg.Points(float64(h)*0.75))
	pl.Draw(draw.New(c))
	return c.Image()
}

// plotColor is the bars' colour: the blue of the app's highlights.
var plotColor = color.NRGBA{0x2f, 0x6f, 0xdf, 0xff}
