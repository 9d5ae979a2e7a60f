package shell

import (
	"errors"
	"io/fs"
	"os"

	"plateau/app/kit"
	"plateau/games/reason"
)

// openStartFiles opens the files Plateau was started with (plateau
// FILE...). A path with nothing there is named in full as no such file:
// typed on the command line, it was mistyped rather than "no longer there:
// moved, renamed or deleted", as a recent file that went is told.
func (s *Shell) openStartFiles(paths []string) {
	var there []string
	for _, p := range paths {
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			kit.ShowOpenError(p, reason.New("There is no file at %s.", p), s.kit.Window)
			continue
		}
		there = append(there, p)
	}
	s.OpenFiles(there)
}
