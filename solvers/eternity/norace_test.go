//go:build !race

package eternity

const raceEnabled = false
