package rikudoui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	game "plateau/games/rikudo"
)

// typeInto plays v into cell c as a player does: a click, then the digits.
func typeInto(ws *Workspace, c, v int) {
	tapAt(ws, ws.layout().Center(c))
	test.Type(ws.view, strconv.Itoa(v))
}

// The numbers played in a puzzle come back when it is opened again (the
// next start: another workspace, the same preferences), and not in
// another puzzle; Start over takes them away, Undo brings them back, and
// once started over nothing comes back.
func TestPlayedNumbersComeBack(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sample.txt")
	ws := newTestWorkspace(t, path)
	ws.Keys().Save()
	sol := solutionOf(t, ws)
	ws.setPlay(true)
	var played []int
	for c := range ws.p.N() {
		if ws.p.Given(c) == 0 && len(played) < 3 {
			typeInto(ws, c, sol[c])
			played = append(played, c)
		}
	}

	again := New(ws.k)
	if err := again.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	if countFilled(again.fill) != 3 {
		t.Fatalf("%d numbers came back, want 3", countFilled(again.fill))
	}
	for _, c := range played {
		if again.fill[c] != sol[c] {
			t.Errorf("cell %d came back as %d, want %d", c, again.fill[c], sol[c])
		}
	}
	if msg := again.status.Message(); !strings.Contains(msg, "with the 3 numbers you filled in last time") {
		t.Errorf("opening says %q", msg)
	}

	other := filepath.Join(dir, "other.txt")
	hex, err := game.NewHexagon(3)
	if err != nil {
		t.Fatal(err)
	}
	writePuzzle(t, other, hex)
	if err := again.OpenPath(other); err != nil {
		t.Fatal(err)
	}
	if n := countFilled(again.fill); n != 0 {
		t.Errorf("another puzzle opened with %d numbers", n)
	}

	if err := again.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	again.setPlay(true)
	again.startOver()
	if n := countFilled(again.fill); n != 0 {
		t.Fatalf("Start over left %d numbers", n)
	}
	again.Undo()
	if n := countFilled(again.fill); n != 3 {
		t.Fatalf("Undo brought back %d numbers, want 3", n)
	}
	again.startOver()
	third := New(ws.k)
	if err := third.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	if n := countFilled(third.fill); n != 0 {
		t.Errorf("started over, yet %d numbers came back", n)
	}
}

func writePuzzle(t *testing.T, path string, p *game.Puzzle) {
	t.Helper()
	if err := os.WriteFile(path, []byte(puzzleText(p)), 0o600); err != nil {
		t.Fatal(err)
	}
}

// Only the latest puzzles' numbers are kept, the newest first.
func TestProgressIsKeptForTheLatestPuzzles(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	var puzzles []*game.Puzzle
	for c := 0; len(puzzles) < maxProgress+5; c++ {
		p, err := game.NewHexagon(3)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.SetGiven(c, 1); err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, p)
		fill := make([]int, p.N())
		fill[(c+1)%p.N()] = 2
		saveProgress(prefs, p, fill)
	}
	for i, p := range puzzles {
		got := loadProgress(prefs, p) != nil
		if want := i >= 5; got != want {
			t.Errorf("puzzle %d: kept %v, want %v", i, got, want)
		}
	}
	if es := readProgress(prefs); len(es) != maxProgress || es[0].Key != puzzleKey(puzzles[len(puzzles)-1]) {
		t.Errorf("%d entries kept, the first %q", len(es), es[0].Key)
	}
}

// Kept numbers that do not fit the puzzle are not put on it; one under a
// given (played, then made a given by the designer) is left out alone: it
// lost every number played.
func TestProgressThatDoesNotFitIsIgnored(t *testing.T) {
	p, err := game.NewHexagon(2)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.SetGiven(0, 1); err != nil {
		t.Fatal(err)
	}
	n := p.N()
	good := make([]int, n)
	good[1] = 2
	for _, tc := range []struct {
		name string
		fill []int
		ok   bool
	}{
		{"fits", good, true},
		{"too short", good[:n-1], false},
		{"over a given", append([]int{1}, good[1:]...), true},
		{"beyond the last number", append([]int{0, n + 1}, good[2:]...), false},
		{"negative", append([]int{0, -2}, good[2:]...), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prefs := test.NewTempApp(t).Preferences()
			b, _ := json.Marshal([]progressEntry{{Key: puzzleKey(p), Fill: tc.fill}})
			prefs.SetString(prefProgress, string(b))
			got := loadProgress(prefs, p)
			if (got != nil) != tc.ok {
				t.Fatalf("loaded %v, want %v", got != nil, tc.ok)
			}
			if got != nil && (got[0] != 0 || got[1] != 2) {
				t.Errorf("loaded %v, want the given's cell empty and 2 in cell 2", got[:2])
			}
		})
	}
	prefs := test.NewTempApp(t).Preferences()
	prefs.SetString(prefProgress, "{not json")
	if loadProgress(prefs, p) != nil {
		t.Error("progress read from a broken preference")
	}
	saveProgress(prefs, p, good) // and a broken preference is replaced
	if loadProgress(prefs, p) == nil {
		t.Error("progress not kept over a broken preference")
	}
}

// FuzzLoadProgress: whatever the preferences hold as kept progress, what
// comes back fits the puzzle (a number a cell, 0..N, none under a given)
// or is nothing; and progress kept then comes back as it was (none, once
// taken away).
func FuzzLoadProgress(f *testing.F) {
	p, err := game.NewHexagon(2)
	if err != nil {
		f.Fatal(err)
	}
	if err := p.SetGiven(0, 1); err != nil {
		f.Fatal(err)
	}
	key := puzzleKey(p)
	fill := make([]int, p.N())
	fill[1] = 2
	good, _ := json.Marshal([]progressEntry{{Key: key, Fill: fill}})
	f.Add(string(good), 3)
	f.Add(`[{"key":"`+key+`","fill":[5,2]}]`, 1)
	f.Add(`[{"key":"`+key+`","fill":null},{"key":"`+key+`"}]`, 0)
	f.Add(`{"key":1}`, 2)
	f.Add(`[null]`, 4)
	prefs := test.NewTempApp(f).Preferences()
	f.Fuzz(func(t *testing.T, kept string, cell int) {
		prefs.SetString(prefProgress, kept)
		got := loadProgress(prefs, p)
		if got != nil {
			if len(got) != p.N() {
				t.Fatalf("%d numbers for %d cells", len(got), p.N())
			}
			for c, v := range got {
				if v < 0 || v > p.N() || v != 0 && p.Given(c) > 0 {
					t.Fatalf("cell %d: %d", c, v)
				}
			}
		}
		fill := make([]int, p.N())
		if c := cell % p.N(); c > 0 {
			fill[c] = 1 + c%p.N()
		}
		saveProgress(prefs, p, fill)
		back := loadProgress(prefs, p)
		if empty := countFilled(fill) == 0; !empty && !slices.Equal(back, fill) || empty && back != nil {
			t.Fatalf("kept %v, back %v", fill, back)
		}
	})
}
