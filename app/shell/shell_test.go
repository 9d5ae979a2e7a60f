package shell

import (
	"bytes"
	"context"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/cli"
	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

var panels = []string{"home", "weave", "momentum", "dicewars", "eternity", "rikudo"}

func newTestShell(t testing.TB) (*Shell, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := New(a, w)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	return s, w
}

func TestShellOpensEveryWorkspace(t *testing.T) {
	s, _ := newTestShell(t)
	if got := len(s.Workspaces()); got != len(panels) {
		t.Fatalf("%d workspaces, want %d", got, len(panels))
	}
	for _, id := range panels {
		if err := s.Show(id); err != nil {
			t.Fatal(err)
		}
		if got := s.Current().Info().ID; got != id {
			t.Errorf("Show(%q) shows %q", id, got)
		}
		for i, ws := range s.Workspaces() {
			if vis := ws.Content().Visible(); vis != (ws.Info().ID == id) {
				t.Errorf("showing %s: workspace %d visible=%v", id, i, vis)
			}
		}
	}
	if err := s.Show("nope"); err == nil {
		t.Error("Show of an unknown workspace succeeded")
	}
}

// spy is a workspace that counts its shortcut calls.
type spy struct {
	content fyne.CanvasObject
	board   *widget.Entry // a focusable widget, as the boards are
	calls   map[string]int
}

func (s *spy) Info() kit.Info             { return kit.Info{ID: "spy", Title: "Spy"} }
func (s *spy) Content() fyne.CanvasObject { return s.content }
func (s *spy) Shown(bool)                 {}
func (s *spy) Keys() kit.Keys {
	f := func(n string) func() { return func() { s.calls[n]++ } }
	return kit.Keys{New: f("new"), Open: f("open"), Save: f("save"), Print: f("print"), Undo: f("undo"), Redo: f("redo"), Space: f("space"), Escape: f("esc"),
		Board: func(ev *fyne.KeyEvent) bool { s.calls[string(ev.Name)]++; return true },
		Rune:  func(r rune) { s.calls[string(r)]++ }}
}

// newSpyShell is a test shell showing a spy workspace first.
func newSpyShell(t *testing.T) (*spy, *Shell, fyne.Window) {
	t.Helper()
	sp := &spy{calls: map[string]int{}}
	saved := Factories
	Factories = append([]Factory{func(k *kit.Kit) kit.Workspace {
		sp.board = widget.NewEntry()
		sp.content = container.NewVBox(widget.NewLabel("spy"), sp.board)
		return sp
	}}, saved...)
	t.Cleanup(func() { Factories = saved })
	s, w := newTestShell(t)
	if err := s.Show("spy"); err != nil {
		t.Fatal(err)
	}
	return sp, s, w
}

func TestShortcutsReachTheVisibleWorkspace(t *testing.T) {
	sp, s, w := newSpyShell(t)
	// The shortcuts as the window's driver sends them: Ctrl+Z and Ctrl+Y
	// come as Fyne's Undo and Redo, the others as custom shortcuts.
	ctrl := func(key fyne.KeyName) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
	}
	for _, tc := range []struct {
		sc   fyne.Shortcut
		name string
	}{
		{ctrl(fyne.KeyN), "new"}, {ctrl(fyne.KeyO), "open"}, {ctrl(fyne.KeyS), "save"}, {ctrl(fyne.KeyP), "print"},
		{&fyne.ShortcutUndo{}, "undo"}, {&fyne.ShortcutRedo{}, "redo"},
	} {
		w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(tc.sc)
		if sp.calls[tc.name] != 1 {
			t.Errorf("shortcut for %s called %d times", tc.name, sp.calls[tc.name])
		}
	}
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if sp.calls["redo"] != 2 {
		t.Errorf("Ctrl+Shift+Z: redo called %d times in all, want 2", sp.calls["redo"])
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if sp.calls["space"] != 1 || sp.calls["esc"] != 1 {
		t.Errorf("space/esc calls: %v", sp.calls)
	}
	// Other keys and characters typed with nothing focused go to the
	// board's handlers (Momentum's arrows), but not under a dialog.
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	w.Canvas().OnTypedRune()('7')
	if sp.calls[string(fyne.KeyLeft)] != 1 || sp.calls["7"] != 1 || sp.calls[string(fyne.KeySpace)] != 0 {
		t.Errorf("board keys: %v", sp.calls)
	}
	s.showSettings()
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	w.Canvas().OnTypedRune()('7')
	if sp.calls[string(fyne.KeyLeft)] != 1 || sp.calls["7"] != 1 {
		t.Errorf("board keys reached the workspace under a dialog: %v", sp.calls)
	}
	kit.DismissDialog(w.Canvas())
	_ = s.Show("home") // Home has no handlers: nothing may reach the spy
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if sp.calls["space"] != 1 || sp.calls[string(fyne.KeyLeft)] != 1 {
		t.Error("a hidden workspace received Space or an arrow")
	}
}

// TestChoosingAWorkspaceInTheSidebarGivesItTheKeys: a click on the
// sidebar focuses the list (Fyne does so before it selects), and a focused
// list would keep Space and Escape; the workspace chosen gets them.
func TestChoosingAWorkspaceInTheSidebarGivesItTheKeys(t *testing.T) {
	sp, s, w := newSpyShell(t)
	_ = s.Show("home")
	c := w.Canvas()
	c.Focus(s.nav) // what a click on an item does first
	for i, ws := range s.Workspaces() {
		if ws.Info().ID == "spy" {
			s.nav.Select(i)
		}
	}
	if s.Current().Info().ID != "spy" {
		t.Fatalf("showing %s", s.Current().Info().ID)
	}
	// The window gives a key to the focused widget, or else to its handler.
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyEscape} {
		if f := c.Focused(); f != nil {
			f.TypedKey(&fyne.KeyEvent{Name: k})
		} else {
			c.OnTypedKey()(&fyne.KeyEvent{Name: k})
		}
	}
	if sp.calls["space"] != 1 || sp.calls["esc"] != 1 {
		t.Errorf("after choosing the workspace in the sidebar, space/esc calls: %v", sp.calls)
	}
}

// TestKeysFollowTheWorkspaceShown: a widget left focused in a workspace
// (a board after a drag) keeps no key once another workspace is shown.
func TestKeysFollowTheWorkspaceShown(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	c.Focus(sp.board)
	if c.Focused() != sp.board {
		t.Fatal("the spy's board did not take the focus")
	}
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.Key5, Modifier: fyne.KeyModifierShortcutDefault})
	if s.Current().Info().ID == "spy" {
		t.Fatal("Ctrl+5 did not leave the spy")
	}
	if f := c.Focused(); f != nil {
		t.Errorf("%T of the hidden workspace still has the keys", f)
	}
}

func TestHomeOpenButtonsSwitchWorkspace(t *testing.T) {
	s, _ := newTestShell(t)
	h := s.Workspaces()[0].(*home)
	for _, id := range panels[1:] {
		_ = s.Show("home")
		b, ok := h.open[id]
		if !ok {
			t.Fatalf("no Open button for %s", id)
		}
		test.Tap(b)
		if got := s.Current().Info().ID; got != id {
			t.Errorf("Open on the %s card shows %q", id, got)
		}
	}
}

func TestShotWritesAPictureOfTheRequestedSize(t *testing.T) {
	out := filepath.Join(t.TempDir(), "home.png")
	var stdout, stderr bytes.Buffer
	code := cli.RunArgs(context.Background(), &cli.Env{Stdout: &stdout, Stderr: &stderr}, []string{"shot", "home", out, "--size", "640x400"})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	img := kittest.ReadPNG(t, out)
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Errorf("picture is %v, want 640x400", b.Size())
	}
	if sd := stddev(img); sd < 10 {
		t.Errorf("picture looks blank (standard deviation %.1f)", sd)
	}
}

func TestShotRejectsBadUsage(t *testing.T) {
	dir := t.TempDir()
	tests := map[string][]string{
		"unknown panel": {"shot", "kitchen", filepath.Join(dir, "a.png")},
		"bad size":      {"shot", "home", filepath.Join(dir, "a.png"), "--size", "huge"},
		"tiny size":     {"shot", "home", filepath.Join(dir, "a.png"), "--size", "10x10"},
		"not png":       {"shot", "home", filepath.Join(dir, "a.jpg")},
		"missing out":   {"shot", "home"},
		"size and junk": {"shot", "home", filepath.Join(dir, "a.png"), "--size", "640x400junk"},
		"language":      {"shot", "home", filepath.Join(dir, "a.png"), "--lang", "de"},
	}
	for name, args := range tests {
		t.Run(name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := cli.RunArgs(context.Background(), &cli.Env{Stdout: &stdout, Stderr: &stderr}, args); code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("want a one-line reason, got %q", stderr.String())
			}
		})
	}
}

func stddev(img image.Image) float64 {
	b := img.Bounds()
	var sum, sq, n float64
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			v := float64(r+g+bl) / 3 / 257
			sum += v
			sq += v * v
			n++
		}
	}
	m := sum / n
	return math.Sqrt(sq/n - m*m)
}

// Closing the window quits at once with nothing unsaved, and asks first
// when an editor holds changes, naming them.
func TestQuitAsksAboutUnsavedWork(t *testing.T) {
	s, w := newTestShell(t)
	quits := 0
	s.RequestQuit(func() { quits++ })
	if quits != 1 || w.Canvas().Overlays().Top() != nil {
		t.Fatalf("nothing unsaved: %d quits, dialog %v", quits, w.Canvas().Overlays().Top() != nil)
	}
	var ed *eternityui.Workspace
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			ed = e
		}
	}
	ed.AddColor(false)
	if got := s.Unsaved(); len(got) != 1 || !strings.Contains(got[0], "Eternity") {
		t.Fatalf("unsaved %q", got)
	}
	s.RequestQuit(func() { quits++ })
	if quits != 1 {
		t.Fatal("quit without asking")
	}
	kittest.TapDialogButton(t, w, "Cancel")
	if quits != 1 {
		t.Fatal("Cancel quit")
	}
	s.RequestQuit(func() { quits++ })
	kittest.TapDialogButton(t, w, "Discard")
	if quits != 2 {
		t.Errorf("Discard did not quit (%d)", quits)
	}
	// Ctrl+Q goes the same way: with the change still there, it asks
	before := len(w.Canvas().Overlays().List())
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	if len(w.Canvas().Overlays().List()) <= before {
		t.Error("Ctrl+Q with unsaved work did not ask")
	}
}

// A file dropped on the window opens in the workspace it belongs to,
// shown first, from Home or from another workspace; unsaved work is asked
// about first; a damaged file shows its error and changes nothing; an
// export, or a file no workspace reads dropped on Home, gets a word.
func TestDroppedFileOpensInItsWorkspace(t *testing.T) {
	s, w := newTestShell(t)
	dir := t.TempDir()
	write := func(name, body string) string { return writeFile(t, dir, name, body) }
	closeDialog := func(what string) {
		t.Helper()
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: no dialog", what)
		}
		top.Hide()
		w.Canvas().Overlays().Remove(top)
	}
	var ed *eternityui.Workspace
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			ed = e
		}
	}
	good := filepath.Join(dir, "design.json")
	if err := ed.SavePath(good); err != nil {
		t.Fatal(err)
	}
	ed.AddColor(false) // unsaved work in Eternity
	colours := len(ed.Design().Palette)

	s.OpenDropped([]fyne.URI{storage.NewFileURI(good)}) // on Home
	if s.Current().Info().ID != "eternity" {
		t.Fatalf("an Eternity design dropped on Home shows %s", s.Current().Info().ID)
	}
	kittest.TapDialogButton(t, w, "Discard")
	if len(ed.Design().Palette) != colours-1 || ed.Unsaved() != "" {
		t.Errorf("after the drop: %d colours, want %d; unsaved %q", len(ed.Design().Palette), colours-1, ed.Unsaved())
	}

	s.OpenDropped([]fyne.URI{storage.NewFileURI(write("bad.txt", "5 4\n"))}) // a size, no pieces
	closeDialog("a damaged piece list")
	if s.Current().Info().ID != "eternity" || ed.Unsaved() != "" || len(ed.Design().Palette) != colours-1 {
		t.Error("a damaged file changed the design or the workspace")
	}

	rikudo := write("mine.txt", "3\n2\n#1 2\n#2 3\n1\n1 1\n")
	s.OpenDropped([]fyne.URI{storage.NewFileURI(rikudo)}) // on Eternity
	if s.Current().Info().ID != "rikudo" || !strings.HasPrefix(w.Title(), "mine.txt — ") {
		t.Errorf("a Rikudo dropped on Eternity: %s, title %q", s.Current().Info().ID, w.Title())
	}

	// several at once: each to its workspace, the last one shown
	momentum := filepath.Join("..", "..", "resources", "samples", "momentum_demo.json")
	design, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	again := write("again.json", string(design))
	s.OpenDropped([]fyne.URI{storage.NewFileURI(again), storage.NewFileURI(momentum)})
	if s.Current().Info().ID != "momentum" || ed.Document() != again {
		t.Errorf("two files dropped: %s shown, Eternity's file %q", s.Current().Info().ID, ed.Document())
	}
	// two for one workspace: the last opens, and a dialog names the other
	// (it was replaced without a word)
	third := write("third.json", string(design))
	s.OpenDropped([]fyne.URI{storage.NewFileURI(again), storage.NewFileURI(third)})
	if ed.Document() != third || !strings.Contains(dialogText(w), "again.json (Eternity)") {
		t.Errorf("two designs dropped: Eternity's file %q, dialog %q", ed.Document(), dialogText(w))
	}
	closeDialog("the files left")

	for _, name := range []string{"lattice.ply", "notes.md"} {
		if err := s.Show("home"); err != nil {
			t.Fatal(err)
		}
		s.OpenDropped([]fyne.URI{storage.NewFileURI(write(name, "hello\n"))})
		closeDialog(name)
		if s.Current().Info().ID != "home" {
			t.Errorf("%s dropped on Home showed %s", name, s.Current().Info().ID)
		}
	}
}

// A file picked in a workspace's Open dialog that belongs to another
// workspace opens there, from each of the five; one of its own stays.
func TestOpenDialogRoutesToTheFilesWorkspace(t *testing.T) {
	dir := t.TempDir()
	rikudo := writeFile(t, dir, "mine.txt", "3\n2\n#1 2\n#2 3\n1\n1 1\n")
	momentum := filepath.Join("..", "..", "resources", "samples", "momentum_demo.json")
	for _, from := range panels[1:] {
		t.Run(from, func(t *testing.T) {
			s, w := newTestShell(t)
			files := &kittest.Files{Path: rikudo}
			s.kit.Files = files
			want, wantTitle := "rikudo", "mine.txt — "
			if from == "rikudo" {
				files.Path = momentum
				want, wantTitle = "momentum", "momentum_demo.json — "
			}
			if err := s.Show(from); err != nil {
				t.Fatal(err)
			}
			s.Current().Keys().Open()
			if files.Opens != 1 || s.Current().Info().ID != want || !strings.HasPrefix(w.Title(), wantTitle) {
				t.Errorf("%d dialogs, %s shown, title %q; want %s", files.Opens, s.Current().Info().ID, w.Title(), want)
			}
			s.Current().Keys().Open() // the file is the shown workspace's own now
			if s.Current().Info().ID != want || !strings.HasPrefix(w.Title(), wantTitle) {
				t.Errorf("opened again: %s shown, title %q", s.Current().Info().ID, w.Title())
			}
		})
	}
}

// Ctrl+1 to Ctrl+6 show the workspaces in the navigation's order, Ctrl+Page
// Down and Up the next and previous one, round the end; not under a
// dialog.
func TestKeysSwitchWorkspaces(t *testing.T) {
	s, w := newTestShell(t)
	press := func(key fyne.KeyName) {
		w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault})
	}
	for i, key := range []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6} {
		press(key)
		if got := s.Current().Info().ID; got != panels[i] {
			t.Errorf("Ctrl+%s shows %s, want %s", key, got, panels[i])
		}
	}
	press(fyne.KeyPageDown)
	if got := s.Current().Info().ID; got != "home" {
		t.Errorf("Ctrl+Page Down after the last shows %s, want home", got)
	}
	press(fyne.KeyPageUp)
	press(fyne.KeyPageUp)
	if got := s.Current().Info().ID; got != "eternity" {
		t.Errorf("Ctrl+Page Up twice from home shows %s, want eternity", got)
	}
	s.showSettings()
	press(fyne.Key2)
	if got := s.Current().Info().ID; got != "eternity" {
		t.Errorf("Ctrl+2 under a dialog showed %s", got)
	}
}

// Ctrl+Tab and Ctrl+Shift+Tab go through the tabs of Dice Wars' panel,
// round the end: Tab never reaches its tab strip.
func TestCtrlTabSwitchesPanelTabs(t *testing.T) {
	s, w := newTestShell(t)
	c := w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) })
	press := func(mod fyne.KeyModifier) {
		c.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: mod})
	}
	press(fyne.KeyModifierShortcutDefault) // Home has no tabs: nothing happens
	s.nav.Select(3)
	var tabs *container.AppTabs
	kittest.EachVisible(s.Current().Content(), func(o fyne.CanvasObject) {
		if at, ok := o.(*container.AppTabs); ok {
			tabs = at
		}
	})
	if tabs == nil {
		t.Fatal("no tabs in Dice Wars")
	}
	for _, step := range []struct {
		mod  fyne.KeyModifier
		want int
	}{
		{fyne.KeyModifierShortcutDefault, 1},
		{fyne.KeyModifierShortcutDefault, 2},
		{fyne.KeyModifierShortcutDefault, 0},
		{fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift, 2},
	} {
		press(step.mod)
		if got := tabs.SelectedIndex(); got != step.want {
			t.Fatalf("tab %d, want %d", got, step.want)
		}
	}
}

// F11 puts the window in full screen and takes it out again, under a
// dialog too; quitting in full screen keeps the window's size for the next
// start.
func TestF11TogglesFullScreen(t *testing.T) {
	s, w := newTestShell(t)
	s.showSettings()
	for _, want := range []bool{true, false} {
		w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF11})
		if w.FullScreen() != want {
			t.Errorf("after F11: full screen %v, want %v", w.FullScreen(), want)
		}
	}
	w.SetFullScreen(true)
	s.RequestQuit(func() {})
	if got := s.kit.Prefs().Float(prefWidth); got != 0 {
		t.Errorf("quitting in full screen kept the width %v", got)
	}
}
