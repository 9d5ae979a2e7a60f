package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	solver "plateau/solvers/eternity"
)

func init() {
	Register(Command{
		Name: "eternity solve",
		Args: "F [--order rowscan|diagonal|spiral-in|spiral-out|quad-spiral] [--var scan|optimistic|pessimistic]" +
			" [--val lexi|optimistic|pessimistic] [--model bruteforce|capi|boco] [--corolle 0|1|2] [--nosym]" +
			" [--openings D | --openings-file F] [--shard I/N|auto/N] [--finale K] [--sat]" +
			" [--max-score [--e2-starter] [--max-nodes N]] [--seed S] [--all | --unique] [--workers N] [--timeout DUR] [--progress DUR] [--json]",
		Summary: "solve an Eternity puzzle (.txt, .json or .url); solver flags not given keep the fastest configuration, " +
			solver.Default.String() + "; --unique stops at a second solution that is not a turn of the first, or proves there is none;" +
			" exit 1 when no solution is found or the search is stopped;" +
			" --max-score looks for the best board until stopped (one minute without --timeout or --max-nodes) and exits 0 with it;" +
			" with --workers 1, --max-nodes N and a --seed, the same board comes back",
		Run: runEternitySolve,
	})
}

// solveFlags holds the solver flags of DESIGN section 5.4.
type solveFlags struct {
	order, vr, val, model      *string
	corolle, openings, workers *int
	nosym, all, unique, js     *bool
	timeout                    *time.Duration
	finale                     *int
	sat, maxScore, starter     *bool
	seed                       *uint64
	maxNodes                   *int64
	shard, openingsFile        *string
	progress                   *time.Duration
	fs                         *flag.FlagSet
}

func newSolveFlags() *solveFlags {
	fs := NewFlags("eternity solve")
	d := solver.Default
	f := &solveFlags{
		fs:           fs,
		order:        fs.String("order", d.Order.String(), ""),
		vr:           fs.String("var", d.Var.String(), ""),
		val:          fs.String("val", d.Val.String(), ""),
		model:        fs.String("model", d.Model.String(), ""),
		corolle:      fs.Int("corolle", d.Corolle, ""),
		nosym:        fs.Bool("nosym", d.NoSymmetry, ""),
		openings:     fs.Int("openings", 0, ""),
		workers:      fs.Int("workers", runtime.NumCPU(), ""),
		all:          fs.Bool("all", false, ""),
		unique:       fs.Bool("unique", false, ""),
		js:           fs.Bool("json", false, ""),
		timeout:      fs.Duration("timeout", 0, ""),
		finale:       fs.Int("finale", 0, ""),
		sat:          fs.Bool("sat", false, ""),
		maxScore:     fs.Bool("max-score", false, ""),
		starter:      fs.Bool("e2-starter", false, ""),
		maxNodes:     fs.Int64("max-nodes", 0, ""),
		seed:         fs.Uint64("seed", 1, ""),
		shard:        fs.String("shard", "", ""),
		openingsFile: fs.String("openings-file", "", ""),
		progress:     fs.Duration("progress", -1, ""),
	}
	return f
}

// given is the first of names set on the command line, or "".
func (f *solveFlags) given(names ...string) string {
	first := ""
	f.fs.Visit(func(fl *flag.Flag) {
		for _, n := range names {
			if fl.Name == n && first == "" {
				first = n
			}
		}
	})
	return first
}

// options turns the flags into solver options.
func (f *solveFlags) options() (solver.Options, error) {
	if *f.sat && *f.maxScore {
		return solver.Options{}, Usagef("--sat and --max-score are two different searches: choose one")
	}
	if *f.all && *f.unique {
		return solver.Options{}, Usagef("--all counts every solution, --unique stops at a second one that is not a turn of the first: give one")
	}
	if f.given("openings") != "" && *f.openingsFile != "" { // the file's openings took over, unheard
		return solver.Options{}, Usagef("--openings and --openings-file are two ways to cut the tree: give one")
	}
	if *f.unique && (*f.sat || *f.maxScore || *f.shard != "") {
		return solver.Options{}, Usagef("--unique is a search on one machine: not with --sat, --max-score or --shard")
	}
	// Flags these methods would leave unheard (--sat --all answered one
	// solution, "complete").
	method := "--sat"
	if *f.maxScore {
		method = "--max-score"
	}
	if (*f.sat || *f.maxScore) && (*f.all || *f.shard != "" || *f.openings != 0 || *f.openingsFile != "" || *f.finale != 0) {
		return solver.Options{}, Usagef("%s finds one board: not with --all, --shard, --openings, --openings-file or --finale", method)
	}
	if *f.sat || *f.maxScore {
		if given := f.given("order", "var", "val", "model", "corolle", "nosym"); given != "" {
			return solver.Options{}, Usagef("%s has its own search: --%s is for the backtracking solvers", method, given)
		}
	}
	if *f.starter && !*f.maxScore {
		return solver.Options{}, Usagef("--e2-starter fixes Eternity II's starter piece for --max-score: give both")
	}
	if f.given("max-nodes") != "" && (!*f.maxScore || *f.maxNodes <= 0) {
		return solver.Options{}, Usagef("--max-nodes stops --max-score after that many nodes: give both, N at least 1")
	}
	var (
		o   solver.Options
		err error
	)
	if o.Order, err = solver.ParseOrder(*f.order); err != nil {
		return o, Usagef("--order %q: want %s", *f.order, choices[solver.Order]())
	}
	if o.Var, err = solver.ParseVar(*f.vr); err != nil {
		return o, Usagef("--var %q: want %s", *f.vr, choices[solver.VarChoice]())
	}
	if o.Val, err = solver.ParseVal(*f.val); err != nil {
		return o, Usagef("--val %q: want %s", *f.val, choices[solver.ValChoice]())
	}
	if o.Model, err = solver.ParseModel(*f.model); err != nil {
		return o, Usagef("--model %q: want %s", *f.model, choices[solver.Model]())
	}
	o.Corolle, o.NoSymmetry = *f.corolle, *f.nosym
	if err := o.Config.Validate(); err != nil {
		return o, Usagef("%v", err)
	}
	switch {
	case *f.workers < 1 || *f.workers > 1024:
		return o, Usagef("--workers %d out of range 1..1024", *f.workers)
	case *f.openings < 0:
		return o, Usagef("--openings %d is negative", *f.openings)
	case *f.finale < 0:
		return o, Usagef("--finale %d is negative", *f.finale)
	case *f.timeout < 0:
		return o, Usagef("--timeout %v is negative", *f.timeout)
	case f.given("progress") != "" && (*f.progress < 0 || *f.progress > 0 && *f.progress < minProgress):
		return o, Usagef("--progress %v: want 0 (never) or an interval of %v or more", *f.progress, minProgress)
	}
	o.Workers, o.Openings, o.All, o.Keep, o.Finale = *f.workers, *f.openings, *f.all, 1, *f.finale
	if o.Finale > 0 && o.Var != solver.VarScan {
		return o, Usagef("--finale %d: finales need --var scan, which fills the cells in a fixed order, not --var %v", o.Finale, o.Var)
	}
	if *f.unique {
		o.All, o.Distinct = true, 2
	}
	if *f.shard != "" {
		if o.Shard, o.Shards, err = parseShard(*f.shard, os.Getenv); err != nil {
			return o, err
		}
	}
	return o, nil
}

func runEternitySolve(ctx context.Context, env *Env, args []string) error {
	f := newSolveFlags()
	pos, err := Parse(f.fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("need one puzzle file, e.g. eternity solve puzzle.txt")
	}
	if pos[0] == stdio && *f.openingsFile == stdio {
		return Usagef("the puzzle and --openings-file cannot both be the standard input (-)")
	}
	o, err := f.options()
	if err != nil {
		return err
	}
	d, err := readDesign(env, pos[0])
	if err != nil {
		return err
	}
	o.Hints = d.Board.FixedOnly()
	if *f.timeout > 0 { // from here: reading millions of openings takes seconds
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *f.timeout)
		defer cancel()
	}
	if *f.openingsFile != "" {
		if o.Units, err = readUnits(ctx, env, *f.openingsFile, d.Puzzle, o.Hints, *f.timeout); err != nil {
			return err
		}
	}
	switch {
	case *f.sat:
		return solveSAT(ctx, env, f, d, o.Hints)
	case *f.maxScore:
		return solveMaxScore(ctx, env, f, d, o.Hints)
	}
	start := time.Now()
	s, err := solver.NewSearchContext(ctx, d.Puzzle, o)
	switch {
	case err != nil && ctx.Err() != nil:
		if *f.js { // the result asked for, of a search that did not start
			stopped := solver.Result{Config: o.Config, Elapsed: time.Since(start)}
			if err := WriteJSON(env.Stdout, solveJSON(d.Puzzle, stopped, o)); err != nil {
				return err
			}
		}
		return Failf("%s while preparing the search", stoppedBy(ctx, *f.timeout))
	case err != nil:
		return searchError(err, pos[0], f.settings())
	}
	every := *f.progress
	if every < 0 { // not given
		every = defaultProgress(env.Stderr)
	}
	stop := reportProgress(env.Stderr, s, every)
	res, err := s.Run(ctx)
	stop()
	if err != nil {
		return searchError(err, pos[0], f.settings())
	}
	if *f.js {
		if err := WriteJSON(env.Stdout, solveJSON(d.Puzzle, res, o)); err != nil {
			return err
		}
	} else {
		writeSolvePlain(env.Stdout, d, res, o)
	}
	switch {
	case o.Shards > 0 && res.Complete:
		return nil // a share done is a success for the batch scheduler, solutions or not
	case !res.Solved && res.Complete:
		return Failf("no solution")
	case !res.Solved:
		return Failf("no solution found before the search was stopped")
	case !res.Complete:
		return Failf("stopped before the end: %d solutions so far", res.Solutions)
	}
	return nil
}

// settings names the flags behind the solver's refusals of a setting.
func (f *solveFlags) settings() settingFlags {
	return settingFlags{
		finale: fmt.Sprintf("--finale %d", *f.finale),
		depth:  "--openings", // the refusal says the depth: it came twice
		units:  *f.openingsFile,
	}
}

// settingFlags are the words that name a search setting in its refusal:
// the flag and its value, or the file the openings came from.
type settingFlags struct{ finale, depth, units string }

// searchError words an error of preparing or running a search as bad
// input (exit 2): a refusal of a setting names the flag or the openings
// file at fault, and only the others name the puzzle's file ("puzzle.txt:
// openings depth 100 out of range" blamed a good file for a flag).
func searchError(err error, puzzle string, s settingFlags) error {
	at := puzzle
	switch {
	case errors.Is(err, solver.ErrFinale):
		at = s.finale
	case errors.Is(err, solver.ErrDepth):
		at = s.depth
	case errors.Is(err, solver.ErrUnits) && s.units != "":
		at = s.units
	}
	return Usagef("%s: %v", at, err)
}
