//go:build race

package rikudo

// raceEnabled skips the timing of Stop under the race detector, which
// slows the model building tenfold.
const raceEnabled = true
