//go:build !race

package rikudo

const raceEnabled = false
