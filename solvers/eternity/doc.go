// Package eternity searches Eternity-style edge-matching puzzles
// (plateau/games/eternity) with the solvers of seed 002, section 4: the
// brute force with its five scan orders, and the smartforce with its
// variable and value choices, its CaPi and BoCo models and its corolles.
//
// Four engines share the work. The scan engine is the tight loop fast
// edge-matching solvers are built on: every piece in every turn is a flat
// record, the candidates of a cell are precomputed lists indexed by the
// colours its already placed neighbours show, and an explicit stack replaces
// recursion; it runs the brute force (variable choice scan, values in
// lexicographic order). The bit engine searches the same tree in the same
// order on bit sets (a word of pieces per cell's key colours, one AND with
// the pieces used), about 1.4 times as many nodes a second; the brute force
// runs on it wherever it applies (at most 64 pieces of a kind, no piece
// fitting a cell's key colours in three turns). The row engine runs the
// rowscan brute force without a finale on boards of at most 64 pieces
// (up to 8x8) by placing half a row at a time from precomputed tables of
// the half rows that fit, testing each with one AND against the pieces
// used: the same solutions in the same order as the bit engine, in about
// half its time; it leaves the cutting of the tree into openings to the
// bit engine. The domain engine keeps,
// for every empty cell, the set of piece turns that still fit (CaPi),
// optionally with border/colour counts that propagate when a colour can no
// longer appear on a side (BoCo); it runs every other configuration. None
// allocates per node.
//
// A node is one piece placed, in a given turn, on a cell. The row engine
// never visits the dead ends inside a half row: it counts the pieces of
// the free half rows it places (about four fifths of the bit engine's
// nodes on the same tree), so the nodes of the rowscan brute force are
// not comparable with those of the other orders and engines, nor quite
// between one worker and several (the bit engine's nodes above the
// openings' depth, the row engine's below). Every solution is
// checked with the puzzle's own scorer (games/eternity.ScoreBoard) before it
// is counted or reported. On a square board with no fixed pieces the search
// fixes the lowest-numbered corner piece in the top-left corner and counts
// each solution found four times, once per turn of the whole board (the four
// are distinct solutions, and exactly one of them has that piece in the
// top-left corner); Config.NoSymmetry turns this off.
//
// A solution is a piece number and a turn on each cell. A piece that looks
// the same in two turns (the first law forbids it, the search tolerates
// it) is tried only in the first of them, so that it counts once; boards
// compared up to turning the whole board (Options.Distinct, OnePerTurns,
// DiffCells, MakeUnique) take its turns that look the same for one too.
// Two pieces that are the same up to turning (also forbidden by the first
// law) are not one: swapped, they make another solution, counted and told
// apart as any other.
//
// A Search runs in goroutines (Options.Workers), splitting the tree into
// openings (all placements of the first cells) taken from a shared queue. It
// is cancelled with a context, publishes its counters through atomics
// (Search.Progress), hands out the current partial board on request
// (Search.Snapshot) and reports each solution through Options.OnSolution.
//
// What the counts depend on: an All search that runs to its end finds the
// same solutions whatever the number of workers (Result.Solutions, Units
// and UnitsDone; the shards of one, added up, give them too), and places
// the same nodes at the same openings depth (in every configuration but
// the rowscan brute force, at any depth). With one worker any search that runs to its end
// counts the same from run to run. With several, which worker reaches what
// first depends on the scheduling, and so differs from run to run: the
// first solution found (Result.First, Kept) and its FirstSolutionNodes and
// FirstSolutionTime, even in an All search; and, in a search that stops
// early (at the first solution when not All, at Options.Distinct, at
// Options.Limit or when its context ends), Nodes, Solutions, UnitsDone,
// Explored and the board found as well. A first-solution search's node
// counts are reproducible only with one worker.
package eternity
