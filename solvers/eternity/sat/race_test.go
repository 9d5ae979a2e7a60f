//go:build race

package sat

// raceEnabled skips the free 6x6 solve under the race detector, which
// slows gini's loops tenfold.
const raceEnabled = true
