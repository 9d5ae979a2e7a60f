package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

func init() {
	Register(Command{
		Name: "eternity gen",
		Args: "--size WxH [--border-colors B] [--inner-colors I] [--seed S] [-o F] [--solution F] [--unique [--timeout DUR]]",
		Summary: "generate an Eternity puzzle obeying both laws (colours default to the hardest counts for the size); no -o: the plain piece list on stdout;" +
			" --unique fixes pieces until it has one solution (-o F.json, the format that keeps them), saying each round on stderr, within --timeout",
		Run: runEternityGen,
	})
	Register(Command{
		Name: "eternity convert",
		Args: "IN OUT [--shuffle [--seed S]]",
		Summary: "convert an Eternity puzzle between .txt (plain piece list), .json (editor file) and .url (e2.bucas.name link), or to .cnf (its SAT encoding, DIMACS);" +
			" --shuffle renumbers and turns the pieces at random (a random seed, said on stdout, unless --seed S), the fixed ones kept on their cells, the others off the board, as the app's Shuffle pieces",
		Run: runEternityConvert,
	})
}

// eternityGenArgs are the flags of eternity gen, read and checked.
type eternityGenArgs struct {
	gen      eternity.GenOptions
	out      string // -o: "" for the plain list on stdout
	outType  eternity.FileType
	solution string
	unique   bool
	timeout  time.Duration // 0: no limit; only with unique
}

// parseEternityGen reads and checks the flags of eternity gen, before any
// work: a mistake in them is a usage error (exit 2).
func parseEternityGen(args []string) (a eternityGenArgs, err error) {
	fs := NewFlags("eternity gen")
	size := fs.String("size", "", "")
	border := fs.Int("border-colors", 0, "")
	inner := fs.Int("inner-colors", 0, "")
	fs.Uint64Var(&a.gen.Seed, "seed", 1, "")
	fs.StringVar(&a.out, "o", "", "")
	fs.StringVar(&a.solution, "solution", "", "")
	fs.BoolVar(&a.unique, "unique", false, "")
	fs.DurationVar(&a.timeout, "timeout", 0, "")
	pos, err := Parse(fs, args)
	if err != nil {
		return a, err
	}
	timeoutSet := false
	fs.Visit(func(f *flag.Flag) { timeoutSet = timeoutSet || f.Name == "timeout" })
	switch {
	case len(pos) > 0:
		return a, Usagef("unexpected argument %q", pos[0])
	case *size == "":
		return a, Usagef("need --size WxH, e.g. --size 6x6")
	case timeoutSet && !a.unique:
		return a, Usagef("--timeout goes with --unique: it bounds the time spent making the puzzle unique")
	case a.timeout < 0:
		return a, Usagef("--timeout %v: want a positive duration", a.timeout)
	case a.unique && !strings.EqualFold(filepath.Ext(a.out), ".json"):
		return a, Usagef("--unique needs -o F.json: only the editor's file keeps the fixed pieces")
	}
	if err := oneOnStdout(stdoutUse{"the puzzle (no -o, or -o -)", a.out == "" || a.out == stdio},
		stdoutUse{"--solution -", a.solution == stdio}); err != nil {
		return a, err
	}
	if a.out != "" && a.out != stdio {
		if fi, err := os.Stat(a.out); err == nil && fi.IsDir() { // "-o tmp: expected a .txt ..." of /tmp
			return a, Usagef("-o %s: a folder: name a .txt, .json or .url file", a.out)
		}
		if a.outType, err = eternity.FileTypeOf(a.out); err != nil {
			return a, Usagef("-o %v", err) // before the work, not after it
		}
	}
	if a.gen.W, a.gen.H, err = parseEternitySize(*size); err != nil {
		return a, Usagef("--size: %v", err)
	}
	a.gen.BorderColors, a.gen.InnerColors = eternity.SuggestedColors(a.gen.W, a.gen.H)
	if *border != 0 {
		a.gen.BorderColors = *border
	}
	if *inner != 0 {
		a.gen.InnerColors = *inner
	}
	return a, nil
}

func runEternityGen(ctx context.Context, env *Env, args []string) error {
	a, err := parseEternityGen(args)
	if err != nil {
		return err
	}
	o := a.gen
	p, sol, err := eternity.GenerateContext(ctx, o)
	switch {
	case err != nil && ctx.Err() != nil: // Ctrl+C: no bad input
		return Failf("stopped while making the puzzle")
	case err != nil:
		return Usagef("%v", err)
	}
	d := eternity.NewDesign(fmt.Sprintf("generated %dx%d %d+%d seed %d", o.W, o.H, o.BorderColors, o.InnerColors, o.Seed), p)
	fixed := ""
	if a.unique {
		u, err := makeUnique(ctx, env, p, a.timeout)
		if err != nil {
			return err
		}
		d.Board, sol = u.Hints, u.Solution
		fixed = fmt.Sprintf(", %s fixed: exactly one solution", pieces(u.Added-u.Freed))
	}
	out := a.out
	if out == "" {
		out = stdio // the plain list on stdout
	}
	err = writeOutputs(env,
		outFile{out, func(w io.Writer) error { return eternity.WriteDesign(w, a.outType, d) }},
		outFile{a.solution, func(w io.Writer) error { return eternity.WriteSolution(w, sol) }})
	if err != nil || out == stdio {
		return err
	}
	if a.outType == eternity.LinkFile {
		fmt.Fprintln(env.Stderr, emptyLinkNote)
	}
	fmt.Fprintf(notesTo(env, a.solution), "wrote %s: %dx%d, %d pieces, %d frame + %d inner colours, seed %d%s\n",
		a.out, o.W, o.H, p.N(), o.BorderColors, o.InnerColors, o.Seed, fixed)
	return nil
}

// makeUnique fixes pieces of p until it has one solution, within timeout
// (0: no limit), saying each round on stderr: an 8x8 took minutes with
// nothing shown. One worker: the same options give the same puzzle, fixed
// pieces and all (several would race to the solutions it keeps).
func makeUnique(ctx context.Context, env *Env, p *eternity.Puzzle, timeout time.Duration) (solver.Uniqued, error) {
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	u, err := solver.MakeUnique(ctx, p, solver.Options{Workers: 1}, func(pr solver.UniqueProgress) {
		if pr.Checked == 0 {
			fmt.Fprintf(env.Stderr, "making it unique: %d fixed\n", pr.Added)
		} else {
			fmt.Fprintf(env.Stderr, "making it unique: %d of the %d fixed checked\n", pr.Checked, pr.Added)
		}
	})
	if ctx.Err() != nil {
		return u, Failf("%s while making it unique", stoppedBy(ctx, timeout))
	}
	if err != nil {
		return u, Failf("making it unique: %v", err)
	}
	return u, nil
}

// parseEternitySize reads WxH, a size the puzzles allow.
func parseEternitySize(s string) (w, h int, err error) {
	if w, h, err = ParseSize(s); err != nil {
		return 0, 0, err
	}
	return w, h, eternity.CheckSize(w, h)
}

func runEternityConvert(ctx context.Context, env *Env, args []string) error {
	fs := NewFlags("eternity convert")
	shuffle := fs.Bool("shuffle", false, "")
	seed := fs.Uint64("seed", rand.Uint64(), "")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	switch {
	case len(pos) != 2:
		return Usagef("need IN and OUT files, e.g. convert puzzle.txt puzzle.json")
	case seedSet && !*shuffle:
		return Usagef("--seed goes with --shuffle: it sets how the pieces are shuffled")
	}
	in, out := pos[0], pos[1]
	if out == stdio {
		return noFormatOnStdout("OUT", ".txt, .json, .url or .cnf")
	}
	if strings.EqualFold(filepath.Ext(out), ".cnf") {
		if *shuffle {
			return Usagef("--shuffle writes a puzzle to give away (.txt, .json or .url), not its SAT encoding")
		}
		return writeEternityCNF(env, in, out)
	}
	ft, err := eternity.FileTypeOf(out)
	if err != nil {
		return Usagef("%v", err)
	}
	d, err := readDesign(env, in)
	if err != nil {
		return err
	}
	if *shuffle { // a designed puzzle numbered along its solution gives it away
		d = eternity.Shuffle(d, *seed)
	}
	placed := d.Board.Placed()
	if ft == eternity.LinkFile && placed > 0 && placed < d.Puzzle.N() {
		// A link is a board, and its pieces are the puzzle: the pieces
		// off the board would be lost, and the file would not read back.
		return Usagef("%s: the board holds %d of the %d pieces: a link holds a full board, its pieces being the puzzle; save it as .json (or .txt for the pieces alone), or fill the board",
			out, placed, d.Puzzle.N())
	}
	if err := writeDesign(out, d); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "wrote %s: %dx%d, %d pieces, %d on the board", out, d.Puzzle.W, d.Puzzle.H, d.Puzzle.N(), placed)
	if *shuffle {
		fmt.Fprintf(env.Stdout, ", shuffled with seed %d", *seed)
	}
	fmt.Fprintln(env.Stdout)
	switch {
	case ft == eternity.LinkFile && placed == 0:
		fmt.Fprintln(env.Stderr, emptyLinkNote)
	case ft == eternity.PlainFile && placed > 0:
		// The plain list is the pieces alone: fixed pieces made the
		// puzzle (a unique one read back with 260 solutions).
		fixed := ""
		if h := d.Board.FixedOnly(); h != nil { // nil: none fixed
			fixed = fmt.Sprintf(" (%d of them fixed, which the puzzle's solutions depend on)", h.Placed())
		}
		fmt.Fprintf(env.Stderr, "note: the plain list holds the pieces alone, not the %d on the board%s; keep them in %s\n", placed, fixed, in)
	}
	return nil
}

// pieces counts n pieces: "1 piece", "3 pieces".
func pieces(n int) string {
	if n == 1 {
		return "1 piece"
	}
	return fmt.Sprintf("%d pieces", n)
}

// emptyLinkNote says what a link of an empty board holds: read back, it
// gave a board of every piece, which the design did not have.
const emptyLinkNote = "note: the board is empty: the link lays the pieces out in file order, unturned, and reads back as that board"

// readDesign reads an Eternity file by its extension, or by what it holds
// when its name says nothing (a pipe: -, the standard input, or
// /dev/stdin, a file without extension); a design read from a plain list or a link without a name is
// named after the file. What the reading assumed goes to env's standard
// error as a note (env may be nil): the size of a list without a `W H`
// line, which its pieces cannot tell from the same puzzle turned a
// quarter.
func readDesign(env *Env, path string) (*eternity.Design, error) {
	ft, err := eternity.FileTypeOf(path)
	sniff := err != nil && filepath.Ext(path) == "" // .png says something: not a puzzle
	if err != nil && !sniff {
		return nil, Usagef("%v", err)
	}
	f, err := openInput(env, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	in := bufio.NewReader(f)
	if sniff {
		head, _ := in.Peek(512) // what there is of it: a short file is no error here
		ft = eternity.SniffFileType(head)
	}
	var d *eternity.Design
	if ft == eternity.PlainFile { // as eternity.ReadDesign does, with the edge order read
		var p *eternity.Puzzle
		var order eternity.EdgeOrder
		if p, order, err = eternity.ReadPlain(in); err == nil {
			d = eternity.NewDesign("", p)
			if order == eternity.BLTR && p.W != p.H && env != nil {
				fmt.Fprintf(env.Stderr, "note: %s has no `W H` line: read as `B L T R` pieces of a %dx%d board (a %dx%d puzzle is the same turned a quarter)\n",
					inputName(path), p.W, p.H, p.H, p.W)
			}
		}
	} else {
		d, err = eternity.ReadDesign(in, ft)
	}
	if err != nil {
		return nil, readError("eternity", path, err)
	}
	if d.Name == "" && path != stdio {
		d.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	return d, nil
}

// writeDesign writes an Eternity file by its extension, through a temporary
// file so that a failure leaves the old file as it was (writeOutputs: a
// missing folder said so, the file named once).
func writeDesign(path string, d *eternity.Design) error {
	ft, err := eternity.FileTypeOf(path)
	if err != nil {
		return Usagef("%v", err)
	}
	return writeOutputs(nil, outFile{path, func(w io.Writer) error { return eternity.WriteDesign(w, ft, d) }})
}
