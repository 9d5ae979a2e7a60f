//go:build !unix

package safefile

import "io/fs"

// mayReplace reports whether the user may write the existing file fi.
// Without Unix owners the owner's write bit is the user's: Windows clears
// it for a file marked read-only.
func mayReplace(fi fs.FileInfo) bool {
	return fi.Mode().Perm()&0o200 != 0
}
