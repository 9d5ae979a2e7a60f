//go:build !race

package momentum

const raceEnabled = false
