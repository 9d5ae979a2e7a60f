// Package momentum holds the computer players of Momentum (games/momentum):
// a random player, a greedy one-ply player and an alpha-beta searcher with
// iterative deepening, a transposition table and a node or time budget, all
// behind the Player interface, plus a seeded match runner.
//
// The game's turns are not strictly alternating (each phase has both players
// act, and the first player changes every turn), so the search works on
// single actions and asks the engine who acts at each node: a child with the
// same player to act keeps the score's sign, a child with the other negates it.
package momentum
