package dicewarsui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// Should the computers' copy of the game and the board's ever go apart,
// the dialog says so in the person's language, with what to do: it was a
// Go error in English, "computer move end: the game went out of step".
func TestGamesOutOfStepSaySoTranslated(t *testing.T) {
	for _, tc := range []struct {
		language, want string
	}{
		{"en", "The computers' game and the board's went apart (end of turn): the computers are paused. Save the game and open it again to go on."},
		{"fr", "La partie des ordinateurs et celle du plateau se sont séparées (fin de tour) : les ordinateurs sont en pause. Enregistrez la partie et rouvrez-la pour continuer."},
	} {
		t.Run(tc.language, func(t *testing.T) {
			kit.SetLanguage(tc.language)
			defer kit.SetLanguage("")
			ws, _ := newTestWorkspace(t, "")
			ws.SetSpeed(SpeedStep)
			if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, "bourgeoise"}, 5); err != nil {
				t.Fatal(err)
			}
			ws.EndTurn()
			// an end of turn whose event is not the one the board's game gives
			ws.applyComputer(ws.gen, []sd.Action{{Proposed: dw.EndTurn, Event: dw.Event{Move: dw.EndTurn}}})
			top := ws.k.Window.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no dialog")
			}
			var texts []string
			for _, o := range test.LaidOutObjects(top) {
				if l, ok := o.(*widget.Label); ok {
					texts = append(texts, l.Text)
				}
			}
			if !strings.Contains(strings.Join(texts, "\n"), tc.want) {
				t.Errorf("the dialog says %q, want %q", texts, tc.want)
			}
			if !ws.paused {
				t.Error("the computers are not paused")
			}
		})
	}
}
