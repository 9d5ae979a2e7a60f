//go:build race

package eternitysolveui

// raceEnabled: the race detector slows the window's work after a Stop
// (repainting the board, the panel and the status bar) about threefold,
// past 100 ms on a loaded machine, so Stop's timing is checked without it.
const raceEnabled = true
