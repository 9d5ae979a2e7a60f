//go:build race

package eternity

// raceEnabled skips the long tests under the race detector, which slows
// the search loops tenfold.
const raceEnabled = true
