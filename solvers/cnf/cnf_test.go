package cnf

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-air/gini/z"
)

// lits returns the literals 1..n, with the variables in neg negated.
func lits(n int, neg ...int32) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(i + 1)
		if slices.Contains(neg, out[i]) {
			out[i] = -out[i]
		}
	}
	return out
}

// clausesOf splits a flat literal slice into its clauses, zeros dropped.
func clausesOf(flat []int32) [][]int32 {
	var out [][]int32
	start := 0
	for i, l := range flat {
		if l == 0 {
			out = append(out, flat[start:i])
			start = i + 1
		}
	}
	return out
}

// At most one / exactly one of the group holds in every model and nowhere
// else: for each assignment of the group's variables, gini (the auxiliary
// variables left free) finds a model exactly when the count of true
// literals allows it. The counts are those the doc promises.
func TestAtMostOne(t *testing.T) {
	for _, pm := range []int{0, 2, 150} {
		for n := 1; n <= 8; n++ {
			for _, neg := range [][]int32{nil, {2, 5}} {
				for _, exactly := range []bool{false, true} {
					name := fmt.Sprintf("max%d/n%d/neg%v/exactly%v", pm, n, neg, exactly)
					t.Run(name, func(t *testing.T) {
						checkAtMostOne(t, lits(n, neg...), pm, exactly)
					})
				}
			}
		}
	}
}

func checkAtMostOne(t *testing.T, group []int32, pm int, exactly bool) {
	n := len(group)
	var f Formula
	if first := f.AddVars(n); first != 1 {
		t.Fatalf("AddVars: first %d", first)
	}
	wantClauses, wantVars := n*(n-1)/2, n
	if n > max(pm, 1) {
		wantClauses, wantVars = 3*n-4, 2*n-1
	}
	if exactly {
		f.ExactlyOne(group, pm)
		wantClauses++
	} else {
		f.AtMostOne(group, pm)
	}
	if f.Clauses() != wantClauses || f.Vars() != wantVars {
		t.Fatalf("%d clauses %d vars, want %d and %d", f.Clauses(), f.Vars(), wantClauses, wantVars)
	}
	if got := len(clausesOf(f.Lits())); got != f.Clauses() {
		t.Fatalf("%d clauses in the literals, Clauses says %d", got, f.Clauses())
	}
	g, err := f.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for mask := range 1 << n {
		assume := make([]z.Lit, n)
		nTrue := 0
		for i, l := range group {
			v := int32(i + 1)
			if mask&(1<<i) == 0 {
				v = -v
			}
			assume[i] = z.Dimacs2Lit(int(v))
			if v == l {
				nTrue++
			}
		}
		want := nTrue <= 1
		if exactly {
			want = nTrue == 1
		}
		g.Assume(assume...)
		if got := g.Solve() == 1; got != want {
			t.Fatalf("assignment %0*b (%d true literals): satisfiable %v", n, mask, nTrue, got)
		}
	}
}

// The counter's auxiliaries come after every variable in use, in order, and
// its clauses in the documented order, which the encoders' DIMACS exports
// depend on.
func TestAtMostOneLayout(t *testing.T) {
	for _, tc := range []struct {
		name  string
		group []int32
		pm    int
		want  [][]int32
		next  int32 // the variable NewVar gives afterwards
	}{
		{"empty", nil, 0, nil, 5},
		{"single", []int32{3}, 0, nil, 5},
		{"pairwise", []int32{1, 2, 3}, 3, [][]int32{{-1, -2}, {-1, -3}, {-2, -3}}, 5},
		{"all pairwise", []int32{1, 2, 3, 4}, Pairwise, [][]int32{{-1, -2}, {-1, -3}, {-1, -4}, {-2, -3}, {-2, -4}, {-3, -4}}, 5},
		{"counter of two", []int32{1, 2}, 1, [][]int32{{-1, 5}, {-2, -5}}, 6},
		{"counter", []int32{1, -2, 3, 4}, 0, [][]int32{
			{-1, 5}, {2, 6}, {-5, 6}, {2, -5}, {-3, 7}, {-6, 7}, {-3, -6}, {-4, -7},
		}, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f Formula
			f.AddVars(4)
			f.AtMostOne(tc.group, tc.pm)
			if got := clausesOf(f.Lits()); !slices.EqualFunc(got, tc.want, slices.Equal) {
				t.Errorf("clauses %v, want %v", got, tc.want)
			}
			if next := f.NewVar(); next != tc.next {
				t.Errorf("next variable %d, want %d", next, tc.next)
			}
		})
	}
}

func TestNumbering(t *testing.T) {
	var f Formula
	if v := f.NewVar(); v != 1 {
		t.Errorf("first NewVar %d", v)
	}
	if v := f.AddVars(3); v != 2 {
		t.Errorf("AddVars(3) starts at %d", v)
	}
	if v := f.NewVar(); v != 5 || f.Vars() != 5 {
		t.Errorf("NewVar %d after 4 variables, Vars %d", v, f.Vars())
	}
	f.Grow(100)
	if f.Clauses() != 0 || len(f.Lits()) != 0 {
		t.Error("Grow added clauses")
	}
}

// header is a comment writer for the DIMACS tests.
func header(lines ...string) func(*bufio.Writer) {
	return func(w *bufio.Writer) {
		for _, l := range lines {
			fmt.Fprintf(w, "c %s\n", l)
		}
	}
}

func TestWriteDIMACS(t *testing.T) {
	for _, tc := range []struct {
		name   string
		build  func(f *Formula)
		header func(*bufio.Writer)
		want   string
	}{
		{"empty formula", func(*Formula) {}, nil, "p cnf 0 0\n"},
		{"tiny", func(f *Formula) {
			f.AddVars(3)
			f.Clause(1, -2)
			f.Clause(-3)
			f.Clause(2, 3, -1)
		}, header("tiny", "x 1 2"), "c tiny\nc x 1 2\np cnf 3 3\n1 -2 0\n-3 0\n2 3 -1 0\n"},
		{"empty clause", func(f *Formula) {
			f.AddVars(2)
			f.Clause()
			f.Clause(-12, 2)
		}, nil, "p cnf 2 2\n0\n-12 2 0\n"},
		{"counter", func(f *Formula) {
			f.AddVars(3)
			f.ExactlyOne([]int32{1, 2, 3}, 0)
		}, header("three"), "c three\np cnf 5 6\n1 2 3 0\n-1 4 0\n-2 5 0\n-4 5 0\n-2 -4 0\n-3 -5 0\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f Formula
			tc.build(&f)
			var b strings.Builder
			if err := f.WriteDIMACS(&b, tc.header); err != nil {
				t.Fatal(err)
			}
			if b.String() != tc.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), tc.want)
			}
		})
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteDIMACSError(t *testing.T) {
	var f Formula
	f.AddVars(1)
	f.Clause(1)
	if err := f.WriteDIMACS(failWriter{}, header("x")); err == nil {
		t.Error("a failed write reported no error")
	}
}

// Load gives gini the formula itself (its answer is the formula's), and
// nothing once the context has ended, however far the loading got.
func TestLoad(t *testing.T) {
	big := func(f *Formula) {
		// more than loadChunk literals, all satisfiable together
		for range loadChunk {
			v := f.NewVar()
			f.Clause(v, -v)
		}
	}
	for _, tc := range []struct {
		name   string
		build  func(f *Formula)
		cancel bool
		want   int
	}{
		{"sat", func(f *Formula) { f.AddVars(2); f.Clause(1, 2); f.Clause(-1) }, false, 1},
		{"unsat", func(f *Formula) { f.AddVars(1); f.Clause(1); f.Clause(-1) }, false, -1},
		{"empty clause", func(f *Formula) { f.AddVars(1); f.Clause(1); f.Clause() }, false, -1},
		{"big", big, false, 1},
		{"cancelled", func(f *Formula) { f.AddVars(1); f.Clause(1) }, true, 0},
		{"cancelled, nothing to load", func(*Formula) {}, true, 0},
		{"cancelled, big", big, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f Formula
			tc.build(&f)
			ctx, cancel := context.WithCancel(context.Background())
			if tc.cancel {
				cancel()
			}
			defer cancel()
			g, err := f.Load(ctx)
			if tc.cancel {
				if !errors.Is(err, context.Canceled) || g != nil {
					t.Fatalf("cancelled load: %v, solver %v", err, g)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r := g.Solve(); r != tc.want {
				t.Errorf("gini says %d, want %d", r, tc.want)
			}
		})
	}
}

// sorted returns the clauses as sorted strings, literals sorted within, to
// compare formulas up to order.
func sorted(f *Formula) []string {
	var out []string
	for _, c := range clausesOf(f.Lits()) {
		c = slices.Sorted(slices.Values(c))
		out = append(out, fmt.Sprint(c))
	}
	slices.Sort(out)
	return out
}

// Shuffle keeps the clauses and their literals, only reordered, and leaves
// a copy taken before it alone.
func TestShuffle(t *testing.T) {
	for _, literals := range []bool{false, true} {
		t.Run(fmt.Sprint("literals ", literals), func(t *testing.T) {
			var f Formula
			f.AddVars(12)
			for i := range int32(12) {
				f.Clause(lits(int(i%5) + 1)...)
			}
			f.Clause()
			before := f
			orig := slices.Clone(f.Lits())
			f.Shuffle(rand.New(rand.NewPCG(1, 2)), literals)
			if !slices.Equal(before.Lits(), orig) {
				t.Fatal("the copy taken before changed")
			}
			if slices.Equal(f.Lits(), orig) {
				t.Error("nothing moved")
			}
			if f.Clauses() != before.Clauses() || f.Vars() != before.Vars() {
				t.Errorf("counts changed: %d %d", f.Clauses(), f.Vars())
			}
			if !slices.Equal(sorted(&f), sorted(&before)) {
				t.Errorf("clauses changed:\n%v\n%v", sorted(&f), sorted(&before))
			}
			kept := true
			for _, c := range clausesOf(f.Lits()) {
				kept = kept && slices.IsSorted(c)
			}
			if kept == literals {
				t.Errorf("literal order kept %v with literals %v", kept, literals)
			}
		})
	}
}

func TestAppend(t *testing.T) {
	var f, g Formula
	f.AddVars(2)
	f.Clause()
	g.AddVars(5)
	g.Clause(1, -5)
	g.Clause(2)
	f.Append(&g)
	if f.Vars() != 5 || f.Clauses() != 3 || !slices.Equal(f.Lits(), []int32{0, 1, -5, 0, 2, 0}) {
		t.Errorf("vars %d clauses %d lits %v", f.Vars(), f.Clauses(), f.Lits())
	}
	g.Append(&Formula{})
	if g.Vars() != 5 || g.Clauses() != 2 {
		t.Errorf("appending nothing: vars %d clauses %d", g.Vars(), g.Clauses())
	}
}
