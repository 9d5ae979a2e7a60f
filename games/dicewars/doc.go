// Package dicewars holds the rules of Dice Wars as seed 003 and DESIGN section
// 5.3 state them: the hexagonal map generator, the territory graph, dealing,
// attacks, reinforcement from the largest connected group, the dice stock,
// elimination, victory and the stall rule.
//
// Everything random (the map, the deal, the dice) comes from generators seeded
// by the game's seed, so a game is its options, its seed and its move list: a
// saved game replays exactly.
package dicewars
