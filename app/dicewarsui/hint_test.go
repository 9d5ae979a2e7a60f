package dicewarsui

import (
	"strings"
	"testing"

	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// H selects the attack our expert would make for the person to play (from
// one of theirs to a neighbour it may attack, the odds in the status bar),
// or says the expert would end the turn. Both happen among the first
// random deals of two-player games. A computer's turn has no hint.
func TestHintSelectsTheExpertsAttack(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	attacks, ends := 0, 0
	for seed := uint64(1); seed <= 40 && (attacks == 0 || ends == 0); seed++ {
		if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, Human}, seed); err != nil {
			t.Fatal(err)
		}
		pos := ws.g.Position()
		expert, _ := sd.New("expert", 0)
		from, to, ok := expert.Choose(&pos)
		ws.typedRune('h')
		msg := ws.status.Message()
		if !ok {
			ends++
			if ws.selected >= 0 || !strings.HasPrefix(msg, "Hint: end your turn") {
				t.Errorf("seed %d: no attack to make, yet selected %d, %q", seed, ws.selected, msg)
			}
			continue
		}
		attacks++
		if ws.selected != from || ws.target != to || int(pos.Owner[from]) != ws.g.Current() || pos.Attackable(from)&(1<<uint(to)) == 0 {
			t.Errorf("seed %d: hint %d -> %d, the expert's attack %d -> %d", seed, ws.selected, ws.target, from, to)
		}
		if !strings.HasPrefix(msg, "Hint: attack #") {
			t.Errorf("seed %d: the status bar says %q", seed, msg)
		}
	}
	if attacks == 0 || ends == 0 {
		t.Errorf("%d deals with an attack, %d without: both should come up", attacks, ends)
	}
	ws.seats[ws.g.Current()] = "chaos" // a computer's turn now
	ws.clearSelection()
	ws.typedRune('H')
	if ws.selected >= 0 || !strings.Contains(ws.status.Message(), "person's turn") {
		t.Errorf("a hint on a computer's turn: selected %d, %q", ws.selected, ws.status.Message())
	}
}
