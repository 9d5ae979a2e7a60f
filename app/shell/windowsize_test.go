package shell

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
)

// The window opens at the size it was closed at, however small, raised to
// the content's minimum (Fyne opens no smaller); a size never stored or
// absurd opens at DefaultSize. A window closed at 720x500 opened at
// 1280x800.
func TestWindowSizeIsRemembered(t *testing.T) {
	s, w := newTestShell(t)
	p := s.kit.Prefs()
	min := fyne.NewSize(700, 240)
	if got := windowSize(p, min); got != DefaultSize {
		t.Errorf("first start: %v, want %v", got, DefaultSize)
	}
	w.Resize(fyne.NewSize(1111, 777))
	s.RequestQuit(func() {})
	if got := windowSize(p, min); got != fyne.NewSize(1111, 777) {
		t.Errorf("after quitting at 1111x777: %v", got)
	}
	nan := float32(math.NaN())
	for _, tt := range []struct{ stored, want fyne.Size }{
		{fyne.NewSize(720, 500), fyne.NewSize(720, 500)},
		{fyne.NewSize(20, 700), fyne.NewSize(700, 700)},
		{fyne.NewSize(500, 100), min},
		{fyne.NewSize(1000, -5), DefaultSize},
		{fyne.NewSize(0, 800), DefaultSize},
		{fyne.NewSize(1e6, 800), DefaultSize},
		{fyne.NewSize(nan, 800), DefaultSize},
	} {
		rememberSize(p, tt.stored)
		if got := windowSize(p, min); got != tt.want {
			t.Errorf("stored %v: opens at %v, want %v", tt.stored, got, tt.want)
		}
	}
	if got := windowSize(p, fyne.NewSize(1300, 900)); got != fyne.NewSize(1300, 900) {
		t.Errorf("a content larger than DefaultSize: opens at %v", got)
	}
}

// SIGTERM or SIGINT (a logout, kill) keeps the window's size as closing
// does, whether the UI loop runs the call or Fyne's quit, answering the
// same signal, stopped the loop first: the next start opened at the size
// of the close before. In full screen it keeps nothing, as closing.
func TestSignalKeepsTheWindowSize(t *testing.T) {
	for _, tt := range []struct {
		name        string
		loopStopped bool
		fullScreen  bool
		want        fyne.Size
	}{
		{"loop running", false, false, fyne.NewSize(1111, 777)},
		{"loop stopped first", true, false, fyne.NewSize(1111, 777)},
		{"full screen", false, true, fyne.Size{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, w := newTestShell(t)
			if tt.loopStopped {
				s.onUI = dropped
			}
			w.Resize(fyne.NewSize(1111, 777))
			w.SetFullScreen(tt.fullScreen)
			s.leaveOnSignal()
			p := s.kit.Prefs()
			if got := savedSize(p); got != tt.want {
				t.Errorf("kept %v, want %v", got, tt.want)
			}
		})
	}
}

// minWindow is the smallest window every workspace fits at the Normal
// interface size: the side panels beside a board.
var minWindow = fyne.NewSize(800, 560)

// Every workspace fits the smallest window, grown by the interface size
// (a larger interface asks a larger window), in English and in French:
// Home's heading wraps rather than make the page wider than the window,
// which cut its cards on the right at the larger size, and Eternity's
// toolbar folds its labels, which in French made the window wider than a
// small screen at the Larger size.
//
// And the window's minimum is the same whichever workspace shows, changed
// with a switch or without (a new size): Fyne grows a window to its
// content's minimum and never shrinks it back, so a window made as narrow
// as Home allows widened at Dice Wars (704 against Home's 528 in English
// at the Normal size) and stayed so.
func TestEveryWorkspaceFitsTheSmallestWindowAtEverySize(t *testing.T) {
	for _, language := range []string{"", "fr"} {
		t.Run("lang="+language, func(t *testing.T) {
			kit.SetLanguage(language) // before the workspaces are built, as at a start
			defer kit.SetLanguage("")
			s, w := newTestShell(t)
			for _, size := range kit.Sizes {
				setSize(s, size) // without a switch
				before := w.Content().MinSize()
				f := kit.SizeScale(size)
				limit := fyne.NewSize(minWindow.Width*max(1, f), minWindow.Height*max(1, f))
				for _, id := range panels {
					_ = s.Show(id)
					got := w.Content().MinSize()
					if got.Width > limit.Width || got.Height > limit.Height {
						t.Errorf("%q size: %s needs a window of %v, more than %v", size, id, got, limit)
					}
					if got != before {
						t.Errorf("%q size: the window's minimum on %s is %v, %v before the switch", size, id, got, before)
					}
				}
			}
		})
	}
}

// A signal during the exit watchdog's grace, after a quit kept the
// window's size, keeps nothing more: the window closed, its size is no
// longer the one it was left at.
func TestSignalAfterQuitKeepsTheSizeAsQuitting(t *testing.T) {
	s, w := newTestShell(t)
	w.Resize(fyne.NewSize(1111, 777))
	s.RequestQuit(func() {})
	w.Resize(fyne.NewSize(900, 600))
	s.onUI = dropped
	s.leaveOnSignal()
	p := s.kit.Prefs()
	if got := savedSize(p); got != fyne.NewSize(1111, 777) {
		t.Errorf("kept %v, want the size at the quit, 1111x777", got)
	}
}

// The window's size is kept in one change of the preferences: Fyne writes
// them out at a change and those of the next 100 ms only after them, and
// a process told to stop kept the width of its window, not its height.
// A size kept under the keys of before still opens the window.
func TestWindowSizeIsKeptInOneChange(t *testing.T) {
	s, _ := newTestShell(t)
	p := s.kit.Prefs()
	changes := 0
	p.AddChangeListener(func() { changes++ })
	rememberSize(p, fyne.NewSize(1111, 777))
	if changes != 1 {
		t.Errorf("keeping the size changed the preferences %d times, want 1", changes)
	}
	p.RemoveValue(prefSize)
	p.SetFloat(prefWidth, 1000)
	p.SetFloat(prefHeight, 700)
	if got := windowSize(p, fyne.Size{}); got != fyne.NewSize(1000, 700) {
		t.Errorf("a size kept under the keys of before opens at %v", got)
	}
}

// The window closed last opens next time on the workspace it was closed
// on: another Plateau's write of its own workspace, read into this one's
// preferences, was written back at this one's quit.
func TestQuitKeepsTheWorkspaceShown(t *testing.T) {
	s, _ := newTestShell(t)
	if err := s.Show("momentum"); err != nil {
		t.Fatal(err)
	}
	s.kit.Prefs().SetString(prefWorkspace, "home") // another window's, reloaded
	s.remember()
	if got := s.kit.Prefs().String(prefWorkspace); got != "momentum" {
		t.Errorf("after the quit the next start opens on %q, want momentum", got)
	}
}

// A window saved larger than the screen it opens on is fitted to it,
// side by side; one that fits, or a screen not known, leaves it as it is.
func TestFitScreen(t *testing.T) {
	screen := fyne.NewSize(1400, 900)
	for _, tt := range []struct {
		size, screen, want fyne.Size
	}{
		{fyne.NewSize(3000, 2000), screen, fyne.NewSize(1330, 855)},
		{fyne.NewSize(1280, 2000), screen, fyne.NewSize(1280, 855)},
		{fyne.NewSize(3000, 800), screen, fyne.NewSize(1330, 800)},
		{fyne.NewSize(1280, 800), screen, fyne.NewSize(1280, 800)},
		{fyne.NewSize(1400, 900), screen, fyne.NewSize(1400, 900)},
		{fyne.NewSize(3000, 2000), fyne.Size{}, fyne.NewSize(3000, 2000)},
	} {
		got, changed := fitScreen(tt.size, tt.screen)
		if got != tt.want || changed != (tt.want != tt.size) {
			t.Errorf("%v on a screen of %v: %v (changed %v), want %v", tt.size, tt.screen, got, changed, tt.want)
		}
	}
}
