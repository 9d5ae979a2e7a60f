// Package momentum is the rules engine of Momentum, the two-player grid game
// of seed 001: each player slides exactly "momentum" cells, destroys and builds
// walls, and loses when anyone enters his camp.
//
// The engine is built for search: the state lives in flat arrays, legal
// actions are generated into a caller-provided slice, Apply and Undo are
// allocation-free on legal actions, and every position carries a Zobrist hash
// that also drives the draw by third repetition. Where the seed is silent the
// engine follows DESIGN section 5.2 and the decisions listed in
// resources/rules/momentum.en.md.
package momentum
