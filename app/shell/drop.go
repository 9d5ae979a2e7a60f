package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/filekind"
	"plateau/app/kit"
)

// OpenDropped opens the local files of uris, files dropped on the window,
// each as OpenFile does: several go to their workspaces in turn, the last
// one shown, as the files Plateau is started with.
func (s *Shell) OpenDropped(uris []fyne.URI) {
	var paths []string
	for _, u := range uris {
		if u.Scheme() == "file" {
			paths = append(paths, u.Path())
		}
	}
	s.OpenFiles(paths)
}

// OpenFiles opens each file as OpenFile does, the last one shown. A
// workspace holds one file at a time: of several files for one, only the
// last is opened, and a dialog names those left (each replaced the one
// before without a word, and went into the recent files all the same).
func (s *Shell) OpenFiles(paths []string) {
	ids := make([]string, len(paths))
	errs := make([]error, len(paths))
	last := map[string]int{}
	for i, p := range paths {
		ids[i], errs[i] = filekind.Workspace(p)
		if errs[i] == nil && ids[i] != "" {
			last[ids[i]] = i
		}
	}
	var left []string
	names := distinctNames(paths)
	for i, p := range paths {
		if id := ids[i]; errs[i] == nil && id != "" && last[id] != i {
			left = append(left, fmt.Sprintf(lang.L("%s (%s)"), names[i], s.workspace(id).Info().Title))
			continue
		}
		s.openAs(p, ids[i], errs[i])
	}
	if len(left) > 0 {
		kit.ShowInformation(lang.L("Open files"), fmt.Sprintf(lang.L("A workspace holds one file at a time, so these were not opened: a later file went to the same workspace. %s"), strings.Join(left, ", ")), s.kit.Window)
	}
}

// OpenFile opens the file at path in the workspace it belongs to, shown
// first (a Rikudo dropped on Eternity goes to Rikudo), as that workspace's
// Open would: asking first when that would lose unsaved work, showing why
// a file does not open. A JSON file nothing tells the workspace of is left
// to the visible one, whose reader says what is wrong; an empty file, or
// text that is no puzzle (prose, a table), is said so in every workspace.
func (s *Shell) OpenFile(path string) {
	id, err := filekind.Workspace(path)
	s.openAs(path, id, err)
}

// openAs is OpenFile once filekind.Workspace has told the file's workspace id
// (or err): OpenFiles tells every file first, and read each twice.
func (s *Shell) openAs(path, id string, err error) {
	switch {
	case errors.Is(err, filekind.ErrNotOpened):
		kit.ShowInformation(lang.L("Open a file"), notOpenedMessage(path), s.kit.Window)
		return
	case err != nil:
		kit.ShowOpenError(path, err, s.kit.Window)
		return
	case id != "":
		if err := s.Show(id); err != nil {
			return
		}
	default:
		// the visible workspace's reader spoke of JSON objects, or of its
		// own format, of a text that is none of them
		if err := unknownText(path); err != nil {
			kit.ShowOpenError(path, err, s.kit.Window)
			return
		}
	}
	ws := s.Current()
	op, ok := ws.(PathOpener)
	if !ok {
		kit.ShowOpenError(path, notKnown(path), s.kit.Window)
		return
	}
	s.openIn(ws, op, path, nil)
}

// unknownText says why the file at path, which filekind.Workspace could not
// tell, is no file of Plateau's: empty, or text that does not start as a
// JSON object does; nil for a JSON file, which the visible workspace's
// reader explains best, or a file gone since.
func unknownText(path string) error {
	switch first, err := filekind.FirstByte(path); {
	case errors.Is(err, io.EOF):
		return fmt.Errorf(lang.L("%s is empty."), filepath.Base(path))
	case err != nil || first == '{':
		return nil
	}
	return notKnown(path)
}

// notKnown says the file at path is none Plateau opens, and which it does.
func notKnown(path string) error {
	return fmt.Errorf(lang.L("%s is not a puzzle or game file Plateau knows: it opens Weave lattices, Momentum and Dice Wars games and Eternity designs (.json), Eternity piece lists and Rikudo puzzles (.txt) and e2.bucas.name links (.url)."), filepath.Base(path))
}

// route takes a file picked in workspace from's Open dialog to the
// workspace it belongs to, when that is another (kit.Kit.Route).
func (s *Shell) route(from, path string) bool {
	id, err := filekind.Workspace(path)
	if err == nil && id == "" && unknownText(path) != nil {
		s.OpenFile(path) // says what the file is not, as a drop does
		return true
	}
	if err != nil || id == "" || id == from {
		return false
	}
	s.OpenFile(path)
	return true
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
		opened := func(err error) {
			switch {
			case err == nil:
				kit.AddRecent(s.kit.Prefs(), ws.Info().ID, path)
			case failed != nil && !errors.Is(err, context.Canceled): // Stop says nothing of the file
				failed()
			}
		}
		if slow, ok := ws.(slowOpener); ok {
			slow.OpenPathThen(path, opened)
			return
		}
		err := op.OpenPath(path)
		if err != nil {
			kit.ShowOpenError(path, err, s.kit.Window)
		}
		opened(err)
	})
}

// notOpenedMessage says what to do with an export dropped on the window.
func notOpenedMessage(name string) string {
	return fmt.Sprintf(lang.L("Plateau writes %s files for other programs but does not open them: open a .json or .txt file it saved."), strings.ToLower(filepath.Ext(name)))
}
