//go:build unix

package safefile

import (
	"io/fs"
	"os"
	"slices"
	"syscall"
)

// user is who asks to write: a Unix user id, and the group ids (effective
// and supplementary) that let them use a file's group permissions.
type user struct {
	uid  int
	gids []int
}

// mayWrite reports whether u may write a file of permissions perm owned by
// owner and group, as Unix decides it: root may write anything, the
// owner by the owner's bits alone (a file 0466 is read-only to its owner),
// a member of the group by the group's, anyone else by the others'. Access
// control lists are left out: what this is for is a file made read-only
// with chmod or a file manager, which clear the write bits.
func mayWrite(perm fs.FileMode, owner, group int, u user) bool {
	switch {
	case u.uid == 0:
		return true
	case u.uid == owner:
		return perm&0o200 != 0
	case slices.Contains(u.gids, group):
		return perm&0o020 != 0
	default:
		return perm&0o002 != 0
	}
}

// whoami is the user writing: the process's effective ids, as the system
// checks a write. Tests put another user in its place, so that the
// refusal is tested when they run as root, whom nothing refuses.
var whoami = func() user {
	gids, _ := os.Getgroups()
	return user{uid: os.Geteuid(), gids: append(gids, os.Getegid())}
}

// mayReplace reports whether the user may write the existing file fi; a
// file whose owner the system does not give is left to the rename.
func mayReplace(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return true
	}
	return mayWrite(fi.Mode().Perm(), int(st.Uid), int(st.Gid), whoami())
}

// hardLinks is how many names the file fi has.
func hardLinks(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}

// keepOwner gives f the owner and group of fi, the file it replaces, so
// that people sharing it keep their access. Only root may give a file
// away; a member of the file's group may give it that group. What cannot
// be kept is let go: the saver owns the new file, as with any editor that
// renames, and the save goes on rather than fail or lose its atomicity.
func keepOwner(f *os.File, fi fs.FileInfo) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if f.Chown(int(st.Uid), int(st.Gid)) != nil {
		_ = f.Chown(-1, int(st.Gid))
	}
}
