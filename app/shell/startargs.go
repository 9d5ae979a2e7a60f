package shell

import (
	"os"
	"path/filepath"
	"strings"
)

// OpensInWindow reports whether "plateau ARGS", ARGS being no command,
// opens the window on them: yes when they read as files (LooksLikeFiles),
// some of which may be gone, as the window says. A build with no window
// takes only files that are all there, and says it has no window.
func OpensInWindow(args []string) bool {
	if !HasWindow {
		return AreFiles(args)
	}
	return LooksLikeFiles(args)
}

// LooksLikeFiles reports whether args name files: none is an option, and
// each is there or reads as a path (a folder in it, or an extension). A
// file manager's "Open with", which has no terminal to show an error on,
// passes paths, some maybe gone since: the window then says which ones
// and opens the others. A word that is no path (a mistyped command) is
// the command line's to answer.
func LooksLikeFiles(args []string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			return false
		}
		if _, err := os.Lstat(a); err != nil && !strings.ContainsRune(a, filepath.Separator) && filepath.Ext(a) == "" {
			return false
		}
	}
	return len(args) > 0
}
