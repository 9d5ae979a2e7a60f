//go:build !race

package eternitysolveui

const raceEnabled = false
