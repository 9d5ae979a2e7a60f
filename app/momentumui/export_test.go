package momentumui

import (
	"path/filepath"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
	"plateau/render/paint"
)

// The board exports from the toolbar's menu as PNG and SVG, and Ctrl+P
// (the workspace's Keys) writes the PDF, beside the game's file under its
// name; each file is the position on the board, titled with whose turn
// it is, with a line for each player, on the paper of Settings.
func TestExportTheBoard(t *testing.T) {
	dir := t.TempDir()
	ws := newTestWorkspace(t, "")
	ws.k.Prefs().SetString(kit.PrefPaper, "letter")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	ws.play(game.Move(game.E)) // P1 slides from (1,1) to (2,1), momentum 2
	ws.doc.Opened(filepath.Join(dir, "duel.json"))
	kittest.CheckBoardExport(t, dir, kittest.BoardExport{
		Files: ws.k.Files.(*kittest.Files), Loop: loop, Status: ws.status,
		Ask: ws.export.Ask, Print: ws.Keys().Print, Beside: filepath.Join(dir, "duel"), Paper: paint.Letter,
		Texts: []string{"duel — turn 1, movement phase: P2 to act",
			"P1 · Human · on (2,1) · momentum 2", "P2 · Human · on (6,2) · momentum 1"},
	})
}
