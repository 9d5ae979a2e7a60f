package dicewarsui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/render/paint"
)

// benchWorkspace returns a workspace with a territory selected and the
// pointer on one of its targets: the overlay at its busiest.
func benchWorkspace(b *testing.B) *Workspace {
	a := test.NewTempApp(b)
	ws := New(&kit.Kit{App: a, Window: test.NewTempWindow(b, nil), Files: stubFiles{}})
	pos := ws.g.Position()
	for from := 0; from < pos.Map.N(); from++ {
		if m := pos.Attackable(from); m != 0 {
			ws.selected = from
			break
		}
	}
	return ws
}

// BenchmarkPaintHover is a repaint for a hover: copy the cached map layer,
// paint the overlay and the odds.
func BenchmarkPaintHover(b *testing.B) {
	ws := benchWorkspace(b)
	r := paint.NewRaster(760, 700)
	ws.paint(r) // fills the cache
	for b.Loop() {
		ws.paint(r)
	}
}

// BenchmarkPaintLayer is the slow layer painted once per change of hands
// (off the UI goroutine) or per resize.
func BenchmarkPaintLayer(b *testing.B) {
	ws := benchWorkspace(b)
	pos := ws.g.Position()
	l := ws.layoutFor(760, 700)
	for b.Loop() {
		paintLayer(l, &pos, 760, 700)
	}
}
