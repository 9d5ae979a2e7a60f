package dicewarsui

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
)

// TestShots writes pictures of the workspace in several states to the
// folder $DICEWARS_SHOTS (skipped without it), at the size the shell gives
// a workspace in a 1280x800 window, or $DICEWARS_SIZE ("870x700"), in the
// appearance $DICEWARS_THEME ("light", "dark"), at the interface size
// $DICEWARS_UISIZE ("larger") and in the language $DICEWARS_LANG ("fr").
func TestShots(t *testing.T) {
	dir := os.Getenv("DICEWARS_SHOTS")
	if dir == "" {
		t.Skip("set DICEWARS_SHOTS=/tmp/dw to write pictures")
	}
	if l := os.Getenv("DICEWARS_LANG"); l != "" {
		kit.SetLanguage(l)
		defer kit.SetLanguage("")
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(kit.PrefTheme, os.Getenv("DICEWARS_THEME"))
	a.Preferences().SetString(kit.PrefSize, os.Getenv("DICEWARS_UISIZE"))
	a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
	win := test.NewTempWindow(t, nil)
	ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{}})
	idle := listenIdle(t, ws)
	win.SetContent(ws.Content())
	size := fyne.NewSize(1113, 800)
	if s := os.Getenv("DICEWARS_SIZE"); s != "" {
		var w, h float32
		if _, err := fmtSscanf(s, &w, &h); err == nil {
			size = fyne.NewSize(w, h)
		}
	}
	win.Resize(size)
	shot := func(name string) {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
	}
	shot("1-opening")
	ws.tabs.SelectIndex(1)
	shot("1b-history-start")
	ws.tabs.SelectIndex(0)

	from, to := firstAttack(t, ws.g)
	ws.Attack(from, to)
	from, to = firstAttack(t, ws.g)
	ws.clickTerritory(from)
	ws.hover(ws.layout().LabelPoint(to), 0)
	shot("2-battle-and-odds")
	ws.setNumbers(true)
	shot("2b-numbers")
	ws.setNumbers(false)

	ws.clearSelection()
	ws.SetSpeed(SpeedInstant)
	ws.EndTurn()
	waitIdle(t, idle)
	shot("3-after-computers")
	ws.tabs.SelectIndex(1)
	shot("4-log")

	tp := ws.tourney
	tp.games.SetText("40")
	tp.Run()
	waitIdle(t, idle)
	ws.tabs.SelectIndex(2)
	shot("5-tournament")
	scrollSide(ws, 1e6)
	shot("5b-tournament-chart")
	scrollSide(ws, 0)

	ws.tabs.SelectIndex(0)
	ws.newGameDialog()
	shot("6-new-game")
	win.Canvas().Overlays().Top().Hide()

	if err := ws.NewGame(dw.DefaultOptions(3), []Seat{"expert", "dijkstra", "bourgeoise"}, 3); err != nil {
		t.Fatal(err)
	}
	for !ws.g.Over() {
		waitIdle(t, idle)
	}
	shot("7-end")
}

// scrollSide scrolls the side panel to y (clamped to its end).
func scrollSide(ws *Workspace, y float32) {
	for _, o := range test.LaidOutObjects(ws.Content()) {
		if s, ok := o.(*container.Scroll); ok { // the side panel's, before the log's inside it
			y = min(y, max(0, s.Content.MinSize().Height-s.Size().Height))
			s.ScrollToOffset(fyne.NewPos(0, y))
			return
		}
	}
}

func fmtSscanf(s string, w, h *float32) (int, error) { return fmt.Sscanf(s, "%fx%f", w, h) }
