package shell

import (
	"time"

	"plateau/app/kit"
)

// Unsaved lists the work that closing the window would lose, one line a
// workspace: "Eternity: the Eternity puzzle being designed".
func (s *Shell) Unsaved() []string {
	var out []string
	for _, ws := range s.spaces {
		if u, ok := ws.(kit.Unsaved); ok {
			if what := u.Unsaved(); what != "" {
				out = append(out, what)
			}
		}
	}
	return out
}

// RequestQuit calls quit at once when no work would be lost, otherwise
// after the person agrees in a dialog that names the unsaved work, or
// saves it all from there. The window's close button goes through it.
//
// While its question is up, another request (Ctrl+Q again, the close
// button) does nothing: the questions piled up.
func (s *Shell) RequestQuit(quit func()) {
	if s.askingQuit || s.quitting {
		return
	}
	named, what := s.toSave(nil)
	s.askingQuit = what != ""
	s.kit.ConfirmDiscardElse(what, func(then func()) { s.saveAll(named, then) }, func() {
		s.askingQuit, s.quitting = false, true
		s.afterJobs(func() {
			s.quitting = false
			s.remember()
			if s.recovery != nil { // saved or discarded: nothing to recover
				_ = s.recovery.Close()
			}
			quit()
		})
	}, func() { s.askingQuit = false })
}

// jobsGrace is how long quitting waits for the stopped jobs to end.
const jobsGrace = 2 * time.Second

// afterJobs stops the jobs running in every workspace and calls fn on the
// UI goroutine once they have ended (at once when none runs), or after
// jobsGrace: the process's end cut a stopped export short before it took
// its temporary file away.
func (s *Shell) afterJobs(fn func()) {
	ended := kit.StopJobs()
	select {
	case <-ended:
		fn()
		return
	default:
	}
	go func() {
		t := time.NewTimer(jobsGrace)
		defer t.Stop()
		select {
		case <-ended:
		case <-t.C:
		}
		kit.Do(fn)
	}()
}

// remember keeps the workspace shown, and the window's size unless it
// fills the screen (the next start opens as a window), for the next
// start. Once: after a quit, a signal during the exit watchdog's grace (rememberOffUI) would keep the
// size of a window closed by then over it; and once Fyne's loop stopped,
// the signal's goroutine and Fyne's stop (Run) may both call it.
func (s *Shell) remember() {
	s.rememberOnce.Do(func() {
		// Set when shown, the workspace may have been replaced since by
		// another Plateau's, which Fyne reads in when that one writes: the
		// window closed last says where the next start opens.
		s.kit.Prefs().SetString(prefWorkspace, s.Current().Info().ID)
		if !s.kit.Window.FullScreen() {
			rememberSize(s.kit.Prefs(), s.kit.Window.Canvas().Size())
		}
	})
}

// rememberOffUI keeps the window's size (remember) from a goroutine other
// than the UI's: on the UI goroutine through s.onUI, as the close does,
// or here when the call comes back unrun, Fyne's loop stopped first (its
// own answer to the signal), where nothing touches the window any more.
func (s *Shell) rememberOffUI() {
	ran := false
	s.onUI(func() {
		ran = true
		s.remember()
	})
	if !ran {
		s.remember()
	}
}

// toSave is the work Save in the quit question saves: workspaces, by
// their place in s.spaces (any workspace type may be a key), with the
// words that named their work.
type toSave map[int]string

// toSave names the work to save now: every workspace's unsaved work, and
// the work earlier named (by the question up) even where it no longer
// counts as unsaved, in the words it had then. A game that ended behind
// the question (the computer played on) is no longer unsaved, yet the
// person asked to save it: it was skipped, and Plateau quit without it.
// what joins the words, in navigation order, for a question.
func (s *Shell) toSave(earlier toSave) (named toSave, what string) {
	named = toSave{}
	var words []string
	for i, ws := range s.spaces {
		u, ok := ws.(kit.Unsaved)
		if !ok {
			continue
		}
		w := u.Unsaved()
		if w == "" {
			w = earlier[i]
		}
		if w != "" {
			named[i] = w
			words = append(words, w)
		}
	}
	return named, kit.JoinList(words)
}

// saveAll saves the work named, and any that became unsaved since, each
// workspace in turn, each asking where when it has no file yet, and calls
// then once none is left; a save cancelled or failed stops there, and
// nothing after it happens.
func (s *Shell) saveAll(named toSave, then func()) {
	named, _ = s.toSave(named)
	for i, ws := range s.spaces {
		if _, ok := named[i]; !ok {
			continue
		}
		u := ws.(kit.Unsaved)
		u.SaveThen(func() {
			delete(named, i)
			if u.Unsaved() != "" {
				// saved in a form that does not keep it all (an
				// Eternity piece list): ask again rather than lose it
				left, what := s.toSave(named)
				s.kit.ConfirmDiscard(what, func(then func()) { s.saveAll(left, then) }, then)
				return
			}
			s.saveAll(named, then)
		})
		return
	}
	then()
}
