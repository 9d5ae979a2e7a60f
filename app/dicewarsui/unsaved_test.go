package dicewarsui

import (
	"path/filepath"
	"testing"

	"plateau/app/kit/kittest"
)

// A game in progress with a person at the map is unsaved work until saved;
// New and Open ask before replacing it; a game of computers alone is not.
func TestUnsavedGameIsAskedAbout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	ws, _ := newTestWorkspace(t, path)
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("the opening game counts as unsaved: %q", u)
	}
	from, to := firstAttack(t, ws.g)
	if _, err := ws.g.Attack(from, to); err != nil {
		t.Fatal(err)
	}
	if ws.Unsaved() == "" {
		t.Fatal("an attack played is not unsaved")
	}
	ws.Keys().New()
	kittest.TapDialogButton(t, ws.k.Window, "Cancel")
	if len(ws.g.Moves()) != 1 {
		t.Fatalf("Cancel lost the game: %d moves", len(ws.g.Moves()))
	}
	ws.Keys().Save()
	if u := ws.Unsaved(); u != "" {
		t.Errorf("saved, still unsaved: %q", u)
	}
	if _, err := ws.g.EndTurn(); err != nil {
		t.Fatal(err)
	}
	ws.Keys().Open()
	kittest.TapDialogButton(t, ws.k.Window, "Discard")
	if len(ws.g.Moves()) != 1 || ws.Unsaved() != "" {
		t.Errorf("after Discard and Open: %d moves, unsaved %q", len(ws.g.Moves()), ws.Unsaved())
	}
	ws.seats[0] = "chaos" // nobody at the map now
	if _, err := ws.g.EndTurn(); err != nil {
		t.Fatal(err)
	}
	if u := ws.Unsaved(); u != "" {
		t.Errorf("a game of computers counts as unsaved: %q", u)
	}
}

// A game in progress kept when Plateau stopped comes back unsaved, as the
// game of its file.
func TestRecoverKeptGame(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	from, to := firstAttack(t, ws.g)
	if _, err := ws.g.Attack(from, to); err != nil {
		t.Fatal(err)
	}
	fresh, _ := newTestWorkspace(t, "")
	kittest.CheckRecover(t, ws, fresh, filepath.Join(t.TempDir(), "mine.json"))
}
