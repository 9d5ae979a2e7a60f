package eternitysolveui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
	solver "plateau/solvers/eternity"
)

// The panel's other methods and cuts of the tree: openings, a finale, SAT,
// max score and the openings file.

// Openings and a finale from the panel count what the plain search counts,
// and the result says what they did.
func TestOpeningsAndFinaleKeepTheCount(t *testing.T) {
	w, p := newTestPanel(t)
	p.all.SetChecked(true)
	p.Run()
	waitIdle(t, w.Status(), 60*time.Second)
	plain := len(p.solutions)
	if plain == 0 {
		t.Fatalf("no solution: %q", p.result.Text)
	}
	p.openings.SetSelected("3")
	p.finale.SetSelected("4")
	p.workers.SetSelected("2")
	p.Run()
	waitIdle(t, w.Status(), 60*time.Second)
	if len(p.solutions) != plain {
		t.Errorf("%d solutions with openings and a finale, %d without", len(p.solutions), plain)
	}
	for _, want := range []string{"Openings of depth 3", "Finale of 4 cells"} {
		if !strings.Contains(p.result.Text, want) {
			t.Errorf("result %q lacks %q", p.result.Text, want)
		}
	}
}

func TestEstimateCountsTheOpenings(t *testing.T) {
	w, p := newTestPanel(t)
	p.openings.SetSelected("3")
	p.Estimate()
	waitIdle(t, w.Status(), 30*time.Second)
	d := w.Design()
	cfg, _ := p.Config()
	n, _, err := solver.Openings(context.Background(), d.Puzzle, solver.Options{Config: cfg, Hints: d.Board.FixedOnly()}, 3, 0, func(solver.Opening) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%s openings of depth 3", kit.Human(float64(n)))
	if !strings.Contains(p.result.Text, want) {
		t.Errorf("result %q lacks %q", p.result.Text, want)
	}
	// the status bar says so too, and its counters no longer "Counting…"
	if st := w.Status(); st.Counters() != want || st.Message() != p.result.Text {
		t.Errorf("status bar %q, counters %q; want %q", st.Message(), st.Counters(), want)
	}
}

func TestSATAndMaxScoreFindCheckedBoards(t *testing.T) {
	for _, m := range []int{1, 2} {
		w, p := newTestPanel(t)
		p.methods.SetSelectedIndex(m)
		if p.order.Disabled() != true || p.workers.Disabled() {
			t.Errorf("method %d: order disabled %v, workers disabled %v", m, p.order.Disabled(), p.workers.Disabled())
		}
		p.Run()
		waitIdle(t, w.Status(), 60*time.Second)
		if len(p.solutions) != 1 {
			t.Fatalf("method %d: %d boards; result %q", m, len(p.solutions), p.result.Text)
		}
		d := w.Design()
		if sc := game.ScoreBoard(d.Puzzle, p.solutions[0]); !sc.Solved() {
			t.Errorf("method %d: the board scores %d of %d; result %q", m, sc.Matched, sc.Total, p.result.Text)
		}
		if msg := w.Status().Message(); m == 1 && !strings.HasPrefix(msg, "Found a solution: ") {
			t.Errorf("SAT: the status bar says %q", msg)
		}
	}
}

func TestStarterPieceNeedsEternityII(t *testing.T) {
	w, p := newTestPanel(t)
	p.methods.SetSelectedIndex(2)
	p.starter.SetChecked(true)
	p.Run()
	if w.Status().Busy() || !strings.Contains(w.Status().Message(), "16x16") {
		t.Errorf("busy %v, message %q", w.Status().Busy(), w.Status().Message())
	}
}

// Save… writes the openings of the chosen depth in the file format the
// command line reads, every one of them.
func TestSaveOpenings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ops.txt")
	k := kittest.New(t, path)
	w := eternityui.New(k)
	p := Attach(w)
	kittest.Show(k, w.Content())
	p.openings.SetSelected("4")
	p.SaveOpenings()
	waitIdle(t, w.Status(), 30*time.Second)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := w.Design()
	ops, h, err := solver.ReadOpenings(f, d.Puzzle, d.Board)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := p.Config()
	n, _, _ := solver.Openings(context.Background(), d.Puzzle, solver.Options{Config: cfg, Hints: d.Board.FixedOnly()}, 4, 0, func(solver.Opening) bool { return true })
	if int64(len(ops)) != n || h.Depth != 4 || len(ops[0]) != 4 {
		t.Errorf("%d openings of depth %d in the file, want %d of depth 4", len(ops), h.Depth, n)
	}
}

// The openings and the comparison of a design with a file are suggested
// beside it, named after it (they started in the last folder any dialog
// used).
func TestSavedBesideTheDesign(t *testing.T) {
	w, p := newTestPanel(t)
	name := "brendan1_07x07.txt"
	openBench(t, w, name)
	files := w.Kit().Files.(*kittest.Files)
	for _, tc := range []struct {
		what string
		ask  func()
		want string
	}{
		{"the openings", p.SaveOpenings, "brendan1_07x07.openings.txt"},
		{"the comparison", func() { p.saveCSV(nil) }, "brendan1_07x07-comparison.csv"},
	} {
		files.Suggested = ""
		tc.ask()
		if want := filepath.Join(eternitytest.Dir(), tc.want); files.Suggested != want {
			t.Errorf("%s: suggested as %q, want %q", tc.what, files.Suggested, want)
		}
	}
}
