package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// eternitySolveJSON is the --json output of DESIGN section 4.
type eternitySolveJSON struct {
	Solved   bool `json:"solved"`
	Complete bool `json:"complete"`
	// Solutions is the solution boards found, as the solver counts them.
	// On a square board with no fixed piece (and no --nosym) the search
	// fixes a corner piece for the board's symmetry and counts each board
	// it finds with its 3 turns of the whole board, which are solutions
	// too: so a first-solution search reports 4 (a multiple of 4 when
	// several workers met one at once), --all the whole count, turns
	// included (260 for brendan1 6x6), and --unique the boards met
	// before its second distinct one. Elsewhere each board counts once.
	// --sat and --max-score count the one board they return: 1 when
	// solved, 0 otherwise.
	Solutions int64 `json:"solutions"`
	// Nodes and FirstSolutionNodes: pieces placed in all, and when the
	// first solution was found. The rowscan brute force's row engine
	// counts only the pieces of the half rows it places, so its nodes
	// also depend on where the tree is cut into openings (--openings, or
	// the depth chosen for several workers). With --workers above 1 they
	// depend on the scheduling, as the solution found does, in any search
	// that stops early (the first solution, --unique, --timeout);
	// first_solution_nodes even with --all. --sat places no pieces: its
	// nodes are 0, and its first_solution_ms is its time to the answer.
	// --max-score stops at the first full solution it finds: when solved,
	// its first_solution_ms and first_solution_nodes are its elapsed_ms
	// and nodes (the nodes of every worker, up to the moment they saw
	// the stop).
	Nodes              int64    `json:"nodes"`
	FirstSolutionNodes int64    `json:"first_solution_nodes"`
	FirstSolutionMs    float64  `json:"first_solution_ms"`
	ElapsedMs          float64  `json:"elapsed_ms"`
	BestDepth          int      `json:"best_depth"`
	BestScore          int      `json:"best_score"`
	Solution           []string `json:"solution"`
	Config             string   `json:"config"`
	Workers            int      `json:"workers"`
	// All is --all as given: false with --unique, which searches the
	// whole tree too but stops at a second distinct solution, so that its
	// solutions are not read as all of them.
	All bool `json:"all"`
	// Distinct is there with --unique alone, 0 included: the solutions
	// found up to turns of the whole board (1 and complete: unique; 0 and
	// complete: none).
	Distinct      *int    `json:"distinct,omitempty"`
	Puzzle        string  `json:"puzzle"`          // size and a hash of the pieces
	Openings      int     `json:"openings"`        // the depth the tree was cut at, 0 when not
	Units         int64   `json:"units"`           // openings enumerated
	UnitsDone     int64   `json:"units_done"`      // openings this process explored to the end
	Explored      float64 `json:"explored"`        // the part of the tree explored, 0 to 1 (an estimate short of 1)
	Shard         string  `json:"shard,omitempty"` // I/N with --shard
	SATVars       int     `json:"sat_vars,omitempty"`
	SATClauses    int     `json:"sat_clauses,omitempty"`
	MaxScore      int     `json:"max_score,omitempty"` // --max-score: the joins of a solution
	FinaleCells   int     `json:"finale_cells"`        // --finale K
	FinaleSize    int     `json:"finale_size"`         // fillings stored
	FinaleBuildMS float64 `json:"finale_build_ms"`     // time spent storing them, part of elapsed_ms
	FinaleLookups int64   `json:"finale_lookups"`      // branches that reached the finale
	FinaleHits    int64   `json:"finale_hits"`         // lookups that completed the board
	FinaleRefused int64   `json:"finale_refused"`      // placements refused: no filling takes their colours
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
		All:                o.All && o.Distinct == 0, // --unique searches as All does
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
	if o.Distinct > 0 {
		j.Distinct = &res.Distinct
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
	fmt.Fprintf(w, "%s, %d nodes in %.3f s (%.1f M nodes/s), best depth %d\n",
		solveSummary(res, o, turnsCounted(p, o)), res.Nodes, res.Elapsed.Seconds(), rate, res.BestDepth)
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

// turnsCounted reports whether the search counts each board it finds with
// its 3 turns of the whole board: it does on a square board with no fixed
// piece, where it fixes a corner piece for the board's symmetry (the
// solver's package doc), unless --nosym.
func turnsCounted(p *eternity.Puzzle, o solver.Options) bool {
	return p.W == p.H && !o.NoSymmetry && (o.Hints == nil || o.Hints.Placed() == 0)
}

// solveSummary says what the search was asked and what it counted. A
// search that stops at its first solution counts the board found with its
// 3 turns when turns is true: "first solution (complete): 4 solutions"
// read as a search that had found 4.
func solveSummary(res solver.Result, o solver.Options, turns bool) string {
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
	n := res.Solutions
	count := fmt.Sprintf("%d solutions", n)
	if n == 1 {
		count = "1 solution"
	}
	switch {
	case !turns || n == 0 || (o.All && o.Distinct == 0): // --all counts every board, each turn one
		return fmt.Sprintf("%s (%s): %s", what, state, count)
	case o.Distinct > 0:
		return fmt.Sprintf("%s (%s): %s, %s", what, state, count, withTurns(n/4))
	}
	with := "with its 3 turns of the whole board: 4 solutions"
	if n != 4 { // several workers met a solution at once
		with = fmt.Sprintf("%s met at once: %s", withTurns(n/4), count)
	}
	if !res.Complete {
		with = "stopped, " + with
	}
	return fmt.Sprintf("%s (%s)", what, with)
}

// withTurns says n boards counted with their turns.
func withTurns(n int64) string {
	if n == 1 {
		return "1 board with its 3 turns"
	}
	return fmt.Sprintf("%d boards with their 3 turns each", n)
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
