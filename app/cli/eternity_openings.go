package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"plateau/app/ctxio"
	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

func init() {
	Register(Command{
		Name: "eternity openings",
		Args: "F --depth D [--order O --var V --val V --model M --corolle R --nosym] [--timeout T] [--out FILE] [--limit N] [--probes N] [--json]",
		Summary: "count the openings of depth D (the work units of --openings D), estimate the search below them, " +
			"and with --out write them to a file that eternity solve --openings-file reads",
		Run: runEternityOpenings,
	})
}

// openingsJSON is the --json output of eternity openings.
type openingsJSON struct {
	Puzzle     string `json:"puzzle"`
	Config     string `json:"config"`
	Depth      int    `json:"depth"`
	Openings   int64  `json:"openings"`
	AllCounted bool   `json:"all_counted"` // false when --limit stopped the count
	// Complete is false when the count was cut short and the command
	// failed: stopped by --timeout or Ctrl+C (which then kills the
	// process by its signal), or by --limit with --out. Openings is then the count so far, with no estimate and no
	// file written; a stopped count printed nothing at all.
	Complete   bool    `json:"complete"`
	Estimated  float64 `json:"estimated"`  // Knuth's estimate of the openings of that depth
	TreeNodes  float64 `json:"tree_nodes"` // ... and of the brute force's whole tree
	PerOpening float64 `json:"nodes_per_opening"`
	// Probes is the random dives the estimate made: fewer than --probes
	// when --timeout or Ctrl+C ended it after the count.
	Probes int    `json:"probes"`
	Out    string `json:"out,omitempty"` // the file written
}

// eternityOpeningsArgs is what eternity openings was asked.
type eternityOpeningsArgs struct {
	file    string
	o       solver.Options
	depth   int
	out     string
	limit   int64
	probes  int
	json    bool
	timeout time.Duration
}

// parseEternityOpenings reads and checks the flags of eternity openings.
func parseEternityOpenings(args []string) (a eternityOpeningsArgs, err error) {
	f := newSolveFlags()
	f.fs.IntVar(&a.depth, "depth", 0, "")
	f.fs.StringVar(&a.out, "out", "", "")
	f.fs.Int64Var(&a.limit, "limit", 100_000_000, "")
	f.fs.IntVar(&a.probes, "probes", 2000, "")
	pos, err := Parse(f.fs, args)
	if err != nil {
		return a, err
	}
	if len(pos) != 1 {
		return a, Usagef("need one puzzle file, e.g. eternity openings puzzle.txt --depth 4")
	}
	if err := onlyShapeFlags(f.fs); err != nil {
		return a, err
	}
	if a.o, err = f.options(); err != nil {
		return a, err
	}
	switch {
	case f.given("depth") == "":
		return a, Usagef("need --depth D, e.g. --depth 4")
	case a.depth < 1:
		return a, Usagef("--depth %d: want at least 1", a.depth)
	case a.limit < 0 || a.probes < 0 || a.probes > 10_000_000:
		return a, Usagef("--limit and --probes must be positive (probes at most 10,000,000)")
	}
	a.file, a.json, a.timeout = pos[0], *f.js, *f.timeout
	return a, oneOnStdout(stdoutUse{"--out -", a.out == stdio}, stdoutUse{"--json", a.json})
}

func runEternityOpenings(ctx context.Context, env *Env, args []string) error {
	a, err := parseEternityOpenings(args)
	if err != nil {
		return err
	}
	d, err := readDesign(env, a.file)
	if err != nil {
		return err
	}
	if a.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, a.timeout)
		defer cancel()
	}
	a.o.Hints = d.Board.FixedOnly()
	js := openingsJSON{Puzzle: solver.PuzzleID(d.Puzzle, a.o.Hints), Config: a.o.Config.String(), Depth: a.depth, Out: a.out}
	if a.out != "" {
		// on stdout, a count cut short is no file either: its end line is missing
		err = writeTo(env, a.out, func(w io.Writer) error { return countOpenings(ctx, a, d.Puzzle, &js, markWrites{w}) })
	} else {
		err = countOpenings(ctx, a, d.Puzzle, &js, nil)
	}
	if err != nil {
		if a.json && ExitCode(err) == ExitFail { // cut short: what it counted
			js.Out = ""
			if werr := WriteJSON(env.Stdout, js); werr != nil {
				return werr
			}
		}
		return err
	}
	js.Complete = true
	est, err := solver.EstimateTree(ctx, d.Puzzle, a.o, a.probes, 1)
	if err != nil && ctx.Err() == nil {
		return searchError(err, a.file, a.settings())
	}
	js.Estimated, js.TreeNodes, js.Probes = est.At(a.depth), est.Nodes, est.Probes
	// --limit counted only some of them: the estimate of their number is
	// nearer (the count said 3e6 nodes an opening of 5 of 27,500).
	if n := float64(js.Openings); n > 0 {
		if !js.AllCounted {
			n = max(n, js.Estimated)
		}
		js.PerOpening = est.Nodes / n
	}
	if a.json {
		return WriteJSON(env.Stdout, js)
	}
	printOpenings(notesTo(env, a.out), js, est.Probes) // stdout may hold the openings
	return nil
}

// countOpenings counts the openings into js, writing them to w when w is
// not nil; a file cut short by the context or by --limit is an error, as
// it would pass for the whole tree.
func countOpenings(ctx context.Context, a eternityOpeningsArgs, p *eternity.Puzzle, js *openingsJSON, w io.Writer) error {
	var n int64
	var all bool
	var err error
	if w != nil {
		h := solver.OpeningsHeader{Puzzle: js.Puzzle, Config: js.Config, Depth: js.Depth}
		n, all, err = solver.WriteOpeningsFile(ctx, w, p, a.o, a.depth, a.limit, h, nil)
	} else {
		n, all, err = solver.Openings(ctx, p, a.o, a.depth, a.limit, func(solver.Opening) bool { return true })
	}
	js.Openings, js.AllCounted = n, all
	switch {
	case ctx.Err() != nil: // also while the search was being prepared
		return Failf("stopped after %d openings%s", n, notWritten(a.out))
	case errors.As(err, new(writeError)):
		return err
	case err != nil:
		return searchError(err, a.file, a.settings())
	case !all && w != nil:
		// A file missing openings would pass for the whole tree:
		// searched through, it would find solutions missing.
		return Failf("--limit %d reached before the last opening%s", a.limit, notWritten(a.out))
	}
	return nil
}

// settings names the flag behind the solver's refusal of the depth.
func (a eternityOpeningsArgs) settings() settingFlags {
	return settingFlags{depth: "--depth"} // the refusal says the depth
}

// printOpenings writes what eternity openings found, for a person.
func printOpenings(out io.Writer, js openingsJSON, probes int) {
	more := ""
	if !js.AllCounted {
		more = " or more (stopped by --limit)"
	}
	fmt.Fprintf(out, "%s, %s: %d openings of depth %d%s (estimated %.3g)\n", js.Puzzle, js.Config, js.Openings, js.Depth, more, js.Estimated)
	fmt.Fprintf(out, "the search tree: about %.3g nodes, %.3g an opening (Knuth's estimate, %d dives)\n", js.TreeNodes, js.PerOpening, probes)
	if js.Out != "" && js.Out != stdio {
		fmt.Fprintf(out, "written to %s\n", js.Out)
	}
}

// notWritten says that the openings file out was not written, when
// there is one.
func notWritten(out string) string {
	switch out {
	case "":
		return ""
	case stdio: // the openings out so far, with no end line: no reader takes them
		return ": the openings on the standard output are cut, without their end line"
	}
	return fmt.Sprintf(": %s not written", out)
}

// shapeFlags are the flags of eternity solve that shape the search tree,
// the ones eternity openings heeds (besides --json and --timeout).
var shapeFlags = map[string]bool{"order": true, "var": true, "val": true, "model": true, "corolle": true,
	"nosym": true, "json": true, "timeout": true, "depth": true, "out": true, "limit": true, "probes": true}

// onlyShapeFlags refuses the flags of eternity solve that eternity
// openings would take and leave unheard.
func onlyShapeFlags(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(fl *flag.Flag) {
		if !shapeFlags[fl.Name] && err == nil {
			err = Usagef("--%s is a flag of eternity solve: eternity openings takes the search's shape (--order, --var, --val, --model, --corolle, --nosym) and --timeout", fl.Name)
		}
	})
	return err
}

// readUnits reads an openings file (the standard input for "-") for the design's puzzle with the fixed
// pieces of hints.
func readUnits(ctx context.Context, env *Env, path string, p *eternity.Puzzle, hints *eternity.Board, timeout time.Duration) ([]solver.Opening, error) {
	fh, err := openInput(env, path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	ops, _, err := solver.ReadOpenings(ctxio.Reader(ctx, fh), p, hints) // Ctrl+C and --timeout waited for millions of openings to be read
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, Failf("%s while reading %s", stoppedBy(ctx, timeout), inputName(path))
	case err != nil:
		return nil, Usagef("%s: %v", inputName(path), err)
	}
	return ops, nil
}

// writeError is an error of the file written, told apart from the
// search's (a bad depth), which are usage errors.
type writeError struct{ err error }

func (e writeError) Error() string { return e.err.Error() }
func (e writeError) Unwrap() error { return e.err }

// markWrites marks the errors of its writer as writeErrors.
type markWrites struct{ w io.Writer }

func (m markWrites) Write(b []byte) (int, error) {
	n, err := m.w.Write(b)
	if err != nil {
		err = writeError{err}
	}
	return n, err
}
