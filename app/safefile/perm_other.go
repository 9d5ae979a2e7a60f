//go:build !unix

package safefile

import (
	"io/fs"
	"os"
)

// mayReplace reports whether the user may write the existing file fi.
// Without Unix owners the owner's write bit is the user's: Windows clears
// it for a file marked read-only.
func mayReplace(fi fs.FileInfo) bool {
	return fi.Mode().Perm()&0o200 != 0
}

// hardLinks is how many names the file has: one, as far as Plateau can
// tell without Unix's link count.
func hardLinks(fs.FileInfo) uint64 { return 1 }

// keepOwner does nothing: without Unix owners a new file takes the
// folder's access rules.
func keepOwner(*os.File, fs.FileInfo) {}
