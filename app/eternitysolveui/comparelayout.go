package eternitysolveui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// tableRowsKept is how many rows of the comparison table, its heading
// among them, stay in view however short the dialog: the chart gives up
// its height first, then the dialog scrolls.
const tableRowsKept = 4

// tableOverChart lays the comparison table over its chart: the chart
// chartHeight high when the dialog has the room, else half the height
// (down to its minimum), the table the rest but never fewer than
// tableRowsKept rows; and the table's columns as wide as it, the
// configuration's narrower if need be (its names cut with an ellipsis)
// rather than the last one cut off. rows is the number of rows under the
// heading.
type tableOverChart struct {
	table *widget.Table
	rows  int
}

func (l tableOverChart) MinSize(objs []fyne.CanvasObject) fyne.Size {
	t, c := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(t.Width, c.Width), l.tableMin()+theme.Padding()+c.Height)
}

// tableMin is the height of the table's heading and first rows, as many
// as tableRowsKept or all there are.
func (l tableOverChart) tableMin() float32 {
	pad := theme.Padding()
	n := float32(min(l.rows+1, tableRowsKept))
	// the table's minimum is its sticky heading and one row
	row := (l.table.MinSize().Height - pad) / 2
	return n*row + (n-1)*pad
}

func (l tableOverChart) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	ch := min(chartHeight*kit.UIScale(), max(objs[1].MinSize().Height, (size.Height-pad)/2))
	ch = max(min(ch, size.Height-l.tableMin()-pad), 0)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, max(size.Height-ch-pad, 0)))
	objs[1].Move(fyne.NewPos(0, size.Height-ch))
	objs[1].Resize(fyne.NewSize(size.Width, ch))
	for i, wd := range fitColumns(compareColumns(), size.Width) {
		l.table.SetColumnWidth(i, wd)
	}
}
