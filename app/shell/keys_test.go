package shell

import (
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
)

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
	if got := savedSize(s.kit.Prefs()); got != (fyne.Size{}) {
		t.Errorf("quitting in full screen kept the size %v", got)
	}
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
