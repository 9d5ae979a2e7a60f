package dicewarsui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// The map exports from the toolbar's menu as PNG and SVG, and Ctrl+P (the
// workspace's Keys) writes the PDF, beside the game's file under its name;
// each file is the position on the map, titled with the round and whose
// turn it is, with a legend of the players, on the paper of Settings.
func TestExportTheMap(t *testing.T) {
	dir := t.TempDir()
	ws, idle := newTestWorkspace(t, "")
	ws.k.Prefs().SetString(kit.PrefPaper, "a4")
	files := &kittest.Files{}
	ws.k.Files = files
	ws.doc.Opened(filepath.Join(dir, "evening.json"))
	pos := ws.g.Position()
	kittest.CheckBoardExport(t, dir, kittest.BoardExport{
		Files: files, Loop: idle.loop, Status: ws.status,
		Ask: ws.export.Ask, Print: ws.Keys().Print, Beside: filepath.Join(dir, "evening"), Paper: paint.A4,
		Texts: []string{"evening — round 1, turn 1: Blue (you) to play",
			"Blue (you) · 8 territories · 32 dice", "Yellow (Bourgeoise) · 8 territories · 32 dice",
			"Crimson (Dijkstra) · 7 territories · 28 dice", "Cyan (Expert) · 7 territories · 28 dice"},
		More: func(t testing.TB, f paint.Format, data []byte) {
			if f != paint.FormatSVG {
				return
			}
			// every territory holds 4 dice at the start, each written by its stack
			if got := strings.Count(string(data), ">4</text>"); got != pos.Map.N() {
				t.Errorf("svg: %d counts of 4 dice for %d territories", got, pos.Map.N())
			}
			for p := range pos.Players {
				c := rd.PlayerColor(p)
				if !strings.Contains(string(data), fmt.Sprintf(`fill="#%02x%02x%02x"`, c.R, c.G, c.B)) {
					t.Errorf("svg: nothing in player %d's colour", p)
				}
			}
		},
	})
}
