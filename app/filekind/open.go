package filekind

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"

	"plateau/app/openfile"
	"plateau/games/reason"
)

// OpenText opens the file at path to read its text, refusing what the
// window refuses in the same words: no file there, a folder, binary data.
// A pipe or a device is read, unlike in the window: a command may read
// <(plateau eternity gen) or /dev/stdin, and no UI waits on it; /dev/zero
// is binary data. Errors name path once (Problem).
func OpenText(path string) (io.ReadCloser, error) {
	if fi, err := os.Stat(path); err != nil {
		return nil, Problem(path, err)
	} else if fi.IsDir() {
		return nil, Problem(path, openfile.Check(path))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, Problem(path, err)
	}
	r := bufio.NewReader(f)
	if peek, _ := r.Peek(BinaryPeek); IsBinary(peek) {
		f.Close()
		return nil, Problem(path, ErrBinary)
	}
	return struct {
		io.Reader
		io.Closer
	}{r, f}, nil
}

// Problem words err, met opening the file at path (by OpenText or
// openfile.Regular), for a message that names path once: the system's
// own ("open x: no such file or directory", "stat x: ...") named it in
// its words, and a caller naming the file too gave it twice.
func Problem(path string, err error) error {
	var pe *fs.PathError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrNotExist):
		return reason.Of(fs.ErrNotExist, "there is no file at %s", path)
	case errors.As(err, &pe):
		return &pathError{path, pe.Err}
	}
	return &pathError{path, err}
}

// pathError is a refusal of the file at path: "path: reason".
type pathError struct {
	path string
	err  error
}

func (e *pathError) Error() string { return e.path + ": " + e.err.Error() }
func (e *pathError) Unwrap() error { return e.err }
