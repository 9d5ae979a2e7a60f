package eternitysolveui

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/safefile"
	solver "plateau/solvers/eternity"
)

// writeCSV writes a comparison as CSV with exact figures (milliseconds
// with three decimals, whole node counts), for a spreadsheet or a
// report: the dialog's table rounds them for reading. A configuration
// that found no solution leaves the first solution's columns empty.
func writeCSV(w io.Writer, rows []solver.Row) error {
	c := csv.NewWriter(w)
	_ = c.Write([]string{"configuration", "complete", "first_solution_ms", "nodes_to_first", "solutions", "nodes", "total_ms"})
	ms := func(d time.Duration) string { return strconv.FormatFloat(d.Seconds()*1000, 'f', 3, 64) }
	for _, r := range rows {
		first, firstNodes := "", ""
		if r.Solutions > 0 {
			first, firstNodes = ms(r.FirstSolutionTime), strconv.FormatInt(r.FirstSolutionNodes, 10)
		}
		_ = c.Write([]string{r.Config.String(), strconv.FormatBool(r.Complete), first, firstNodes,
			strconv.FormatInt(r.Solutions, 10), strconv.FormatInt(r.Nodes, 10), ms(r.Time)})
	}
	c.Flush()
	return c.Error()
}

// saveCSV asks where to write the comparison as CSV (beside the design,
// named after it, when it has a file), and offers to open
// the file once written.
func (p *Panel) saveCSV(rows []solver.Row) {
	beside := kit.Beside(p.w.Document(), lang.L("comparison.csv"), "-"+lang.L("comparison")+".csv")
	p.w.Kit().ExportWith(lang.L("Save the comparison"), beside, []string{".csv"},
		func(path string) error {
			return safefile.Write(path, func(w io.Writer) error { return writeCSV(w, rows) })
		},
		func(path string) {
			p.w.Status().SetMessageFile(fmt.Sprintf(lang.L("Saved %s"), path), path)
		})
}
