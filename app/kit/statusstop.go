package kit

// The status bar's job stopping: Esc and the Stop button (Stop, then
// AfterStop for an action pressed meanwhile), and the actions that stop
// the running job to do their own (Interrupt, InterruptThen).

// Busy reports whether a job is running.
func (s *StatusBar) Busy() bool { return s.cancel != nil }

// Stop cancels the running job, if any: Esc and the Stop button, one
// path, so that AfterStop serves both. The job's done callback still
// runs.
func (s *StatusBar) Stop() {
	if s.cancel != nil {
		s.cancel()
		s.stopped = s.idle
	}
}

// AfterStop runs fn on the UI goroutine once the job Stop stopped has
// ended, and reports whether one was ending: an action pressed just after
// Stop, to start again, was dropped while the stopped job wound up (up to
// 250 ms on two busy cores). Once per Stop: a second action meanwhile is
// told the job still runs. fn checks that what it was asked on is still
// shown: a document opened meanwhile is not what the person asked about.
// UI goroutine only.
func (s *StatusBar) AfterStop(fn func()) bool {
	idle := s.stopped
	if idle == nil || idle != s.idle || s.cancel == nil {
		return false
	}
	s.stopped = nil
	go func() {
		<-idle
		Do(fn)
	}()
	return true
}

// Interrupt stops the running job, if any, for an action that then says in
// the status bar what it did (Undo, New, Open): when the job ends, its
// "stopped" is added to that message instead of replacing it, so neither
// is lost.
func (s *StatusBar) Interrupt() {
	if s.cancel != nil {
		s.interrupted = true
		s.cancel()
	}
}

// Interrupted reports whether the last job was stopped by Interrupt (an
// action that said what it did) rather than by Stop or its time limit.
func (s *StatusBar) Interrupted() bool { return s.interrupted }

// InterruptThen runs fn on the UI goroutine once no job runs: at once when
// none does, else when the running job, interrupted, has ended. An action
// that starts a job of its own (Generate) stops the one running first, as
// New and Open do, rather than failing on it. Idle is closed when the
// interrupted job has ended, before fn runs: a test waits for fn's own
// job (its done callback), not for Idle.
func (s *StatusBar) InterruptThen(fn func()) {
	if s.cancel == nil {
		fn()
		return
	}
	s.Interrupt()
	idle := s.idle
	go func() {
		<-idle
		Do(fn)
	}()
}
