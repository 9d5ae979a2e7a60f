package cli

import (
	"fmt"

	"plateau/app/filekind"
	"plateau/games/eternity"
)

// workspaceFiles names the files of each workspace (filekind's ids) in
// messages, and says how to use one: with its command, or in the window.
var workspaceFiles = map[string]struct{ what, command string }{
	"eternity": {"an Eternity puzzle", "eternity solve"},
	"rikudo":   {"a Rikudo puzzle", "rikudo solve"},
	"momentum": {"a Momentum game", ""},
	"dicewars": {"a Dice Wars game", ""},
	"weave":    {"a Weave lattice", ""},
}

// readError is the refusal of the file at path, which the reader of the
// files of workspace own refused with err. A file that looks like
// another workspace's, as the window tells it, is said to be so, with
// what opens it: the reader's complaint of its first line said nothing
// of the kind. An Eternity design with no "format" is said to have none
// (the reader said "expected "plateau-eternity", got """, as if empty).
func readError(own, path string, err error) error {
	if path != stdio {
		if id, _ := filekind.Workspace(path); id != "" && id != own {
			how := fmt.Sprintf("plateau %s opens it in the window", path)
			if c := workspaceFiles[id].command; c != "" {
				how = fmt.Sprintf("try plateau %s %s", c, path)
			}
			return Usagef("%s looks like %s, not %s: %s", path, workspaceFiles[id].what, workspaceFiles[own].what, how)
		}
		if own == "eternity" && filekind.LacksKey(path, "format") {
			return Usagef("%s: no \"format\": %q field: not an Eternity design", path, eternity.FormatName)
		}
	}
	return Usagef("%s: %v", inputName(path), err)
}
