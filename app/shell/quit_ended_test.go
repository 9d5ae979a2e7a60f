package shell

import (
	"path/filepath"
	"testing"

	"plateau/app/dicewarsui"
	"plateau/app/kit/kittest"
	dw "plateau/games/dicewars"
)

// The quit question's Save saves the work the question named, even when
// it no longer counts as unsaved by the time Save is pressed: a Dice Wars
// game that ended while the question was up (the computer plays on behind
// it) was skipped, and Plateau quit without it, no file written.
func TestQuitSaveKeepsAGameThatEndedMeanwhile(t *testing.T) {
	s, w := newTestShell(t)
	path := filepath.Join(t.TempDir(), "game.json")
	files := &kittest.Files{Path: path}
	s.kit.Files = files
	_ = s.Show("dicewars")
	di := s.workspace("dicewars").(*dicewarsui.Workspace)
	o := dw.Options{Cols: 12, Rows: 12, Territories: 8, Players: 2}
	if err := di.NewGame(o, []dicewarsui.Seat{dicewarsui.Human, dicewarsui.Human}, 7); err != nil {
		t.Fatal(err)
	}
	di.EndTurn()
	if di.Unsaved() == "" {
		t.Fatal("the game in progress is not unsaved")
	}
	quit := false
	s.RequestQuit(func() { quit = true })
	// Behind the question the game goes on and ends (ending every turn
	// stands in for the computer's): nobody attacks for StallRounds rounds.
	for i := 0; !di.Game().Over() && i < 2*(dw.StallRounds+2); i++ {
		di.EndTurn()
	}
	if !di.Game().Over() || di.Unsaved() != "" {
		t.Fatalf("game over %v, unsaved %q: want over, and no longer unsaved", di.Game().Over(), di.Unsaved())
	}
	moves := len(di.Game().Moves())
	kittest.TapDialogButton(t, w, "Close") // the game's end, shown over the question
	kittest.TapDialogButton(t, w, "Save")
	if !quit || files.Saves != 1 || !exists(path) {
		t.Fatalf("after Save: quit %v, %d save dialogs, file written %v; want quit after saving it", quit, files.Saves, exists(path))
	}
	if err := di.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	if !di.Game().Over() || len(di.Game().Moves()) != moves {
		t.Errorf("the file holds %d moves, over %v; want the %d of the game, over", len(di.Game().Moves()), di.Game().Over(), moves)
	}
}
