package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"plateau/games/rikudo"
	"plateau/render/paint"
	draw "plateau/render/rikudo"
	solver "plateau/solvers/rikudo"
)

func init() {
	Register(Command{
		Name: "rikudo gen",
		Args: "--radius R [--seed S] [--density D] [--level easy|medium|hard|expert] [-o F] [--pdf F.pdf [--paper a4|letter]] [--json]",
		Summary: "generate a Rikudo with exactly one solution on a hexagon of radius R (2..10) around a blocked centre; no -o: the puzzle on stdout;" +
			" --pdf prints it on a page and its solution on a second, of --paper (default from LC_ALL, LC_PAPER or LANG, on Windows and macOS the system's locale: letter in North America, a4 elsewhere)",
		Run: runRikudoGen,
	})
	Register(Command{
		Name:    "rikudo solve",
		Args:    "F [--method direct|sat] [--count N] [--dimacs OUT.cnf] [--timeout DUR] [--json]",
		Summary: "solve a Rikudo file and count its solutions up to N (default 2: tells unique from several)",
		Run:     runRikudoSolve,
	})
}

// rikudoGenJSON is the --json line of rikudo gen.
type rikudoGenJSON struct {
	Radius    int     `json:"radius"`
	Cells     int     `json:"cells"`
	Givens    int     `json:"givens"`
	Bridges   int     `json:"bridges"`
	Minimal   bool    `json:"minimal"`
	Unproven  int     `json:"unproven"` // clues kept because a SAT call timed out
	Level     string  `json:"level"`
	Score     int     `json:"score"`
	Calls     int     `json:"calls"`
	Restarts  int     `json:"restarts"`
	ElapsedMs float64 `json:"elapsed_ms"`
	Solution  []int   `json:"solution"`
	// Puzzle is the puzzle as its file holds it (-o writes the same), so
	// that a --json run without -o keeps the puzzle with its answer.
	Puzzle string `json:"puzzle"`
}

func runRikudoGen(ctx context.Context, env *Env, args []string) error {
	fs := NewFlags("rikudo gen")
	radius := fs.Int("radius", 0, "")
	seed := fs.Uint64("seed", 1, "")
	density := fs.Float64("density", 0, "")
	level := fs.String("level", "", "")
	out := fs.String("o", "", "")
	pdf := fs.String("pdf", "", "")
	paperName := fs.String("paper", "", "")
	asJSON := fs.Bool("json", false, "")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("unexpected argument %q", pos[0])
	}
	if *radius < 2 || *radius > 10 {
		return Usagef("need --radius R with R from 2 to 10")
	}
	if !(*density >= 0 && *density <= 1) { // NaN too
		return Usagef("--density %v: want a number from 0 to 1", *density)
	}
	if err := checkRikudoOutputs(*out, *pdf, *asJSON); err != nil {
		return err
	}
	paper, err := paperFlag(*paperName)
	if err != nil {
		return err
	}
	if *paperName != "" && *pdf == "" {
		return Usagef("--paper %s: it is the paper of --pdf, not given", *paperName)
	}
	opt := solver.GenOptions{Seed: *seed, Density: *density}
	if *level != "" {
		l, ok := solver.ParseLevel(*level)
		if !ok || l == solver.Guess {
			return Usagef("--level %q: want easy, medium, hard or expert", *level)
		}
		opt.Target = l
	}
	shape, err := rikudo.NewHexagon(*radius)
	if err != nil {
		return Usagef("%v", err)
	}
	gen, err := solver.Generate(ctx, shape, opt)
	switch {
	case err != nil && ctx.Err() != nil:
		return Failf("stopped while making the puzzle")
	case err != nil:
		return Failf("generation failed: %v", err)
	}
	p := gen.Puzzle
	puzzleTo := *out
	if puzzleTo == "" && !*asJSON {
		puzzleTo = stdio // no -o: the puzzle on stdout
	}
	if err := writeOutputs(env, outFile{puzzleTo, p.Write}, outFile{*pdf, rikudoPDF(paper, p, gen.Solution, rikudoTitle(p, gen.Rating.Level, *seed))}); err != nil {
		return err
	}
	notes := notesTo(env, puzzleTo, *pdf)
	switch {
	case *asJSON:
		var text strings.Builder
		if err := p.Write(&text); err != nil {
			return err
		}
		return WriteJSON(env.Stdout, rikudoGenJSON{
			Radius: *radius, Cells: p.N(), Givens: p.NumGivens(), Bridges: len(p.Bridges()),
			Minimal: gen.Minimal, Unproven: gen.Unproven, Level: gen.Rating.Level.String(), Score: gen.Rating.Score,
			Calls: gen.Calls, Restarts: gen.Restarts, ElapsedMs: rikudoMs(gen.Elapsed), Solution: gen.Solution,
			Puzzle: text.String(),
		})
	case puzzleTo != stdio:
		fmt.Fprintf(notes, "wrote %s: radius %d, %d cells, %d givens, %d bridges, %s, rated %s, seed %d, %.0f ms\n",
			*out, *radius, p.N(), p.NumGivens(), len(p.Bridges()), minimality(gen), gen.Rating.Level, *seed, rikudoMs(gen.Elapsed))
	}
	writePDFNote(notes, *pdf)
	return nil
}

// checkRikudoOutputs refuses two outputs of rikudo gen on the standard
// output, and a --pdf that is no PDF.
func checkRikudoOutputs(out, pdf string, asJSON bool) error {
	if pdf != "" && pdf != stdio && !strings.EqualFold(filepath.Ext(pdf), ".pdf") {
		return Usagef("--pdf %s: want a .pdf file", pdf)
	}
	return oneOnStdout(stdoutUse{"the puzzle (no -o, or -o -)", out == stdio || (out == "" && !asJSON)},
		stdoutUse{"--json (which holds the puzzle)", asJSON}, stdoutUse{"--pdf -", pdf == stdio})
}

// writePDFNote says that --pdf wrote its file, when given: without -o the
// puzzle went to stdout and the PDF was written without a word.
func writePDFNote(w io.Writer, pdf string) {
	if pdf != "" && pdf != stdio {
		fmt.Fprintf(w, "wrote %s: the puzzle, and its solution on page 2\n", pdf)
	}
}

// minimality says whether every clue is needed, and if not, why not.
func minimality(gen *solver.Generated) string {
	switch {
	case gen.Minimal:
		return "minimal"
	case gen.Unproven > 0:
		return fmt.Sprintf("not proven minimal (%d questions went unanswered in time)", gen.Unproven)
	}
	return "not minimal, by the density or difficulty asked"
}

func rikudoMs(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// rikudoSolveJSON is the --json line of rikudo solve.
type rikudoSolveJSON struct {
	Solutions int     `json:"solutions"`
	Unique    bool    `json:"unique"`
	Complete  bool    `json:"complete"`
	ElapsedMs float64 `json:"elapsed_ms"`
	Nodes     int64   `json:"nodes"`
	Method    string  `json:"method"`
	Quick     bool    `json:"quick"` // answered by the quick search, before the method's engine
	Solution  []int   `json:"solution"`
}

func runRikudoSolve(ctx context.Context, env *Env, args []string) error {
	fs := NewFlags("rikudo solve")
	method := fs.String("method", "sat", "")
	count := fs.Int("count", 2, "")
	dimacs := fs.String("dimacs", "", "")
	timeout := fs.Duration("timeout", 0, "")
	asJSON := fs.Bool("json", false, "")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("need one puzzle file")
	}
	m, err := solver.ParseMethod(*method)
	if err != nil {
		return Usagef("--method %q: want direct or sat", *method)
	}
	if *count < 1 {
		return Usagef("--count %d: want at least 1", *count)
	}
	if *timeout < 0 { // it was taken as no limit
		return Usagef("--timeout %v is negative", *timeout)
	}
	if err := oneOnStdout(stdoutUse{"--dimacs -", *dimacs == stdio}, stdoutUse{"--json", *asJSON}); err != nil {
		return err
	}
	p, err := readRikudo(env, pos[0])
	if err != nil {
		return err
	}
	if *dimacs != "" {
		if err := writeTo(env, *dimacs, solver.NewModel(p).WriteDIMACS); err != nil {
			return Usagef("%v", err)
		}
	}
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	res, err := solver.Solve(ctx, p, solver.Options{Method: m, Limit: *count})
	if err != nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
		return Failf("%v", err)
	}
	if *asJSON {
		j := rikudoSolveJSON{Solutions: len(res.Solutions), Unique: res.Status() == solver.Unique,
			Complete: res.Exhausted, ElapsedMs: rikudoMs(res.Elapsed), Nodes: res.Nodes, Method: m.String(), Quick: res.Quick, Solution: []int{}}
		if len(res.Solutions) > 0 {
			j.Solution = res.Solutions[0]
		}
		if werr := WriteJSON(env.Stdout, j); werr != nil {
			return werr
		}
	} else {
		printRikudoResult(notesTo(env, *dimacs), p, res, m, *count) // the CNF holds stdout
	}
	switch {
	case err != nil:
		return Failf("%s after %s", stoppedBy(ctx, *timeout), solutionsKnown(len(res.Solutions)))
	case len(res.Solutions) == 0:
		return Failf("no solution")
	}
	return nil
}

// solutionsKnown says what a search stopped after n solutions knows.
func solutionsKnown(n int) string {
	switch n {
	case 0:
		return "0 solutions: not known whether there is one"
	case 1:
		return "1 solution: not known whether there are more"
	}
	return fmt.Sprintf("%d solutions: not known whether there are more", n)
}

// readRikudo reads a Rikudo file, the standard input for "-".
func readRikudo(env *Env, path string) (*rikudo.Puzzle, error) {
	f, err := openInput(env, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	p, err := rikudo.Read(f)
	if err != nil {
		return nil, readError("rikudo", path, err)
	}
	return p, nil
}

// printRikudoResult prints the verdict, the effort and the first solution,
// cell by cell, 20 numbers a line. A search that stopped because it reached
// --count says so rather than "unknown": with --count 1 the solution is
// found, only whether it is the only one is not known.
func printRikudoResult(w io.Writer, p *rikudo.Puzzle, res solver.Result, m solver.Method, count int) {
	what := "nodes"
	switch {
	case res.Quick:
		what = "nodes of the quick search"
	case m == solver.SAT:
		what = "solver calls"
	}
	verdict := res.Status().String()
	if res.Status() == solver.Unknown && len(res.Solutions) == count {
		verdict = fmt.Sprintf("stopped at --count %d, others not looked for", count)
	}
	fmt.Fprintf(w, "%s: %d found (%s, %.1f ms, %d %s)\n", verdict, len(res.Solutions), m, rikudoMs(res.Elapsed), res.Nodes, what)
	if len(res.Solutions) == 0 {
		return
	}
	fmt.Fprintf(w, "solution, cells 1..%d:\n", p.N())
	sol := res.Solutions[0]
	for i := 0; i < len(sol); i += 20 {
		var line []string
		for _, v := range sol[i:min(i+20, len(sol))] {
			line = append(line, fmt.Sprint(v))
		}
		fmt.Fprintln(w, strings.Join(line, " "))
	}
}

// rikudoPDF prints puzzle p on a page of paper under title, as the app
// does, and its solution on a second: a page for a puzzle book and its
// answer.
func rikudoPDF(paper paint.Paper, p *rikudo.Puzzle, solution []int, title string) func(w io.Writer) error {
	puzzle := draw.Page{Title: title, Caption: fmt.Sprintf("Write 1 to %d in the cells, each number next to the one before; "+
		"a dot joins two numbers that follow each other.", p.N())}
	answer := draw.Page{Title: title + ": solution"}
	return func(w io.Writer) error {
		return draw.ExportWithKey(w, paper, p, solution, puzzle, answer)
	}
}

// rikudoTitle heads a generated puzzle's printed pages: its size, its
// level and the seed that makes it again.
func rikudoTitle(p *rikudo.Puzzle, l solver.Level, seed uint64) string {
	return fmt.Sprintf("Rikudo, %d cells, %s, seed %d", p.N(), l, seed)
}
