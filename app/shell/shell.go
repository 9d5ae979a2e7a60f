// Package shell is the Plateau window: the navigation list, the Home page,
// the workspaces, the window-wide shortcuts and the Settings dialog. It
// also registers the `shot` command, which renders any panel headless.
package shell

import (
	"fmt"
	"path/filepath"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/about"
	"plateau/app/dicewarsui"
	"plateau/app/eternitysolveui"
	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/momentumui"
	"plateau/app/rikudoui"
	"plateau/app/weaveui"
	"plateau/resources"
)

// AppID is the application ID: the preferences live under it.
const AppID = "io.github.plateau"

// Factory builds one workspace.
type Factory func(k *kit.Kit) kit.Workspace

// Factories are the workspaces in navigation order, after Home. Workspace
// packages are wired here, and only here.
var Factories = []Factory{
	func(k *kit.Kit) kit.Workspace { return weaveui.New(k) },
	func(k *kit.Kit) kit.Workspace { return momentumui.New(k) },
	func(k *kit.Kit) kit.Workspace { return dicewarsui.New(k) },
	func(k *kit.Kit) kit.Workspace {
		w := eternityui.New(k)
		eternitysolveui.Attach(w)
		return w
	},
	func(k *kit.Kit) kit.Workspace { return rikudoui.New(k) },
}

// Shell is the window's content.
type Shell struct {
	kit     *kit.Kit
	spaces  []kit.Workspace // index 0 is Home
	home    *home
	current int
	nav     *navList
	stack   *fyne.Container
	layout  *workspaceStack // stack's layout
	root    fyne.CanvasObject

	startLanguage string    // the language preference the window was built in
	restart       bool      // the window closed to start again (see Run)
	title         string    // the window's title, as last set
	askingQuit    bool      // RequestQuit's question is up
	quitting      bool      // quitting or Restart now waits for the stopped jobs
	rememberOnce  sync.Once // the window's size is kept (remember)
	// recovery keeps the unsaved work while the window is open (see
	// startRecovery); nil in tests that do not start it.
	recovery *kit.Recovery
	keepMu   sync.Mutex // one keep off the UI goroutine at a time (keepOffUI)
	// keepFailing: the last tick failed to keep the work, and the person
	// was told (tick; the ticker's goroutine only).
	keepFailing bool
	notice      *notice     // faults no workspace's status bar owns
	prefsWatch  *prefsWatch // nil in tests that do not watch
	// onUI runs a function on the UI goroutine and waits for it; it comes
	// back without running it once Fyne's loop has stopped
	// (fyne.DoAndWait: the calls still queued are dropped).
	onUI func(func())
}

// New builds the shell into w: every workspace is created (each opens on
// its embedded default) and the one last shown is shown again, Home the
// first time.
func New(a fyne.App, w fyne.Window) *Shell {
	k := &kit.Kit{App: a, Window: w, Files: kit.NewFilePicker(w, a.Preferences()), Tips: kit.NewTips()}
	s := &Shell{kit: k, startLanguage: a.Preferences().String(kit.PrefLanguage), current: -1, onUI: fyne.DoAndWait}
	k.Retitle = s.retitle
	k.Route = s.route
	s.build()
	s.installShortcuts()
	return s
}

func (s *Shell) build() {
	h := newHome(s)
	s.home = h
	s.spaces = []kit.Workspace{h}
	for _, f := range Factories {
		s.spaces = append(s.spaces, f(s.kit))
	}
	h.Content()
	h.fill()
	s.kit.App.Settings().AddListener(func(fyne.Settings) {
		kit.Do(h.repaintPreviews)
		kit.Do(func() { s.layout.measure(s.stack.Objects) }) // a new interface size
	})
	s.layout = newWorkspaceStack()
	s.stack = container.New(s.layout)
	for _, ws := range s.spaces {
		c := ws.Content()
		c.Hide()
		s.stack.Add(c)
	}
	s.nav = newNavList(
		func() int { return len(s.spaces) },
		func() fyne.CanvasObject { return widget.NewLabel("Workspace name") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(s.spaces[i].Info().Title) },
		func() int { return s.current },
	)
	s.nav.OnSelected = func(i widget.ListItemID) {
		s.show(i)
		// The keys belong to the workspace chosen: a click on the list
		// focuses it, and a focused list takes Space and Escape for itself;
		// a board left focused in the workspace just hidden (Weave's view
		// after an orbit) would go on taking them, H and the arrows unseen.
		if c := s.kit.Window.Canvas(); c.Focused() != nil {
			c.Unfocus()
		}
	}
	settings := widget.NewButtonWithIcon(lang.L("Settings"), theme.SettingsIcon(), s.showSettings)
	left := container.NewBorder(nil, settings, nil, nil, s.nav)
	split := container.NewHSplit(left, s.stack)
	split.SetOffset(0.13)
	s.notice = newNotice()
	s.root = container.NewStack(s.notice.wrap(split), s.kit.Tips.Layer()) // the toolbar tips over everything
	s.current = -1
	s.nav.Select(s.startIndex())
}

// prefWorkspace is the preference key of the workspace last shown, which
// the window opens on next time (Home the first time): a person who plays
// Dice Wars every evening lands there.
const prefWorkspace = "ui.workspace"

// startIndex is the index of the workspace to open on.
func (s *Shell) startIndex() int {
	id := s.kit.Prefs().String(prefWorkspace)
	for i, ws := range s.spaces {
		if ws.Info().ID == id {
			return i
		}
	}
	return 0
}

// Content is the window content.
func (s *Shell) Content() fyne.CanvasObject { return s.root }

// Workspaces returns the workspaces, Home first.
func (s *Shell) Workspaces() []kit.Workspace { return s.spaces }

// Current returns the visible workspace.
func (s *Shell) Current() kit.Workspace { return s.spaces[s.current] }

// Show makes the workspace with this id visible.
func (s *Shell) Show(id string) error {
	for i, ws := range s.spaces {
		if ws.Info().ID == id {
			s.nav.Select(i) // calls show through OnSelected
			return nil
		}
	}
	return fmt.Errorf("no workspace %q", id)
}

func (s *Shell) show(i int) {
	if i == s.current {
		return
	}
	was := s.current
	if was >= 0 {
		s.spaces[was].Shown(false)
		s.stack.Objects[was].Hide()
	}
	s.current = i
	s.kit.Prefs().SetString(prefWorkspace, s.spaces[i].Info().ID)
	s.kit.Tips.Hide() // a tip of the toolbar just hidden
	s.stack.Objects[i].Show()
	s.spaces[i].Shown(true)
	s.layout.measureSome(s.stack.Objects, was, i)
	// The workspace shown alone, at the stack's size (the window may have
	// changed while it was hidden): refreshing the stack refreshed all
	// six, 65 to 88 ms a switch.
	s.stack.Objects[i].Resize(s.stack.Size())
	s.stack.Objects[i].Refresh()
	s.retitle()
}

// retitle names the visible workspace and its file in the window's title,
// a star first when the work there is not saved:
// "*brendan1_06x06.json — Eternity — Plateau". The workspaces call it
// after every change, so it touches the window only when the title
// differs.
func (s *Shell) retitle() {
	if s.current < 0 { // still building
		return
	}
	ws := s.spaces[s.current]
	title := "Plateau"
	if ws != kit.Workspace(s.home) {
		title = ws.Info().Title + " — " + title
		if d, ok := ws.(kit.Documented); ok && d.Document() != "" {
			title = filepath.Base(d.Document()) + " — " + title
		}
		if u, ok := ws.(kit.Unsaved); ok && u.Unsaved() != "" {
			title = "*" + title
		}
	}
	if title != s.title {
		s.title = title
		s.kit.Window.SetTitle(title)
	}
}

func (s *Shell) showSettings() {
	// Switching the language live would rebuild every workspace and lose
	// games and designs in progress, so it applies at the next start, which
	// Restart now brings forward (handing the unsaved work over to it); a
	// theme change only repaints, so the appearance applies at once.
	var d dialog.Dialog
	note := widget.NewLabel(lang.L("The new language applies when Plateau next starts."))
	note.Wrapping = fyne.TextWrapWord
	restart := kit.NewButton(lang.L("Restart now"), theme.ViewRefreshIcon(), func() {
		d.Hide()
		s.restartNow()
	})
	pending := container.NewVBox(note, container.NewHBox(restart))
	showPending := func(string) {
		pending.Hidden = s.kit.Prefs().String(kit.PrefLanguage) == s.startLanguage
		note.SetText(languageNote(s.prefsWatch))
		restart.Hidden = !s.prefsWatch.writes() // it came back in the old language
		pending.Refresh()
	}
	showPending("")
	retheme := func(string) { s.kit.App.Settings().SetTheme(kit.AppTheme(s.kit.Prefs())) }
	language := s.prefSelect(kit.PrefLanguage, []string{lang.L("System"), "English", "Français"}, append([]string{""}, kit.Languages...), showPending)
	appearance := s.prefSelect(kit.PrefTheme, []string{lang.L("System"), lang.L("Light"), lang.L("Dark")}, append([]string{""}, kit.Themes...), retheme)
	size := s.prefSelect(kit.PrefSize, []string{lang.L("Small"), lang.L("Normal"), lang.L("Large"), lang.L("Larger")}, kit.Sizes, retheme)
	// The paper is read as each PDF is asked for: nothing to apply.
	paper := s.prefSelect(kit.PrefPaper, []string{"A4", lang.L("Letter")}, kit.PaperCodes(), nil)
	form := widget.NewForm(widget.NewFormItem(lang.L("Language"), language), widget.NewFormItem(lang.L("Appearance"), appearance),
		widget.NewFormItem(lang.L("Interface size"), size), widget.NewFormItem(lang.L("Paper size"), paper))
	d = kit.NewCustom(lang.L("Settings"), lang.L("Close"), container.NewVBox(form, pending, container.NewBorder(nil, nil, nil, s.aboutButton(), kit.Note(about.Line()))), s.kit.Window)
	d.Resize(fyne.NewSize(440, 260))
	d.Show()
}

// prefSelect chooses the preference key among codes, named by names (""
// is the default: the system's, or the normal size), showing its current
// value; a choice is stored and handed to apply (nil for none).
func (s *Shell) prefSelect(key string, names, codes []string, apply func(code string)) *kit.Select {
	sel := kit.NewSelect(names, nil)
	// A value of no choice's (a hand-edited preference) is the default,
	// which the app runs on then: shown, not "(Select one)".
	i := slices.Index(codes, s.kit.Prefs().String(key))
	if i < 0 {
		i = slices.Index(codes, "")
	}
	if i >= 0 {
		sel.SetSelectedIndex(i)
	}
	sel.OnChanged = func(string) {
		code := codes[sel.SelectedIndex()]
		s.kit.Prefs().SetString(key, code)
		if apply != nil {
			apply(code)
		}
	}
	return sel
}

// Icon is the application icon as a Fyne resource.
func Icon() fyne.Resource { return fyne.NewStaticResource("Icon.png", resources.IconPNG()) }
