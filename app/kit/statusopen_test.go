package kit

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// A message about a file written offers to open it in the desktop's
// program for it, until the next message or job; a failure to open is
// said in a dialog.
func TestStatusBarOpensTheFileItNames(t *testing.T) {
	s, w := shownStatusBar(t)
	var opened []string
	openErr := error(nil)
	old := openURL
	openURL = func(u *url.URL) error { opened = append(opened, u.String()); return openErr }
	t.Cleanup(func() { openURL = old })

	path := filepath.Join(t.TempDir(), "a puzzle.pdf")
	s.SetMessageFile("Exported "+path, path)
	if !s.open.Visible() || s.File() != path {
		t.Fatalf("Open shown %v for %q", s.open.Visible(), s.File())
	}
	test.Tap(s.open)
	if want := "file://" + filepath.ToSlash(strings.ReplaceAll(path, " ", "%20")); len(opened) != 1 || opened[0] != want {
		t.Errorf("opened %v, want %s", opened, want)
	}
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&exec.Error{Name: "xdg-open", Err: exec.ErrNotFound}, "No program to show it was found; the file is in %s: open it from there."},
		{errors.New("no viewer"), "The desktop did not show it; the file is in %s: open it from there."},
	} {
		openErr = tc.err
		test.Tap(s.open)
		top := w.Canvas().Overlays().Top()
		if want := fmt.Sprintf(tc.want, filepath.Dir(path)); top == nil || !hasLabel(top, "Could not show a puzzle.pdf") || !hasLabel(top, want) {
			t.Errorf("%v: the dialog lacks the headline or %q", tc.err, want)
		}
		if top != nil {
			w.Canvas().Overlays().Remove(top)
		}
	}
	s.SetMessage("something else")
	if s.open.Visible() || s.File() != "" {
		t.Error("Open stayed for a message about nothing")
	}
	s.SetMessageFile("Exported "+path, path)
	l := newLoop(t)
	if err := s.Run("Work", func(context.Context, *Progress) error { return nil }, nil); err != nil {
		t.Fatal(err)
	}
	if s.open.Visible() {
		t.Error("Open stayed while a job runs")
	}
	await(t, l, s.Idle(), 5*time.Second)
}
