//go:build unix

package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// mayWrite decides as Unix does, without asking the system: the tests run
// as root, whom the system lets write anything.
func TestMayWrite(t *testing.T) {
	const owner, group = 1000, 100
	for _, tc := range []struct {
		name string
		perm fs.FileMode
		u    user
		want bool
	}{
		{"the owner, a writable file", 0o644, user{owner, []int{group}}, true},
		{"the owner, a read-only file", 0o444, user{owner, []int{group}}, false},
		{"the owner, by the owner's bits alone", 0o466, user{owner, []int{group}}, false},
		{"a member of the group, group-writable", 0o664, user{1001, []int{group}}, true},
		{"a member of the group, not group-writable", 0o646, user{1001, []int{group}}, false},
		{"a member by a supplementary group", 0o664, user{1001, []int{7, group}}, true},
		{"anyone else, writable by all", 0o646, user{1001, []int{7}}, true},
		{"anyone else, not writable by others", 0o664, user{1001, []int{7}}, false},
		{"root, a read-only file", 0o444, user{0, []int{0}}, true},
		{"root, no permission at all", 0, user{0, nil}, true},
	} {
		if got := mayWrite(tc.perm, owner, group, tc.u); got != tc.want {
			t.Errorf("%s (%v): %v, want %v", tc.name, tc.perm, got, tc.want)
		}
	}
}

// as makes u the user writing until the test ends.
func as(t *testing.T, u user) {
	was := whoami
	whoami = func() user { return u }
	t.Cleanup(func() { whoami = was })
}

// A file the user may not write is left as it was, with an error the save
// dialog words ("You may not … (permission denied)"): the rename replaced
// a file made read-only. The user is put in as someone who neither owns
// the file nor is in its group, so that its bits for others decide, as
// root or not. A new file, a writable one and root are not refused.
func TestWriteRefusesAFileTheUserMayNotWrite(t *testing.T) {
	stranger := user{uid: 1 << 20, gids: []int{1 << 20}}
	for _, tc := range []struct {
		name    string
		perm    fs.FileMode // of the file there; 0: none
		link    bool        // written through a symbolic link to it
		u       user
		refused bool
	}{
		{"not writable by the user", 0o644, false, stranger, true},
		{"not writable, through a link", 0o644, true, stranger, true},
		{"writable by the user", 0o646, false, stranger, false},
		{"no file yet", 0, false, stranger, false},
		{"root, a read-only file", 0o444, false, user{0, []int{0}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "finished.txt")
			if tc.perm != 0 {
				if err := os.WriteFile(file, []byte("final"), 0o600); err != nil {
					t.Fatal(err)
				}
				if err := os.Chmod(file, tc.perm); err != nil { // past the umask
					t.Fatal(err)
				}
			}
			path := file
			if tc.link {
				path = filepath.Join(dir, "link.txt")
				if err := os.Symlink(file, path); err != nil {
					t.Fatal(err)
				}
			}
			as(t, tc.u)
			err := WriteBytes(path, []byte("overwritten"))
			got, _ := os.ReadFile(file)
			switch {
			case tc.refused && !errors.Is(err, fs.ErrPermission):
				t.Errorf("err %v, want a permission error; the file holds %q", err, got)
			case tc.refused:
				namesTheFile(t, err, path)
				if string(got) != "final" {
					t.Errorf("the refused file holds %q", got)
				}
			case err != nil || string(got) != "overwritten":
				t.Errorf("err %v, the file holds %q; want it written", err, got)
			}
			want := 1 // the file, and the link if any: no temporary file
			if tc.link {
				want = 2
			}
			if entries, _ := os.ReadDir(dir); len(entries) != want {
				t.Errorf("%d entries in the folder: a temporary file stayed", len(entries))
			}
		})
	}
}

// The same refusal, with the system's own idea of the user: it only runs
// as another user than root, since root may write a read-only file (which
// TestWriteRefusesAFileTheUserMayNotWrite covers with an injected user).
func TestWriteRefusesAReadOnlyFileOfTheUsersOwn(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root, who may write a read-only file: the refusal is tested with an injected user instead")
	}
	path := filepath.Join(t.TempDir(), "finished.txt")
	if err := os.WriteFile(path, []byte("final"), 0o444); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(path, []byte("overwritten")); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("err %v, want a permission error", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "final" {
		t.Errorf("the file holds %q", got)
	}
}
