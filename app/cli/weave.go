package cli

import (
	"context"
	"fmt"
	"io"
	"time"

	"plateau/app/safefile"
	"plateau/games/weave"
)

func init() {
	Register(Command{
		Name: "weave grow",
		Args: "--points N | --steps N [--order fifo|lifo|random|nearest] [--main D1..D6] " +
			"[--rule seed|diamond|cubic] [--seed S] [--out F.json|F.ply|F.obj] [--json]",
		Summary: "grow a Weave lattice from P1 and report its counters; optionally export it",
		Run:     runWeaveGrow,
	})
}

// maxWeaveSize bounds --points and --steps: a lattice costs about 100 bytes
// a point, so this is a few gigabytes, not a typo's worth of swap.
const maxWeaveSize = 20_000_000

// weaveGrowJSON is the --json output of "weave grow". elapsed_ms covers the
// growth and, with --out, the export.
type weaveGrowJSON struct {
	Rule      string `json:"rule"`
	Main      string `json:"main"`
	Order     string `json:"order"`
	Seed      uint64 `json:"seed"`
	Points    int    `json:"points"`
	Links     int    `json:"links"`
	Free      int    `json:"free"`
	Cycles    int    `json:"cycles"`
	Steps     int    `json:"steps"`
	ElapsedMS int64  `json:"elapsed_ms"`
	Out       string `json:"out,omitempty"`
}

// weaveGrowArgs are the parsed flags of "weave grow".
type weaveGrowArgs struct {
	cfg    weave.Config
	target weave.Target
	out    string
	format weave.Format
	json   bool
}

func parseWeaveGrow(args []string) (a weaveGrowArgs, err error) {
	fs := NewFlags("weave grow")
	points := fs.Int("points", 0, "")
	steps := fs.Int("steps", 0, "")
	order := fs.String("order", "fifo", "")
	main := fs.String("main", "D1", "")
	rule := fs.String("rule", "seed", "")
	seed := fs.Uint64("seed", 1, "")
	fs.StringVar(&a.out, "out", "", "")
	fs.BoolVar(&a.json, "json", false, "")
	pos, err := Parse(fs, args)
	if err != nil {
		return a, err
	}
	if len(pos) > 0 {
		return a, Usagef("unexpected argument %q", pos[0])
	}
	switch {
	case *points > 0 && *steps > 0:
		return a, Usagef("--points and --steps are two ways to say how far to grow: give one, not both")
	case *points <= 0 && *steps <= 0:
		return a, Usagef("need one of --points N or --steps N (N >= 1)")
	}
	if *points < 0 || *steps < 0 || *points > maxWeaveSize || *steps > maxWeaveSize {
		return a, Usagef("--points/--steps: want 1..%d", maxWeaveSize)
	}
	a.target = weave.Target{Points: *points, Steps: *steps}
	if a.cfg.Order, err = weave.ParseOrder(*order); err != nil || a.cfg.Order == weave.OrderManual {
		return a, Usagef("--order %q: want fifo, lifo, random or nearest", *order)
	}
	if a.cfg.Main, err = weave.ParseDir(*main); err != nil {
		return a, Usagef("--main: %v", err)
	}
	if a.cfg.Rule, err = weave.ParseRule(*rule); err != nil {
		return a, Usagef("--rule: %v", err)
	}
	a.cfg.Seed = *seed
	if a.out == stdio {
		return a, noFormatOnStdout("--out", ".json, .ply or .obj")
	}
	if a.out != "" {
		if a.format, err = weave.FormatOf(a.out); err != nil {
			return a, Usagef("--out: %v", err)
		}
	}
	return a, nil
}

// grown says how far a growth towards t went: "12 of 1000 points".
func grown(s weave.Stats, t weave.Target) string {
	if t.Steps > 0 {
		return fmt.Sprintf("%d of %d steps", s.Steps, t.Steps)
	}
	return fmt.Sprintf("%d of %d points", s.Points, t.Points)
}

func runWeaveGrow(ctx context.Context, env *Env, args []string) error {
	a, err := parseWeaveGrow(args)
	if err != nil {
		return err
	}
	if a.out != "" {
		if err := canWrite(a.out); err != nil {
			return err
		}
	}
	start := time.Now()
	m, err := weave.New(a.cfg)
	if err != nil {
		return Usagef("%v", err)
	}
	if err := m.Grow(ctx, a.target, nil); err != nil && ctx.Err() != nil {
		return Failf("stopped after %s", grown(m.Stats(), a.target))
	} else if err != nil {
		return err
	}
	if a.out != "" {
		if err := safefile.Write(a.out, func(w io.Writer) error { return m.Write(w, a.format) }); err != nil {
			return err // bad input: a path that cannot be written (exit 2)
		}
	}
	elapsed := time.Since(start)
	s := m.Stats()
	if a.json {
		return WriteJSON(env.Stdout, weaveGrowJSON{Rule: a.cfg.Rule.String(), Main: a.cfg.Main.String(),
			Order: a.cfg.Order.String(), Seed: a.cfg.Seed, Points: s.Points, Links: s.Links, Free: s.Free,
			Cycles: s.Cycles, Steps: s.Steps, ElapsedMS: elapsed.Milliseconds(), Out: a.out})
	}
	fmt.Fprintf(env.Stdout, "rule %v, main %v, order %v (seed %d): %d steps in %v\n",
		a.cfg.Rule, a.cfg.Main, a.cfg.Order, a.cfg.Seed, s.Steps, elapsed.Round(time.Millisecond))
	fmt.Fprintf(env.Stdout, "%d points (%d free), %d links, %d closed cycles\n", s.Points, s.Free, s.Links, s.Cycles)
	if a.out != "" {
		fmt.Fprintf(env.Stdout, "wrote %s\n", a.out)
	}
	return nil
}
