package kit

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newLoop puts a Loop in the main loop's place for the test: the watcher's
// widget updates then run on the test's goroutine, when it waits.
func newLoop(t *testing.T) *Loop {
	l, uninstall := InstallLoop()
	t.Cleanup(uninstall)
	return l
}

// waitFor runs the loop until cond holds.
func waitFor(t testing.TB, l *Loop, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for l.Flush(); !cond(); l.Flush() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// await runs the loop until done receives, and returns what it received.
func await[T any](t *testing.T, l *Loop, done <-chan T, limit time.Duration) T {
	t.Helper()
	got := make(chan struct{})
	var v T
	go func() { v = <-done; close(got) }()
	if !l.Until(got, limit) {
		t.Fatalf("nothing within %v", limit)
	}
	return v
}

// shownStatusBar is a status bar alone in a test window.
func shownStatusBar(t testing.TB) (*StatusBar, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := NewStatusBar(w)
	w.SetContent(s.Object())
	return s, w
}

// Stop cancels the job's context at once, and the job's end, stopped,
// reaches the bar. How long that takes is BenchmarkStatusBarStop's.
func TestRunnerShowsProgressAndStops(t *testing.T) {
	s, _ := shownStatusBar(t)
	l := newLoop(t)
	runAndStop(t, l, s)
}

// BenchmarkStatusBarStop reports how long a Stop takes to end a job that
// looks at its context every thousand steps, done callback included:
// go test -tags ci -run '^$' -bench StatusBarStop ./app/kit/
func BenchmarkStatusBarStop(b *testing.B) {
	s, _ := shownStatusBar(b)
	l, uninstall := InstallLoop()
	defer uninstall()
	var total time.Duration
	for b.Loop() {
		total += runAndStop(b, l, s)
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/stop")
}

// runAndStop runs a counting job, checks what the bar shows of it, stops
// it, checks that the stop reached the job and the bar, and returns how
// long the stop took (for the benchmark: no test looks at it).
func runAndStop(t testing.TB, l *Loop, s *StatusBar) time.Duration {
	t.Helper()
	done := make(chan error, 1)
	started := make(chan context.Context, 1)
	err := s.Run("Counting", func(ctx context.Context, p *Progress) error {
		started <- ctx
		for n := 0; ; n++ {
			if n%1000 == 0 {
				p.Set(0.5, "42 nodes")
				if ctx.Err() != nil {
					return ctx.Err()
				}
			}
		}
	}, func(err error) { done <- err })
	if err != nil {
		t.Fatal(err)
	}
	if !s.Busy() {
		t.Fatal("not busy while running")
	}
	if s.Run("again", func(context.Context, *Progress) error { return nil }, nil) != ErrBusy {
		t.Fatal("a second job started while one runs")
	}
	waitFor(t, l, "counters", func() bool { return s.Counters() == "42 nodes" && s.ProgressValue() == 0.5 })

	ctx := <-started
	start := time.Now()
	s.Stop()
	if ctx.Err() == nil {
		t.Fatal("Stop returned and the job's context is not cancelled")
	}
	got := make(chan struct{})
	go func() { err = <-done; close(got) }()
	if !l.Until(got, 30*time.Second) { // a hang guard, not a timing
		t.Fatal("the job did not stop")
	}
	d := time.Since(start)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("done(%v), want context.Canceled", err)
	}
	if s.Busy() {
		t.Error("still busy after the job ended")
	}
	if got := s.Message(); got != "Counting: stopped" {
		t.Errorf("message %q", got)
	}
	return d
}

func TestRunnerReportsErrorsAndPanics(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := NewStatusBar(w)
	l := newLoop(t)
	tests := []struct {
		name string
		job  Job
		msg  string
	}{
		{"error", func(context.Context, *Progress) error { return errors.New("no solution") }, "Solve: no solution"},
		{"panic", func(context.Context, *Progress) error { panic("boom") }, "Solve: internal error: boom"},
		{"ok", func(context.Context, *Progress) error { return nil }, "Solve: done"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			done := make(chan error, 1)
			if err := s.Run("Solve", tc.job, func(err error) { done <- err }); err != nil {
				t.Fatal(err)
			}
			await(t, l, done, 2*time.Second)
			if got := s.Message(); got != tc.msg {
				t.Errorf("message %q, want %q", got, tc.msg)
			}
		})
	}
}

// A long line of counters shows as many of its leading parts as fit,
// whole, never pushing the progress bar and the Stop button off the
// window nor taking the message's room; short counters show whole.
func TestStatusLineSharesTheWidth(t *testing.T) {
	s, w := shownStatusBar(t)
	w.Resize(fyne.NewSize(900, 60))
	s.stop.Show()
	s.barBox.Show()
	s.SetMessage("Solving…")
	long := strings.TrimSuffix(strings.Repeat("123.4M nodes · 56.7M/s · ", 20), " · ")
	for _, tc := range []struct {
		counters string
		whole    bool
	}{
		{"42 nodes", true},
		{long, false},
	} {
		s.SetCounters(tc.counters)
		shown := s.counters.Text
		if tc.whole && shown != tc.counters {
			t.Errorf("%q: shows %q", tc.counters, shown)
		}
		if !strings.HasPrefix(tc.counters, shown) || (shown != tc.counters && !strings.HasPrefix(tc.counters, shown+" · ")) {
			t.Errorf("%q: shows %q, not its leading parts", tc.counters, shown)
		}
		if got, need := s.counters.Size().Width, fullWidth(shown, s.counters.TextStyle); got < need-0.5 {
			t.Errorf("%q: %q gets %v, needs %v", tc.counters, shown, got, need)
		}
		if got, need := s.message.Size().Width, fullWidth(s.message.Text, s.message.TextStyle); got < need-0.5 {
			t.Errorf("%q: the message gets %v, needs %v", tc.counters, got, need)
		}
		stop := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.stop)
		if right := stop.X + s.stop.Size().Width; right > 900.5 {
			t.Errorf("%q: the Stop button ends at %v, past the window's 900", tc.counters, right)
		}
	}
}

// While a job runs in a narrow window at the larger interface size, the
// message stays whole and the counters give way, first parts kept: the
// two were cut alike, and "Résolution…" read "Résolutio…" beside
// "296,0M nœuds · 126,2M/s · profondeu…". A message longer than the line
// leaves the counters their first part.
func TestRunningJobsMessageComesFirst(t *testing.T) {
	s, w := shownStatusBar(t)
	a := fyne.CurrentApp()
	a.Preferences().SetString(PrefSize, "larger")
	a.Settings().SetTheme(AppTheme(a.Preferences()))
	l := newLoop(t)
	release := make(chan struct{})
	counters := "296,0M nœuds · 126,2M/s · profondeur 31 (meilleure 33) · 12 s · 40 %"
	err := s.Run("Résolution", func(ctx context.Context, p *Progress) error {
		p.Set(-1, counters)
		<-release
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { close(release); await(t, l, s.Idle(), 30*time.Second) }()
	waitFor(t, l, "counters", func() bool { return s.Counters() == counters })
	for _, width := range []float32{480, 620, 900, 1400} { // the line beside the spinner and Stop: 300 to 1000 wide
		w.Resize(fyne.NewSize(width, 60))
		line := s.texts.Size().Width
		if got, need := s.message.Size().Width, fullWidth(s.message.Text, s.message.TextStyle); got < need-0.5 {
			t.Errorf("%g wide (line %g): %q gets %v of the %v it needs", width, line, s.message.Text, got, need)
		}
		if shown := s.counters.Text; !strings.HasPrefix(counters, shown) || shown == "" {
			t.Errorf("%g wide: the counters show %q", width, shown)
		}
		if width == 1400 && s.counters.Text != counters {
			t.Errorf("1400 wide: the counters show %q, with room for them whole", s.counters.Text)
		}
	}
	s.SetMessage(strings.Repeat("A long message about what runs. ", 10))
	w.Resize(fyne.NewSize(900, 60))
	first := "296,0M nœuds"
	if got, line := s.message.Size().Width, s.texts.Size().Width; got < line-fullWidth(first, s.counters.TextStyle)-0.5 || s.counters.Text != first {
		t.Errorf("a long message gets %v of a line of %v, beside %q", got, line, s.counters.Text)
	}
}

// Start calls ok only after a success and done after every end; a job that
// cannot start (another runs) is shown and handed to done at once.
func TestStartReportsTheEnd(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := NewStatusBar(w)
	l := newLoop(t)
	fail := errors.New("no solution")
	for _, tc := range []struct {
		name   string
		err    error
		wantOK int
	}{{"success", nil, 1}, {"failure", fail, 0}} {
		oks := 0
		done := make(chan error, 1)
		release := make(chan struct{})
		s.Start("Solve", func(context.Context, *Progress) error { <-release; return tc.err }, func() { oks++ }, func(err error) { done <- err })
		// a second job while the first runs does not start
		var busy error
		s.Start("Again", func(context.Context, *Progress) error { return nil }, func() { oks += 10 }, func(err error) { busy = err })
		if !errors.Is(busy, ErrBusy) || w.Canvas().Overlays().Top() == nil {
			t.Errorf("%s: a second job gave %v and no dialog", tc.name, busy)
		}
		close(release)
		if err := await(t, l, done, 2*time.Second); !errors.Is(err, tc.err) || oks != tc.wantOK {
			t.Errorf("%s: done got %v, ok called %d times", tc.name, err, oks)
		}
		for w.Canvas().Overlays().Top() != nil { // the failure's dialog
			w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
		}
	}
}

// A job interrupted by an action that says what it did (Undo, New) ends
// with that message kept and its stop added; Stop says "stopped" alone;
// the next job is not taken for interrupted.
func TestInterruptKeepsTheActionsMessage(t *testing.T) {
	test.NewTempApp(t)
	s := NewStatusBar(test.NewTempWindow(t, nil))
	l := newLoop(t)
	for _, tc := range []struct {
		name string
		stop func()
		want string
	}{
		{"interrupt", func() { s.Interrupt(); s.SetMessage("Undone.") }, "Undone. (Solve: stopped)"},
		{"stop", func() { s.Stop() }, "Solve: stopped"},
	} {
		done := make(chan error, 1)
		if err := s.Run("Solve", func(ctx context.Context, _ *Progress) error { <-ctx.Done(); return ctx.Err() }, func(err error) { done <- err }); err != nil {
			t.Fatal(err)
		}
		tc.stop()
		await(t, l, done, 2*time.Second)
		if got := s.Message(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// A workspace's own counters do not take turns with a running job's: they
// wait, and show after a job that had none of its own.
func TestOwnCountersWaitForTheJob(t *testing.T) {
	s, _ := shownStatusBar(t)
	l := newLoop(t)
	for _, tc := range []struct{ job, after string }{{"42 nodes", "42 nodes"}, {"", "score 3/4"}} {
		release := make(chan struct{})
		done := make(chan error, 1)
		if err := s.Run("Solving", func(ctx context.Context, p *Progress) error {
			p.SetText(tc.job)
			<-release
			return nil
		}, func(err error) { done <- err }); err != nil {
			t.Fatal(err)
		}
		if tc.job != "" {
			waitFor(t, l, "the job's counters", func() bool { return s.Counters() == tc.job })
		}
		for range 3 { // the board changes between the bar's samples
			s.SetCounters("score 3/4")
			if got := s.Counters(); got != tc.job {
				t.Fatalf("counters %q while the job runs, want %q", got, tc.job)
			}
			time.Sleep(refreshEvery)
			l.Flush()
		}
		close(release)
		await(t, l, done, 2*time.Second)
		if got := s.Counters(); got != tc.after {
			t.Errorf("counters %q after the job, want %q", got, tc.after)
		}
	}
	s.SetCounters("score 4/4")
	if got := s.Counters(); got != "score 4/4" {
		t.Errorf("counters %q with no job, want score 4/4", got)
	}
}

// With no job running, the message and the counters share the whole line:
// the progress bar's box, hidden, still took its width, and a message that
// fitted was cut short beside an empty gap.
func TestIdleStatusUsesTheWholeLine(t *testing.T) {
	s, w := shownStatusBar(t)
	w.SetPadded(false)
	s.SetMessage("Drag pieces from the tray onto the board; click a colour of the palette to paint edges.")
	s.SetCounters("score 0/60 · placed 1/36")
	w.Resize(fyne.NewSize(fullWidth(s.message.Text, s.message.TextStyle)+fullWidth(s.Counters(), s.counters.TextStyle)+20, 40))
	if got, need := s.message.Size().Width, fullWidth(s.message.Text, s.message.TextStyle); got < need {
		t.Errorf("the message gets %.0f of the %.0f it needs, on a line wide enough", got, need)
	}
}
