package kit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/games/reason"
)

// TestErrorKeepsItsText: the dialog shows the message as it is, a file
// name first included, where Fyne's would read "Broken.json".
func TestErrorKeepsItsText(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(800, 600))
	ShowError(errors.New("broken.json: line 1: unexpected end"), w)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	if !hasLabel(top, "broken.json: line 1: unexpected end") {
		t.Error("the dialog does not show the message as it is")
	}
}

// hasLabel reports whether o's tree holds a label reading text.
func hasLabel(o fyne.CanvasObject, text string) bool {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text == text
	case *widget.PopUp:
		return hasLabel(x.Content, text)
	case *fyne.Container:
		for _, c := range x.Objects {
			if hasLabel(c, text) {
				return true
			}
		}
	}
	return false
}

// bare is an error of its own type that wraps another and says no more,
// as an Eternity file's ParseError wraps its refusal.
type bare struct{ err error }

func (b bare) Error() string { return b.err.Error() }
func (b bare) Unwrap() error { return b.err }

// TestErrorTextTranslatesRefusals: a game's refusal goes through the
// translations, the context around it stays, and ReasonText drops that
// context.
func TestErrorTextTranslatesRefusals(t *testing.T) {
	test.NewTempApp(t)
	const format = "kit test: cell %d refused"
	if err := lang.AddTranslationsForLocale([]byte(`{"kit test: cell %d refused": "translated: %d refused", "kit test: second": "éte %d"}`), lang.SystemLocale()); err != nil {
		t.Fatal(err)
	}
	refusal := reason.New(format, 3)
	wrapped := fmt.Errorf("puzzle.txt: %w", refusal)
	tests := []struct {
		name string
		got  string
		want string
	}{
		{"refusal, a sentence", ErrorText(refusal), "Translated: 3 refused."},
		{"capital of an accented letter", ErrorText(reason.New("kit test: second", 2)), "Éte 2."},
		{"wrapped", ErrorText(wrapped), "puzzle.txt: translated: 3 refused"},
		{"wrapped, nothing said around", ErrorText(bare{refusal}), "Translated: 3 refused."},
		{"reason alone", ReasonText(wrapped), "translated: 3 refused"},
		{"plain error", ErrorText(errors.New("disk full")), "disk full"},
		{"plain error, reason", ReasonText(errors.New("disk full")), "disk full"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, tc.got, tc.want)
		}
	}
}

// TestOpenErrorSaysWhatFailed: the dialog names the file that did not
// open in a first line, the parser's reason below it.
func TestOpenErrorSaysWhatFailed(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(800, 600))
	for _, tc := range []struct {
		show     func(string, error, fyne.Window)
		headline string
	}{
		{ShowOpenError, "Could not open broken.json"},
		{ShowSaveError, "Could not save broken.json"},
	} {
		tc.show("/some/dir/broken.json", errors.New("line 1: unexpected end"), w)
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatal("no dialog")
		}
		if !hasLabel(top, tc.headline) || !hasLabel(top, "line 1: unexpected end") {
			t.Errorf("the dialog lacks %q or the reason", tc.headline)
		}
		w.Canvas().Overlays().Remove(top)
	}
	// A job's OpenError goes to ShowError: its dialog is ShowOpenError's,
	// the file named once.
	ShowError(&OpenError{Path: "/some/dir/lattice.json", Err: errors.New("line 2: unexpected 'x'")}, w)
	top := w.Canvas().Overlays().Top()
	if top == nil || !hasLabel(top, "Could not open lattice.json") || !hasLabel(top, "line 2: unexpected 'x'") {
		t.Error("an OpenError's dialog lacks its headline or its reason alone")
	}
	if top != nil {
		w.Canvas().Overlays().Remove(top)
	}
	// The system's refusals in words, not as "open /x: no such file".
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&fs.PathError{Op: "open", Path: "/gone/x.json", Err: fs.ErrNotExist}, "It is no longer there: moved, renamed or deleted."},
		{fmt.Errorf("x.json: %w", &fs.PathError{Op: "open", Path: "/x.json", Err: fs.ErrPermission}), "You may not read or write it here (permission denied)."},
		{fmt.Errorf("cannot write /gone/x.json: %w", syscall.EISDIR), "A folder named x.json is there now, not a file."},
	} {
		ShowOpenError("/gone/x.json", tc.err, w)
		top := w.Canvas().Overlays().Top()
		if top == nil || !hasLabel(top, tc.want) {
			t.Errorf("%v: the dialog does not say %q", tc.err, tc.want)
		}
		if top != nil {
			w.Canvas().Overlays().Remove(top)
		}
	}
}

// TestFailureOfALongWordFitsTheWindow: an error quoting a 5000-character
// line with no space to wrap at gives a dialog no taller than the window,
// its text cut short, where the dialog's layout froze the window.
func TestFailureOfALongWordFitsTheWindow(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(800, 600))
	ShowError(errors.New("line 1: got "+strings.Repeat("1", 5000)), w)
	top, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no dialog")
	}
	if h := top.Content.MinSize().Height; h > 600 {
		t.Errorf("the dialog is %.0f high, in a window 600 high", h)
	}
	if text := labelText(top.Content); len(text) > maxFailureRunes+len("…") || !strings.HasSuffix(text, "…") {
		t.Errorf("the dialog's text is %d bytes, not cut with …", len(text))
	}
}

// labelText is the text of the longest label in o's tree.
func labelText(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text
	case *fyne.Container:
		long := ""
		for _, c := range x.Objects {
			if s := labelText(c); len(s) > len(long) {
				long = s
			}
		}
		return long
	}
	return ""
}

// TestSaveIntoAMissingFolder: Save as into a folder that is not there
// (nodir/x.json typed in the save dialog) says so, where it said the file
// was "no longer there", of a file that never was; opening keeps that.
func TestSaveIntoAMissingFolder(t *testing.T) {
	test.NewTempApp(t)
	err := &fs.PathError{Op: "open", Path: "/home/ann/nodir/.x.json.tmp", Err: syscall.ENOENT}
	for _, tc := range []struct {
		save bool
		want string
	}{
		{true, "The folder nodir is not there (moved, renamed or deleted): save in another folder."},
		{false, "It is no longer there: moved, renamed or deleted."},
	} {
		if got := ErrorText(fileError("/home/ann/nodir/x.json", err, tc.save)); got != tc.want {
			t.Errorf("save %v: %q, want %q", tc.save, got, tc.want)
		}
	}
}

// A job that writes a file fails as a Save does (SaveJob): its dialog
// has the Save's headline and words; a stop stays a stop.
func TestSaveJobFailsAsASave(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(800, 600))
	path := "/home/ann/nodir/x.png"
	failing := func(err error) Job { return func(context.Context, *Progress) error { return err } }
	missing := fmt.Errorf("cannot write %s: %w", path, fs.ErrNotExist)
	err := SaveJob(path, failing(missing))(context.Background(), nil)
	ShowError(err, w)
	top := w.Canvas().Overlays().Top()
	if top == nil || !hasLabel(top, "Could not save x.png") || !hasLabel(top, "The folder nodir is not there (moved, renamed or deleted): save in another folder.") {
		t.Errorf("a SaveJob's failure %v: the dialog lacks the Save's headline or words", err)
	}
	for _, stop := range []error{nil, context.Canceled, context.DeadlineExceeded} {
		if got := SaveJob(path, failing(stop))(context.Background(), nil); got != stop {
			t.Errorf("SaveJob turned %v into %v", stop, got)
		}
	}
}
