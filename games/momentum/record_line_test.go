package momentum

import (
	"errors"
	"os"
	"strings"
	"testing"

	"plateau/games/reason"
)

// demo is the game file the application ships (Record.Write's layout: one
// move a line).
func demo(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../resources/samples/momentum_demo.json")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// replaced is s with its first old replaced by new, which must be there.
func replaced(t *testing.T, s, old, new string) string {
	t.Helper()
	if !strings.Contains(s, old) {
		t.Fatalf("%q not in\n%s", old, s)
	}
	return strings.Replace(s, old, new, 1)
}

// seatCheck is a PlayerCheck as the app's, in short.
func seatCheck(p string) error {
	if p == "human" || strings.HasPrefix(p, "search") {
		return nil
	}
	return reason.New("want human or search:N")
}

// TestLoadGameNamesTheLine: what LoadGame refuses after decoding the file
// (a move the rules refuse, a player the caller cannot seat, a wrong
// version...) is told with the line of the culprit, as Record.Write lays
// the file out and as other programs may space it.
func TestLoadGameNamesTheLine(t *testing.T) {
	s := demo(t)
	oneLine := `{"version":1,"game":"momentum","moves":["E","W","NE"]}`
	crowded := "{\"version\":1,\"game\":\"momentum\",\n\"moves\":[\"E\", \"W\",\n\"+1,0\", \"+6,3\", \"x0,0\"]}"
	for _, tc := range []struct {
		name, file, want string
	}{
		{"an illegal first move", replaced(t, s, `"E",`, `"NE",`),
			"line 17: move 1 (NE): illegal action: a diagonal move needs momentum 2 or more, P1 has 1"},
		{"an illegal move further on", replaced(t, s, `"+6,2"`, `"x6,2"`), "line 23: move 7 (x6,2): illegal action: "},
		{"a move after the end", replaced(t, s, "\"+6,3\",\n    \"S\"\n", "\"+6,3\",\n    \"S\",\n    \"N\"\n"), "line 74: move 58 (N): the game is over"},
		{"all on one line", oneLine, "line 1: move 3 (NE): "},
		{"moves sharing a line", crowded, "line 3: move 5 (x0,0): "},
		{"a player it cannot seat", replaced(t, s, `"search:4"`, `"bogus"`), `line 14: player 2 "bogus": want human or search:N`},
		{"the first player", replaced(t, s, `"search:6"`, `"Human"`), `line 13: player 1 "Human": want human or search:N`},
		{"three players", replaced(t, s, `"search:4"`, `"search:4", "human"`), "line 12: 3 players, want at most 2"},
		{"another game", replaced(t, s, `"game": "momentum"`, `"game": "chess"`), `line 3: game "chess", want "momentum"`},
		{"another version", replaced(t, s, `"version": 1`, `"version": 7`), "line 2: version 7, this program reads version 1"},
		{"bad options", replaced(t, s, `"width": 8`, `"width": 99`), "line 4: options: "},
		{"a bad start", replaced(t, s, `"seed": 1,`, "\"seed\": 1,\n\"start\": {\"walls\": [1]},"), "line 12: "},
		{"empty", "\n", "empty file"},
		{"cut short", s[:strings.Index(s, `"+1,1"`)], "line 24: the file ends in the middle of its JSON"},
		{"a stray bracket after", s + "]\n", "line 77: unexpected data after the JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := LoadGame(strings.NewReader(tc.file), seatCheck)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v,\nwant %q...", err, tc.want)
			}
			if g != nil {
				t.Error("a refused file gave a game")
			}
		})
	}
	// The illegal move keeps its kind through the line.
	_, _, err := LoadGame(strings.NewReader(replaced(t, s, `"E",`, `"NE",`)), seatCheck)
	if !errors.Is(err, ErrIllegal) {
		t.Errorf("%v does not wrap ErrIllegal", err)
	}
}

// ReadRecord checks the players as LoadGame does; without a check it
// takes any, as the players are informational to the rules.
func TestReadRecordChecksPlayers(t *testing.T) {
	bogus := replaced(t, demo(t), `"search:4"`, `"bogus"`)
	if _, err := ReadRecord(strings.NewReader(bogus), seatCheck); err == nil || !strings.HasPrefix(err.Error(), `line 14: player 2 "bogus": `) {
		t.Errorf("with a check: %v", err)
	}
	if r, err := ReadRecord(strings.NewReader(bogus), nil); err != nil || r.Players[1] != "bogus" {
		t.Errorf("without a check: %v, players %v", err, r.Players)
	}
	if _, _, err := LoadGame(strings.NewReader(demo(t)), seatCheck); err != nil {
		t.Errorf("the demo: %v", err)
	}
}
