package dicewarsui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/games/reason"
)

// TestOpenNamesTheLine: a saved game whose move the rules refuse, or
// whose key is misspelt, is refused naming the line in the file, and
// leaves the game as it was.
func TestOpenNamesTheLine(t *testing.T) {
	sample, err := os.ReadFile("../../resources/samples/dicewars_demo.json")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	ws, _ := newTestWorkspace(t, path)
	want := ws.g.Position()
	for _, tc := range []struct {
		old, new, want string
		kind           error // of the refusal, if any
	}{
		{`{"from":25,"to":23}`, `{"from":25,"to":24}`, "line 8: move 2 (attack from #25 on #24): the territories are not neighbours", dw.ErrNotNeighbour},
		{`"moves"`, `"mooves"`, `line 6: unknown field "mooves"`, nil},
	} {
		bad := strings.Replace(string(sample), tc.old, tc.new, 1)
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		err := ws.OpenPath(path)
		if err == nil || err.Error() != tc.want { // the file is not named: the dialog's headline names it
			t.Errorf("%s: %v, want %q", tc.new, err, tc.want)
		}
		if tc.kind != nil && !errors.Is(err, tc.kind) {
			t.Errorf("%s: %v is not of the rules' kind %v", tc.new, err, tc.kind)
		}
		if !samePosition(ws.g.Position(), want) {
			t.Fatalf("%s: the refused file changed the game", tc.new)
		}
	}
}

// TestSeatLabelRefusedInWords: a saved game's seat label that names no
// strategy is refused in words the app translates, the seat's and the
// strategy's both.
func TestSeatLabelRefusedInWords(t *testing.T) {
	_, err := seatsFromLabels([]string{"human", "bogus"}, 2)
	if err == nil {
		t.Fatal("the seat label bogus was taken")
	}
	marked := reason.In(err, func(f string) string { return "[" + f + "]" })
	if want := `[seat 2: [unknown strategy "bogus" (want chaos, bourgeoise, dijkstra or expert)]]`; marked != want {
		t.Errorf("translated as %q, want %q", marked, want)
	}
}
