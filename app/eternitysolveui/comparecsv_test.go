package eternitysolveui

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"
	"time"

	"plateau/app/kit/kittest"
	solver "plateau/solvers/eternity"
)

// The comparison's Save as CSV writes every row with exact figures, a
// configuration with no solution leaving its first-solution cells empty,
// and the status bar offers to open the file.
func TestComparisonSavesAsCSV(t *testing.T) {
	w, p := newTestPanel(t)
	rows := []solver.Row{
		{Config: solver.Default, FirstSolutionTime: 1234567 * time.Nanosecond, FirstSolutionNodes: 123456,
			Solutions: 260, Nodes: 69284103, Time: 1500 * time.Millisecond, Complete: true},
		{Config: solver.Config{Order: solver.SpiralIn, Model: solver.CaPi}, Nodes: 42, Time: 2 * time.Second},
	}
	path := filepath.Join(t.TempDir(), "cmp.csv")
	w.Kit().Files.(*kittest.Files).Path = path
	p.showTable(rows)
	kittest.TapDialogButton(t, w.Window(), "Save as CSV…")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"configuration", "complete", "first_solution_ms", "nodes_to_first", "solutions", "nodes", "total_ms"},
		{solver.Default.String(), "true", "1.235", "123456", "260", "69284103", "1500.000"},
		{rows[1].Config.String(), "false", "", "", "0", "42", "2000.000"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d: %q", len(got), len(want), got)
	}
	for i := range want {
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Errorf("line %d, column %d: %q, want %q", i, j, got[i][j], want[i][j])
			}
		}
	}
	if w.Status().File() != path {
		t.Errorf("the status bar opens %q, want the CSV", w.Status().File())
	}
}
