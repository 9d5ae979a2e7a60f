package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"

	"plateau/app/safefile"
)

// outFile is one file a command writes: where, and how to render it.
type outFile struct {
	path   string // "" when the user asked for no such file
	render func(w io.Writer) error
}

// writeOutputs writes a command's files all or none, as far as can be
// known beforehand: every file is rendered in memory and every folder
// checked before the first is written, so a failing second file (a
// mistyped folder, a refused format) no longer leaves the first one
// replaced by a command that failed.
func writeOutputs(files ...outFile) error {
	data := make([][]byte, len(files))
	for i, f := range files {
		if f.path == "" {
			continue
		}
		var b bytes.Buffer
		if err := f.render(&b); err != nil {
			return Usagef("%s: %v", f.path, err)
		}
		data[i] = b.Bytes()
		if fi, err := os.Stat(filepath.Dir(f.path)); err != nil || !fi.IsDir() {
			return Usagef("cannot write %s: no folder %s", f.path, filepath.Dir(f.path))
		}
	}
	for i, f := range files {
		if f.path == "" {
			continue
		}
		if err := safefile.WriteBytes(f.path, data[i]); err != nil {
			return Usagef("%v", err)
		}
	}
	return nil
}
