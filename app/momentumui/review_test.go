package momentumui

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// playActions plays n legal actions between the two people at the board,
// the same ones at every run, and returns them.
func playActions(t *testing.T, ws *Workspace, n int) []game.Action {
	t.Helper()
	for i := range n {
		if ws.g.Over() {
			t.Fatalf("the game ended after %d actions, want %d", i, n)
		}
		acts := ws.g.LegalActions(nil)
		ws.play(acts[(i*7)%len(acts)])
	}
	return ws.g.Moves()
}

// fileMoves reads the moves of the game file at path.
func fileMoves(t *testing.T, path string) []game.Action {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	_, rec, err := game.LoadGame(f, checkSeat)
	if err != nil {
		t.Fatal(err)
	}
	return rec.Moves
}

// TestLookingBackThroughASavedGameIsNoEdit: a saved game opened and
// stepped back through with Undo is still the saved game, so nothing asks
// to save it, and Save (the question's, or Ctrl+S) writes the whole game,
// leaving the board where it was looked at. It counted as unsaved, and
// Save cut the moves after the position looked at off the file (all of
// them from the first move). A new move played after stepping back drops
// the moves after it: that is an edit, and Save writes the new line.
func TestLookingBackThroughASavedGameIsNoEdit(t *testing.T) {
	const played = 24
	back := func(ws *Workspace, n int) {
		for range n {
			ws.Keys().Undo()
		}
	}
	for _, tc := range []struct {
		name string
		// do steps through the game of all its actions, and returns the
		// line the game then is
		do      func(ws *Workspace, all []game.Action) []game.Action
		unsaved bool
		ply     int // the position the board shows, before and after Save
	}{
		{"six actions back", func(ws *Workspace, all []game.Action) []game.Action {
			back(ws, 6)
			return all
		}, false, played - 6},
		{"back to the first move", func(ws *Workspace, all []game.Action) []game.Action {
			for ws.g.Ply() > 0 { // the toolbar's "Back to the first move"
				ws.Undo()
			}
			return all
		}, false, 0},
		{"back and forward again", func(ws *Workspace, all []game.Action) []game.Action {
			back(ws, 6)
			for range 3 {
				ws.Keys().Redo()
			}
			return all
		}, false, played - 3},
		{"a new move after stepping back", func(ws *Workspace, all []game.Action) []game.Action {
			back(ws, 6)
			acts := ws.g.LegalActions(nil)
			a := acts[len(acts)-1]
			if a == all[played-6] {
				a = acts[0]
			}
			ws.play(a)
			return append(all[:played-6:played-6], a)
		}, true, played - 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.json")
			ws := newTestWorkspace(t, "")
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			all := playActions(t, ws, played)
			if err := ws.SavePath(path); err != nil {
				t.Fatal(err)
			}
			if err := ws.OpenPath(path); err != nil {
				t.Fatal(err)
			}
			want := tc.do(ws, all)
			if got := ws.Unsaved() != ""; got != tc.unsaved {
				t.Errorf("unsaved %q, want unsaved %v", ws.Unsaved(), tc.unsaved)
			}
			saved := false
			ws.SaveThen(func() { saved = true })
			got := fileMoves(t, path)
			if !saved || !slices.Equal(got, want) {
				t.Errorf("saved %v: the file holds %d moves, want the whole line of %d", saved, len(got), len(want))
			}
			if ws.g.Ply() != tc.ply || ws.Unsaved() != "" {
				t.Errorf("after Save: the board at ply %d, unsaved %q; want ply %d, saved", ws.g.Ply(), ws.Unsaved(), tc.ply)
			}
			if n := ws.k.Files.(*kittest.Files).Saves; n != 0 {
				t.Errorf("Save asked where %d times: the game has its file", n)
			}
		})
	}
}

// TestRecoveryKeepsTheWholeGame: a game not saved, stepped back through
// when Plateau stops, comes back whole: the recovery kept the position
// looked at, and the actions after it were lost with the redo list.
func TestRecoveryKeepsTheWholeGame(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	all := playActions(t, ws, 10)
	for range 4 {
		ws.Undo()
	}
	fresh := newTestWorkspace(t, "")
	doc := filepath.Join(t.TempDir(), "mine.json")
	kittest.CheckRecover(t, ws, fresh, doc)
	if got := fresh.g.Moves(); !slices.Equal(got, all) {
		t.Errorf("recovered %d actions, want the %d of the game", len(got), len(all))
	}
	if got := fileMoves(t, doc); !slices.Equal(got, all) {
		t.Errorf("saved once recovered: %d actions, want %d", len(got), len(all))
	}
}

// TestAFinishedGameLookedBackAtStaysFinished: a finished game is no work
// to save (Unsaved); stepped back through, it is the same finished game,
// not a game in progress that asks to be saved.
func TestAFinishedGameLookedBackAtStaysFinished(t *testing.T) {
	ws := newTestWorkspace(t, "")
	for _, a := range []game.Action{game.Move(game.W), game.Move(game.E), game.Build(1, 2), game.Build(6, 1),
		game.Move(game.S)} { // P2 enters its own camp
		ws.play(a)
	}
	if !ws.g.Over() || ws.Unsaved() != "" {
		t.Fatalf("over %v, unsaved %q; want a finished game, not asked about", ws.g.Over(), ws.Unsaved())
	}
	ws.Undo()
	ws.Undo()
	if u := ws.Unsaved(); u != "" {
		t.Errorf("stepped back two actions: unsaved %q", u)
	}
}
