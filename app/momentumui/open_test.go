package momentumui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	game "plateau/games/momentum"
	ai "plateau/solvers/momentum"
)

// TestOpenRefusesNamingTheLine: a game file naming a player the app
// cannot seat, or a move the rules refuse, is refused when opened, naming
// the line and what is expected, and leaves the game as it was; a file
// naming every kind of seat the app offers opens.
func TestOpenRefusesNamingTheLine(t *testing.T) {
	demo, err := os.ReadFile("../../resources/samples/momentum_demo.json")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	ws := newTestWorkspace(t, path)
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	ws.play(game.Move(game.E))
	want := ws.g.Hash()
	maxLevel := strconv.Itoa(ai.MaxLevel)
	for _, tc := range []struct {
		old, new, want string
	}{
		{`"search:4"`, `"bogus"`, `line 14: player 2 "bogus": want human, random, greedy, search or search:1 to search:` + maxLevel},
		{`"search:6"`, `"search:99"`, `line 13: player 1 "search:99": want human, random, greedy, search or search:1 to search:` + maxLevel},
		{`"search:6"`, `"Human"`, `line 13: player 1 "Human": want human, `},
		{`"E",`, `"NE",`, "line 17: move 1 (NE): illegal action: "},
	} {
		bad := strings.Replace(string(demo), tc.old, tc.new, 1)
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		err := ws.OpenPath(path)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) { // the file is not named: the dialog's headline names it
			t.Errorf("%s: %v, want it starting %q", tc.new, err, tc.want)
		}
		if ws.g.Hash() != want || ws.seats != [2]Seat{Human, Human} {
			t.Fatalf("%s: the refused file changed the game (seats %v)", tc.new, ws.seats)
		}
	}
	for _, c := range choicesWith([2]Seat{"random", "search"}) {
		if err := checkSeat(string(c.seat)); err != nil {
			t.Errorf("the seat %q the app offers is refused: %v", c.seat, err)
		}
	}
	if err := os.WriteFile(path, demo, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := ws.OpenPath(path); err != nil || ws.seats != [2]Seat{"search:6", "search:4"} {
		t.Errorf("the demo: %v, seats %v", err, ws.seats)
	}
}
