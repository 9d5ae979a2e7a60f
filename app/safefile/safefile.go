// Package safefile writes files so that a failure never leaves a half
// written file behind: the content goes to a temporary file in the same
// directory, which is synced and then renamed over the target.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Write creates or replaces path with what write produces. If write or any
// file operation fails (or write panics), path is left as it was and no
// temporary file stays. A file replaced keeps its permissions, its group
// and, where the system lets, its owner; a symbolic link stays one: the
// file at the end of its links is written, made if it is not there yet,
// as the shell's > makes it.
//
// A file the user may not write (made read-only) is refused with an error
// wrapping fs.ErrPermission, as a plain write would be: the rename over it
// needs only the folder's permission, and replaced it without a word. A
// folder is refused with syscall.EISDIR.
//
// What is not a regular file (a FIFO, a device, /dev/stdout's link into
// /proc/self/fd) is written in place: renaming a file over it destroyed it
// (as root, /dev/null) and sent nothing to its reader. A FIFO nothing
// reads is refused with ErrNoReader after a short wait (see openFIFO). So is a file with
// other hard links, and one in a folder the user may not write: see
// replace.
func Write(path string, write func(w io.Writer) error) error {
	name, viaDescriptor, err := follow(path)
	if err != nil {
		return failed(path, err)
	}
	if viaDescriptor {
		// The kernel knows where a descriptor goes (a pipe, a terminal);
		// user space reads "pipe:[…]", a name of nothing. A file there was
		// opened by the shell, emptied by > already: what the pipeline
		// wrote to it before (a header, or >>'s older content) stays.
		return stream(path, path, write, os.O_APPEND)
	}
	fi, err := os.Stat(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return replace(path, name, nil, write)
	case err != nil:
		return failed(path, err)
	case fi.IsDir():
		return failed(path, syscall.EISDIR)
	case fi.Mode()&fs.ModeNamedPipe != 0:
		return stream(path, name, write, syscall.O_NONBLOCK)
	case !fi.Mode().IsRegular():
		return stream(path, name, write, 0)
	case !mayReplace(fi):
		return failed(path, fs.ErrPermission)
	}
	return replace(path, name, fi, write)
}

// replace writes the regular file name (fi, nil when there is none yet),
// which path leads to, through a temporary file in its folder renamed
// over it. The temporary name is short: the target's own may take all
// 255 bytes a name may have.
//
// A file with other hard links, or in a folder where no file can be made,
// is instead written in place once the whole content is in the temporary
// file: a rename would split the links, and cannot be done without the
// folder. That write is not atomic (a crash during it leaves the file
// half new), but a failing write function leaves it whole.
func replace(path, name string, fi fs.FileInfo, write func(w io.Writer) error) error {
	inPlace := fi != nil && hardLinks(fi) > 1
	tmp, err := os.CreateTemp(filepath.Dir(name), ".plateau-*.tmp")
	if err != nil && fi != nil && errors.Is(err, fs.ErrPermission) {
		tmp, err = os.CreateTemp("", "plateau-*.tmp")
		inPlace = true
	}
	if err != nil {
		return failed(path, err)
	}
	renamed := false
	defer func() {
		if !renamed {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(target{tmp, path}); err != nil {
		return err
	}
	if inPlace {
		return copyInto(path, name, tmp)
	}
	if err = settle(tmp, fi); err != nil {
		return failed(path, err)
	}
	if err = os.Rename(tmp.Name(), name); err != nil {
		return failed(path, err)
	}
	renamed = true
	return nil
}

// settle gives the temporary file, written, what the file it replaces
// had: its permissions (CreateTemp makes it 0600; a new document is 0644,
// readable like any other file the user makes) and its owner and group,
// then puts it on the disk.
func settle(tmp *os.File, fi fs.FileInfo) error {
	mode := os.FileMode(0o644)
	if fi != nil {
		mode = fi.Mode().Perm()
		keepOwner(tmp, fi)
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	return tmp.Close()
}

// WriteBytes is Write for content already in memory.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// target is the temporary file as write sees it: its errors name the file
// being written, which the person chose, not the temporary one they never
// heard of (a full disk read "write …/.design.json.tmp2538685807: no space
// left on device").
type target struct {
	f    *os.File
	path string
}

func (t target) Write(p []byte) (int, error) {
	n, err := t.f.Write(p)
	if err != nil {
		err = failed(t.path, err)
	}
	return n, err
}

// failed is err of an operation on the temporary file, told of path:
// "cannot write path: no space left on device". The system's reason stays
// wrapped (errors.Is finds fs.ErrPermission, fs.ErrNotExist), the
// temporary file's name goes.
func failed(path string, err error) error {
	switch e := err.(type) {
	case *fs.PathError:
		err = e.Err
	case *os.LinkError:
		err = e.Err
	}
	return fmt.Errorf("cannot write %s: %w", path, err)
}
