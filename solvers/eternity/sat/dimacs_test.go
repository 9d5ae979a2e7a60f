package sat

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/dimacs"
	"github.com/go-air/gini/z"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// counter counts what gini's strict DIMACS reader sees.
type counter struct{ clauses, lits int }

func (c *counter) Init(int, int) {}
func (c *counter) Eof()          {}
func (c *counter) Add(m z.Lit) {
	if m == z.LitNull {
		c.clauses++
	} else {
		c.lits++
	}
}

// The DIMACS export, read back by gini's own reader (strict about the
// header's counts), is solved by a fresh gini whose model decodes to a
// board that checks and keeps the fixed pieces.
func TestDIMACSRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name  string
		frame bool
	}{{"brendan1_04x04", false}, {"brendan1_05x05", false}, {"brendan1_07x07", true}} {
		t.Run(tc.name, func(t *testing.T) {
			p := eternitytest.Puzzle(t, tc.name)
			var hints *eternity.Board
			if tc.frame {
				hints = frameOf(eternitytest.Solution(t, tc.name, p))
			}
			c, err := Encode(p, hints)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := c.WriteDIMACS(&buf); err != nil {
				t.Fatal(err)
			}
			text := buf.String()
			if !strings.HasPrefix(text, "c plateau eternity") || !strings.Contains(text, fmt.Sprintf("c puzzle %dx%d, %d pieces", p.W, p.H, p.N())) {
				t.Errorf("header:\n%.300s", text)
			}
			if !strings.Contains(text, fmt.Sprintf("\np cnf %d %d\n", c.Vars(), c.Clauses())) {
				t.Errorf("no line p cnf %d %d", c.Vars(), c.Clauses())
			}
			var n counter
			if err := dimacs.ReadCnfStrict(strings.NewReader(text), &n, true); err != nil {
				t.Fatalf("strict read: %v", err)
			}
			if lits := len(c.f.Lits()) - c.Clauses(); n.clauses != c.Clauses() || n.lits != lits {
				t.Errorf("read %d clauses %d literals, encoded %d and %d", n.clauses, n.lits, c.Clauses(), lits)
			}
			checkMapLines(t, c, text)
			g, err := gini.NewDimacs(strings.NewReader(text))
			if err != nil {
				t.Fatal(err)
			}
			if r := g.Solve(); r != 1 {
				t.Fatalf("gini on the DIMACS file: %d", r)
			}
			b, err := c.Decode(func(v int) bool { return g.Value(z.Dimacs2Lit(v)) })
			if err != nil {
				t.Fatal(err)
			}
			if err := Check(p, b); err != nil {
				t.Error(err)
			}
			for cell, pl := range hintCells(hints) {
				if got := b.Cells[cell]; got.Piece != pl.Piece || got.Turn != pl.Turn {
					t.Errorf("cell %d holds %+v, hint %+v", cell, got, pl)
				}
			}
		})
	}
}

// checkMapLines reads the "c x" lines of the header back.
func checkMapLines(t *testing.T, c *CNF, text string) {
	t.Helper()
	seen := 0
	for _, line := range strings.Split(text, "\n") {
		var v, x, y, n, tu int
		if _, err := fmt.Sscanf(line, "c x %d %d %d %d %d", &v, &x, &y, &n, &tu); err != nil {
			continue
		}
		seen++
		if c.Var(x, y, n, eternity.Turn(tu)) != v {
			t.Fatalf("map line %q: Var says %d", line, c.Var(x, y, n, eternity.Turn(tu)))
		}
	}
	if seen != c.Placements() {
		t.Errorf("%d map lines for %d placement variables", seen, c.Placements())
	}
}

// An unsatisfiable puzzle exports a file gini finds unsatisfiable too,
// even when the encoding already holds an empty clause.
func TestDIMACSUnsat(t *testing.T) {
	for name, tc := range unsatCases(t) {
		c, err := Encode(tc.p, tc.hints)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var buf bytes.Buffer
		if err := c.WriteDIMACS(&buf); err != nil {
			t.Fatal(err)
		}
		g, err := gini.NewDimacs(&buf)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if r := g.Solve(); r != -1 {
			t.Errorf("%s: gini says %d", name, r)
		}
	}
}

// failWriter fails after n bytes.
type failWriter struct{ n int }

func (f *failWriter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		return 0, fmt.Errorf("disk full")
	}
	f.n -= len(p)
	return len(p), nil
}

func TestDIMACSWriteError(t *testing.T) {
	c, err := Encode(eternitytest.Puzzle(t, "brendan1_05x05"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.WriteDIMACS(&failWriter{n: 1000}); err == nil {
		t.Error("a failed write reported no error")
	}
}
