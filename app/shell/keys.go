package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"plateau/app/kit"
)

// installShortcuts binds Ctrl+N/O/S/P/Z/Y (and Ctrl+Shift+S, Ctrl+Shift+Z),
// Ctrl+Tab, Ctrl+Shift+Tab, Space and Esc to the visible workspace's
// handlers, and Ctrl+Q to quitting; it follows the keys held down for the
// workspaces (kit.Kit.Held).
func (s *Shell) installShortcuts() {
	c := s.kit.Window.Canvas()
	ctrl := func(key fyne.KeyName) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
	}
	s.bindFileKeys(ctrl)
	s.bindWorkspaceKeys(ctrl)
	s.bindTabKeys()
	c.SetOnTypedKey(s.typedKey)
	s.kit.Held = kit.WatchKeys(c)
	c.SetOnTypedRune(func(r rune) {
		if c.Overlays().Top() == nil && s.Current().Keys().Rune != nil {
			s.Current().Keys().Rune(r)
		}
	})
}

// bindFileKeys binds Ctrl+N/O/S/P/Z/Y, Ctrl+Shift+S and Ctrl+Shift+Z to
// the visible workspace's handlers, none of them under a dialog, and
// Ctrl+Q to quitting.
func (s *Shell) bindFileKeys(ctrl func(fyne.KeyName) fyne.Shortcut) {
	c := s.kit.Window.Canvas()
	bind := func(sc fyne.Shortcut, pick func(kit.Keys) func()) {
		c.AddShortcut(sc, func(fyne.Shortcut) {
			if c.Overlays().Top() != nil {
				return // not under a dialog: Ctrl+O would open a second one
			}
			if fn := pick(s.Current().Keys()); fn != nil {
				fn()
			}
		})
	}
	bind(ctrl(fyne.KeyN), func(k kit.Keys) func() { return k.New })
	bind(ctrl(fyne.KeyO), func(k kit.Keys) func() { return k.Open })
	bind(ctrl(fyne.KeyS), func(k kit.Keys) func() { return k.Save })
	bind(ctrl(fyne.KeyP), func(k kit.Keys) func() { return k.Print })
	// The window's driver turns Ctrl+Z and Ctrl+Y into Fyne's own Undo and
	// Redo shortcuts, never into custom ones: bound as Ctrl+Z they never
	// fired in the real window (a focused entry keeps them for its text).
	bind(&fyne.ShortcutUndo{}, func(k kit.Keys) func() { return k.Undo })
	bind(&fyne.ShortcutRedo{}, func(k kit.Keys) func() { return k.Redo })
	// Ctrl+Shift+S saves under another name (Save where a workspace has
	// no Save as: it asks anyway).
	shift := fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift
	bind(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: shift}, func(k kit.Keys) func() {
		if k.SaveAs != nil {
			return k.SaveAs
		}
		return k.Save
	})
	// Ctrl+Shift+Z is redo in most Linux programs; Ctrl+Q quits, asking
	// first about unsaved work as the close button does.
	bind(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: shift}, func(k kit.Keys) func() { return k.Redo })
	c.AddShortcut(ctrl(fyne.KeyQ), func(fyne.Shortcut) {
		s.RequestQuit(s.kit.Window.Close)
	})
}

// bindTabKeys binds Ctrl+Tab and Ctrl+Shift+Tab to the visible
// workspace's Tab handler, forwards and back.
func (s *Shell) bindTabKeys() {
	c := s.kit.Window.Canvas()
	for mod, step := range map[fyne.KeyModifier]int{fyne.KeyModifierShortcutDefault: 1, fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift: -1} {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: mod}, func(fyne.Shortcut) {
			if fn := s.Current().Keys().Tab; fn != nil && c.Overlays().Top() == nil {
				fn(step)
			}
		})
	}
}

// typedKey is the canvas's key handler: F11 toggles full screen, dialog
// or not; under a dialog Escape dismisses it and Enter confirms it, and no
// key reaches the workspace; otherwise Space, Escape and the board's keys
// go to the visible workspace.
func (s *Shell) typedKey(ev *fyne.KeyEvent) {
	c := s.kit.Window.Canvas()
	if ev.Name == fyne.KeyF11 {
		w := s.kit.Window
		w.SetFullScreen(!w.FullScreen())
		return
	}
	if c.Overlays().Top() != nil {
		switch ev.Name {
		case fyne.KeyEscape:
			kit.DismissDialog(c)
		case fyne.KeyReturn, fyne.KeyEnter:
			kit.ConfirmDialog(c)
		}
		return
	}
	keys := s.Current().Keys()
	var fn func()
	switch ev.Name {
	case fyne.KeySpace:
		fn = keys.Space
	case fyne.KeyEscape:
		fn = keys.Escape
	default:
		if keys.Board != nil {
			keys.Board(ev)
		}
	}
	if fn != nil {
		fn()
	}
}

// bindWorkspaceKeys binds Ctrl+1 to Ctrl+6 to the workspaces in the
// navigation's order, Home first, and Ctrl+Page Down and Ctrl+Page Up to
// the next and the previous one, as browsers go through their tabs.
func (s *Shell) bindWorkspaceKeys(ctrl func(fyne.KeyName) fyne.Shortcut) {
	c := s.kit.Window.Canvas()
	show := func(i int) {
		if c.Overlays().Top() == nil {
			s.nav.Select(i)
		}
	}
	digits := []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9}
	for i := range min(len(s.spaces), len(digits)) {
		c.AddShortcut(ctrl(digits[i]), func(fyne.Shortcut) { show(i) })
	}
	n := len(s.spaces)
	c.AddShortcut(ctrl(fyne.KeyPageDown), func(fyne.Shortcut) { show((s.current + 1) % n) })
	c.AddShortcut(ctrl(fyne.KeyPageUp), func(fyne.Shortcut) { show((s.current + n - 1) % n) })
}
