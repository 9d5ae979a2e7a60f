// Package about says which Plateau this is: its version, and the commit
// it was built from, for a bug report or a result to reproduce.
package about

import "runtime/debug"

// Version is Plateau's version, the one FyneApp.toml gives the packages
// (a test keeps the two equal).
const Version = "0.1.0"

// Line is "Plateau 0.1.0", followed by the commit the binary was built
// from when the build recorded it ("Plateau 0.1.0 · 1a2b3c4d", with
// "+changes" when the checkout had uncommitted ones).
func Line() string {
	line := "Plateau " + Version
	if info, ok := debug.ReadBuildInfo(); ok {
		line += commit(info.Settings)
	}
	return line
}

// commit is " · " and the short commit of the build settings, "" without one.
func commit(settings []debug.BuildSetting) string {
	var rev string
	modified := false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return ""
	}
	rev = rev[:min(len(rev), 8)]
	if modified {
		rev += "+changes"
	}
	return " · " + rev
}

// Website is the project's page, as FyneApp.toml gives it.
const Website = "https://github.com/plateau-games/plateau"

// Source is one of the five French documents a workspace comes from.
type Source struct {
	Workspace string // the workspace's name in English (the window translates it)
	What      string // what the document is, in English
}

// Sources are the documents behind the workspaces, in the navigation's
// order; the texts are English, for the window to translate.
var Sources = []Source{
	{"Weave", "\"Définitions – les règles de base\": points woven on a 3D lattice from one point, with a worked example"},
	{"Momentum", "a two-player grid game of walls, camps in the corners and momentum, with a worked turn"},
	{"Dice Wars", "a technical report on a Dice Wars clone: its hexagonal map, its dice and three strategies"},
	{"Eternity", "an internship report on Eternity II: brute force, smartforce, CaPi, BoCo, corolles, openings and finales"},
	{"Rikudo", "a student project on Rikudo: its rules, a SAT model and a file format"},
}

// Library is a module Plateau is built with, and its licence.
type Library struct{ Name, Module, Licence string }

// Libraries are the modules go.mod requires directly (a test keeps the
// two in step), with the licences their LICENSE files give.
var Libraries = []Library{
	{"Fyne", "fyne.io/fyne/v2", "BSD 3-Clause"},
	{"go-gl/mathgl", "github.com/go-gl/mathgl", "BSD 3-Clause"},
	{"go-gl/glfw", "github.com/go-gl/glfw/v3.3/glfw", "BSD 3-Clause"},
	{"sqweek/dialog", "github.com/sqweek/dialog", "ISC"},
	{"go-air/gini", "github.com/go-air/gini", "MIT"},
	{"gonum/plot", "gonum.org/v1/plot", "BSD 3-Clause"},
	{"go-pdf/fpdf", "codeberg.org/go-pdf/fpdf", "MIT"},
	{"golang.org/x/image", "golang.org/x/image", "BSD 3-Clause"},
	{"golang.org/x/text", "golang.org/x/text", "BSD 3-Clause"},
}
