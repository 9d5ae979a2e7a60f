// Package openfile opens the files Plateau reads, refusing first what is
// not a regular file: open(2) of a named pipe waits for a writer, and a
// device (/dev/zero) never ends, so either froze the window (the UI
// goroutine reads the files it opens) or filled the memory of a command.
// It has no Fyne import: the command line uses it too.
package openfile

import (
	"io/fs"
	"os"

	"plateau/games/reason"
)

// Regular opens the file at path for reading, or says why it does not: a
// folder, a pipe, a device or a socket is refused before it is opened.
// The file is looked at again once open, as it may have been replaced
// meanwhile.
func Regular(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := kind(fi.Mode()); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = kind(fi.Mode())
		}
		return nil, err
	}
	return f, nil
}

// Check says why the file at path is not one Regular opens, or nil.
func Check(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	return kind(fi.Mode())
}

// kind is the refusal of a file of mode m, nil for a regular file.
func kind(m fs.FileMode) error {
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		return reason.New("not a file Plateau opens: it is a folder")
	case m&fs.ModeNamedPipe != 0:
		return reason.New("not a file Plateau opens: it is a pipe, which a program writes to")
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return reason.New("not a file Plateau opens: it is a device")
	case m&fs.ModeSocket != 0:
		return reason.New("not a file Plateau opens: it is a socket")
	}
	return reason.New("not a file Plateau opens: it is not a regular file")
}
