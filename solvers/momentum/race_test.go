//go:build race

package momentum

// raceEnabled trims the long tests under the race detector, which slows
// the engine tenfold; their concurrency-free logic is covered without it.
const raceEnabled = true
