package shell

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// keepEvery is how often unsaved work is kept for recovery: at most this
// much of it is lost when Plateau is killed, crashes or loses power.
const keepEvery = 10 * time.Second

// startRecovery keeps this process's unsaved work under root from now on,
// and first offers back the work a Plateau that did not quit left there.
func (s *Shell) startRecovery(root string) {
	s.openRecovery(root, os.Getpid(), kit.ProcessAlive)
	go func() {
		for range time.Tick(keepEvery) {
			s.tick()
		}
	}()
}

// openRecovery keeps process pid's work under root, and offers back the
// work left there by processes no longer alive.
func (s *Shell) openRecovery(root string, pid int, alive func(pid int) bool) {
	s.recovery = kit.NewRecovery(root, pid)
	s.offerRecovery(s.recovery.Orphans(alive))
}

// unsavedWork snapshots every workspace's unsaved work (UI goroutine).
// A workspace that cannot snapshot now (kit.ErrBusy: a growth running)
// fails the round, which leaves the last kept files as they were. Work
// too large to keep is left out of the work returned, with
// kit.ErrTooLarge: the rest is kept, but a restart cannot hand it over.
func (s *Shell) unsavedWork() ([]kit.Work, error) {
	var out []kit.Work
	var tooLarge error
	for _, ws := range s.spaces {
		r, ok := ws.(kit.Recoverable)
		if !ok {
			continue
		}
		w, ok, err := kit.WorkOf(ws.Info().ID, r)
		switch {
		case errors.Is(err, kit.ErrTooLarge):
			tooLarge = fmt.Errorf("%s: %w", ws.Info().ID, err)
		case err != nil:
			return nil, fmt.Errorf("%s: %w", ws.Info().ID, err)
		case ok:
			out = append(out, w)
		}
	}
	return out, tooLarge
}

// keepNow keeps the unsaved work at once, not at the next tick.
func (s *Shell) keepNow() {
	if s.recovery == nil {
		return
	}
	if work, err := s.unsavedWork(); err == nil || errors.Is(err, kit.ErrTooLarge) {
		_ = s.recovery.Keep(work)
	}
}

// restartNow closes the window to start Plateau again (in another
// language), handing the unsaved work over to the next process, which
// restores it without asking. Where it cannot (no recovery folder, a
// workspace busy, a failed write), it asks about the work as quitting
// does. It first stops the running jobs and waits for them, as quitting
// does (afterJobs): closed at once, a stopped export was cut short
// before it took its temporary file away.
func (s *Shell) restartNow() {
	if s.askingQuit || s.quitting {
		return
	}
	leave := func() {
		s.restart = true
		s.kit.Window.Close()
	}
	if s.recovery == nil {
		s.RequestQuit(leave)
		return
	}
	s.quitting = true
	s.afterJobs(func() {
		s.quitting = false
		if work, err := s.unsavedWork(); err == nil && s.recovery.HandOver(work) == nil {
			s.remember()
			reopenOnRestart(s.documentsOpen(), s.Current().Info().ID)
			leave()
			return
		}
		s.RequestQuit(leave)
	})
}

// documentsOpen lists the files the workspaces show with no change of theirs
// (the changed ones go through recovery), the visible workspace's last, so
// that a restart opens them again where they were.
func (s *Shell) documentsOpen() []string {
	var files []string
	last := ""
	for _, ws := range s.spaces {
		d, ok := ws.(kit.Documented)
		if !ok || d.Document() == "" {
			continue
		}
		if u, ok := ws.(kit.Unsaved); ok && u.Unsaved() != "" {
			continue
		}
		if ws == s.Current() {
			last = d.Document()
			continue
		}
		files = append(files, d.Document())
	}
	if last != "" {
		files = append(files, last)
	}
	return files
}

// offerRecovery restores at once the work a restart handed over, and
// asks about the work other orphans hold (askRecovery).
func (s *Shell) offerRecovery(orphans []kit.Orphan) {
	var handed, left []kit.Orphan
	for _, o := range orphans {
		if o.HandedOver {
			handed = append(handed, o)
		} else {
			left = append(left, o)
		}
	}
	if len(handed) > 0 { // a restart: the person asked for it
		s.restore(s.recoverable(handed), handed)
	}
	s.askRecovery(left)
}

// recoverable is the newest work of each workspace in orphans that a
// workspace of this window can take back now: not one holding unsaved work
// (a restart's, just restored), which restoring would replace. The rest
// stays for the next start.
func (s *Shell) recoverable(orphans []kit.Orphan) []kit.Kept {
	var kept []kit.Kept
	for _, k := range kit.Latest(orphans) {
		if s.unknown(k) {
			continue
		}
		if u, ok := s.workspace(k.Workspace).(kit.Unsaved); ok && u.Unsaved() != "" {
			continue
		}
		kept = append(kept, k)
	}
	return kept
}

// unknown reports whether no workspace of this window takes work k back
// (one of another version of Plateau): such work is dropped.
func (s *Shell) unknown(k kit.Kept) bool {
	_, ok := s.workspace(k.Workspace).(kit.Recoverable)
	return !ok
}

// askRecovery asks whether to restore the work orphans hold: Restore puts
// it back in its workspaces, Discard deletes it, and Later (Escape) leaves
// it to be offered at the next start. Work not offered (older work of a
// workspace, kept by two Plateaus running at once or left for later
// before, or a workspace holding unsaved work) stays for then too, and the
// question says so: offered alone at the next start, it came back unannounced
// as if it were the last session's, over the newer work restored since.
// Work a Restore could not open waits, said so, and is asked about alone
// (askUnreadable) when there is no other.
func (s *Shell) askRecovery(orphans []kit.Orphan) {
	kept := s.recoverable(orphans)
	if len(kept) == 0 {
		kit.Drop(orphans, s.unknown)
		return
	}
	var waiting []kit.Kept
	for _, o := range orphans {
		for _, k := range o.Kept {
			if !s.unknown(k) && !slices.Contains(kept, k) {
				waiting = append(waiting, k)
			}
		}
	}
	good := slices.DeleteFunc(slices.Clone(kept), func(k kit.Kept) bool { return k.Unreadable })
	if len(good) == 0 {
		s.askUnreadable(orphans, kept, waiting)
		return
	}
	// work that could not be read waits, said so, for a start with no other
	for _, k := range kept {
		if k.Unreadable {
			waiting = append(waiting, k)
		}
	}
	msg := widget.NewLabel(s.offerText(good, waiting, time.Now()))
	var d *dialog.CustomDialog
	later := kit.NewButton(lang.L("Later"), nil, func() { d.Hide() })
	discard := s.discardButton(&d, orphans, good)
	restore := kit.NewButton(lang.L("Restore"), theme.HistoryIcon(), func() {
		d.Hide()
		s.restore(good, orphans)
	})
	restore.Importance = widget.HighImportance
	d = kit.NewCustomWithButtons(lang.L("Restore unsaved work?"), msg, s.kit.Window, later, discard, restore)
	d.Show()
}

// maxWaitingLines bounds the work listed as offered at the next start: a
// person who answers Later every time gathers a folder a time.
const maxWaitingLines = 5

// offerText is the question about the work kept, which Restore takes
// back, then, set apart below it, the work waiting, offered at the next
// start. Each line says when the work was kept: the work may be older
// than the last session (answered Later then), which "stopped last time"
// claimed it was.
func (s *Shell) offerText(kept, waiting []kit.Kept, now time.Time) string {
	text := lang.L("Plateau stopped without quitting, and kept this unsaved work:")
	for _, k := range kept {
		text += "\n" + s.keptLine(k, now)
	}
	text += "\n" + lang.L("Restore it?")
	return text + s.waitingText(waiting, now)
}

// waitingText sets the work waiting apart, below the question: offered
// at the next start, a few lines at most.
func (s *Shell) waitingText(waiting []kit.Kept, now time.Time) string {
	if len(waiting) == 0 {
		return ""
	}
	text := "\n\n" + lang.L("Also kept, and offered at the next start:")
	for i, k := range waiting {
		if i == maxWaitingLines {
			return text + "\n" + fmt.Sprintf(lang.L("… and %d more"), len(waiting)-i)
		}
		text += "\n" + s.keptLine(k, now)
	}
	return text
}

// askUnreadable asks about kept work that a Restore could not open
// (kit.MarkUnreadable), when there is no other to offer: offered again as
// good work, it failed the same way at every start. Discard deletes it,
// Keep for later (Escape) leaves it, to look at in the recovery folder.
func (s *Shell) askUnreadable(orphans []kit.Orphan, broken, waiting []kit.Kept) {
	now := time.Now()
	text := lang.L("Plateau kept this unsaved work when it stopped without quitting, but it could not be read when it was restored:")
	for _, k := range broken {
		text += "\n" + s.keptLine(k, now)
	}
	text += "\n" + fmt.Sprintf(lang.L("It stays in %s until you discard it."), filepath.Dir(filepath.Dir(broken[0].File)))
	var d *dialog.CustomDialog
	keep := kit.NewButton(lang.L("Keep for later"), nil, func() { d.Hide() })
	discard := s.discardButton(&d, orphans, broken)
	d = kit.NewCustomWithButtons(lang.L("Kept work could not be read"), widget.NewLabel(text+s.waitingText(waiting, now)), s.kit.Window, keep, discard)
	d.Show()
}

// discardButton is the offer's Discard: it hides *d and deletes the work
// offered, and that of no workspace of this window; the rest waits.
func (s *Shell) discardButton(d **dialog.CustomDialog, orphans []kit.Orphan, offered []kit.Kept) *kit.Button {
	b := kit.NewButton(lang.L("Discard"), theme.DeleteIcon(), func() {
		(*d).Hide()
		kit.Drop(orphans, func(k kit.Kept) bool { return s.unknown(k) || slices.Contains(offered, k) })
	})
	b.Importance = widget.DangerImportance
	return b
}

// keptLine names the work k: its workspace, what it is (unless kept in
// another language), its file and when it was kept.
func (s *Shell) keptLine(k kit.Kept, now time.Time) string {
	title := s.workspace(k.Workspace).Info().Title
	line := "• " + title
	if k.Lang == kit.CurrentLanguage() { // words kept in another language are left out
		line = fmt.Sprintf(lang.L("• %s: %s"), title, k.What)
	}
	if k.Doc != "" {
		line += " (" + filepath.Base(k.Doc) + ")"
	}
	if !k.When.IsZero() {
		line += ", " + keptWhen(k.When, now)
	}
	if k.Unreadable {
		line += ", " + lang.L("could not be read")
	}
	return line
}

// keptWhen says when work was kept: the time of day, today or yesterday,
// the date and time before.
func keptWhen(t, now time.Time) string {
	t, now = t.Local(), now.Local()
	date, clock := t.Format("2006-01-02"), t.Format("15:04")
	switch date {
	case now.Format("2006-01-02"):
		return fmt.Sprintf(lang.L("kept today at %s"), clock)
	case now.AddDate(0, 0, -1).Format("2006-01-02"):
		return fmt.Sprintf(lang.L("kept yesterday at %s"), clock)
	}
	return fmt.Sprintf(lang.L("kept on %s at %s"), date, clock)
}

// restore puts each kept work back in its workspace and shows the first,
// unless the workspace shown (the one last used) got its work back: a
// person working in Eternity came back to Momentum, the first restored.
// The work restored goes from the orphans' folders (it is kept again in
// this process's), and the folders left empty; work that did not open
// stays, with the error shown, to be offered again, alone.
func (s *Shell) restore(kept []kit.Kept, orphans []kit.Orphan) {
	var errs []error
	restored, failed := map[string]bool{}, map[string]bool{}
	first, here := "", false // here: work restored in the workspace shown, the one last used
	for _, k := range kept {
		ws := s.workspace(k.Workspace)
		if err := ws.(kit.Recoverable).Recover(k.File, k.Doc); err != nil {
			errs = append(errs, fmt.Errorf(lang.L("%s: the kept work does not open, and stays in %s: %w"), ws.Info().Title, filepath.Dir(k.File), err))
			failed[k.File] = true
			continue
		}
		restored[k.File] = true
		if first == "" {
			first = k.Workspace
		}
		here = here || k.Workspace == s.Current().Info().ID
	}
	s.keepNow()
	kit.MarkUnreadable(orphans, func(k kit.Kept) bool { return failed[k.File] })
	kit.Drop(orphans, func(k kit.Kept) bool { return restored[k.File] || s.unknown(k) })
	if first != "" && !here {
		_ = s.Show(first)
	}
	if len(errs) > 0 {
		kit.ShowError(errors.Join(errs...), s.kit.Window)
	}
}

// workspace is the workspace with this id, nil when there is none.
func (s *Shell) workspace(id string) kit.Workspace {
	for _, ws := range s.spaces {
		if ws.Info().ID == id {
			return ws
		}
	}
	return nil
}
