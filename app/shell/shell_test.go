package shell

import (
	"bytes"
	"context"
	"errors"
	"image"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/cli"
	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

var panels = []string{"home", "weave", "momentum", "dicewars", "eternity", "rikudo"}

func newTestShell(t *testing.T) (*Shell, fyne.Window) {
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
	calls   map[string]int
}

func (s *spy) Info() kit.Info             { return kit.Info{ID: "spy", Title: "Spy"} }
func (s *spy) Content() fyne.CanvasObject { return s.content }
func (s *spy) Shown(bool)                 {}
func (s *spy) Keys() kit.Keys {
	f := func(n string) func() { return func() { s.calls[n]++ } }
	return kit.Keys{New: f("new"), Open: f("open"), Save: f("save"), Undo: f("undo"), Redo: f("redo"), Space: f("space"), Escape: f("esc"),
		Board: func(ev *fyne.KeyEvent) bool { s.calls[string(ev.Name)]++; return true },
		Rune:  func(r rune) { s.calls[string(r)]++ }}
}

// newSpyShell is a test shell showing a spy workspace first.
func newSpyShell(t *testing.T) (*spy, *Shell, fyne.Window) {
	t.Helper()
	sp := &spy{calls: map[string]int{}}
	saved := Factories
	Factories = append([]Factory{func(k *kit.Kit) kit.Workspace {
		sp.content = widget.NewLabel("spy")
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
	for key, name := range map[fyne.KeyName]string{fyne.KeyN: "new", fyne.KeyO: "open", fyne.KeyS: "save", fyne.KeyZ: "undo", fyne.KeyY: "redo"} {
		w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault})
		if sp.calls[name] != 1 {
			t.Errorf("shortcut for %s called %d times", name, sp.calls[name])
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

// While a dialog is up, Escape dismisses it the way its dismiss button
// would, and neither keys nor shortcuts reach the workspace beneath.
func TestEscapeDismissesDialogs(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	for _, tc := range []struct {
		name string
		show func(answer func(bool)) // shows a dialog reporting its answer
	}{
		{"confirm", func(a func(bool)) { dialog.ShowConfirm("Q", "Sure?", a, w) }},
		{"form", func(a func(bool)) {
			dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", widget.NewEntry())}, a, w)
		}},
		{"information", func(a func(bool)) {
			d := dialog.NewInformation("I", "Done.", w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"custom", func(a func(bool)) {
			d := dialog.NewCustom("C", "Close", widget.NewLabel("x"), w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"error", func(a func(bool)) {
			d := kit.NewError(errors.New("broken.json: line 1"), w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"open file", func(a func(bool)) {
			dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) { a(r != nil || err != nil) }, w)
		}},
		{"discard changes", func(a func(bool)) {
			s.kit.ConfirmDiscard("the test's work", func() { a(true) })
		}},
	} {
		answers := []bool{}
		tc.show(func(ok bool) { answers = append(answers, ok) })
		if c.Overlays().Top() == nil {
			t.Fatalf("%s: no dialog shown", tc.name)
		}
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
		c.(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if c.Overlays().Top() != nil {
			t.Errorf("%s: still up after Escape", tc.name)
			c.Overlays().Top().Hide()
			c.Overlays().Remove(c.Overlays().Top())
		}
		if tc.name != "discard changes" && !slices.Equal(answers, []bool{false}) {
			t.Errorf("%s: answers %v, want one dismissal", tc.name, answers)
		}
		if tc.name == "discard changes" && len(answers) != 0 {
			t.Errorf("%s: Escape discarded the work", tc.name)
		}
	}
	if len(sp.calls) != 0 {
		t.Errorf("keys reached the workspace under a dialog: %v", sp.calls)
	}
	if kit.DismissDialog(c) {
		t.Error("dismissed a dialog when none was up")
	}

	// Escape typed into a focused entry: the entry lets go of it.
	e := kit.NewEntry()
	answers := []bool{}
	dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", e)}, func(ok bool) { answers = append(answers, ok) }, w)
	c.Focus(e)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Overlays().Top() != nil || !slices.Equal(answers, []bool{false}) {
		t.Errorf("Escape in a dialog's entry: dialog up %v, answers %v", c.Overlays().Top() != nil, answers)
	}
	outside := kit.NewEntry()
	w.SetContent(outside)
	c.Focus(outside)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Focused() != nil {
		t.Error("Escape did not take the focus from an entry outside a dialog")
	}
}

// Enter confirms the dialog on top, typed with nothing focused or in its
// entry; a form with a wrong field and a Discard wait for a click.
func TestEnterConfirmsDialogs(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	valid := kit.NewEntry()
	invalid := kit.NewEntry()
	invalid.Validator = func(string) error { return errors.New("wrong") }
	for _, tc := range []struct {
		name  string
		show  func(answer func(bool))
		focus *kit.Entry // typed into, if not nil
		want  []bool     // answers after Enter; nil: still up
	}{
		{"confirm", func(a func(bool)) { dialog.ShowConfirm("Q", "Sure?", a, w) }, nil, []bool{true}},
		{"form", func(a func(bool)) {
			dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", valid)}, a, w)
		}, valid, []bool{true}},
		{"form with a wrong field", func(a func(bool)) {
			dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", invalid)}, a, w)
		}, invalid, nil},
		{"error", func(a func(bool)) {
			d := kit.NewError(errors.New("broken.json: line 1"), w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}, nil, []bool{false}},
		{"discard changes", func(a func(bool)) {
			s.kit.ConfirmDiscard("the test's work", func() { a(true) })
		}, nil, nil},
	} {
		answers := []bool{}
		tc.show(func(ok bool) { answers = append(answers, ok) })
		if tc.focus != nil {
			tc.focus.SetText("7")
			c.Focus(tc.focus)
			c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		} else {
			c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnter})
		}
		if up := c.Overlays().Top() != nil; up != (tc.want == nil) {
			t.Errorf("%s: dialog up %v after Enter", tc.name, up)
		}
		if !slices.Equal(answers, append([]bool{}, tc.want...)) {
			t.Errorf("%s: answers %v, want %v", tc.name, answers, tc.want)
		}
		for i := 0; i < 3 && c.Overlays().Top() != nil; i++ {
			kit.DismissDialog(c)
		}
	}
	if len(sp.calls) != 0 {
		t.Errorf("keys reached the workspace under a dialog: %v", sp.calls)
	}
	if kit.ConfirmDialog(c) {
		t.Error("confirmed a dialog when none was up")
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

// The appearance chosen in Settings applies at once and is remembered.
func TestSettingsAppearance(t *testing.T) {
	s, w := newTestShell(t)
	s.showSettings()
	sel := settingsSelect(t, w, "Light")
	sel.SetSelected("Light")
	if got := s.kit.Prefs().String(kit.PrefTheme); got != "light" {
		t.Errorf("preference %q, want light", got)
	}
	bg := theme.ColorNameBackground
	if got, want := fyne.CurrentApp().Settings().Theme().Color(bg, theme.VariantDark), theme.DefaultTheme().Color(bg, theme.VariantLight); got != want {
		t.Errorf("background %v after choosing Light, want %v", got, want)
	}
	sel.SetSelected("System")
	if got := s.kit.Prefs().String(kit.PrefTheme); got != "" {
		t.Errorf("preference %q after System", got)
	}
}

// settingsSelect returns the Settings dialog's choice that offers option.
func settingsSelect(t *testing.T, w fyne.Window, option string) *kit.Select {
	t.Helper()
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if x, ok := o.(*kit.Select); ok && slices.Contains(x.Options, option) {
			return x
		}
	}
	t.Fatalf("no choice offering %q in Settings", option)
	return nil
}

// restartButton returns Settings' Restart now button if it shows: it and
// every container around it visible.
func restartButton(w fyne.Window) *widget.Button {
	var found *widget.Button
	kittest.EachVisible(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Restart now" {
			found = b
		}
	})
	return found
}

// A new language offers to restart now; the restart asks first about
// unsaved work, and closes the window for Run to start Plateau again.
func TestSettingsLanguageRestart(t *testing.T) {
	// A window of its own, not a temporary one: the restart closes it,
	// and the test driver fails on a second close at cleanup.
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	s := New(a, w)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	s.showSettings()
	if restartButton(w) != nil {
		t.Fatal("Restart now shows before the language changed")
	}
	sel := settingsSelect(t, w, "Français")
	sel.SetSelected("Français")
	if got := s.kit.Prefs().String(kit.PrefLanguage); got != "fr" {
		t.Fatalf("preference %q, want fr", got)
	}
	sel.SetSelected("System")
	if restartButton(w) != nil {
		t.Fatal("Restart now still shows with the language back as it started")
	}
	sel.SetSelected("Français")
	b := restartButton(w)
	if b == nil {
		t.Fatal("no Restart now after choosing another language")
	}
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			e.AddColor(false) // unsaved work
		}
	}
	test.Tap(b)
	if s.restart {
		t.Fatal("restarted without asking about unsaved work")
	}
	kittest.TapDialogButton(t, w, "Discard")
	if !s.restart {
		t.Error("Discard did not restart")
	}
}

// A file dropped on the window opens in the visible workspace; Home only
// says where to drop it; unsaved work is asked about first.
func TestDroppedFileOpensInTheVisibleWorkspace(t *testing.T) {
	s, w := newTestShell(t)
	path := filepath.Join(t.TempDir(), "small.txt")
	if err := os.WriteFile(path, []byte("5 4\n"), 0o644); err != nil { // a size, no pieces
		t.Fatal(err)
	}
	var ed *eternityui.Workspace
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			ed = e
		}
	}
	good := filepath.Join(t.TempDir(), "design.json")
	if err := ed.SavePath(good); err != nil {
		t.Fatal(err)
	}
	ed.AddColor(false) // unsaved work in Eternity
	colours := len(ed.Design().Palette)

	s.OpenDropped([]fyne.URI{storage.NewFileURI(good)})
	if w.Canvas().Overlays().Top() == nil || len(ed.Design().Palette) != colours {
		t.Fatal("a drop on Home did not explain, or changed the design")
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())

	if err := s.Show("eternity"); err != nil {
		t.Fatal(err)
	}
	s.OpenDropped([]fyne.URI{storage.NewFileURI(good)})
	kittest.TapDialogButton(t, w, "Discard")
	if len(ed.Design().Palette) != colours-1 || ed.Unsaved() != "" {
		t.Errorf("after the drop: %d colours, want %d; unsaved %q", len(ed.Design().Palette), colours-1, ed.Unsaved())
	}
	shown := len(w.Canvas().Overlays().List())
	s.OpenDropped([]fyne.URI{storage.NewFileURI(path)})
	if len(w.Canvas().Overlays().List()) <= shown || ed.Unsaved() != "" || len(ed.Design().Palette) != colours-1 {
		t.Error("a bad file showed no error or changed the design")
	}
}
