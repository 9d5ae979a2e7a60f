package shell

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

func gone(int) bool { return false }

// leaveOrphan is what a Plateau (process pid) killed while its Eternity
// design was unsaved leaves under root: the design, named as the work of
// file doc.
func leaveOrphan(t *testing.T, s *Shell, root string, pid int, doc string) string {
	t.Helper()
	return leaveOrphanIn(t, s, root, pid, doc, kit.CurrentLanguage())
}

// leaveOrphanIn is leaveOrphan by a Plateau that ran in language lang.
func leaveOrphanIn(t *testing.T, s *Shell, root string, pid int, doc, lang string) string {
	t.Helper()
	_, data, err := s.workspace("eternity").(kit.Recoverable).Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	w := kit.Work{Kept: kit.Kept{Workspace: "eternity", What: "the design", Lang: lang, Doc: doc, File: "eternity.json"}, Data: data}
	if err := kit.NewRecovery(root, pid).Keep([]kit.Work{w}); err != nil {
		t.Fatal(err)
	}
	return folder(t, root, pid)
}

// folder is the recovery folder of process pid under root, "" for none.
func folder(t *testing.T, root string, pid int) string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(root, strconv.Itoa(pid)+".*"))
	if err != nil || len(m) > 1 {
		t.Fatalf("folders of %d: %v, %v", pid, m, err)
	}
	if len(m) == 0 {
		return ""
	}
	return m[0]
}

func exists(path string) bool { _, err := os.Stat(path); return err == nil }

func dialogText(w fyne.Window) string {
	var b strings.Builder
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text)
		}
	}
	return b.String()
}

// Work a killed Plateau kept is offered at the next start: Restore puts it
// back, unsaved, as the work of its file, and keeps it again at once;
// quitting then asks about it, and Discard removes what was kept.
func TestKeptWorkIsRestored(t *testing.T) {
	s, w := newTestShell(t)
	root := t.TempDir()
	doc := filepath.Join(t.TempDir(), "mine.json")
	leaveOrphan(t, s, root, 31, doc)
	s.openRecovery(root, 32, gone)
	if text := dialogText(w); !strings.Contains(text, "Eternity: the design (mine.json)") {
		t.Fatalf("the offer says %q", text)
	}
	kittest.TapDialogButton(t, w, "Restore")
	ed := s.workspace("eternity").(kit.Recoverable)
	if s.Current() != s.workspace("eternity") || ed.Unsaved() == "" || ed.Document() != doc {
		t.Fatalf("after Restore: showing %s, unsaved %q, document %q", s.Current().Info().ID, ed.Unsaved(), ed.Document())
	}
	if folder(t, root, 31) != "" || !exists(filepath.Join(folder(t, root, 32), "eternity.json")) {
		t.Error("the work was not moved to this process's folder")
	}
	s.RequestQuit(func() {})
	kittest.TapDialogButton(t, w, "Discard")
	if folder(t, root, 32) != "" {
		t.Error("quitting left the kept work behind")
	}
}

// Discard deletes the kept work; Later leaves it for the next start; a
// running Plateau's work is not offered.
func TestKeptWorkDiscardedOrLeft(t *testing.T) {
	for _, tc := range []struct {
		button string
		stays  bool
	}{
		{"Discard", false},
		{"Later", true},
	} {
		t.Run(tc.button, func(t *testing.T) {
			s, w := newTestShell(t)
			root := t.TempDir()
			left := leaveOrphan(t, s, root, 41, "")
			running := leaveOrphan(t, s, root, 43, "")
			s.openRecovery(root, 42, func(pid int) bool { return pid == 43 })
			kittest.TapDialogButton(t, w, tc.button)
			if ed := s.workspace("eternity").(kit.Recoverable); ed.Unsaved() != "" {
				t.Errorf("%s changed the design", tc.button)
			}
			if exists(left) != tc.stays {
				t.Errorf("after %s the kept work is there: %v", tc.button, !tc.stays)
			}
			if !exists(running) {
				t.Error("a running Plateau's work was touched")
			}
		})
	}
}

// restoreBroken leaves under root, in folder left, kept work of
// Eternity that does not open, and answers Restore to its offer in s.
func restoreBroken(t *testing.T) (s *Shell, w fyne.Window, root, left string) {
	t.Helper()
	s, w = newTestShell(t)
	root = t.TempDir()
	left = leaveOrphan(t, s, root, 51, "")
	if err := os.WriteFile(filepath.Join(left, "eternity.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	s.openRecovery(root, 52, gone)
	kittest.TapDialogButton(t, w, "Restore")
	return s, w, root, left
}

// Restart now hands the unsaved work over without asking; the next start
// takes it back at once, while the old process may still be leaving, and
// shows the first workspace it went to.
func TestRestartHandsWorkOver(t *testing.T) {
	root := t.TempDir()
	a := test.NewTempApp(t)
	w := test.NewWindow(nil) // the restart closes it: not a temporary one
	old := New(a, w)
	w.SetContent(old.Content())
	old.openRecovery(root, 61, gone)
	old.workspace("eternity").(*eternityui.Workspace).AddColor(false)
	old.restartNow()
	if !old.restart || w.Canvas().Overlays().Top() != nil {
		t.Fatalf("restart %v, a dialog up %v", old.restart, w.Canvas().Overlays().Top() != nil)
	}

	s, nw := newTestShell(t)
	s.openRecovery(root, 62, func(int) bool { return true })
	if nw.Canvas().Overlays().Top() != nil {
		t.Error("the next start asked about the work handed over")
	}
	ed := s.workspace("eternity").(kit.Recoverable)
	if ed.Unsaved() == "" || s.Current() != s.workspace("eternity") {
		t.Errorf("after the restart: unsaved %q, showing %s", ed.Unsaved(), s.Current().Info().ID)
	}
	if folder(t, root, 61) != "" {
		t.Error("the handed-over folder is still there")
	}
}

// Restart now also hands over the files the workspaces show unchanged,
// the visible workspace's last, and which workspace that is: the next
// start opens them where they were (plateau FILE...), while changed work
// goes through recovery.
func TestRestartReopensTheFilesShown(t *testing.T) {
	t.Cleanup(func() { reopenOnRestart(nil, "") })
	dir := t.TempDir()
	rikudo := writeFile(t, dir, "mine.txt", "3\n2\n#1 2\n#2 3\n1\n1 1\n")
	design := filepath.Join(dir, "design.json")
	momentum := filepath.Join("..", "..", "resources", "samples", "momentum_demo.json")
	a := test.NewTempApp(t)
	w := test.NewWindow(nil) // the restart closes it: not a temporary one
	s := New(a, w)
	w.SetContent(s.Content())
	s.openRecovery(t.TempDir(), 81, gone)
	ed := s.workspace("eternity").(*eternityui.Workspace)
	if err := ed.SavePath(design); err != nil {
		t.Fatal(err)
	}
	ed.AddColor(false) // changed: recovery's, not a file to open again
	s.OpenFile(momentum)
	s.OpenFile(rikudo)
	if err := s.Show("momentum"); err != nil {
		t.Fatal(err)
	}
	s.restartNow()
	files, show := restartState()
	if !s.restart || !slices.Equal(files, []string{rikudo, momentum}) || show != "momentum" {
		t.Errorf("restart %v hands over %q, showing %q; want %q, momentum", s.restart, files, show, []string{rikudo, momentum})
	}
}

// Words kept in another language than the window's are left out of the
// offer, which names the workspace and the file.
func TestKeptWorkInAnotherLanguage(t *testing.T) {
	s, w := newTestShell(t)
	root := t.TempDir()
	leaveOrphanIn(t, s, root, 71, filepath.Join(t.TempDir(), "mine.json"), "xx")
	s.openRecovery(root, 72, gone)
	text := dialogText(w)
	if !strings.Contains(text, "• Eternity (mine.json)") || strings.Contains(text, "the design") {
		t.Errorf("the offer says %q", text)
	}
}

// age makes the work kept in folder dir an hour older.
func age(t *testing.T, dir string) {
	t.Helper()
	ageTo(t, dir, time.Now().Add(-time.Hour))
}

// ageTo makes the work kept in folder dir kept at when.
func ageTo(t *testing.T, dir string, when time.Time) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if err := os.Chtimes(filepath.Join(dir, e.Name()), when, when); err != nil {
			t.Fatal(err)
		}
	}
}

// Two Plateaus killed with Eternity work each: the newer is offered, the
// older named as waiting, and Restore or Discard leave the older for the
// next start (both deleted it unseen).
func TestOlderWorkOfAWorkspaceStays(t *testing.T) {
	for _, button := range []string{"Restore", "Discard"} {
		t.Run(button, func(t *testing.T) {
			s, w := newTestShell(t)
			root := t.TempDir()
			older := leaveOrphan(t, s, root, 71, filepath.Join(t.TempDir(), "older.json"))
			age(t, older)
			newer := leaveOrphan(t, s, root, 72, filepath.Join(t.TempDir(), "newer.json"))
			s.openRecovery(root, 73, gone)
			offered, waiting, _ := strings.Cut(dialogText(w), "Also kept")
			if !strings.Contains(offered, "newer.json") || strings.Contains(offered, "older.json") || !strings.Contains(waiting, "older.json") {
				t.Fatalf("the offer says %q, then %q", offered, waiting)
			}
			kittest.TapDialogButton(t, w, button)
			if exists(newer) || !exists(filepath.Join(older, "eternity.json")) {
				t.Errorf("after %s: newer kept %v, older kept %v; want the older alone", button, exists(newer), exists(older))
			}
		})
	}
}

// Work restored goes from its folder even when other work there does not
// open, which alone stays to be offered again (the restored work was
// offered again, an old copy over the saved design).
func TestRestoredWorkGoesWhenOtherWorkFails(t *testing.T) {
	s, w := newTestShell(t)
	root := t.TempDir()
	_, data, err := s.workspace("eternity").(kit.Recoverable).Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	work := []kit.Work{
		{Kept: kit.Kept{Workspace: "eternity", What: "the design", Lang: kit.CurrentLanguage(), File: "eternity.json"}, Data: data},
		{Kept: kit.Kept{Workspace: "rikudo", What: "the puzzle", Lang: kit.CurrentLanguage(), File: "rikudo.txt"}, Data: []byte("not a puzzle")},
	}
	if err := kit.NewRecovery(root, 91).Keep(work); err != nil {
		t.Fatal(err)
	}
	dir := folder(t, root, 91)
	s.openRecovery(root, 92, gone)
	kittest.TapDialogButton(t, w, "Restore")
	if ed := s.workspace("eternity").(kit.Recoverable); ed.Unsaved() == "" {
		t.Fatal("the design was not restored")
	}
	if exists(filepath.Join(dir, "eternity.json")) || !exists(filepath.Join(dir, "rikudo.txt")) {
		t.Errorf("after Restore: design kept %v, puzzle kept %v; want the puzzle alone",
			exists(filepath.Join(dir, "eternity.json")), exists(filepath.Join(dir, "rikudo.txt")))
	}
	next := kit.NewRecovery(root, 93).Orphans(func(pid int) bool { return pid == 92 })
	if len(next) != 1 || len(next[0].Kept) != 1 || next[0].Kept[0].Workspace != "rikudo" {
		t.Errorf("offered next: %+v; want the puzzle alone", next)
	}
}

// A restart's work is taken back at once; older work of the same
// workspace, left for later before, is not offered over it (Restore put it
// in place of the restart's, unasked), and stays.
func TestOlderWorkWaitsBehindARestart(t *testing.T) {
	s, w := newTestShell(t)
	root := t.TempDir()
	older := leaveOrphan(t, s, root, 101, filepath.Join(t.TempDir(), "older.json"))
	age(t, older)
	_, data, err := s.workspace("eternity").(kit.Recoverable).Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	handed := kit.Work{Kept: kit.Kept{Workspace: "eternity", What: "the design", Lang: kit.CurrentLanguage(), File: "eternity.json"}, Data: data}
	if err := kit.NewRecovery(root, 102).HandOver([]kit.Work{handed}); err != nil {
		t.Fatal(err)
	}
	s.openRecovery(root, 103, func(pid int) bool { return pid == 102 })
	if w.Canvas().Overlays().Top() != nil {
		t.Errorf("asked %q over the restart's work", dialogText(w))
	}
	if ed := s.workspace("eternity").(kit.Recoverable); ed.Unsaved() == "" {
		t.Error("the restart's work was not taken back")
	}
	if !exists(filepath.Join(older, "eternity.json")) {
		t.Error("the older work was deleted")
	}
}

// Restoring the work of several workspaces stays in the one shown, the
// one last used, when it got its work back: a person working in Eternity
// came back to Momentum, the first restored.
func TestRestoreStaysInTheWorkspaceShown(t *testing.T) {
	s, w := newTestShell(t)
	root := t.TempDir()
	var works []kit.Work
	for _, id := range []string{"momentum", "eternity"} {
		ext, data, err := s.workspace(id).(kit.Recoverable).Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		works = append(works, kit.Work{Kept: kit.Kept{Workspace: id, What: "the work", Lang: kit.CurrentLanguage(), File: id + ext}, Data: data})
	}
	if err := kit.NewRecovery(root, 41).Keep(works); err != nil {
		t.Fatal(err)
	}
	_ = s.Show("eternity")
	s.openRecovery(root, 42, gone)
	kittest.TapDialogButton(t, w, "Restore")
	if got := s.Current().Info().ID; got != "eternity" {
		t.Errorf("after Restore the window shows %s, want eternity, where the person was", got)
	}
}

// hugeWork is a workspace whose unsaved work is too large to keep for
// recovery (a Weave lattice of millions of points grown by hand).
type hugeWork struct{ kit.Workspace }

func (hugeWork) Unsaved() string                   { return "a lattice grown by hand" }
func (hugeWork) Document() string                  { return "" }
func (hugeWork) Snapshot() (string, []byte, error) { return "", nil, kit.ErrTooLarge }
func (hugeWork) Recover(string, string) error      { return nil }
func (hugeWork) SaveThen(func())                   {}

// Restart now with work too large to hand over asks about it as quitting
// does (it restarted without a word, and the work was lost); the work
// that can be kept still is.
func TestRestartAsksAboutWorkTooLargeToHandOver(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	s := New(a, w)
	w.SetContent(s.Content())
	s.spaces = append(s.spaces, hugeWork{s.workspace("weave")})
	root := t.TempDir()
	s.openRecovery(root, 91, gone)
	s.workspace("eternity").(*eternityui.Workspace).AddColor(false)
	s.keepNow()
	if folder(t, root, 91) == "" {
		t.Error("the work that can be kept was not kept")
	}
	s.restartNow()
	if s.restart || w.Canvas().Overlays().Top() == nil {
		t.Errorf("restarted %v without asking about the work it could not hand over", s.restart)
	}
}
