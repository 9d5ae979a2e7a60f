package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/eternityui"
	"plateau/app/kit/kittest"
)

// A keep of the unsaved work that fails (here the recovery folder's place
// is taken by a file) is told to the person in a notice, once: closed, it
// stays closed while keeping fails. Once keeping works again the notice
// goes, and a new failure is told again. It was written to stderr only,
// and the person believed a crash would lose nothing.
func TestFailedKeepIsTold(t *testing.T) {
	loop := kittest.Loop(t)
	s, w := newTestShell(t)
	root := filepath.Join(t.TempDir(), "recovery")
	block := func() {
		t.Helper()
		if err := os.RemoveAll(root); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(root, []byte("in the way"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	block()
	s.openRecovery(root, 131, gone)
	s.workspace("eternity").(*eternityui.Workspace).AddColor(false)
	shown := func() bool { return s.notice.box.Visible() }
	tick := func() {
		s.tick()
		loop.Flush()
	}

	tick()
	if !shown() || !strings.Contains(s.notice.text.Text, "cannot keep your unsaved work") || !strings.Contains(s.notice.text.Text, root) {
		t.Fatalf("after a failed keep: notice shown %v, %q", shown(), s.notice.text.Text)
	}
	// Wrapped onto several lines in a narrow window, the notice stands
	// above the content, not over it.
	w.Resize(fyne.NewSize(800, 560))
	w.Canvas().Capture()
	top, content := s.notice.box, s.notice.above.Objects[1]
	if need := s.notice.text.MinSize().Height; s.notice.text.Size().Height < need || content.Position().Y < top.Size().Height {
		t.Errorf("the notice's text is %.0f high, needs %.0f; the content starts at %.0f, under a notice %.0f high",
			s.notice.text.Size().Height, need, content.Position().Y, top.Size().Height)
	}
	test.Tap(s.notice.close)
	tick()
	if shown() {
		t.Error("the notice came back at the next failed keep")
	}
	if err := os.Remove(root); err != nil {
		t.Fatal(err)
	}
	tick()
	if folder(t, root, 131) == "" {
		t.Fatal("nothing kept once the way was clear")
	}
	block()
	tick()
	if !shown() {
		t.Fatal("a new failure after keeping worked was not told")
	}
	if err := os.Remove(root); err != nil {
		t.Fatal(err)
	}
	tick()
	if shown() {
		t.Error("the notice stayed up once keeping worked again")
	}
}
