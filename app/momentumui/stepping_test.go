package momentumui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"

	game "plateau/games/momentum"
)

// ⏮ and ⏭ move through a long game in one go: the panel and the title are
// rebuilt once, not once per action (seconds of the UI goroutine in a game
// near its turn limit), and the board, the move list and the status end
// where one Undo or Redo per action left them.
func TestFirstAndLastMoveShowTheBoardOnce(t *testing.T) {
	const plies = 120
	for _, tc := range []struct {
		name    string
		setup   func(ws *Workspace)
		act     func(ws *Workspace)
		ply     int
		message string
	}{
		{"back to the first move", func(*Workspace) {}, (*Workspace).toFirst, 0,
			"Back to the first move: Space or Redo plays the actions again, one at a time."},
		{"forward to the last move", (*Workspace).toFirst, (*Workspace).toLast, plies, ""},
		{"forward from the middle", func(ws *Workspace) {
			for range plies / 2 {
				ws.Undo()
			}
		}, (*Workspace).toLast, plies, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			playLong(t, ws, plies)
			moves := ws.g.Moves()
			tc.setup(ws)
			shown := 0
			ws.k.Retitle = func() { shown++ }
			tc.act(ws)
			if shown != 1 {
				t.Errorf("the panel and title were rebuilt %d times, want once", shown)
			}
			if ws.g.Ply() != tc.ply || !slices.Equal(ws.line().Moves(), moves) {
				t.Errorf("at ply %d of a line of %d actions, want ply %d of the same %d", ws.g.Ply(), len(ws.line().Moves()), tc.ply, plies)
			}
			if want := moveListByReplay(t, ws.g); !slices.Equal(ws.panel.list, want) {
				t.Errorf("move list %d lines, first %q; replaying the game gives %d, first %q", len(ws.panel.list), first(ws.panel.list), len(want), first(want))
			}
			if tc.message == "" {
				a, _, by := ws.g.Played(ws.g.Ply() - 1)
				tc.message = actionText(ws.g, by, a)
			}
			if got := ws.status.Message(); got != tc.message {
				t.Errorf("status %q, want %q", got, tc.message)
			}
		})
	}
}

// moveListByReplay is the move list as replaying g from its start says it.
func moveListByReplay(t *testing.T, g *game.Game) []string {
	t.Helper()
	r := g.Clone()
	for r.Ply() > 0 {
		if err := r.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, a := range g.Moves() {
		out = append(out, fmt.Sprintf(lang.L("Turn %d: %v %v"), r.Turn(), playerText(r.ToMove()), actionNotation(a)))
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func first(l []string) string {
	if len(l) == 0 {
		return ""
	}
	return l[0]
}

// The panel's turn line counts up to the turn limit and says which turn is
// the last, in English and French: the draw at the limit came unannounced.
func TestTheTurnLineShowsTheLimit(t *testing.T) {
	for _, tc := range []struct {
		language string
		plies    int // two turns are 8 actions
		want     string
	}{
		{"en", 0, "Turn 1 of 3, movement phase: P1 to act"},
		{"en", 4, "Turn 2 of 3, movement phase: P2 to act"},
		{"en", 8, "Last turn (3 of 3), movement phase: P1 to act"},
		{"fr", 8, "Dernier tour (3 sur 3), phase de déplacement : à J1 de jouer"},
	} {
		t.Run(fmt.Sprintf("%s after %d", tc.language, tc.plies), func(t *testing.T) {
			kit.SetLanguage(tc.language)
			defer kit.SetLanguage("")
			ws := newTestWorkspace(t, "")
			o := game.DefaultOptions()
			o.TurnLimit = 3
			ws.NewGame(o, [2]Seat{Human, Human})
			playActions(t, ws, tc.plies)
			if got := ws.panel.turn.Text; got != tc.want {
				t.Errorf("turn line %q, want %q", got, tc.want)
			}
		})
	}
}

// The move list keeps the lines of the actions still played and writes
// the others: after stepping back and playing another action, and in a new
// game, it reads as replaying the game says.
func TestTheMoveListFollowsTheGame(t *testing.T) {
	for _, tc := range []struct {
		name string
		then func(t *testing.T, ws *Workspace)
	}{
		{"another action after stepping back", func(t *testing.T, ws *Workspace) {
			for range 3 {
				ws.Undo()
			}
			taken := ws.redo[len(ws.redo)-1]
			for _, a := range ws.g.LegalActions(nil) {
				if a != taken {
					ws.play(a)
					return
				}
			}
			t.Fatal("no other action")
		}},
		{"a new game", func(t *testing.T, ws *Workspace) {
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			playActions(t, ws, 5)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			playLong(t, ws, 40)
			tc.then(t, ws)
			if want := moveListByReplay(t, ws.g); !slices.Equal(ws.panel.list, want) {
				t.Errorf("move list %q,\nreplaying the game gives %q", ws.panel.list, want)
			}
		})
	}
}
