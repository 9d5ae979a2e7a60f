package dicewarsui

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"plateau/render/paint"
)

// The white figures of the odds and of the battle's sums can be read on
// their badges: a contrast of 4.5 (the amber odds had 3.6, the green 4.4).
func TestBadgeFiguresReadable(t *testing.T) {
	for _, tc := range []struct {
		name string
		bg   color.Color
	}{
		{"a likely win", oddsColor(0.9)},
		{"a toss-up", oddsColor(0.5)},
		{"a likely loss", oddsColor(0.1)},
		{"the winning sum", winColor},
		{"the losing sum", loseColor},
	} {
		if c := paint.Contrast(color.White, tc.bg); c < 4.5 {
			t.Errorf("%s: white on its badge has a contrast of %.2f, want 4.5", tc.name, c)
		}
	}
}

// A player who is out keeps a row written in the text's colour, in
// italics after "out ·": in the disabled grey of before it had a
// contrast of 2.8 on the light background.
func TestEliminatedRowReadable(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	pos := ws.g.Position()
	const out = 2
	pos.Own[out] = 0 // no land left
	ws.panel.updatePlayers(&pos)
	for pl := range pos.Players {
		r := ws.panel.rows[pl].name
		if r.Importance != widget.MediumImportance {
			t.Errorf("player %d's row has importance %v, want the text's colour", pl, r.Importance)
		}
		if isOut := pl == out; r.TextStyle.Italic != isOut || strings.HasPrefix(r.Text, "out · ") != isOut {
			t.Errorf("player %d (out: %v): the row reads %q, italic %v", pl, isOut, r.Text, r.TextStyle.Italic)
		}
	}
}

// The map's dice counts grow with the interface size although the map
// shrinks: at the larger size the side panel is wider, the hexagons
// smaller, and counts sized by them alone got smaller too.
func TestCountsGrowWithTheInterfaceSize(t *testing.T) {
	count := map[string]float64{}
	for _, size := range []string{"", "larger"} {
		ws := sizedWorkspace(t, size)
		ws.k.Window.Canvas().Capture()
		l := ws.layout()
		count[size] = l.LabelSize(0.95, 9)
		t.Logf("%q size: hexagons of %.1f px, counts %.1f px high", size, l.R, count[size])
	}
	if count["larger"] < count[""]*1.2 {
		t.Errorf("counts %.1f px high at the larger size, %.1f at the normal one: want 1.2 times or more", count["larger"], count[""])
	}
}
