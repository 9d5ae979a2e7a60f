package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"plateau/app/filekind"
	"plateau/app/safefile"
)

// outFile is one file a command writes: where, and how to render it.
type outFile struct {
	path   string // "" when the user asked for no such file; "-" the standard output
	render func(w io.Writer) error
}

// writeOutputs writes a command's files all or none, as far as can be
// known beforehand: every file is rendered in memory and every folder
// checked before the first is written, so a failing second file (a
// mistyped folder, a refused format) no longer leaves the first one
// replaced by a command that failed. A file "-" goes to env's standard
// output.
func writeOutputs(env *Env, files ...outFile) error {
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
		if f.path == stdio {
			continue
		}
		if err := hasFolder(f.path); err != nil {
			return err
		}
	}
	for i, f := range files {
		switch f.path {
		case "":
		case stdio:
			if _, err := env.Stdout.Write(data[i]); err != nil {
				return err
			}
		default:
			if err := safefile.WriteBytes(f.path, data[i]); err != nil {
				return Usagef("%v", err)
			}
		}
	}
	return nil
}

// writeTo writes one file through render, through a temporary file so
// that a failure leaves the old file as it was; "-" is env's standard
// output. A missing folder is said so, as writeOutputs says it, rather
// than "no such file or directory" of a file that was never there.
func writeTo(env *Env, path string, render func(w io.Writer) error) error {
	if path == stdio {
		return render(env.Stdout)
	}
	if err := hasFolder(path); err != nil {
		return err
	}
	return safefile.Write(path, render)
}

// stdoutUse is one output of a command and whether it goes to the
// standard output.
type stdoutUse struct {
	what string // the flag, as the person gave it: "--json", "--dimacs -"
	on   bool
}

// oneOnStdout refuses two outputs on the standard output, which would
// come out mixed: a CNF and its JSON, a puzzle and its PDF.
func oneOnStdout(uses ...stdoutUse) error {
	var on []string
	for _, u := range uses {
		if u.on {
			on = append(on, u.what)
		}
	}
	if len(on) > 1 {
		return Usagef("%s and %s would both write to the standard output: give one of them a file", on[0], on[1])
	}
	return nil
}

// notesTo is where a command says what it wrote: the standard output, or
// the standard error when a file goes there (-).
func notesTo(env *Env, paths ...string) io.Writer {
	for _, p := range paths {
		if p == stdio {
			return env.Stderr
		}
	}
	return env.Stdout
}

// hasFolder fails when the folder of path is not there.
func hasFolder(path string) error {
	if fi, err := os.Stat(filepath.Dir(path)); err != nil || !fi.IsDir() {
		return Usagef("cannot write %s: no folder %s", path, filepath.Dir(path))
	}
	return nil
}

// canWrite fails as writing path would fail for want of its folder or of
// the right to add a file there (a read-only place): a command that
// computes for long checks so before it starts, rather than tell a
// mistyped folder once the work is done. It adds a file and removes it.
func canWrite(path string) error {
	if err := hasFolder(path); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".plateau-check-*")
	if err != nil {
		if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
			err = pe.Err // the name of the file tried says nothing
		}
		return Usagef("cannot write %s: %v", path, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// stdio is the name that stands for the standard input or output in place
// of a file, as Unix commands take it.
const stdio = "-"

// openInput opens the file a command reads, the standard input for "-".
// Where it was a file named "-", a pipe into eternity solve found none.
// A file is refused as the window refuses it (a folder, binary data),
// in its words: a reader quoted a line of escaped bytes.
func openInput(env *Env, path string) (io.ReadCloser, error) {
	if path == stdio {
		var in io.Reader = os.Stdin
		if env != nil && env.Stdin != nil {
			in = env.Stdin
		}
		return io.NopCloser(in), nil // closed, it would be so for the rest
	}
	f, err := filekind.OpenText(path)
	if err != nil {
		return nil, Usagef("%v", err)
	}
	return f, nil
}

// inputName names the file read at path in messages.
func inputName(path string) string {
	if path == stdio {
		return "standard input"
	}
	return path
}

// noFormatOnStdout refuses "-" for an output whose format its extension
// chooses: what should go to the standard output cannot be told.
func noFormatOnStdout(what, formats string) error {
	return Usagef("%s -: the standard output has no extension to choose the format by: name a %s file", what, formats)
}
