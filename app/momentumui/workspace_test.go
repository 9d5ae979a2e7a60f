package momentumui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
	draw "plateau/render/momentum"
	"plateau/render/paint"
)

// loop is the test's main loop, where the workspace's goroutines put
// their widget work (kit.Do); the tests run it while they wait.
var loop *kit.Loop

func newTestWorkspace(t testing.TB, path string) *Workspace {
	t.Helper()
	loop = kittest.Loop(t)
	k := kittest.New(t, path)
	ws := New(k)
	kittest.Show(k, ws.Content())
	ws.view.Refresh()
	l := loop
	t.Cleanup(func() { stopComputers(t, ws, l) })
	return ws
}

// stopComputers pauses the computer seats and stops the job running, so
// that no computer outlives the test: one that ends may start the next
// (a finished move, or a stopped one of a game since replaced), and its
// widget work would run after the test's loop is gone, racing with the
// next test.
func stopComputers(t testing.TB, ws *Workspace, l *kit.Loop) {
	t.Helper()
	ws.paused = true
	for ws.status.Busy() {
		ws.status.Stop()
		kittest.Wait(t, l, ws.status.Idle(), 10*time.Second)
	}
}

// tapPixel taps the board at a picture pixel (the test canvas has scale 1).
func tapPixel(ws *Workspace, p paint.Pt) {
	test.TapAt(ws.view, fyne.NewPos(float32(p.X), float32(p.Y)))
}

func TestClickingAnArrowSlidesAndUndoRestores(t *testing.T) {
	ws := newTestWorkspace(t, "")
	l := ws.layout()
	from := ws.g.Pos(game.P1)
	tip, _ := l.ArrowTip(from, game.E)
	start := ws.g.Hash()
	tapPixel(ws, tip)
	if got := ws.g.Pos(game.P1); got != (game.Cell{X: 2, Y: 1}) {
		t.Fatalf("after clicking the east arrow P1 is on %v, want (2,1)", got)
	}
	if want := []game.Cell{from, {X: 2, Y: 1}}; len(ws.last) != 2 || ws.last[0] != want[0] || ws.last[1] != want[1] {
		t.Errorf("last-move marks %v, want %v", ws.last, want)
	}
	if ws.g.Momentum(game.P1) != 2 {
		t.Errorf("momentum %d, want 2", ws.g.Momentum(game.P1))
	}
	if msg, want := ws.status.Message(), "P1 slid east to (2,1): momentum 2"; msg != want {
		t.Errorf("status %q, want %q", msg, want)
	}
	ws.Keys().Undo()
	if ws.g.Hash() != start || ws.g.Pos(game.P1) != from {
		t.Error("Undo did not restore the start")
	}
	// the status line no longer tells the slide taken back
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "Took back the last action") {
		t.Errorf("after Undo, status %q", msg)
	}
	ws.Keys().Redo()
	if got := ws.g.Pos(game.P1); got != (game.Cell{X: 2, Y: 1}) {
		t.Errorf("Redo put P1 on %v", got)
	}
	if msg, want := ws.status.Message(), "P1 slid east to (2,1): momentum 2"; msg != want {
		t.Errorf("after Redo, status %q, want %q", msg, want)
	}
}

func TestClickingAHighlightedCellBuilds(t *testing.T) {
	ws := newTestWorkspace(t, "")
	l := ws.layout()
	// Both players move, then P1 builds next to itself.
	for _, a := range []game.Action{game.Move(game.E), game.Move(game.W)} {
		ws.play(a)
	}
	if ws.g.Phase() != game.Construction {
		t.Fatalf("phase %v, want construction", ws.g.Phase())
	}
	target := game.Cell{X: 3, Y: 1}
	tapPixel(ws, l.Center(target))
	if ws.g.Wall(3, 1) != 1 {
		t.Errorf("wall at (3,1) = %d after clicking it, want 1", ws.g.Wall(3, 1))
	}
	if msg, want := ws.status.Message(), "P1 raised the wall on (3,1)"; msg != want {
		t.Errorf("status %q, want %q", msg, want)
	}
	// A click on a cell that is no legal action changes nothing.
	h := ws.g.Hash()
	tapPixel(ws, l.Center(game.Cell{X: 0, Y: 3}))
	if ws.g.Hash() != h {
		t.Error("a click on an unhighlighted cell changed the game")
	}
}

// After a destroy in the movement phase, a neighbouring wall may be
// destroyed again or built on: its cell shows both marks, and a click on
// the cross's half destroys, on the plus's half builds. Every click
// destroyed before, and building there had no way in.
func TestAWallToDestroyOrBuildOnTakesEither(t *testing.T) {
	for _, tc := range []struct {
		name string
		dx   float64 // from the cell's centre, in cells
		want game.Action
	}{
		{"cross", -0.25, game.Destroy(2, 1)},
		{"plus", 0.25, game.Build(2, 1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			walls := make([]int, 32)
			walls[1*8+2] = 2 // next to P1 on (1,1)
			g, err := game.FromPosition(game.DefaultOptions(), game.Position{Walls: walls, Players: [2]game.Cell{{X: 1, Y: 1}, {X: 6, Y: 2}}, Momentum: [2]int{1, 1}, Turn: 1})
			if err != nil {
				t.Fatal(err)
			}
			ws.start(g, [2]Seat{Human, Human}, 1)
			ws.play(game.Destroy(2, 1)) // P1, movement phase: the wall falls to 1
			ws.play(game.Move(game.W))  // P2
			l := ws.layout()
			p := l.Center(game.Cell{X: 2, Y: 1})
			p.X += tc.dx * l.Cell
			tapPixel(ws, p)
			if got := ws.g.LastMove(); got != tc.want {
				t.Errorf("a click on the %s played %v, want %v", tc.name, got, tc.want)
			}
		})
	}
}

func TestComputerPlaysItsSeat(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "greedy"})
	ws.play(game.Move(game.E)) // P1 moves; P2 (greedy) must answer
	deadline := time.Now().Add(5 * time.Second)
	for ws.g.Ply() < 2 {
		if time.Now().After(deadline) {
			t.Fatal("the computer did not move")
		}
		loop.For(10 * time.Millisecond)
	}
	if ws.g.Ply() != 2 || ws.g.ToMove() != game.P1 {
		t.Errorf("after the computer's move: ply %d, %v to act", ws.g.Ply(), ws.g.ToMove())
	}
}

func TestSaveAndOpenRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	ws := newTestWorkspace(t, path)
	for _, a := range []game.Action{game.Move(game.E), game.Move(game.W), game.Build(3, 1), game.Build(4, 2)} {
		ws.play(a)
	}
	want := ws.g.Hash()
	ws.Keys().Save()
	ws.Keys().New() // opens a dialog; start over directly instead
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	if ws.g.Ply() != 0 {
		t.Fatal("new game kept moves")
	}
	ws.Keys().Open()
	if ws.g.Hash() != want || ws.g.Ply() != 4 {
		t.Errorf("reopened game differs: ply %d", ws.g.Ply())
	}
	if len(ws.last) != 1 || ws.last[0] != (game.Cell{X: 4, Y: 2}) {
		t.Errorf("reopened, the last action's cells are marked %v, want [(4,2)]", ws.last)
	}
	// A broken file is refused and changes nothing.
	os.WriteFile(path, []byte(`{"version": 1, "moves": ["Z"]}`), 0o644)
	if err := ws.OpenPath(path); err == nil {
		t.Error("a broken file opened")
	}
	if ws.g.Hash() != want {
		t.Error("a broken file changed the game")
	}
}

func TestEnteringACampEndsTheGameWithAMessage(t *testing.T) {
	ws := newTestWorkspace(t, "")
	// Turn 1: P1 west, P2 east to (7,2), both build. Turn 2 starts with P2,
	// who slides south into its own camp (7,3) and loses.
	for _, a := range []game.Action{game.Move(game.W), game.Move(game.E), game.Build(1, 2), game.Build(6, 1),
		game.Move(game.S)} {
		ws.play(a)
	}
	if !ws.g.Over() {
		t.Fatalf("game not over after entering a camp; moves %v", ws.g.Moves())
	}
	if r := ws.g.Result(); r.Winner != game.P1 || r.Camp != game.P2 {
		t.Errorf("result %+v, want P1 winning as P2 entered its own camp", r)
	}
	if msg := ws.status.Message(); msg == "" || msg != resultText(ws.g.Result()) {
		t.Errorf("status %q does not announce the result", msg)
	}
	ws.hint() // it said a hint was for a person's turn
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "The game is over") {
		t.Errorf("Hint after the end says %q", msg)
	}
}

// A game in progress with a person at the board is unsaved work until
// saved; New and Open ask before replacing it.
func TestUnsavedGameIsAskedAbout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	ws := newTestWorkspace(t, path)
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("a new game counts as unsaved: %q", u)
	}
	ws.play(game.Move(game.E))
	if ws.Unsaved() == "" {
		t.Fatal("a move played is not unsaved")
	}
	ws.Keys().New()
	kittest.TapDialogButton(t, ws.k.Window, "Cancel")
	if ws.g.Ply() != 1 {
		t.Fatalf("Cancel lost the game: ply %d", ws.g.Ply())
	}
	ws.Keys().Save()
	if u := ws.Unsaved(); u != "" {
		t.Errorf("saved, still unsaved: %q", u)
	}
	ws.play(game.Move(game.W))
	ws.Keys().Open()
	kittest.TapDialogButton(t, ws.k.Window, "Discard")
	if ws.g.Ply() != 1 || ws.Unsaved() != "" {
		t.Errorf("after Discard and Open: ply %d, unsaved %q", ws.g.Ply(), ws.Unsaved())
	}
	// the same game, both seats handed to computers that wait (paused):
	// the test moves for them
	ws.paused = true
	ws.seats = [2]Seat{"random", "random"}
	ws.play(game.Move(game.E))
	if ws.g.Ply() != 2 {
		t.Fatalf("the computers' game has %d moves", ws.g.Ply())
	}
	if u := ws.Unsaved(); u != "" {
		t.Errorf("a game of computers counts as unsaved: %q", u)
	}
}

// A long seat wraps instead of widening the side panel, which would move
// the board under the pointer when a computer joins.
func TestLongSeatsKeepThePanelWidth(t *testing.T) {
	ws := newTestWorkspace(t, "")
	narrow := ws.panel.root.MinSize().Width
	ws.NewGame(game.DefaultOptions(), [2]Seat{"search:7", "search:7"})
	ws.status.Stop() // the computer's first move is not what this test is about
	// and ends here: its answer arriving after the test raced with the next
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if w := ws.panel.root.MinSize().Width; w > narrow {
		t.Errorf("the panel grew from %v to %v wide with two computer seats (%q)", narrow, w, ws.panel.players[0].Text)
	}
}

// TestPanelMakesRoomForWrappedText: when the turn line grows to two lines
// (the construction phase is a longer word), the panel lays out again and
// gives it the height; it used to keep one line's, and the second line ran
// into the Players heading.
func TestPanelMakesRoomForWrappedText(t *testing.T) {
	ws := newTestWorkspace(t, "")
	for _, a := range []game.Action{game.Move(game.E), game.Move(game.W)} {
		ws.play(a)
	}
	kittest.LabelsFit(t, ws.panel.root)
}

// TestSpaceReplaysThenResumes: after Undo, Space replays the actions
// undone one at a time, the game staying paused; with nothing left to
// replay, Space ends the pause (a computer to act would then move).
func TestSpaceReplaysThenResumes(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "greedy"})
	ws.play(game.Move(game.E))
	for deadline := time.Now().Add(5 * time.Second); ws.g.Ply() < 2; loop.For(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the computer did not move")
		}
	}
	ws.Keys().Undo()
	ws.Keys().Undo()
	if ws.g.Ply() != 0 || len(ws.redo) != 2 {
		t.Fatalf("after two undos: ply %d, %d to redo", ws.g.Ply(), len(ws.redo))
	}
	ws.Keys().Space()
	if ws.g.Ply() != 1 || !ws.paused {
		t.Fatalf("Space replayed to ply %d, paused %v; want 1, paused", ws.g.Ply(), ws.paused)
	}
	ws.Keys().Space()
	if ws.g.Ply() != 2 || len(ws.redo) != 0 {
		t.Fatalf("second Space: ply %d, %d to redo", ws.g.Ply(), len(ws.redo))
	}
	// P1 (a person) is to act: Space changes nothing but the pause.
	ws.Keys().Space()
	if ws.paused || ws.g.Ply() != 2 {
		t.Errorf("Space with nothing to replay: paused %v, ply %d", ws.paused, ws.g.Ply())
	}
}

// An illegal action is refused with the engine's reason alone (it read
// "Illegal: illegal action x5,2: ..."), and changes nothing.
func TestIllegalActionSaysWhy(t *testing.T) {
	ws := newTestWorkspace(t, "")
	start := ws.g.Hash()
	ws.play(game.Destroy(5, 2))
	if ws.g.Hash() != start {
		t.Error("the refused action changed the game")
	}
	from := ws.g.Pos(game.P1)
	want := fmt.Sprintf("Illegal: (5,2) is not next to P1 on (%d,%d)", from.X, from.Y)
	if msg := ws.status.Message(); msg != want {
		t.Errorf("status %q, want %q", msg, want)
	}
}

// A game opened with a computer to act waits for Space: the computer did
// not wait before (start let it move before the pause was set), so the
// game changed under the eyes of someone opening it to look.
func TestOpenedGameWaitsForTheComputer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	os.WriteFile(path, []byte(`{"version": 1, "game": "momentum", "options": {"width": 8, "height": 4, "start_momentum": 1, "build_range": "neighbours", "turn_limit": 200}, "players": ["human", "greedy"], "moves": ["E"]}`), 0o644)
	ws := newTestWorkspace(t, "")
	if err := ws.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	loop.Flush()
	if ws.status.Busy() || ws.g.Ply() != 1 || !ws.paused {
		t.Errorf("after opening: computer thinking %v, ply %d, paused %v; want idle at ply 1, paused", ws.status.Busy(), ws.g.Ply(), ws.paused)
	}
}

// A game in progress kept when Plateau stopped comes back unsaved, as the
// game of its file.
func TestRecoverKeptGame(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	ws.play(game.Move(game.E))
	kittest.CheckRecover(t, ws, newTestWorkspace(t, ""), filepath.Join(t.TempDir(), "mine.json"))
}

// The board stands on the window's colour: a light surround, with dark
// coordinates, in the light appearance, a dark one in the dark, changed as
// the appearance is.
func TestSurroundFollowsTheAppearance(t *testing.T) {
	ws := newTestWorkspace(t, "")
	kittest.SurroundFollowsTheAppearance(t, ws.k.Window, ws.view, draw.LightSurround.Background, draw.DarkSurround.Background)
}
