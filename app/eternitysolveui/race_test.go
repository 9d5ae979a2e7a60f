//go:build race

package eternitysolveui

// raceEnabled: the race detector slows the searches tenfold, so the tests
// that need a search long enough to watch take a smaller one.
const raceEnabled = true
