package shell

import (
	"testing"

	"fyne.io/fyne/v2"
)

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
			if got := fyne.NewSize(float32(p.Float(prefWidth)), float32(p.Float(prefHeight))); got != tt.want {
				t.Errorf("kept %v, want %v", got, tt.want)
			}
		})
	}
}
