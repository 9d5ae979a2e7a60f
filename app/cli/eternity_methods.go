package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
	"plateau/solvers/eternity/maxscore"
	"plateau/solvers/eternity/sat"
)

// defaultMaxScoreTime is how long --max-score searches without --timeout
// or --max-nodes: it never ends by itself on a board with no solution.
const defaultMaxScoreTime = time.Minute

// solveSAT runs eternity solve --sat.
func solveSAT(ctx context.Context, env *Env, f *solveFlags, d *eternity.Design, hints *eternity.Board) error {
	res, err := sat.Solve(ctx, d.Puzzle, hints, sat.Options{Workers: *f.workers, Seed: *f.seed}, nil)
	switch {
	case errors.Is(err, sat.ErrMemory): // a search that failed, not bad input
		return Failf("%v", err)
	case err != nil:
		return Usagef("%v", err)
	}
	js := eternitySolveJSON{
		Solved: res.Solved, Complete: res.Complete, ElapsedMs: millis(res.Elapsed),
		Config: "sat", Workers: min(*f.workers, sat.MaxWorkers), Puzzle: solver.PuzzleID(d.Puzzle, hints), SATVars: res.Vars, SATClauses: res.Clauses,
		Solution: []string{},
	}
	if res.Solved {
		// the first answer is the only one: it came at the end
		js.Solutions, js.BestDepth, js.FirstSolutionMs = 1, d.Puzzle.N(), js.ElapsedMs
		js.Solution = boardCells(res.Board)
		js.BestScore = eternity.ScoreBoard(d.Puzzle, res.Board).Matched
	}
	if *f.js {
		if err := WriteJSON(env.Stdout, js); err != nil {
			return err
		}
	} else {
		state := "solved"
		switch {
		case res.Unsat:
			state = "no solution (unsatisfiable)"
		case !res.Complete:
			state = "stopped"
		}
		fmt.Fprintf(env.Stdout, "%s: %dx%d through SAT (%d variables, %d clauses): %s in %.3f s\n",
			d.Name, d.Puzzle.W, d.Puzzle.H, res.Vars, res.Clauses, state, res.Elapsed.Seconds())
		writeRows(env, d.Puzzle, res.Board)
	}
	switch {
	case res.Unsat:
		return Failf("no solution")
	case !res.Complete:
		return Failf("stopped before an answer")
	}
	return nil
}

// solveMaxScore runs eternity solve --max-score.
func solveMaxScore(ctx context.Context, env *Env, f *solveFlags, d *eternity.Design, hints *eternity.Board) error {
	opt := maxscore.Options{Workers: *f.workers, Seed: *f.seed, MaxNodes: *f.maxNodes}
	if *f.starter {
		opt.Quota = maxscore.OfficialQuota() // the record solvers' colour quota, for Eternity II
		e2, err := maxscore.OfficialHints(d.Puzzle)
		if err != nil {
			return Usagef("--e2-starter: %v", err)
		}
		if hints, err = hints.WithFixed(e2); err != nil {
			return Usagef("--e2-starter: %v", err)
		}
	}
	if *f.timeout == 0 && *f.maxNodes == 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, defaultMaxScoreTime)
		defer cancel()
	}
	res, err := maxscore.Search(ctx, d.Puzzle, hints, opt, nil)
	if err != nil {
		return Usagef("%v", err)
	}
	if res.Board == nil {
		return Failf("stopped before the first full board")
	}
	js := eternitySolveJSON{
		Solved: res.Score == res.Max, Complete: res.Optimal, Nodes: res.Stats.Nodes, ElapsedMs: millis(res.Stats.Elapsed),
		BestDepth: d.Puzzle.N(), BestScore: res.Score, MaxScore: res.Max, Solution: boardCells(res.Board),
		Config: "max-score", Workers: *f.workers, Puzzle: solver.PuzzleID(d.Puzzle, hints),
	}
	if js.Solved { // it stops at its first full solution: it came at the end
		js.Solutions, js.FirstSolutionMs, js.FirstSolutionNodes = 1, js.ElapsedMs, js.Nodes
	}
	if *f.js {
		return WriteJSON(env.Stdout, js)
	}
	fmt.Fprintf(env.Stdout, "%s: %dx%d, best board %d of %d joins matched after %d nodes, %.1f s\n",
		d.Name, d.Puzzle.W, d.Puzzle.H, res.Score, res.Max, res.Stats.Nodes, res.Stats.Elapsed.Seconds())
	writeRows(env, d.Puzzle, res.Board)
	if link, err := eternity.NewLink(d.Name, d.Puzzle, res.Board); err == nil {
		fmt.Fprintf(env.Stdout, "%s\n", link)
	}
	return nil
}

func writeRows(env *Env, p *eternity.Puzzle, b *eternity.Board) {
	if b == nil {
		return
	}
	cells := boardCells(b)
	for y := range p.H {
		fmt.Fprintf(env.Stdout, "  %s\n", strings.Join(cells[y*p.W:(y+1)*p.W], " "))
	}
}
