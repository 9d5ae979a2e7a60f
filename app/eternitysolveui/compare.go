package eternitysolveui

import (
	"context"
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
	// said before the choices are made, not after Run dropped them
	if p.busy(p.compareDialog) {
		return
	}
	checks := make([]*kit.Check, len(presets))
	var items []fyne.CanvasObject
	for i, c := range presets {
		checks[i] = kit.NewCheck(configLabel(c), nil)
		checks[i].SetChecked(i == 0 || i == 5 || c == solver.Default)
		items = append(items, checks[i])
	}
	note := widget.NewLabel(lang.L("Each configuration counts all solutions of the puzzle on the board, one after the other."))
	note.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(note, nil, nil, nil, container.NewVScroll(container.NewVBox(items...)))
	d := kit.NewCustomConfirm(lang.L("Compare solvers"), lang.L("Run"), lang.L("Cancel"), content, func(ok bool) {
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
	if len(configs) == 0 || p.busy(func() { p.Compare(configs) }) {
		return
	}
	st := p.w.Status()
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
		return fmt.Sprintf(lang.L("Compared: #%d, %s, in %s."), fast+1, configLabel(rows[fast].Config), kit.Duration(rows[fast].Time))
	}
	ratio := rows[slow].Time.Seconds() / max(rows[fast].Time.Seconds(), 1e-6)
	return fmt.Sprintf(lang.L("Fastest: #%d, %s, in %s; %s times faster than #%d."),
		fast+1, configLabel(rows[fast].Config), kit.Duration(rows[fast].Time), kit.Decimal(ratio, 1), slow+1)
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
	// Save sits above the table, not among the dialog's buttons, so that
	// Enter and Escape keep closing the dialog.
	save := kit.NewButton(lang.L("Save as CSV…"), theme.DocumentSaveIcon(), func() { p.saveCSV(rows) })
	// The heading stays in view as the rows scroll under it; in a short
	// window the table and the chart scroll together, the table kept a
	// few rows high, where it had shrunk to its heading alone.
	table.StickyRowCount = 1
	content := container.NewVScroll(container.NewBorder(container.NewHBox(layout.NewSpacer(), save), nil, nil, nil,
		container.New(tableOverChart{table, len(rows)}, table, newTimeChart(rows))))
	win := p.w.Window()
	d := kit.NewCustom(lang.L("Solver comparison"), lang.L("Close"), content, win)
	// at Large and Larger the dialog was larger than the window, its
	// edges cut off
	kit.FitDialog(d, fyne.NewSize(900, 620), win)
	d.Show()
}

// fitColumns narrows the configuration's column (the second) of widths
// so that the columns, each followed by a padding, take at most room,
// but not below 30% of its width (at Larger in a 1024 px window it
// takes that).
func fitColumns(widths []float32, room float32) []float32 {
	total := float32(0)
	for _, wd := range widths {
		total += wd + theme.Padding()
	}
	if over := total - room; over > 0 {
		widths[1] = max(widths[1]-over, widths[1]*0.3)
	}
	return widths
}

// compareColumns are the widths of the comparison table's columns: as
// wide as the dialog's content at most (beyond, the last column was cut
// off), and grown with the interface size, whose larger text cut the
// headings.
func compareColumns() []float32 {
	// the configuration's as wide as its longest French name, "nodes to
	// first" as its French heading, the counts no wider than they need
	widths := []float32{36, 305, 110, 130, 85, 70, 100}
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
			return configLabel(row.Config) + " " + lang.L("(stopped)")
		}
		return configLabel(row.Config)
	case 2, 3:
		switch {
		case row.Solutions == 0:
			return "—" // none found: a time or count here would read as one
		case c == 2:
			return kit.Duration(row.FirstSolutionTime)
		}
		return kit.Human(float64(row.FirstSolutionNodes))
	case 4:
		return kit.Int(int(row.Solutions))
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
