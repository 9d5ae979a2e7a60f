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
		{name: "construction phase: the cursor moves", before: []game.Action{game.Move(game.E), game.Move(game.W)}, key: fyne.KeyLeft,
			want: game.Cell{X: 2, Y: 1}, message: "(1,1): Enter to"},
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
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyEscape} {
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

// In the construction phase the arrows move a cursor from the piece and
// Enter plays the wall action there (Delete lowers a wall); Enter without
// a cursor plays the hint shown, or says how to choose.
func TestKeysBuildInTheConstructionPhase(t *testing.T) {
	tests := []struct {
		name    string
		keys    []fyne.KeyName
		hint    bool         // H pressed first
		mouse   bool         // the mouse moved after the keys, then Enter
		want    *game.Action // played; nil: nothing
		message string
	}{
		{name: "left then Enter builds", keys: []fyne.KeyName{fyne.KeyLeft, fyne.KeyReturn}, want: ptr(game.Build(1, 1))},
		{name: "keypad Enter too", keys: []fyne.KeyName{fyne.KeyUp, fyne.KeyEnter}, want: ptr(game.Build(2, 0))},
		{name: "the cursor stays on the board", keys: []fyne.KeyName{fyne.KeyUp, fyne.KeyUp, fyne.KeyUp, fyne.KeyReturn}, want: ptr(game.Build(2, 0))},
		{name: "Enter alone says how", keys: []fyne.KeyName{fyne.KeyReturn}, message: "move the cursor with the arrows"},
		{name: "Delete with no wall", keys: []fyne.KeyName{fyne.KeyLeft, fyne.KeyDelete}, message: "no wall you may lower"},
		{name: "Enter plays the hint", hint: true, keys: []fyne.KeyName{fyne.KeyReturn}},
		{name: "the mouse takes the cursor back", keys: []fyne.KeyName{fyne.KeyLeft}, mouse: true, message: "move the cursor with the arrows"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.play(game.Move(game.E))
			ws.play(game.Move(game.W))
			if ws.g.Phase() != game.Construction || ws.g.Pos(game.P1) != (game.Cell{X: 2, Y: 1}) {
				t.Fatalf("set-up: phase %v, P1 on %v", ws.g.Phase(), ws.g.Pos(game.P1))
			}
			want := tt.want
			if tt.hint {
				askHint(t, ws)
				want = ptr(ws.hinted)
			}
			before := len(ws.g.Moves())
			for _, k := range tt.keys {
				ws.view.OnKey(&fyne.KeyEvent{Name: k})
			}
			if tt.mouse {
				ws.move(ws.layout().Center(game.Cell{X: 0, Y: 0}), 0)
				ws.view.OnKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			}
			moves := ws.g.Moves()
			switch {
			case want == nil && len(moves) != before:
				t.Errorf("played %v, want nothing", moves[before:])
			case want != nil && (len(moves) != before+1 || moves[before] != *want):
				t.Errorf("moves %v, want %v played", moves[before:], *want)
			}
			if !strings.Contains(ws.status.Message(), tt.message) {
				t.Errorf("status %q, want it to say %q", ws.status.Message(), tt.message)
			}
			if want != nil && ws.keyCursor {
				t.Error("the cursor outlives the action: the next to act would start from it")
			}
			// nor does a cursor outlive Undo: P1 again, from P1's piece
			ws.view.OnKey(&fyne.KeyEvent{Name: fyne.KeyDown})
			ws.Undo()
			if ws.keyCursor {
				t.Error("the cursor outlives Undo")
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }
