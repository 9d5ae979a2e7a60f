package momentumui

import (
	"testing"

	"plateau/app/kit"
	game "plateau/games/momentum"
)

// In French the players are J1 and J2 (joueur) and the move list writes
// the compass letters the French way (O for ouest: SO, O, NO); English
// keeps P1, P2 and its letters, and so do files (Action.String).
func TestPlayersAndMovesInFrench(t *testing.T) {
	for _, tt := range []struct {
		lang         string
		p1, p2       string
		dirs         [8]string
		build, wreck string
	}{
		{"en", "P1", "P2", [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}, "+3,2", "x3,2"},
		{"fr", "J1", "J2", [8]string{"N", "NE", "E", "SE", "S", "SO", "O", "NO"}, "+3,2", "x3,2"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			kit.SetLanguage(tt.lang)
			defer kit.SetLanguage("")
			if got := playerText(game.P1); got != tt.p1 {
				t.Errorf("P1 shows as %q, want %q", got, tt.p1)
			}
			if got := playerText(game.P2); got != tt.p2 {
				t.Errorf("P2 shows as %q, want %q", got, tt.p2)
			}
			for d, want := range tt.dirs {
				a := game.Move(game.Dir(d))
				if got := actionNotation(a); got != want {
					t.Errorf("move %v shows as %q, want %q", a, got, want)
				}
			}
			if got := actionNotation(game.Build(3, 2)); got != tt.build {
				t.Errorf("a build shows as %q, want %q", got, tt.build)
			}
			if got := actionNotation(game.Destroy(3, 2)); got != tt.wreck {
				t.Errorf("a destroy shows as %q, want %q", got, tt.wreck)
			}
		})
	}
}

// The panel, the move list and the status bar say J1 and J2 in French,
// with the French compass letters, while the game keeps its English
// notation.
func TestPanelInFrench(t *testing.T) {
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	ws := newTestWorkspace(t, "")
	for _, a := range []game.Action{
		game.Move(game.W), game.Move(game.W), // J1 to (0,1), J2 to (5,2), momentum 2
		game.Build(1, 1), game.Build(6, 2),
		game.Move(game.NW), // turn 2: J2 first, diagonally to (4,1)
	} {
		ws.play(a)
	}
	want := []string{"Tour 1 : J1 O", "Tour 1 : J2 O", "Tour 1 : J1 +1,1", "Tour 1 : J2 +6,2", "Tour 2 : J2 NO"}
	if len(ws.panel.list) != len(want) {
		t.Fatalf("move list %q, want %q", ws.panel.list, want)
	}
	for i := range want {
		if ws.panel.list[i] != want[i] {
			t.Errorf("move %d shows %q, want %q", i+1, ws.panel.list[i], want[i])
		}
	}
	if got, want := ws.panel.players[0].Text, "J1 · Humain · momentum 2"; got != want {
		t.Errorf("player row %q, want %q", got, want)
	}
	if got, want := ws.panel.turn.Text, "Tour 2 sur 200, phase de déplacement : à J1 de jouer"; got != want {
		t.Errorf("turn %q, want %q", got, want)
	}
	if got, want := ws.status.Message(), "J2 a glissé vers le nord-ouest jusqu'en (4,1) : momentum 1"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if got := ws.g.Moves()[4].String(); got != "NW" {
		t.Errorf("the game writes the move %q, want NW", got)
	}
}
