package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

func init() {
	Register(Command{
		Name: "eternity solve",
		Args: "F [--order rowscan|diagonal|spiral-in|spiral-out|quad-spiral] [--var scan|optimistic|pessimistic]" +
			" [--val lexi|optimistic|pessimistic] [--model bruteforce|capi|boco] [--corolle 0|1|2] [--nosym]" +
			" [--openings D | --openings-file F] [--shard I/N|auto/N] [--finale K] [--sat]" +
			" [--max-score [--e2-starter]] [--seed S] [--all | --unique] [--workers N] [--timeout DUR] [--progress DUR] [--json]",
		Summary: "solve an Eternity puzzle (.txt, .json or .url); solver flags not given keep the fastest configuration, " +
			solver.Default.String() + "; --unique stops at a second solution that is not a turn of the first, or proves there is none;" +
			" exit 1 when no solution is found or the search is stopped;" +
			" --max-score looks for the best board until stopped (one minute without --timeout) and exits 0 with it",
		Run: runEternitySolve,
	})
}

// eternitySolveJSON is the --json output of DESIGN section 4.
type eternitySolveJSON struct {
	Solved    bool  `json:"solved"`
	Complete  bool  `json:"complete"`
	Solutions int64 `json:"solutions"`
	// Nodes and FirstSolutionNodes: pieces placed in all, and when the
	// first solution was found. The rowscan brute force's row engine
	// counts only the pieces of the half rows it places, so its nodes
	// also depend on where the tree is cut into openings (--openings, or
	// the depth chosen for several workers). With --workers above 1 they
	// depend on the scheduling, as the solution found does, in any search
	// that stops early (the first solution, --unique, --timeout);
	// first_solution_nodes even with --all.
	Nodes              int64    `json:"nodes"`
	FirstSolutionNodes int64    `json:"first_solution_nodes"`
	FirstSolutionMs    float64  `json:"first_solution_ms"`
	ElapsedMs          float64  `json:"elapsed_ms"`
	BestDepth          int      `json:"best_depth"`
	BestScore          int      `json:"best_score"`
	Solution           []string `json:"solution"`
	Config             string   `json:"config"`
	Workers            int      `json:"workers"`
	All                bool     `json:"all"`
	Distinct           int      `json:"distinct,omitempty"` // --unique: solutions found up to turns of the board (1 and complete: unique)
	Puzzle             string   `json:"puzzle"`             // size and a hash of the pieces
	Openings           int      `json:"openings"`           // the depth the tree was cut at, 0 when not
	Units              int64    `json:"units"`              // openings enumerated
	UnitsDone          int64    `json:"units_done"`         // openings this process explored to the end
	Explored           float64  `json:"explored"`           // the part of the tree explored, 0 to 1 (an estimate short of 1)
	Shard              string   `json:"shard,omitempty"`    // I/N with --shard
	SATVars            int      `json:"sat_vars,omitempty"`
	SATClauses         int      `json:"sat_clauses,omitempty"`
	MaxScore           int      `json:"max_score,omitempty"` // --max-score: the joins of a solution
	FinaleCells        int      `json:"finale_cells"`        // --finale K
	FinaleSize         int      `json:"finale_size"`         // fillings stored
	FinaleBuildMS      float64  `json:"finale_build_ms"`     // time spent storing them, part of elapsed_ms
	FinaleLookups      int64    `json:"finale_lookups"`      // branches that reached the finale
	FinaleHits         int64    `json:"finale_hits"`         // lookups that completed the board
	FinaleRefused      int64    `json:"finale_refused"`      // placements refused: no filling takes their colours
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
	var (
		o   solver.Options
		err error
	)
	if o.Order, err = solver.ParseOrder(*f.order); err != nil {
		return o, Usagef("--order: %v", err)
	}
	if o.Var, err = solver.ParseVar(*f.vr); err != nil {
		return o, Usagef("--var: %v", err)
	}
	if o.Val, err = solver.ParseVal(*f.val); err != nil {
		return o, Usagef("--val: %v", err)
	}
	if o.Model, err = solver.ParseModel(*f.model); err != nil {
		return o, Usagef("--model: %v", err)
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
	}
	o.Workers, o.Openings, o.All, o.Keep, o.Finale = *f.workers, *f.openings, *f.all, 1, *f.finale
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
	o, err := f.options()
	if err != nil {
		return err
	}
	d, err := readDesign(pos[0])
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
		if o.Units, err = readUnits(ctx, *f.openingsFile, d.Puzzle, o.Hints); err != nil {
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
		return Failf("stopped while preparing the search: %v", ctx.Err())
	case err != nil:
		return Usagef("%s: %v", pos[0], err)
	}
	every := *f.progress
	if every < 0 { // not given
		every = defaultProgress(env.Stderr)
	}
	stop := reportProgress(env.Stderr, s, every)
	res, err := s.Run(ctx)
	stop()
	if err != nil {
		return Usagef("%s: %v", pos[0], err)
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

func percent(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func solveJSON(p *eternity.Puzzle, res solver.Result, o solver.Options) eternitySolveJSON {
	board := res.First
	if board == nil {
		board = res.Best
	}
	j := eternitySolveJSON{
		Solved:             res.Solved,
		Complete:           res.Complete,
		Solutions:          res.Solutions,
		Nodes:              res.Nodes,
		FirstSolutionNodes: res.FirstSolutionNodes,
		FirstSolutionMs:    millis(res.FirstSolutionTime),
		ElapsedMs:          millis(res.Elapsed),
		BestDepth:          res.BestDepth,
		BestScore:          res.BestScore,
		Solution:           boardCells(board),
		Config:             o.Config.String(),
		Workers:            o.Workers,
		All:                o.All,
		Distinct:           res.Distinct,
		Puzzle:             solver.PuzzleID(p, o.Hints),
		Openings:           res.Openings,
		Units:              res.Units,
		UnitsDone:          res.UnitsDone,
		Explored:           res.Explored,
		FinaleCells:        res.FinaleCells,
		FinaleSize:         res.FinaleSize,
		FinaleBuildMS:      millis(res.FinaleBuild),
		FinaleLookups:      res.FinaleLookups,
		FinaleHits:         res.FinaleHits,
		FinaleRefused:      res.FinaleRefused,
	}
	if o.Shards > 0 {
		j.Shard = fmt.Sprintf("%d/%d", o.Shard, o.Shards)
	}
	return j
}

// boardCells writes a board as "P/R" per cell, "" for an empty cell; nil
// for no board (a search stopped before it placed a piece).
func boardCells(b *eternity.Board) []string {
	if b == nil {
		return nil
	}
	out := make([]string, 0, len(b.Cells))
	for _, pl := range b.Cells {
		if pl.Empty() {
			out = append(out, "")
		} else {
			out = append(out, fmt.Sprintf("%d/%d", pl.Piece, pl.Turn))
		}
	}
	return out
}

func writeSolvePlain(w io.Writer, d *eternity.Design, res solver.Result, o solver.Options) {
	p := d.Puzzle
	fmt.Fprintf(w, "%s: %dx%d, %v, %d workers\n", d.Name, p.W, p.H, o.Config, o.Workers)
	rate := 0.0
	if res.Elapsed > 0 {
		rate = float64(res.Nodes) / res.Elapsed.Seconds() / 1e6
	}
	what := "first solution"
	switch {
	case o.Distinct > 0:
		what = "uniqueness"
	case o.All:
		what = "all solutions"
	}
	state := "complete"
	if !res.Complete {
		state = "stopped"
	}
	fmt.Fprintf(w, "%s (%s): %d solutions, %d nodes in %.3f s (%.1f M nodes/s), best depth %d\n",
		what, state, res.Solutions, res.Nodes, res.Elapsed.Seconds(), rate, res.BestDepth)
	if o.Distinct > 0 && res.Complete {
		fmt.Fprintln(w, uniqueAnswer(res.Distinct))
	}
	if !res.Complete && res.Explored > 0 {
		fmt.Fprintf(w, "about %s of the tree explored\n", treeShare(res.Explored))
	}
	if res.Units > 0 {
		share := ""
		if o.Shards > 0 {
			share = fmt.Sprintf(", shard %d/%d", o.Shard, o.Shards)
		}
		fmt.Fprintf(w, "openings of depth %d: %d enumerated, %d explored here%s\n", res.Openings, res.Units, res.UnitsDone, share)
	}
	if res.FinaleCells > 0 {
		fmt.Fprintf(w, "finale of %d cells: %d fillings stored in %.3f s, %d lookups, %d completed the board (%.1f%%), %d placements refused\n",
			res.FinaleCells, res.FinaleSize, res.FinaleBuild.Seconds(), res.FinaleLookups, res.FinaleHits, percent(res.FinaleHits, res.FinaleLookups), res.FinaleRefused)
	}
	if res.First == nil {
		return
	}
	fmt.Fprintf(w, "first solution after %d nodes, %.3f s:\n", res.FirstSolutionNodes, res.FirstSolutionTime.Seconds())
	cells := boardCells(res.First)
	for y := range p.H {
		fmt.Fprintf(w, "  %s\n", strings.Join(cells[y*p.W:(y+1)*p.W], " "))
	}
}

// uniqueAnswer says what a complete --unique search proved.
func uniqueAnswer(distinct int) string {
	switch distinct {
	case 0:
		return "no solution"
	case 1:
		return "unique: exactly one solution, up to turning the whole board"
	}
	return "not unique: two solutions that are not turns of each other"
}
