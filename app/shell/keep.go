package shell

import (
	"errors"
	"log"
	"time"

	"plateau/app/kit"
)

// keepOffUI keeps the unsaved work from a goroutine other than the UI's
// (the ticker's, or the signal's: keepLast): the snapshot is taken on the
// UI goroutine through s.onUI, the files are written here, one keep at a
// time, so that a tick's older snapshot is not written after the last one.
// The snapshot's stamp does the same against keepNow, which keeps on the
// UI goroutine and cannot take keepMu there: the ticker holds it while it
// waits for that goroutine.
//
// When Fyne's loop stopped first (its own answer to the signal that
// keepLast answers, queued at the same moment), the call comes back
// unrun: a tick then keeps nothing (it kept an empty list before, which
// removed the work kept so far), and the last keep takes the snapshot
// here, where nothing else runs on the stopped loop any more.
func (s *Shell) keepOffUI(last bool) error {
	s.keepMu.Lock()
	defer s.keepMu.Unlock()
	var rec *kit.Recovery
	var work []kit.Work
	var at kit.Stamp
	var err error
	taken := false
	snapshot := func() {
		taken = true
		if rec = s.recovery; rec != nil {
			at = rec.Stamp()
			work, err = s.unsavedWork()
		}
	}
	s.onUI(snapshot)
	if !taken {
		if !last {
			return nil
		}
		snapshot()
	}
	if rec == nil {
		return nil
	}
	if errors.Is(err, kit.ErrTooLarge) { // the rest is kept
		err = nil
	}
	if err != nil {
		return err
	}
	return rec.KeepStamped(at, work)
}

// tick keeps the unsaved work, on the ticker's goroutine. A keep that
// fails (a full disk, a folder it may not write) is told to the person,
// once until keeping works again, and the notice then goes: the log
// alone left them believing a crash would lose nothing.
func (s *Shell) tick() {
	err := s.keepOffUI(false)
	switch {
	case errors.Is(err, kit.ErrBusy): // a workspace is busy changing its work: next time
	case err != nil && !s.keepFailing:
		s.keepFailing = true
		log.Printf("plateau: keeping unsaved work for recovery: %v", err)
		text := keepFailedText(kit.ErrorText(err))
		kit.Do(func() { s.notice.show(text) })
	case err == nil && s.keepFailing:
		s.keepFailing = false
		kit.Do(s.notice.hide)
	}
}

// keepLast keeps the unsaved work one last time when the process is told
// to stop (SIGTERM at logout or shutdown, kill, Ctrl+C), on the signal's
// goroutine: Fyne then quits without the close intercept, and what
// changed since the last tick, up to keepEvery of it, was lost. After a
// quit, which closed the recovery (the work saved or discarded), or a
// restart, which handed it over, it writes nothing.
func (s *Shell) keepLast() {
	if err := s.keepOffUI(true); err != nil {
		log.Printf("plateau: keeping unsaved work for recovery on leaving: %v", err)
	}
}

// leaveOnSignal is what the process does, besides Fyne's quit, when it is
// told to stop: it keeps the window's size as closing does (rememberOffUI:
// a logout or a kill lost it, and the next start opened at the size of
// the close before), the unsaved work one last time (keepLast), then
// stops the running jobs and waits for them, at most jobsGrace, as
// quitting does (afterJobs), so that a stopped export takes its temporary
// file away before the process ends. On the signal's goroutine.
func (s *Shell) leaveOnSignal() {
	s.rememberOffUI()
	s.keepLast()
	t := time.NewTimer(jobsGrace)
	defer t.Stop()
	select {
	case <-kit.StopJobs():
	case <-t.C:
	}
}
