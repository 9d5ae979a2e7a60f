//go:build !race

package maxscore

const raceEnabled = false
