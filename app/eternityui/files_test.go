package eternityui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
)

// wait runs start, which hands its done callback the error of a job on the
// status bar, and waits for the callback.
func wait(t *testing.T, start func(done func(error))) error {
	t.Helper()
	ch := make(chan error, 1)
	start(func(err error) { ch <- err })
	select {
	case err := <-ch:
		return err
	case <-time.After(10 * time.Second):
		t.Fatal("the job did not finish")
	}
	return nil
}

// TestSaveOpenRoundTrip: every format saves and reopens the design (the
// JSON whole, the piece list its pieces, the link its board and pieces).
func TestSaveOpenRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{".json", ".txt", ".url"} {
		t.Run(ext, func(t *testing.T) {
			path := filepath.Join(dir, "design"+ext)
			h := newHarness(t, path)
			ws := h.ws
			sol := sampleSolution(t)
			if err := ws.ApplyBoard(sol); err != nil {
				t.Fatal(err)
			}
			want := cloneDesign(ws.d)
			ws.Keys().Save()
			if err := ws.NewBlank(3, 4); err != nil {
				t.Fatal(err)
			}
			ws.Keys().Open()
			kittest.TapDialogButton(t, h.win, "Discard") // the blank design was never saved
			got := ws.d
			if !equalPieces(got.Puzzle, want.Puzzle, ext == ".url") {
				t.Fatal("the pieces changed through the file")
			}
			switch ext {
			case ".json":
				if !bytes.Equal(designBytes(t, got), designBytes(t, want)) {
					t.Error("the JSON design changed through the file")
				}
			case ".url":
				if ws.score.Matched != ws.score.Total {
					t.Errorf("the reopened link scores %d of %d", ws.score.Matched, ws.score.Total)
				}
			}
			if ws.hist.CanUndo() {
				t.Error("opening a file kept the old history")
			}
		})
	}
}

// equalPieces compares the pieces of two puzzles, up to turning if asked
// (a link keeps pieces as they show on the board).
func equalPieces(a, b *game.Puzzle, upToTurning bool) bool {
	if a.W != b.W || a.H != b.H || a.N() != b.N() {
		return false
	}
	for i := range a.Pieces {
		switch {
		case upToTurning && a.Pieces[i].Canonical() != b.Pieces[i].Canonical():
			return false
		case !upToTurning && a.Pieces[i] != b.Pieces[i]:
			return false
		}
	}
	return true
}

// TestBadFilesChangeNothing: a malformed file of each kind is refused with
// a message naming the file, and the design stays as it was.
func TestBadFilesChangeNothing(t *testing.T) {
	dir := t.TempDir()
	bad := map[string]string{
		"letters.txt":  "3 3\n1 2 x 0\n",
		"short.txt":    "3 3\n0 0 1 2\n",
		"broken.json":  `{"format": "plateau-eternity", "version": 1, "width": 3`,
		"wrong.url":    "https://e2.bucas.name/#puzzle=x&board_w=3&board_h=3&board_edges=abc",
		"picture.png":  "not a design",
		"missing.json": "",
	}
	h := newHarness(t, "")
	ws := h.ws
	before := designBytes(t, ws.d)
	for name, content := range bad {
		path := filepath.Join(dir, name)
		if name != "missing.json" {
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		err := ws.OpenPath(path)
		if err == nil {
			t.Errorf("%s opened", name)
			continue
		}
		// the dialog's headline names the file: the reason does not
		// again, but where the name is the fault (its extension) or the
		// system's (which the dialog says in words)
		if named := strings.Contains(err.Error(), name); named != (name == "picture.png" || name == "missing.json") {
			t.Errorf("%s: the error %q names the file: %v", name, err, named)
		}
		if !bytes.Equal(designBytes(t, ws.d), before) || ws.hist.CanUndo() {
			t.Errorf("%s changed the design", name)
		}
	}
	// Through the Open action the error goes to a dialog, and still
	// nothing changes.
	h2 := newHarness(t, filepath.Join(dir, "letters.txt"))
	start := designBytes(t, h2.ws.d)
	h2.ws.Keys().Open()
	if !bytes.Equal(designBytes(t, h2.ws.d), start) {
		t.Error("a bad file opened through the dialog changed the design")
	}
	if len(h2.win.Canvas().Overlays().List()) == 0 {
		t.Error("no error dialog for a bad file")
	}
}

// TestOpensTheRealEternityII: the official pieces open, obey both laws and
// fill the tray.
func TestOpensTheRealEternityII(t *testing.T) {
	path := "../../games/eternity/testdata/bench/e2_official.txt"
	if _, err := os.Stat(path); err != nil {
		t.Fatal("the committed e2_official.txt is missing:", err)
	}
	h := newHarness(t, "")
	ws := h.ws
	if err := ws.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	p := ws.d.Puzzle
	n := p.Count()
	frame, inner := p.Colors()
	if p.N() != 256 || n[game.Corner] != 4 || n[game.Border] != 56 || n[game.Inner] != 196 || len(frame) != 5 || len(frame)+len(inner) != 22 {
		t.Errorf("E2: %d pieces, kinds %v, %d + %d colours", p.N(), n, len(frame), len(inner))
	}
	if len(ws.problems) != 0 {
		t.Errorf("E2 breaks the laws: %v", ws.problems)
	}
	l := ws.layout()
	if l.Slots != 256 || l.Cell < 16 {
		t.Errorf("E2 laid out with %d tray slots of %.0f pixels", l.Slots, l.Cell)
	}
	img := h.win.Canvas().Capture()
	if img.Bounds().Dx() < 1000 {
		t.Error("no picture")
	}
}

// TestGenerateThroughTheStatusBar: a generated puzzle obeys the laws,
// fills the tray (or, asked, the board with its solution), and undo brings
// back the design before it.
func TestGenerateThroughTheStatusBar(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	start := designBytes(t, ws.d)
	b, i := game.SuggestedColors(8, 8)
	o := game.GenOptions{W: 8, H: 8, BorderColors: b, InnerColors: i, Seed: 7}
	if err := wait(t, func(done func(error)) { ws.Generate(o, false, done) }); err != nil {
		t.Fatal(err)
	}
	if ws.d.Puzzle.N() != 64 || len(ws.problems) != 0 || ws.d.Board.Placed() != 0 {
		t.Errorf("generated %d pieces, %d problems, %d placed", ws.d.Puzzle.N(), len(ws.problems), ws.d.Board.Placed())
	}
	if err := wait(t, func(done func(error)) { ws.Generate(o, true, done) }); err != nil {
		t.Fatal(err)
	}
	if !ws.score.Solved() {
		t.Errorf("the solution scores %d of %d", ws.score.Matched, ws.score.Total)
	}
	ws.Undo()
	ws.Undo()
	if !bytes.Equal(designBytes(t, ws.d), start) {
		t.Error("undo did not bring the sample back")
	}
	// Too many colours are refused before any work.
	o.InnerColors = 70
	if err := wait(t, func(done func(error)) { ws.Generate(o, false, done) }); err == nil {
		t.Error("70 inner colours were accepted")
	}
}

// TestSolverHooks: a solver's board shows without changing the design, a
// click returns to the design, a solution applied is one undoable edit, and
// both keep the hint fixed.
func TestSolverHooks(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	changes := 0
	ws.OnChange(func() { changes++ })
	started := false
	ws.SetSolver(fyneLabel("solver"), func() { started = true })
	ws.Keys().Space()
	if !started || !ws.tools.solve.Button().Visible() {
		t.Error("Space did not start the solver, or no Solve button")
	}
	before := designBytes(t, ws.d)
	sol := sampleSolution(t)
	if err := ws.ShowBoard(sol); err != nil {
		t.Fatal(err)
	}
	if ws.score.Matched != 60 || !bytes.Equal(designBytes(t, ws.d), before) {
		t.Errorf("preview: %d matched, design changed: %v", ws.score.Matched, !bytes.Equal(designBytes(t, ws.d), before))
	}
	if !ws.shownBoard().At(2, 2).Fixed || sol.At(2, 2).Fixed {
		t.Error("the solver's board lost the design's hint, or the caller's board was changed")
	}
	if err := ws.ShowBoard(game.NewBoard(4, 4)); err == nil {
		t.Error("a board of the wrong size was shown")
	}
	h.tap(h.cellAt(0, 0))
	if ws.preview != nil {
		t.Error("a click left the solver's board on screen")
	}
	if err := ws.ApplyBoard(sol); err != nil {
		t.Fatal(err)
	}
	if !ws.score.Solved() || !ws.d.Board.At(2, 2).Fixed || changes == 0 {
		t.Errorf("applied: solved %v, hint fixed %v, %d changes", ws.score.Solved(), ws.d.Board.At(2, 2).Fixed, changes)
	}
	ws.Undo()
	if !bytes.Equal(designBytes(t, ws.d), before) {
		t.Error("undo did not remove the applied solution")
	}
}

func fyneLabel(s string) fyne.CanvasObject { return newProblemRow(s, nil) }

// An edited design is unsaved work until saved or undone; Open asks before
// replacing it, and Cancel keeps it.
func TestUnsavedChangesAreAskedAbout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "design.json")
	h := newHarness(t, path)
	ws := h.ws
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("the sample counts as unsaved: %q", u)
	}
	ws.AddColor(false)
	if ws.Unsaved() == "" {
		t.Fatal("a new colour is not unsaved work")
	}
	ws.Undo()
	if u := ws.Unsaved(); u != "" {
		t.Errorf("undone back to the sample, still unsaved: %q", u)
	}
	ws.AddColor(false)
	colours := len(ws.Design().Palette)
	ws.open()
	kittest.TapDialogButton(t, h.win, "Cancel")
	if len(ws.Design().Palette) != colours || ws.Unsaved() == "" {
		t.Fatal("Cancel did not keep the edited design")
	}
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	if u := ws.Unsaved(); u != "" {
		t.Errorf("saved, still unsaved: %q", u)
	}
	ws.AddColor(false)
	ws.open()
	kittest.TapDialogButton(t, h.win, "Discard")
	if len(ws.Design().Palette) != colours || ws.Unsaved() != "" {
		t.Errorf("after Discard: %d colours (the file has %d), unsaved %q", len(ws.Design().Palette), colours, ws.Unsaved())
	}
}

// TestFileStem: a design's name becomes a file name without runs of
// dashes, its accented letters kept.
func TestFileStem(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Generated 8 x 8, 3 + 8 colours, seed 247029", "Generated-8-x-8-3-8-colours-seed-247029"},
		{"Eternity 6x6, seed 2016", "Eternity-6x6-seed-2016"},
		{"  brendan1_07x07 ", "brendan1_07x07"},
		{"Énigme d'été", "Énigme-d-été"},
		{"a/b\\c:d", "a-b-c-d"},
		{" , ", ""},
	} {
		if got := fileStem(tc.name); got != tc.want {
			t.Errorf("fileStem(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// An edited design kept when Plateau stopped comes back unsaved, as the
// design of its file.
func TestRecoverKeptDesign(t *testing.T) {
	ws := newHarness(t, "").ws
	ws.AddColor(false)
	kittest.CheckRecover(t, ws, newHarness(t, "").ws, filepath.Join(t.TempDir(), "mine.json"))
}

// Clear empties the board on screen: a solver's board shown goes back to
// the design's, whose placed pieces go back to the tray; the hint stays.
func TestClearTakesASolversBoardAway(t *testing.T) {
	ws := newHarness(t, "").ws
	if err := ws.ShowBoard(sampleSolution(t)); err != nil {
		t.Fatal(err)
	}
	ws.clearBoard()
	if ws.preview != nil || ws.score.Matched != 0 {
		t.Errorf("after Clear: solver's board shown %v, %d joins matched", ws.preview != nil, ws.score.Matched)
	}
	if !ws.d.Board.At(2, 2).Fixed {
		t.Error("Clear took the hint away")
	}
}

// New asks before replacing unsaved work: Cancel keeps the design,
// Discard goes on to the size form.
func TestNewAsksAboutUnsavedWork(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	ws.AddColor(false)
	colours := len(ws.Design().Palette)
	ws.Keys().New()
	kittest.TapDialogButton(t, h.win, "Cancel")
	if len(ws.Design().Palette) != colours || h.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Cancel did not keep the edited design, or left a dialog")
	}
	ws.Keys().New()
	kittest.TapDialogButton(t, h.win, "Discard")
	kittest.TapDialogButton(t, h.win, "Create")
	if len(ws.Design().Palette) == colours {
		t.Error("Discard then Create kept the edited design")
	}
}
