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
