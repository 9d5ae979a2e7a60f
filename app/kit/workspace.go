// Package kit is the shared UI kit of the Plateau window: the frame every
// workspace uses (toolbar, canvas, side panel, status bar), the job runner
// that keeps slow work off the UI goroutine, the file picker, undo history,
// translations and preferences. Workspaces are built from these parts so
// they look and behave alike.
package kit

import (
	"image"

	"fyne.io/fyne/v2"
)

// Info describes a workspace for the navigation list and the Home page.
type Info struct {
	ID      string // "weave", "momentum", ...: file names, preferences, shot panels
	Title   string // translated name shown in the navigation
	Summary string // one translated sentence for the Home card
	// Preview paints a picture of the workspace for its Home card, w x h
	// pixels (about 300x170 on a screen of normal density at the normal
	// interface size, more on a HiDPI screen or at a larger size); it may
	// be nil. It must be fast (it runs on the UI goroutine, whenever the
	// card's size, the screen's density or the appearance changes).
	Preview func(w, h int) image.Image
}

// Keys are a workspace's handlers for the window-wide shortcuts; nil
// entries are ignored.
type Keys struct {
	New, Open, Save, Undo, Redo func()
	SaveAs                      func() // Ctrl+Shift+S; nil: Save
	// CanUndo and CanRedo report whether Undo and Redo would act now: the
	// toolbar greys their buttons while they would not (Ctrl+Z still
	// reaches Undo then, which says why). Nil: always.
	CanUndo, CanRedo func() bool
	// Print is Ctrl+P: write what the board shows for printing (a PDF
	// where the workspace has one). Nil: nothing to print.
	Print         func()
	Space, Escape func()
	// Board takes the other keys typed with nothing focused (the arrows,
	// say) as its board would if it had the focus, and returns whether
	// it used the key; Rune the same for typed characters. Nil: none.
	Board func(ev *fyne.KeyEvent) bool
	Rune  func(r rune)
	// Tab is Ctrl+Tab (step 1) and Ctrl+Shift+Tab (step -1): the next or
	// the previous tab of the side panel, whose tab strip Tab never
	// reaches. Nil: the panel has no tabs.
	Tab func(step int)
}

// Workspace is one panel of the window.
type Workspace interface {
	Info() Info
	// Content returns the workspace's frame; it is built once and reused.
	Content() fyne.CanvasObject
	// Keys returns the shortcut handlers.
	Keys() Keys
	// Shown tells the workspace it became visible (true) or hidden, so it
	// can pause animations and timers.
	Shown(visible bool)
}

// Kit is what the shell hands to every workspace.
type Kit struct {
	App    fyne.App
	Window fyne.Window
	Files  FilePicker
	// Retitle, set by the window, is told when a workspace's file changes
	// (opened, saved elsewhere, dropped for new work) or its work does, so
	// that the title names the file and marks unsaved work. Nil: nobody
	// listens.
	Retitle func()
	// Tips shows the toolbar buttons' tips; nil shows none.
	Tips *Tips
	// Route, set by the window, takes a file picked in workspace's Open
	// dialog to the workspace it belongs to, when that is another one (a
	// Momentum game picked in Eternity's), and reports whether it did.
	// Nil: every file stays where it was picked.
	Route func(workspace, path string) bool
	// Held, set by the window, follows the keys held down, so that a
	// workspace tells a key held across a change of turn from a new
	// press. Nil (headless, or a driver without key-down events): no key
	// is known to be down.
	Held *HeldKeys

	undoBars []undoButton // every toolbar's Undo and Redo buttons, greyed by UndoChanged
}

// Documented is implemented by workspaces whose work is kept in a file:
// the window's title names it.
type Documented interface {
	// Document returns the file's path, "" while the work has none.
	Document() string
}

// DocumentChanged tells the window that the workspace's file or work
// changed.
func (k *Kit) DocumentChanged() {
	if k.Retitle != nil {
		k.Retitle()
	}
	k.UndoChanged()
}

// Prefs returns the application preferences.
func (k *Kit) Prefs() fyne.Preferences { return k.App.Preferences() }
