package momentumui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	game "plateau/games/momentum"
)

// The arrow keys and the keypad's digits slide the piece of the person to
// act; a slide that cannot be played changes nothing and says why.
func TestKeysSlide(t *testing.T) {
	tests := []struct {
		name    string
		before  []game.Action // played first
		key     fyne.KeyName  // or
		r       rune
		want    game.Cell // where P1 ends; the start (1,1) when refused
		message string    // in the status bar
	}{
		{name: "right arrow", key: fyne.KeyRight, want: game.Cell{X: 2, Y: 1}, message: "slid east"},
		{name: "down arrow", key: fyne.KeyDown, want: game.Cell{X: 1, Y: 2}, message: "slid south"},
		{name: "keypad 6", r: '6', want: game.Cell{X: 2, Y: 1}, message: "slid east"},
		{name: "keypad 8", r: '8', want: game.Cell{X: 1, Y: 0}, message: "slid north"},
		{name: "diagonal at momentum 1", key: fyne.KeyPageDown, want: game.Cell{X: 1, Y: 1}, message: "needs momentum 2"},
		{name: "keypad 3 at momentum 1", r: '3', want: game.Cell{X: 1, Y: 1}, message: "needs momentum 2"},
		{name: "construction phase", before: []game.Action{game.Move(game.E), game.Move(game.W)}, key: fyne.KeyLeft,
			want: game.Cell{X: 2, Y: 1}, message: "Construction phase"},
		{name: "other rune", r: 'x', want: game.Cell{X: 1, Y: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			for _, a := range tt.before {
				ws.play(a)
			}
			moves := len(ws.g.Moves())
			if tt.key != "" {
				if !ws.view.OnKey(&fyne.KeyEvent{Name: tt.key}) {
					t.Fatalf("%s not taken", tt.key)
				}
			} else {
				ws.view.OnRune(tt.r)
			}
			if got := ws.g.Pos(game.P1); got != tt.want {
				t.Errorf("P1 on %v, want %v", got, tt.want)
			}
			refused := tt.want == (game.Cell{X: 1, Y: 1}) || tt.before != nil
			if refused && len(ws.g.Moves()) != moves {
				t.Errorf("a refused key played: moves %v", ws.g.Moves())
			}
			if !strings.Contains(ws.status.Message(), tt.message) {
				t.Errorf("status %q, want it to say %q", ws.status.Message(), tt.message)
			}
		})
	}
}

// Keys the board does not use go on to the window: Space steps, Escape
// stops.
func TestOtherKeysPassThrough(t *testing.T) {
	ws := newTestWorkspace(t, "")
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyEscape, fyne.KeyReturn} {
		if ws.view.OnKey(&fyne.KeyEvent{Name: k}) {
			t.Errorf("the board keeps %s", k)
		}
	}
}

// With nothing focused the window hands the keys to the workspace's Keys:
// they slide as on the board.
func TestWindowKeysSlide(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyRight})
	ws.Keys().Rune('2')
	if got := ws.g.Pos(game.P2); len(ws.g.Moves()) != 2 || got != (game.Cell{X: 6, Y: 3}) {
		t.Errorf("moves %v, P2 on %v: want P1 east then P2 south to (6,3)", ws.g.Moves(), got)
	}
}
