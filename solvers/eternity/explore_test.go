package eternity

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"plateau/games/eternity/eternitytest"
)

// TestExplore is a manual tool for measuring configurations, skipped unless
// ET_PUZZLE names a bench instance, e.g.
//
//	ET_PUZZLE=brendan1_07x07 ET_TIMEOUT=60s ET_WORKERS=2 [ET_ALL=1] \
//	ET_CONFIGS="rowscan scan lexi bruteforce 2;spiral-in pessimistic lexi boco" \
//	go test -run TestExplore -v ./solvers/eternity/
//
// Each configuration is "order var val model [corolle]"; it logs the
// seed's statistics and the CPU time the process used.
func TestExplore(t *testing.T) {
	name := os.Getenv("ET_PUZZLE")
	if name == "" {
		t.Skip("manual: set ET_PUZZLE, ET_CONFIGS, ET_TIMEOUT")
	}
	p := eternitytest.Puzzle(t, name)
	all := os.Getenv("ET_ALL") != ""
	workers := 1
	fmt.Sscan(os.Getenv("ET_WORKERS"), &workers)
	to, err := time.ParseDuration(os.Getenv("ET_TIMEOUT"))
	if err != nil {
		t.Fatalf("ET_TIMEOUT: %v", err)
	}
	for _, cs := range strings.Split(os.Getenv("ET_CONFIGS"), ";") {
		c, err := parseConfigWords(strings.Fields(cs))
		if err != nil {
			t.Fatalf("%q: %v", cs, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), to)
		cpu0 := cpuTime()
		r, err := Solve(ctx, p, Options{Config: c, All: all, Workers: workers})
		cancel()
		t.Logf("%-45v sol %6d complete %v nodes %12d first %12d @ %8v elapsed %8v cpu %8v best %d err %v",
			c, r.Solutions, r.Complete, r.Nodes, r.FirstSolutionNodes, r.FirstSolutionTime.Round(time.Millisecond),
			r.Elapsed.Round(time.Millisecond), (cpuTime() - cpu0).Round(time.Millisecond), r.BestDepth, err)
	}
}

func parseConfigWords(f []string) (Config, error) {
	var c Config
	if len(f) < 4 {
		return c, fmt.Errorf("want: order var val model [corolle]")
	}
	var err [4]error
	c.Order, err[0] = ParseOrder(f[0])
	c.Var, err[1] = ParseVar(f[1])
	c.Val, err[2] = ParseVal(f[2])
	c.Model, err[3] = ParseModel(f[3])
	for _, e := range err {
		if e != nil {
			return c, e
		}
	}
	if len(f) > 4 {
		if _, e := fmt.Sscan(f[4], &c.Corolle); e != nil {
			return c, e
		}
	}
	return c, c.Validate()
}
