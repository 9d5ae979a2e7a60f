package eternityui

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/render/paint"
)

var (
	shot     = flag.String("shot", "", "write a picture of the workspace to this PNG file")
	shotFile = flag.String("shotfile", "", "open this design before taking the picture")
	shotSize = flag.String("shotsize", "1280x800", "window size for -shot")
	scene    = flag.String("shotscene", "", "state to show: drag, paint, blank or solved")
)

// setScene puts the workspace in a state worth looking at.
func setScene(t *testing.T, h *harness, name string) {
	ws := h.ws
	sol := sampleSolution(t)
	switch name {
	case "drag":
		for i := 0; i < 14; i++ {
			x, y := i%6, i/6
			pl := sol.At(x, y)
			_ = ws.MovePiece(pl.Piece, x, y)
		}
		_ = ws.TurnPiece(sol.At(3, 1).Piece, 1)
		from := h.slotOf(sol.At(3, 3).Piece)
		ws.dragged(from.Add(paint.Pt{X: -180, Y: 60}), paint.Pt{X: -180, Y: 60}, 0, 0)
	case "paint":
		_ = ws.NewBlank(8, 6)
		ws.AddColor(false)
		q := ws.layout().CellSquare(3, 2)
		h.tap(paint.Pt{X: q.Min.X + q.Size*0.9, Y: q.Center().Y})
		ws.moved(paint.Pt{X: q.Center().X, Y: q.Min.Y + q.Size*0.9}, 0)
	case "blank":
		_ = ws.NewBlank(5, 5)
		ws.ShowProblem(0)
	case "generate":
		ws.generateDialog()
	case "new":
		ws.newDialog()
	case "export":
		ws.tools.showExportMenu()
	case "solved":
		_ = ws.ApplyBoard(sol)
		ws.selected = sol.At(1, 1).Piece
		ws.refresh()
	}
}

// TestShot draws the workspace in a window laid out like the shell's (a
// navigation list on the left), for looking at it before it is wired in:
// go test -tags ci ./app/eternityui/ -run Shot -shot /tmp/eternity.png
func TestShot(t *testing.T) {
	if *shot == "" {
		t.Skip("no -shot file")
	}
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DefaultTheme())
	win := test.NewTempWindow(t, nil)
	ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{}})
	if *shotFile != "" {
		if err := ws.OpenPath(*shotFile); err != nil {
			t.Fatal(err)
		}
	}
	nav := widget.NewList(func() int { return 6 }, func() fyne.CanvasObject { return widget.NewLabel("Workspace") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText([]string{"Home", "Weave", "Momentum", "Dice Wars", "Eternity", "Rikudo"}[i])
		})
	split := container.NewHSplit(nav, ws.Content())
	split.SetOffset(0.13)
	win.SetContent(split)
	var w, h int
	if _, err := fmt.Sscanf(*shotSize, "%dx%d", &w, &h); err != nil {
		t.Fatal(err)
	}
	win.Resize(fyne.NewSize(float32(w), float32(h)))
	ws.view.Refresh()
	setScene(t, &harness{t: t, ws: ws, win: win}, *scene)
	f, err := os.Create(*shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
