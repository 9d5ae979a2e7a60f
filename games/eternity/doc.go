// Package eternity is the model of Eternity-style edge-matching puzzles
// (seed 002): square pieces with a colour on each edge, placed on a W x H board
// in one of four turns so that touching edges share a colour and grey edges
// face the outside.
//
// Conventions shared with the solvers: pieces are numbered 1..N in file order
// (index n-1 in Puzzle.Pieces); a Piece lists its colours North, East, South,
// West; a Turn counts quarter turns clockwise, a clockwise turn moving the
// North colour to East; colours are small integers with 0 = the grey border;
// board cells are numbered row by row from the top-left, x to the right and y
// downwards.
//
// The package also holds the two laws of Eternity II as checks (Check), the
// instance generator (Generate) and the file formats of DESIGN section 6: the
// plain piece list (ReadPlain, WritePlain), the editor's JSON (ReadJSON,
// WriteJSON), the e2.bucas.name board link (ParseLink, NewLink) and the bench
// solution files (ReadSolution, WriteSolution).
package eternity
