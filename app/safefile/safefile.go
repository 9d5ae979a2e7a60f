// Package safefile writes files so that a failure never leaves a half
// written file behind: the content goes to a temporary file in the same
// directory, which is synced and then renamed over the target.
package safefile

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Write creates or replaces path with what write produces. If write or any
// file operation fails (or write panics), path is left as it was and no
// temporary file stays. A file replaced keeps its permissions, and a
// symbolic link stays one: the file it points to is replaced.
//
// A file the user may not write (made read-only) is refused with an error
// wrapping fs.ErrPermission, as a plain write would be: the rename over it
// needs only the folder's permission, and replaced it without a word.
func Write(path string, write func(w io.Writer) error) (err error) {
	mode := os.FileMode(0o644) // a new document is readable like any other file the user makes
	real := path
	if r, lerr := filepath.EvalSymlinks(path); lerr == nil {
		real = r
		if fi, serr := os.Stat(real); serr == nil {
			if !mayReplace(fi) {
				return failed(path, fs.ErrPermission)
			}
			mode = fi.Mode().Perm()
		}
	}
	dir := filepath.Dir(real)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(real)+".tmp*")
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
	if err = tmp.Sync(); err != nil {
		return failed(path, err)
	}
	if err = tmp.Close(); err != nil {
		return failed(path, err)
	}
	// CreateTemp makes the file 0600.
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return failed(path, err)
	}
	if err = os.Rename(tmp.Name(), real); err != nil {
		return failed(path, err)
	}
	renamed = true
	return nil
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
