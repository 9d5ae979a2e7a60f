package rikudo

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"plateau/games/rikudo"
)

// The DIMACS export is a complete CNF: an independent reader finds it
// satisfiable, its model decodes to the published solution, and blocking
// that model leaves it unsatisfiable (the puzzle is unique).
func TestDIMACS(t *testing.T) {
	name := benchDir + "/lunatikub_beginner2.txt"
	p := load(t, name)
	want := loadSolution(t, name)
	m := NewModel(p)
	var buf bytes.Buffer
	if err := m.WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	header := fmt.Sprintf("p cnf %d %d\n", m.NumVars(), m.NumClauses())
	if !strings.Contains(buf.String(), header) {
		t.Fatalf("header %q missing", header)
	}
	g, err := gini.NewDimacs(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if g.Solve() != 1 {
		t.Fatal("DIMACS export unsatisfiable")
	}
	for c, v := range want {
		x := m.Var(c, v)
		if x == 0 || !g.Value(z.Dimacs2Lit(x)) {
			t.Fatalf("cell %d: x(%d,%d) not true in the model", c+1, c+1, v)
		}
		g.Add(z.Dimacs2Lit(-x))
	}
	g.Add(0)
	if g.Solve() != -1 {
		t.Error("a second solution in the exported CNF")
	}
}

// Domain pruning keeps x(c, v) only within reach of every given, and the
// encoding stays far below the pairwise n³ clauses.
func TestModelPruning(t *testing.T) {
	p := load(t, benchDir+"/lunatikub_medium1.txt")
	m := NewModel(p)
	n := p.N()
	if m.Var(30, 1) == 0 || m.Var(30, 2) != 0 { // 1 is given in cell 31
		t.Error("given not fixed")
	}
	for c := range n {
		for v := 1; v <= n; v++ {
			if m.Var(c, v) == 0 {
				continue
			}
			for gc := range n {
				if gv := p.Given(gc); gv != 0 && gc != c && hopDist(p, c, gc) > abs(v-gv) {
					t.Fatalf("x(%d,%d) survives though given %d is %d steps away", c+1, v, gv, hopDist(p, c, gc))
				}
			}
		}
	}
	if m.NumClauses() > n*n*n/10 {
		t.Errorf("%d clauses", m.NumClauses())
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A model too big for memory is refused with an error, not built (asked
// of the SAT engine itself: through Solve, the quick search answers this
// empty grid first).
func TestModelTooBig(t *testing.T) {
	p, err := rikudo.NewHexagon(19) // 1140 cells, no givens: 1.3 million x(i,j)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := solveSAT(context.Background(), p, Options{}); err == nil || !strings.Contains(err.Error(), "variables") {
		t.Errorf("got %v", err)
	}
	if err := NewModel(p).WriteDIMACS(&bytes.Buffer{}); err == nil {
		t.Error("DIMACS of a refused model written")
	}
}
