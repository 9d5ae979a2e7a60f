package eternitysolveui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

// action is one of the panel's buttons, by its name.
type action struct {
	name string
	do   func(*Panel)
}

// searches are the panel's buttons that search the design.
var searches = []action{
	{"Solve", (*Panel).Run},
	{"Check unique", (*Panel).CheckUnique},
	{"Make unique", (*Panel).MakeUnique},
}

// A double-click's second click lands where the first did: the panel's
// controls stay put when an action shows its board or its answer ("Showing
// the solver's board." above them pushed them a line down, and the second
// click of Solve ticked "All solutions", that of Make unique ran Solve).
func TestSolverControlsStayPutWhenAnActionEnds(t *testing.T) {
	for _, tc := range searches {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			at := func(o fyne.CanvasObject) fyne.Position {
				return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			}
			controls := map[string]fyne.CanvasObject{"All solutions": p.all, "Check unique": p.unique, "Make unique": p.makeUnique}
			before := map[string]fyne.Position{}
			for name, o := range controls {
				before[name] = at(o)
			}
			tc.do(p)
			waitIdle(t, w.Status(), 30*time.Second)
			for name, o := range controls {
				if now := at(o); now != before[name] {
					t.Errorf("%s moved from %v to %v", name, before[name], now)
				}
			}
		})
	}
}
