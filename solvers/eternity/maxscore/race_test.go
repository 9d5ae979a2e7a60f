//go:build race

package maxscore

// raceEnabled relaxes the tests that time the search: the race detector
// slows its loops about tenfold.
const raceEnabled = true
