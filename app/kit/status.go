package kit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os/exec"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Progress is how a running job reports to the status bar. Set and SetText
// are safe from any goroutine and cheap: the bar samples them about ten
// times a second, so a solver may call them as often as it likes.
type Progress struct {
	mu   sync.Mutex
	frac float64 // <0: indeterminate
	text string
}

// Set records the fraction done (0..1, or negative when unknown) and a
// line of counters.
func (p *Progress) Set(frac float64, text string) {
	p.mu.Lock()
	p.frac, p.text = frac, text
	p.mu.Unlock()
}

// SetText records the counters line and leaves the fraction as it was.
func (p *Progress) SetText(text string) {
	p.mu.Lock()
	p.text = text
	p.mu.Unlock()
}

func (p *Progress) get() (float64, string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.frac, p.text
}

// Job is work run off the UI goroutine. It must return soon after ctx is
// cancelled (well within 100 ms): check ctx every few thousand nodes.
type Job func(ctx context.Context, p *Progress) error

// ErrBusy is returned by Run when a job is already running on that bar.
var ErrBusy = errors.New("a job is already running")

// refreshEvery is the status bar's sampling period for job progress.
const refreshEvery = 100 * time.Millisecond

// StatusBar is the bottom line of a workspace: what happened last, live
// counters and a progress bar with Stop while a job runs. It runs at most
// one job at a time.
type StatusBar struct {
	win      fyne.Window
	message  *statusMessage
	counters *widget.Label
	bar      *widget.ProgressBar
	barBox   *fyne.Container // the bar at its width: hidden with it, or its width stayed taken
	spinner  *widget.ProgressBarInfinite
	stop     *widget.Button
	open     *widget.Button // opens file, the one the message names
	file     string
	texts    *fyne.Container // message and counters, sharing the line
	shown    string          // the counters' whole text: the line shows what fits of it
	root     *fyne.Container

	cancel context.CancelFunc // non-nil while a job runs; UI goroutine only
	// interrupted: the job was stopped by an action that said what it did
	// (Interrupt), whose message the job's end keeps
	interrupted bool
	idle        chan struct{} // closed once the last job's done callback has run
	own         string        // the workspace's counters (SetCounters), held back while a job runs
	// stopped is the idle channel of the job Stop stopped, until it has
	// ended or an action waits for it (AfterStop)
	stopped chan struct{}
}

// NewStatusBar makes a status bar; errors of jobs are shown in dialogs on
// win. Its message shows no tip when cut: see Kit.NewStatusBar.
func NewStatusBar(win fyne.Window) *StatusBar {
	s := &StatusBar{win: win, message: newStatusMessage(), counters: widget.NewLabel(""),
		bar: widget.NewProgressBar(), spinner: widget.NewProgressBarInfinite()}
	s.message.Truncation = fyne.TextTruncateEllipsis
	s.counters.Truncation = fyne.TextTruncateEllipsis
	s.counters.Alignment = fyne.TextAlignTrailing
	s.stop = widget.NewButtonWithIcon(lang.L("Stop"), theme.MediaStopIcon(), s.Stop)
	s.stop.Importance = widget.DangerImportance
	s.bar.TextFormatter = func() string { return barText(s.bar.Value) }
	s.open = widget.NewButtonWithIcon(lang.L("Open"), theme.FileIcon(), s.openFile)
	s.open.Importance = widget.LowImportance
	s.spinner.Stop()
	s.barBox = Sized(OnBar(s.bar), 180, 0)
	s.barBox.Hide()
	s.spinner.Hide()
	s.stop.Hide()
	s.open.Hide()
	right := container.NewHBox(s.open, s.barBox, s.spinner, s.stop)
	s.texts = container.New(statusTexts{&s.message.Label, s.counters, &s.shown}, s.message, s.counters)
	s.root = container.NewBorder(nil, nil, nil, right, s.texts)
	return s
}

// NewStatusBar is a workspace's status bar: kit.NewStatusBar on the
// window, whose message, when the line cuts it, shows whole in a tip
// while the mouse rests on it (a long French hint at Larger lost its end).
func (k *Kit) NewStatusBar() *StatusBar {
	s := NewStatusBar(k.Window)
	s.message.tips = k.Tips
	return s
}

// Object is the bar's canvas object.
func (s *StatusBar) Object() fyne.CanvasObject { return s.root }

// SetMessage shows what happened last. UI goroutine only.
func (s *StatusBar) SetMessage(text string) {
	s.file = ""
	s.open.Hide()
	s.message.SetText(text)
	s.texts.Refresh() // the message's length shares the line
}

// SetMessageFile shows text, about a file just written, with an Open
// button that opens path in the desktop's program for it: a PDF in its
// viewer, to print it from there. The next message takes the button
// away. UI goroutine only.
func (s *StatusBar) SetMessageFile(text, path string) {
	s.SetMessage(text)
	s.file = path
	s.open.Show()
}

// File returns the file Open opens, "" when there is no Open button, for
// tests.
func (s *StatusBar) File() string { return s.file }

// openURL opens u as the desktop does; tests replace it.
var openURL = func(u *url.URL) error { return fyne.CurrentApp().OpenURL(u) }

func (s *StatusBar) openFile() {
	u, err := url.Parse(storage.NewFileURI(s.file).String())
	if err == nil {
		err = openURL(u)
	}
	if err != nil {
		showFailure(s.file, err, s.win)
	}
}

// showFailure says that the desktop did not show file, in words rather
// than the system's ("exec: "xdg-open": executable file not found in
// $PATH"), and where the file is, to open it from there.
func showFailure(file string, err error, win fyne.Window) {
	why := lang.L("The desktop did not show it; the file is in %s: open it from there.")
	if errors.Is(err, exec.ErrNotFound) {
		why = lang.L("No program to show it was found; the file is in %s: open it from there.")
	}
	slog.Warn("status bar: open", "file", file, "err", err)
	newFailure(fmt.Sprintf(lang.L("Could not show %s"), filepath.Base(file)), fmt.Errorf(why, filepath.Dir(file)), win).Show()
}

// Message returns the text shown, for tests.
func (s *StatusBar) Message() string { return s.message.Text }

// SetCounters shows a line of live numbers. While a job runs, its own
// counters have the line (the two took turns ten times a second); the
// text is kept for when the job ends without counters of its own. UI
// goroutine only.
func (s *StatusBar) SetCounters(text string) {
	s.own = text
	if s.cancel == nil {
		s.setCounters(text)
	}
}

// setCounters shows text and shares the line again: the counters' width
// follows their text.
func (s *StatusBar) setCounters(text string) {
	s.shown = text
	s.texts.Refresh()
}

// Counters returns the counters shown, whole (the line may show only
// their first parts), for tests.
func (s *StatusBar) Counters() string { return s.shown }

// Start runs job as Run does and then, on the UI goroutine, ok when it
// succeeded (nil: nothing more) and done in any case (nil: nothing); a job
// that cannot start, because another runs, goes the way of Fail.
func (s *StatusBar) Start(title string, job Job, ok func(), done func(error)) {
	err := s.Run(title, job, func(err error) {
		if err == nil && ok != nil {
			ok()
		}
		if done != nil {
			done(err)
		}
	})
	if err != nil {
		s.Fail(err, done)
	}
}

// Fail tells the person why a job does not start, in a dialog, and hands
// err to done (if not nil), as if the job had ended with it.
func (s *StatusBar) Fail(err error, done func(error)) {
	ShowError(err, s.win)
	if done != nil {
		done(err)
	}
}

// Run starts job in a goroutine, shows its progress until it ends, then calls
// done on the UI goroutine with the job's error (context.Canceled after
// Stop). Errors other than cancellation are also shown in a dialog. Run is
// called on the UI goroutine; it returns ErrBusy if a job is running.
func (s *StatusBar) Run(title string, job Job, done func(err error)) error {
	if s.cancel != nil {
		return ErrBusy
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel, s.interrupted = cancel, false
	s.idle = make(chan struct{})
	s.SetMessage(title + "…")
	s.setCounters("")
	s.bar.SetValue(0)
	s.stop.Show()
	var p Progress
	p.frac = -1
	s.showProgress(-1)
	finished := make(chan error, 1)
	// counted among the jobs until its done callback has run: quitting
	// waits for what the callback does too (a file kept, a message)
	untrack := track(cancel)
	go func() {
		defer func() {
			if r := recover(); r != nil { // a bug in a job must not take the window down
				finished <- fmt.Errorf("internal error: %v", r)
			}
		}()
		finished <- job(ctx, &p)
	}()
	go s.watch(ctx, &p, finished, title, func(err error) {
		defer untrack()
		if done != nil {
			done(err)
		}
	})
	return nil
}

// watch samples progress until the job ends; it runs on its own goroutine
// and touches widgets only through Do (fyne.Do).
func (s *StatusBar) watch(ctx context.Context, p *Progress, finished <-chan error, title string, done func(error)) {
	tick := time.NewTicker(refreshEvery)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			frac, text := p.get()
			Do(func() {
				s.showProgress(frac)
				s.setCounters(text)
			})
		case err := <-finished:
			_, text := p.get()
			Do(func() { s.finish(title, err, text, done) })
			return
		}
	}
}

func (s *StatusBar) finish(title string, err error, text string, done func(error)) {
	if s.cancel != nil {
		s.cancel()
	}
	s.cancel = nil
	s.barBox.Hide()
	s.spinner.Stop()
	s.spinner.Hide()
	s.stop.Hide()
	if text == "" {
		text = s.own
	}
	s.setCounters(text)
	switch {
	case err == nil:
		s.message.SetText(fmt.Sprintf(lang.L("%s: %s"), title, lang.L("done")))
	case errors.Is(err, context.Canceled) && s.interrupted:
		s.message.SetText(fmt.Sprintf(lang.L("%s (%s: stopped)"), s.message.Text, title))
	case errors.Is(err, context.Canceled):
		s.message.SetText(fmt.Sprintf(lang.L("%s: %s"), title, lang.L("stopped")))
	default:
		s.message.SetText(fmt.Sprintf(lang.L("%s: %s"), title, lineText(err)))
		if s.win != nil {
			ShowError(err, s.win)
		}
	}
	s.texts.Refresh()
	idle := s.idle
	if done != nil {
		done(err)
	}
	close(idle)
}

// Idle returns a channel that is closed when no job runs and the last
// job's done callback has returned; tests wait on it.
func (s *StatusBar) Idle() <-chan struct{} {
	if s.idle == nil {
		c := make(chan struct{})
		close(c)
		return c
	}
	return s.idle
}

func (s *StatusBar) showProgress(frac float64) {
	if frac < 0 {
		s.barBox.Hide()
		if !s.spinner.Visible() {
			s.spinner.Show()
			s.spinner.Start()
		}
		return
	}
	s.spinner.Stop()
	s.spinner.Hide()
	s.barBox.Show()
	s.bar.SetValue(min(frac, 1))
}

// barText is the bar's label for fraction v: as the language writes a
// percentage, with a decimal below 10% so that a long search is seen to
// move (Fyne's own label stays at "0%" for a search's first hundredth),
// and "< 0.1%" for a start that rounds to nothing: "0.0%" for the whole
// of a long search read as no progress at all.
func barText(v float64) string {
	p := 100 * v
	switch {
	case p > 0 && p < 0.05:
		return fmt.Sprintf(lang.L("< %s"), Percent(0.1, 1))
	case p < 9.95:
		return Percent(p, 1)
	}
	return Percent(p, 0)
}

// ProgressValue returns the bar's fraction, or -1 when indeterminate or
// hidden, for tests.
func (s *StatusBar) ProgressValue() float64 {
	if !s.barBox.Visible() {
		return -1
	}
	return s.bar.Value
}
