// Package safefile writes files so that a failure never leaves a half
// written file behind: the content goes to a temporary file in the same
// directory, which is synced and then renamed over the target.
package safefile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write creates or replaces path with what write produces. If write or any
// file operation fails (or write panics), path is left as it was and no
// temporary file stays. A file replaced keeps its permissions, and a
// symbolic link stays one: the file it points to is replaced.
func Write(path string, write func(w io.Writer) error) (err error) {
	mode := os.FileMode(0o644) // a new document is readable like any other file the user makes
	if real, lerr := filepath.EvalSymlinks(path); lerr == nil {
		path = real
		if fi, serr := os.Stat(path); serr == nil {
			mode = fi.Mode().Perm()
		}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	renamed := false
	defer func() {
		if !renamed {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(tmp); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	// CreateTemp makes the file 0600.
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
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
