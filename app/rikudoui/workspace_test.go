package rikudoui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/rikudo"
	"plateau/render/paint"
	draw "plateau/render/rikudo"
)

// loop is the test's main loop, where the workspace's goroutines put
// their widget work (kit.Do); the tests run it while they wait.
var loop *kit.Loop

func newTestWorkspace(t *testing.T, path string) *Workspace {
	t.Helper()
	loop = kittest.Loop(t)
	k := kittest.New(t, path)
	ws := New(k)
	kittest.Show(k, ws.Content())
	return ws
}

// hexagonWorkspace is a test workspace on a new empty hexagon of the
// given radius.
func hexagonWorkspace(t *testing.T, radius int) *Workspace {
	t.Helper()
	ws := newTestWorkspace(t, "")
	p, err := game.NewHexagon(radius)
	if err != nil {
		t.Fatal(err)
	}
	ws.setPuzzle(p, "")
	return ws
}

func tapAt(ws *Workspace, p paint.Pt) {
	test.TapAt(ws.view, fyne.NewPos(float32(p.X), float32(p.Y)))
}

// waitIdle waits for the running job to end.
func waitIdle(t *testing.T, ws *Workspace) {
	t.Helper()
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
}

func TestOpensOnAUniqueSample(t *testing.T) {
	ws := newTestWorkspace(t, "")
	if ws.p.N() != 60 || ws.p.NumGivens() == 0 {
		t.Fatalf("sample: %d cells, %d givens", ws.p.N(), ws.p.NumGivens())
	}
	ws.checkUnique()
	waitIdle(t, ws)
	if got := ws.panel.result.Text; !strings.HasPrefix(got, "Exactly one solution") {
		t.Errorf("check unique says %q", got)
	}
	kittest.LabelsFit(t, ws.Content())
}

func TestTypingAGivenAndUndo(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	l := ws.layout()
	tapAt(ws, l.Center(4))
	if ws.selected != 4 {
		t.Fatalf("selected %d, want 4", ws.selected)
	}
	test.Type(ws.view, "12")
	if got := ws.p.Given(4); got != 12 {
		t.Fatalf("given %d after typing 12, want 12", got)
	}
	test.Type(ws.view, "9") // 129 > 18 cells: refused, nothing changes
	if ws.p.Given(4) != 12 {
		t.Errorf("an impossible number changed the given to %d", ws.p.Given(4))
	}
	ws.Keys().Undo()
	if ws.p.Given(4) != 0 {
		t.Errorf("undo left given %d, want none (one undo step per number)", ws.p.Given(4))
	}
	if got := ws.status.Message(); got != "Undone." { // not what the edit undone said
		t.Errorf("after Undo, status %q", got)
	}
	ws.Keys().Redo()
	if ws.p.Given(4) != 12 {
		t.Errorf("redo gave %d, want 12", ws.p.Given(4))
	}
	if got := ws.status.Message(); got != "Redone." {
		t.Errorf("after Redo, status %q", got)
	}
}

// TestTypingNumbers types digits into cell 4 of a radius-2 hexagon (18
// cells) where cell 0 holds the given 1: what the cell ends with, and how
// many Undo steps that took.
func TestTypingNumbers(t *testing.T) {
	for _, tc := range []struct {
		name  string
		play  bool
		keys  string
		want  int // the number cell 4 shows
		steps int // undo steps recorded
		msg   string
	}{
		{"one digit", false, "7", 7, 1, ""},
		{"two digits, one step", false, "12", 12, 1, ""},
		{"a duplicate start grows into a number", false, "18", 18, 1, ""},
		{"a duplicate alone is refused", false, "1", 0, 0, "already given"},
		{"too large", false, "19", 0, 0, "Numbers go from 1 to 18"},
		{"zero first", false, "05", 5, 1, ""},
		{"play mode takes a given's value", true, "1", 1, 1, ""},
		{"play mode, two digits", true, "16", 16, 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			p, _ := game.NewHexagon(2)
			if err := p.SetGiven(0, 1); err != nil {
				t.Fatal(err)
			}
			ws.setPuzzle(p, "")
			ws.setPlay(tc.play)
			tapAt(ws, ws.layout().Center(4))
			test.Type(ws.view, tc.keys)
			if got := ws.number(4); got != tc.want {
				t.Errorf("typed %q: cell shows %d, want %d", tc.keys, got, tc.want)
			}
			if ws.p.Given(0) != 1 {
				t.Errorf("typed %q: the given 1 of cell 0 became %d", tc.keys, ws.p.Given(0))
			}
			if msg := ws.status.Message(); tc.msg != "" && !strings.Contains(msg, tc.msg) {
				t.Errorf("typed %q: status %q, want it to say %q", tc.keys, msg, tc.msg)
			}
			steps := 0
			for ws.hist.CanUndo() {
				ws.Keys().Undo()
				steps++
			}
			if steps != tc.steps {
				t.Errorf("typed %q: %d undo steps, want %d", tc.keys, steps, tc.steps)
			}
			if ws.number(4) != 0 {
				t.Errorf("typed %q: undone, the cell still shows %d", tc.keys, ws.number(4))
			}
		})
	}
}

// TestGenerateSaysWhyItIsNotMinimal: clues kept for a density asked for
// are not blamed on a solver timeout.
func TestGenerateSaysWhyItIsNotMinimal(t *testing.T) {
	ws := hexagonWorkspace(t, 3)
	ws.generate(0.4, 0, false, 5)
	waitIdle(t, ws)
	got := ws.panel.result.Text
	if !strings.HasPrefix(got, "Generated a unique puzzle") || strings.Contains(got, "ran out of time") {
		t.Errorf("result %q", got)
	}
	if ws.p.NumGivens() < 15 {
		t.Errorf("%d givens, want at least 15 (40%% of 36)", ws.p.NumGivens())
	}
	kittest.LabelsFit(t, ws.Content())
}

// TestRightClickBlocksAndUnblocks: a right click blocks the cell under the
// pointer (one cell fewer), another one on the hole gives it back, each an
// Undo step; a given too large for the cells left refuses the block.
func TestRightClickBlocksAndUnblocks(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	at := ws.layout().Center(4)
	right := func() {
		test.TapSecondaryAt(ws.view, fyne.NewPos(float32(at.X), float32(at.Y)))
	}
	right()
	if n := ws.p.N(); n != 17 {
		t.Fatalf("after a right click %d cells, want 17", n)
	}
	right()
	if n := ws.p.N(); n != 18 {
		t.Fatalf("a right click on the hole: %d cells, want 18", n)
	}
	ws.Keys().Undo()
	if n := ws.p.N(); n != 17 {
		t.Errorf("undo: %d cells, want 17", n)
	}
	ws.Keys().Undo()
	if n := ws.p.N(); n != 18 {
		t.Errorf("undo twice: %d cells, want 18", n)
	}
	if err := ws.p.SetGiven(0, 18); err != nil {
		t.Fatal(err)
	}
	right()
	if n := ws.p.N(); n != 18 || !strings.Contains(ws.status.Message(), "clear that given first") {
		t.Errorf("blocking with 18 given: %d cells, status %q", n, ws.status.Message())
	}
}

func TestClickingABorderTogglesABridge(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	l := ws.layout()
	e := ws.p.Edges()[0]
	mid := l.Center(e.A).Lerp(l.Center(e.B), 0.5)
	tapAt(ws, mid)
	if !ws.p.IsBridge(e.A, e.B) {
		t.Fatalf("no bridge between %d and %d after clicking their border", e.A, e.B)
	}
	// said without the program's cell numbers, which read as the puzzle's
	if got := ws.status.Message(); got != "Bridge added: 1 bridge now." {
		t.Errorf("status %q", got)
	}
	tapAt(ws, mid)
	if ws.p.IsBridge(e.A, e.B) {
		t.Error("a second click did not remove the bridge")
	}
	if got := ws.status.Message(); got != "Bridge removed: 0 bridges now." {
		t.Errorf("status %q", got)
	}
}

// A grid with no clue at all has many solutions; two show side by side,
// at once even on a big grid, where SAT alone took 9 s at radius 6 and
// over 20 s at radius 8 (the quick search finds them).
func TestSeveralSolutionsShownSideBySide(t *testing.T) {
	for _, radius := range []int{2, 8} {
		ws := newTestWorkspace(t, "")
		p, _ := game.NewHexagon(radius)
		ws.setPuzzle(p, "")
		ws.checkUnique()
		waitIdle(t, ws)
		if ws.compare == nil {
			t.Fatalf("radius %d: no comparison shown; result %q, status %q", radius, ws.panel.result.Text, ws.status.Message())
		}
		a, b := ws.compare[0], ws.compare[1]
		if ws.p.Check(a) != nil || ws.p.Check(b) != nil || slices.Equal(a, b) {
			t.Errorf("radius %d: a shown solution does not check, or both are the same", radius)
		}
		checkComparePicture(t, ws, a, b)
	}
}

// checkComparePicture paints the comparison and checks that each half
// shows its board with the cells where the solutions differ tinted and the
// others not.
func checkComparePicture(t *testing.T, ws *Workspace, a, b []int) {
	t.Helper()
	const w, h = 800, 400
	r := paint.NewRaster(w, h)
	ws.paint(r)
	l := draw.NewLayout(ws.p, w/2, h-30) // each half's board, above its caption
	same, differ := -1, -1
	for c := range a {
		switch {
		case a[c] == b[c] && same < 0:
			same = c
		case a[c] != b[c] && differ < 0:
			differ = c
		}
	}
	if same < 0 || differ < 0 {
		t.Fatalf("no cell alike and none different in %v and %v", a, b)
	}
	// A point inside a cell towards a corner: its fill, off the number and
	// the path drawn through the centre.
	fillAt := func(side, c int) [3]uint8 {
		ctr := l.Center(c)
		corner := l.Corners(ctr)[0]
		p := ctr.Lerp(corner, 0.6)
		px := r.Img.RGBAAt(int(p.X)+side*w/2, int(p.Y))
		return [3]uint8{px.R, px.G, px.B}
	}
	for side := range 2 {
		if fillAt(side, same) == fillAt(side, differ) {
			t.Errorf("half %d: cell %d (differs) has the fill of cell %d (alike): %v", side, differ, same, fillAt(side, same))
		}
	}
	if fillAt(0, differ) != fillAt(1, differ) {
		t.Errorf("the two halves tint a differing cell differently: %v, %v", fillAt(0, differ), fillAt(1, differ))
	}
}

func TestPlayModeAndSaveOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.txt")
	ws := newTestWorkspace(t, path)
	ws.setPlay(true)
	free := -1
	for c := 0; c < ws.p.N(); c++ {
		if ws.p.Given(c) == 0 {
			free = c
			break
		}
	}
	tapAt(ws, ws.layout().Center(free))
	test.Type(ws.view, "1")
	if ws.fill[free] != 1 || ws.p.Given(free) != 0 {
		t.Errorf("play mode typed into the puzzle: fill %d given %d", ws.fill[free], ws.p.Given(free))
	}
	want := ws.p.NumGivens()
	ws.Keys().Save()
	p, _ := game.NewHexagon(3)
	ws.setPuzzle(p, "")
	ws.Keys().Open()
	if ws.p.N() != 60 || ws.p.NumGivens() != want {
		t.Errorf("reopened %d cells, %d givens", ws.p.N(), ws.p.NumGivens())
	}
}

// An edited puzzle is unsaved work until saved or undone; numbers played
// are not (the file does not keep them); Open asks before replacing it.
func TestUnsavedChangesAreAskedAbout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rikudo.txt")
	k := kittest.New(t, path)
	ws := New(k)
	kittest.Show(k, ws.Content())
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("the sample counts as unsaved: %q", u)
	}
	e := ws.p.Edges()[0]
	ws.ToggleBridge(e.A, e.B)
	if ws.Unsaved() == "" {
		t.Fatal("a new bridge is not unsaved work")
	}
	ws.Undo()
	if u := ws.Unsaved(); u != "" {
		t.Errorf("undone back to the sample, still unsaved: %q", u)
	}
	ws.ToggleBridge(e.A, e.B)
	ws.open()
	kittest.TapDialogButton(t, k.Window, "Cancel")
	if !ws.p.IsBridge(e.A, e.B) {
		t.Fatal("Cancel did not keep the edited puzzle")
	}
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	if u := ws.Unsaved(); u != "" {
		t.Errorf("saved, still unsaved: %q", u)
	}
	ws.setPlay(true)
	c := firstEmpty(ws)
	ws.selected = c
	ws.typeRune('1')
	if ws.fill[c] != 1 {
		t.Fatalf("typing 1 in play mode filled %d", ws.fill[c])
	}
	if u := ws.Unsaved(); u != "" {
		t.Errorf("a number played counts as unsaved: %q", u)
	}
}

// TestDeleteClearsTheSelectedCell: Backspace or Delete takes a given off in
// the editor and a number off in play mode, an Undo step each.
func TestDeleteClearsTheSelectedCell(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyBackspace, fyne.KeyDelete} {
		ws := hexagonWorkspace(t, 2)
		tapAt(ws, ws.layout().Center(3))
		test.Type(ws.view, "7")
		ws.view.TypedKey(&fyne.KeyEvent{Name: key})
		if ws.p.Given(3) != 0 {
			t.Errorf("%s: the given stayed %d", key, ws.p.Given(3))
		}
		ws.Keys().Undo()
		if ws.p.Given(3) != 7 {
			t.Errorf("%s then undo: given %d, want 7", key, ws.p.Given(3))
		}
		ws.setPlay(true)
		tapAt(ws, ws.layout().Center(5))
		test.Type(ws.view, "9")
		ws.view.TypedKey(&fyne.KeyEvent{Name: key})
		if ws.fill[5] != 0 {
			t.Errorf("%s in play mode: the number stayed %d", key, ws.fill[5])
		}
	}
}

// An edited puzzle kept when Plateau stopped comes back unsaved, as the
// puzzle of its file.
func TestRecoverKeptPuzzle(t *testing.T) {
	ws := newTestWorkspace(t, "")
	e := ws.p.Edges()[0]
	ws.ToggleBridge(e.A, e.B)
	kittest.CheckRecover(t, ws, newTestWorkspace(t, ""), filepath.Join(t.TempDir(), "mine.txt"))
}
