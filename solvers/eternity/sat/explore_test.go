package sat

import (
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-air/gini/z"

	"plateau/games/eternity/eternitytest"
)

// shuffled permutes the clause order of c (seed 0 keeps it), to measure how
// much a solve time owes to luck.
func shuffled(c *CNF, seed uint64) *CNF {
	if seed == 0 {
		return c
	}
	d := *c
	d.f.Shuffle(rand.New(rand.NewPCG(seed, 1)), false)
	return &d
}

// ET_SAT names bench instances (comma-separated) to solve with each
// encoding variant (ET_SAT_VARIANTS, comma-separated, default all) and
// ET_SAT_SHUFFLES clause orders, logging sizes and times; ET_SAT_TIMEOUT
// bounds each run.
func TestExplore(t *testing.T) {
	names := os.Getenv("ET_SAT")
	if names == "" {
		t.Skip("set ET_SAT=brendan1_07x07,... to explore")
	}
	timeout := 60 * time.Second
	if s := os.Getenv("ET_SAT_TIMEOUT"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			t.Fatal(err)
		}
		timeout = d
	}
	shuffles := 1
	if s := os.Getenv("ET_SAT_SHUFFLES"); s != "" {
		shuffles, _ = strconv.Atoi(s)
	}
	variants := map[string]options{
		"default":   defaultOptions,
		"seq":       {support: true, pairwiseMax: 6},
		"nosupport": {pairwiseMax: defaultOptions.pairwiseMax},
		"fullcell":  {support: true, fullCellAMO: true, pairwiseMax: defaultOptions.pairwiseMax},
		"nosym":     {support: true, noSymmetry: true, pairwiseMax: defaultOptions.pairwiseMax},
	}
	want := os.Getenv("ET_SAT_VARIANTS")
	var vnames []string
	for vn := range variants {
		if want == "" || strings.Contains(","+want+",", ","+vn+",") {
			vnames = append(vnames, vn)
		}
	}
	slices.Sort(vnames)
	for _, name := range strings.Split(names, ",") {
		p := eternitytest.Puzzle(t, name)
		for _, vn := range vnames {
			var times []string
			var c *CNF
			for s := range shuffles {
				var err error
				c, err = encode(context.Background(), p, nil, variants[vn])
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), timeout)
				start := time.Now()
				sc := shuffled(c, uint64(s))
				g, _ := sc.f.Load(ctx)
				r := run(ctx, g)
				cancel()
				if r == 1 {
					if _, err := c.Decode(func(v int) bool { return g.Value(z.Dimacs2Lit(v)) }); err != nil {
						t.Fatal(err)
					}
				}
				mark := map[int]string{1: "", -1: " UNSAT", 0: " TIMEOUT"}[r]
				times = append(times, time.Since(start).Round(time.Millisecond).String()+mark)
			}
			t.Logf("%s %-14s vars %6d clauses %7d: %s", name, vn, c.Vars(), c.Clauses(), strings.Join(times, " "))
		}
	}
}

// ET_DUMP=name,... writes each bench instance's CNF to $ET_DUMP_DIR/name.cnf.
func TestDump(t *testing.T) {
	names := os.Getenv("ET_DUMP")
	if names == "" {
		t.Skip("set ET_DUMP")
	}
	for _, name := range strings.Split(names, ",") {
		c, err := Encode(eternitytest.Puzzle(t, name), nil)
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(os.Getenv("ET_DUMP_DIR") + "/" + name + ".cnf")
		if err != nil {
			t.Fatal(err)
		}
		if err := c.WriteDIMACS(f); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}
