// Package sat solves Eternity-style edge-matching puzzles
// (plateau/games/eternity) through a SAT encoding in the style of Marijn
// Heule, "Solving edge-matching problems with satisfiability solvers" (2008;
// SAT 2009 pp. 69-82 as the seed cites it), and exports that encoding as
// DIMACS CNF.
//
// The encoding (Encode) has two kinds of problem variables:
//   - x(cell, piece, turn): the piece sits on the cell in that turn. Only
//     placements that respect the frame exist: a corner piece on a corner in
//     its one turn, a border piece on a border cell in its one turn, an inner
//     piece on an inner cell in each of its distinct orientations (a piece
//     that looks the same in two turns contributes that orientation once).
//   - c(join, k): the join between two neighbouring cells has colour k. Only
//     the colours that both cells can show on that join exist; this domain and
//     the placements are pruned together to a fixpoint (a placement showing a
//     colour its neighbour can never show is dropped), which with fixed pieces
//     removes much of the board around them.
//
// Clauses: every cell holds at least one placement and every piece is placed
// at least once; every piece is placed at most once; every join has exactly
// one colour; each placement implies the colour of each of its joined
// sides, x(cell, piece, turn) -> c(join, colour shown); and Heule's support
// clauses, c(join, k) -> some placement of each of the join's two cells
// shows k there. Two placements of a cell that show different colours on
// some join already exclude each other through that join's at-most-one, so
// a cell's at-most-one is kept only among placements showing the same
// colours everywhere (pieces duplicated up to turning, which the first law
// forbids but a file may hold).
//
// At-most-one constraints are pairwise up to 150 literals (a piece's
// placements up to an 8x8 board) and a sequential counter beyond (3n
// clauses, n auxiliary variables), which keeps a 16x16 encoding near 1.2
// million clauses. Measured with gini on brendan 6x6 over six clause orders
// each (see explore_test.go), pairwise at-most-one solved in a median of
// about 2 s against about 10 s with sequential counters, the support
// clauses helped a little, and colour-count cardinality constraints, a
// cell at-most-one over all placements, piece-cell commander variables and
// Heule's compact turn-free variables did not help, nor did leaving out the
// pieces' at-most-one (which only pigeonhole reasoning recovers).
//
// Fixed pieces (the non-empty cells of a hints board) are forced: their cell
// keeps that one placement and the piece no other, which the at-least-one
// clauses turn into unit clauses. Without hints the whole board's symmetry
// is broken: the lowest-numbered corner piece is fixed in the top-left corner
// of a square board (every solution turned by a quarter turn is another
// solution, and exactly one of the four turns puts that piece there), or on
// one of the two top corners of an oblong board (only the half turn maps it
// onto itself). This keeps every answer a true solution and an unsatisfiable
// verdict true for the puzzle.
//
// CDCL is weak at these puzzles: brendan 6x6 takes gini one to a few
// seconds, the free brendan 7x7 about four minutes (CaDiCaL 1.5 about 150 s
// on the exported CNF), and the free 8x8 more than five, while with the
// frame or the top two rows fixed a 7x7 or 8x8 takes milliseconds. The
// backtracking solvers of the parent package are far faster; this one is
// for comparison, for proofs of unsatisfiability under hints, and for export
// to other SAT solvers.
//
// Solve loads the encoding into gini, runs it in the background and polls it,
// so that cancelling the context stops it within a few tens of milliseconds;
// every board it returns has been checked by the puzzle's own scorer
// (eternity.ScoreBoard) and board validation.
package sat
