package cli

import (
	"fmt"

	"plateau/games/eternity"
	"plateau/solvers/eternity/sat"
)

// writeEternityCNF exports the SAT encoding of a puzzle as DIMACS, its
// fixed (hint) pieces forced; other pieces on the board are ignored.
func writeEternityCNF(env *Env, in, out string) error {
	d, err := readDesign(env, in)
	if err != nil {
		return err
	}
	hints := eternity.NewBoard(d.Puzzle.W, d.Puzzle.H)
	for i, pl := range d.Board.Cells {
		if pl.Fixed {
			hints.Cells[i] = pl
		}
	}
	c, err := sat.Encode(d.Puzzle, hints)
	if err != nil {
		return Usagef("%s: %v", in, err)
	}
	if err := writeTo(env, out, c.WriteDIMACS); err != nil {
		return Usagef("%v", err) // "cannot write out: ...": named once
	}
	fmt.Fprintf(env.Stdout, "wrote %s: DIMACS CNF of the %dx%d puzzle, %d variables, %d clauses, %d fixed pieces\n",
		out, d.Puzzle.W, d.Puzzle.H, c.Vars(), c.Clauses(), hints.Placed())
	return nil
}
