package dicewars

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// sample is the saved game the application ships (Save's layout: one move
// a line).
func sample(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../resources/samples/dicewars_demo.json")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// edit replaces the first old in s by new, which must be there.
func edit(t *testing.T, s, old, new string) string {
	t.Helper()
	if !strings.Contains(s, old) {
		t.Fatalf("%q not in\n%s", old, s)
	}
	return strings.Replace(s, old, new, 1)
}

// TestLoadRefusesNamingTheLine: what Load refuses after decoding the file
// (a move the rules refuse, a key it does not know, a missing list of
// moves, a wrong version...) is told with the line of the culprit, as Save
// writes the file and as other programs may space it.
func TestLoadRefusesNamingTheLine(t *testing.T) {
	s := sample(t)
	compact := `{"version":1,"options":{"cols":28,"rows":32,"territories":30,"players":2,"deal":"round-robin","start":"four"},"seed":7,"moves":[%s]}`
	spread := "{\"version\": 1,\n\"options\": {\"cols\":28,\"rows\":32,\"territories\":30,\"players\":2,\"deal\":\"round-robin\",\"start\":\"four\"},\n\"seed\": 7, \"moves\": [{\"end\":true}, {\"end\":true},\n{\"end\":true}, {\"from\":1,\"to\":0}]}"
	for _, tc := range []struct {
		name, file, want string
	}{
		{"an illegal attack, on its line", edit(t, s, `{"from":25,"to":23}`, `{"from":25,"to":24}`),
			"line 8: move 2 (attack from #25 on #24): the territories are not neighbours"},
		{"an illegal move, further on", edit(t, s, `{"from":18,"to":19}`, `{"from":18,"to":18}`),
			"line 10: move 4 (attack from #18 on #18): "},
		{"a move on a line with others", spread, "line 4: move 4 (attack from #1 on #0): "},
		{"all on one line", strings.Replace(compact, "%s", `{"end":true},{"from":1,"to":0}`, 1), "line 1: move 2 (attack from #1 on #0): "},
		{"a misspelt key", edit(t, s, `"moves"`, `"mooves"`), `line 6: unknown field "mooves"`},
		{"an unknown key among the options", edit(t, s, `"players":4`, `"players":4,"colour":2`), `line 3: unknown field "colour"`},
		{"an unknown key in a move", edit(t, s, `{"from":18,"to":19}`, `{"from":18,"to":19,"dice":3}`),
			`line 10: move {"from":18,"to":19,"dice":3}: want {"end":true} or {"from":F,"to":T}`},
		{"no moves", strings.Replace(compact, `,"moves":[%s]`, "", 1), `no list of moves: want "moves": [...], empty for a game not begun`},
		{"a list under an unknown key", edit(t, s, "\"moves\": [\n  {\"end\":true},", "\"moves\": null, \"x\": [\n  {\"end\":true},"), `line 6: unknown field "x"`},
		{"moves null alone", strings.Replace(compact, "[%s]", "\n null", 1), `line 2: no list of moves`},
		{"a wrong version", edit(t, s, `"version": 1`, `"version": 3`), "line 2: version 3, want 1"},
		{"bad options", edit(t, s, `"cols":28`, `"cols":1`), "line 3: options: "},
		{"too many seats", edit(t, s, `"bourgeoise"]`, `"bourgeoise","chaos"]`), "line 5: 5 seat labels for 4 players"},
		{"empty", " \n", "empty file"},
		{"cut short", s[:strings.LastIndex(s, "]")], "line 60: the file ends in the middle of its JSON"},
		{"data after the object", s + "\n{}\n", "line 63: unexpected data after the JSON object"},
		{"a stray bracket after the object", s + "]", "line 62: unexpected data after the JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, seats, err := Load(strings.NewReader(tc.file))
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v,\nwant %q...", err, tc.want)
			}
			if g != nil || seats != nil {
				t.Error("a refused file gave a game")
			}
		})
	}
}

// An empty list of moves is a game not begun; the sample loads.
func TestLoadTakesNoMoves(t *testing.T) {
	for _, file := range []string{
		`{"version":1,"options":{"cols":28,"rows":32,"territories":30,"players":2,"deal":"round-robin","start":"four"},"seed":7,"moves":[]}`,
		"{\n \"version\": 1,\n \"options\": {\"cols\":28,\"rows\":32,\"territories\":30,\"players\":2,\"deal\":\"round-robin\",\"start\":\"four\"},\n \"seed\": 7,\n \"moves\": [\n ]\n}\n",
	} {
		g, _, err := Load(strings.NewReader(file))
		if err != nil || len(g.Moves()) != 0 {
			t.Errorf("%s: %v", file, err)
		}
	}
}

// MoveError names the move and its line, for the application's own
// replay of what ReadSave read; the refusal stays of the rules' kind.
func TestMoveError(t *testing.T) {
	f, err := ReadSave(strings.NewReader(edit(t, sample(t), `{"from":25,"to":23}`, `{"from":25,"to":24}`)))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Replay(f.Options, f.Seed, f.Moves, nil)
	if err == nil {
		t.Fatal("the illegal move replayed")
	}
	if got := f.MoveError(1, ErrNotNeighbour); !errors.Is(got, ErrNotNeighbour) ||
		got.Error() != "line 8: move 2 (attack from #25 on #24): the territories are not neighbours" {
		t.Errorf("MoveError: %v", got)
	}
	// A file made in memory has no lines: the move alone.
	mem := SaveFile{Moves: []Move{EndTurn, Attack(1, 2)}}
	if got := mem.MoveError(1, ErrNotNeighbour).Error(); got != "move 2 (attack from #1 on #2): "+ErrNotNeighbour.Error() {
		t.Errorf("in memory: %q", got)
	}
}
