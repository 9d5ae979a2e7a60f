package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
)

// OpenDropped opens the first local file of uris, files dropped on the
// window, in the visible workspace as its Open would: asking first when
// that would lose unsaved work, showing why a file does not open. Home
// opens nothing, since one file name can suit several workspaces; it says
// where to drop instead.
func (s *Shell) OpenDropped(uris []fyne.URI) {
	path := ""
	for _, u := range uris {
		if u.Scheme() == "file" {
			path = u.Path()
			break
		}
	}
	if path == "" {
		return
	}
	ws := s.Current()
	op, ok := ws.(PathOpener)
	if !ok {
		dialog.ShowInformation(lang.L("Open a file"),
			lang.L("Drop the file on the workspace it belongs to: Weave, Momentum, Dice Wars, Eternity or Rikudo."), s.kit.Window)
		return
	}
	s.openIn(ws, op, path, nil)
}

// OpenRecent opens a recent file in its workspace, shown first; a file
// that no longer opens is said so and taken off the recent files.
func (s *Shell) OpenRecent(rf kit.RecentFile) {
	if err := s.Show(rf.Workspace); err != nil {
		kit.ForgetRecent(s.kit.Prefs(), rf.Workspace, rf.Path)
		return
	}
	op, ok := s.Current().(PathOpener)
	if !ok {
		return
	}
	s.openIn(s.Current(), op, rf.Path, func() {
		kit.ForgetRecent(s.kit.Prefs(), rf.Workspace, rf.Path)
		s.home.refreshRecent()
	})
}

// openIn opens path in workspace ws as its Open would: asking first when
// that would lose unsaved work, showing why a file does not open (and
// calling failed, if not nil), remembering it as recent when it does.
func (s *Shell) openIn(ws kit.Workspace, op PathOpener, path string, failed func()) {
	var what string
	var save func(then func())
	if u, ok := ws.(kit.Unsaved); ok {
		what, save = u.Unsaved(), u.SaveThen
	}
	s.kit.ConfirmDiscard(what, save, func() {
		if err := op.OpenPath(path); err != nil {
			kit.ShowOpenError(path, err, s.kit.Window)
			if failed != nil {
				failed()
			}
			return
		}
		kit.AddRecent(s.kit.Prefs(), ws.Info().ID, path)
	})
}
