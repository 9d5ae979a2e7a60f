package kit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/games/reason"
)

// ErrorText is err in the user's language: the refusals the games give
// (games/reason) are translated, the context around them kept. A refusal
// on its own is a sentence, with a capital and a full stop ("Cell 3
// already has two bridges."), as the app's own messages are, also when an
// error of another type wraps it and says nothing more (an Eternity file's
// ParseError, "line 2: ..."); any other error keeps its text as it is,
// since it may start with a file's name.
func ErrorText(err error) string {
	text := translated(err)
	var r *reason.Error
	if errors.As(err, &r) && r.Error() == err.Error() {
		return sentence(text)
	}
	return text
}

// ReasonText is the refusal err holds alone, in the user's language,
// without the context around it ("illegal action x3,4: "), for messages
// that put it after their own words; err in full when it holds none.
func ReasonText(err error) string {
	var r *reason.Error
	if errors.As(err, &r) {
		return translated(r)
	}
	return translated(err)
}

func translated(err error) string {
	return reason.In(err, func(format string) string { return lang.L(format) })
}

// sentence gives s a capital and a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ShowError shows err in a dialog over win, its text as it is. Fyne's own
// error dialog capitalises the first letter, which turned a message such
// as "broken.json: line 1: …" into one about "Broken.json".
func ShowError(err error, win fyne.Window) {
	NewError(err, win).Show()
}

// NewError is the dialog of ShowError, not yet shown; that of
// ShowOpenError for an OpenError.
func NewError(err error, win fyne.Window) dialog.Dialog {
	if oe, ok := errors.AsType[*OpenError](err); ok {
		return newOpenFailure(oe.Path, oe.Err, win)
	}
	if se, ok := errors.AsType[*SaveError](err); ok {
		return newSaveFailure(se.Path, se.Err, win)
	}
	return newFailure("", err, win)
}

// ShowOpenError is ShowError for a file that did not open: the dialog
// says so first in the user's language ("Could not open broken.json"),
// then gives the reason (the parser's, or what the system said), which
// does not name the file again.
func ShowOpenError(path string, err error, win fyne.Window) {
	newOpenFailure(path, err, win).Show()
}

func newOpenFailure(path string, err error, win fyne.Window) dialog.Dialog {
	return newFailure(fmt.Sprintf(lang.L("Could not open %s"), filepath.Base(path)), fileError(path, err, false), win)
}

// OpenError is the error of a job that opened the file at Path, and
// failed with Err: the status bar shows it as ShowOpenError does, with a
// headline naming the file (the job's failures go to ShowError), and says
// in its line "name: reason", the name once.
type OpenError struct {
	Path string
	Err  error
}

func (e *OpenError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *OpenError) Unwrap() error { return e.Err }

// SaveError is OpenError for a job that wrote the file at Path (an
// export, a save in the background): its failure is shown as
// ShowSaveError shows it, "Could not save x.png / The folder nodir is not
// there…", where the job's dialog gave the system's "cannot write
// /home/ann/nodir/x.png: no such file or directory".
type SaveError struct {
	Path string
	Err  error
}

func (e *SaveError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *SaveError) Unwrap() error { return e.Err }

// SaveJob is job, which writes the file at path, its failure told as a
// SaveError; a stop stays a stop.
func SaveJob(path string, job Job) Job {
	return func(ctx context.Context, p *Progress) error {
		err := job(ctx, p)
		if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		return &SaveError{Path: path, Err: err}
	}
}

// lineText is err in the user's language for the status bar's line: an
// OpenError as the file's name and the reason.
func lineText(err error) string {
	if oe, ok := errors.AsType[*OpenError](err); ok {
		return fmt.Sprintf(lang.L("%s: %s"), filepath.Base(oe.Path), translated(fileError(oe.Path, oe.Err, false)))
	}
	if se, ok := errors.AsType[*SaveError](err); ok {
		return fmt.Sprintf(lang.L("%s: %s"), filepath.Base(se.Path), translated(fileError(se.Path, se.Err, true)))
	}
	return translated(err)
}

// ShowSaveError is ShowOpenError for a file that could not be written.
func ShowSaveError(path string, err error, win fyne.Window) {
	newSaveFailure(path, err, win).Show()
}

func newSaveFailure(path string, err error, win fyne.Window) dialog.Dialog {
	return newFailure(fmt.Sprintf(lang.L("Could not save %s"), filepath.Base(path)), fileError(path, err, true), win)
}

// fileError says in the user's words the system's usual refusals of path,
// which arrive as "open /home/ann/x.json: no such file or directory": the
// file is named in the headline already. A folder where the file was got
// "file exists" or "read …: is a directory", which do not say it is one.
// A save that finds nothing at path found no folder: the file is new.
func fileError(path string, err error, save bool) error {
	switch {
	case errors.Is(err, syscall.EISDIR):
		return fmt.Errorf(lang.L("A folder named %s is there now, not a file."), filepath.Base(path))
	case save && errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf(lang.L("The folder %s is not there (moved, renamed or deleted): save in another folder."), filepath.Base(filepath.Dir(path)))
	case errors.Is(err, fs.ErrNotExist):
		return errors.New(lang.L("It is no longer there: moved, renamed or deleted."))
	case errors.Is(err, fs.ErrPermission):
		return errors.New(lang.L("You may not read or write it here (permission denied)."))
	}
	return err
}

// maxFailureRunes bounds a failure's text: a word-wrapped label lays out
// a long unbroken word character by character, and an error quoting a
// 5000-character line froze the window for a minute in that layout.
const maxFailureRunes = 600

// bounded is s cut to maxFailureRunes characters, "…" marking the cut.
func bounded(s string) string {
	if utf8.RuneCountInString(s) <= maxFailureRunes {
		return s
	}
	return string([]rune(s)[:maxFailureRunes]) + "…"
}

func newFailure(headline string, err error, win fyne.Window) dialog.Dialog {
	text := widget.NewLabel(bounded(ErrorText(err)))
	text.Wrapping = fyne.TextWrapWord
	var lines fyne.CanvasObject = text
	if headline != "" {
		head := widget.NewLabelWithStyle(headline, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		head.Wrapping = fyne.TextWrapWord
		lines = container.NewVBox(head, text)
	}
	icon := widget.NewIcon(theme.NewErrorThemedResource(theme.ErrorIcon()))
	body := container.NewBorder(nil, nil, container.NewCenter(icon), nil, lines)
	d := NewCustom(lang.L("Error"), lang.L("OK"), body, win)
	// Wide enough for a path and a reason on one or two lines.
	d.Resize(fyne.NewSize(520, 180))
	return d
}
