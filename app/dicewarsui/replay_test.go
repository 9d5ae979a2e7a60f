package dicewarsui

import (
	"testing"

	dw "plateau/games/dicewars"
)

// History is the same after the game is saved and opened again, the
// attacks Chaos proposed and the engine refused included: the file holds
// the moves only, and a reopened game showed Chaos ending turns it had
// ended by proposing an illegal attack.
func TestHistoryKeepsRefusedAttacksAcrossSaveAndOpen(t *testing.T) {
	for _, tc := range []struct {
		name  string
		seats []Seat
		seed  uint64
	}{
		{"chaos against chaos", []Seat{"chaos", "chaos"}, 11},
		{"chaos among others", []Seat{"bourgeoise", "chaos", "dijkstra"}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			ws.SetSpeed(SpeedInstant)
			if err := ws.NewGame(dw.DefaultOptions(len(tc.seats)), tc.seats, tc.seed); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 100 && !ws.g.Over(); i++ {
				waitIdle(t, idle)
			}
			refused := 0
			for _, r := range ws.records {
				if r.refused != nil {
					refused++
				}
			}
			if !ws.g.Over() || refused == 0 {
				t.Fatalf("over %v, %d refused attacks: nothing to compare", ws.g.Over(), refused)
			}
			path := t.TempDir() + "/game.json"
			if err := ws.SavePath(path); err != nil {
				t.Fatal(err)
			}
			opened, _ := newTestWorkspace(t, "")
			if err := opened.OpenPath(path); err != nil {
				t.Fatal(err)
			}
			if len(opened.records) != len(ws.records) {
				t.Fatalf("%d moves in History after opening, %d before", len(opened.records), len(ws.records))
			}
			for i := range ws.records {
				_, before := logLine(ws.records[i])
				if _, after := logLine(opened.records[i]); after != before {
					t.Errorf("move %d of %d refused attacks: %q after opening, %q before", i, refused, after, before)
				}
			}
		})
	}
}
