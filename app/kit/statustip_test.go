package kit

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// A status message the line cuts shows whole in a tip while the mouse
// rests on it: over the bar (there is no room under it) and inside the
// window, wrapped when longer than the window is wide. A message shown
// whole has no tip.
func TestCutStatusMessageShowsWholeInATip(t *testing.T) {
	test.NewTempApp(t)
	l, uninstall := InstallLoop()
	defer uninstall()
	k := &Kit{Tips: NewTips()}
	k.Tips.delay = time.Millisecond
	s := k.NewStatusBar()
	w := test.NewTempWindow(t, container.NewStack(container.NewBorder(nil, s.Object(), nil, nil), k.Tips.Layer()))
	w.Resize(fyne.NewSize(500, 300))
	d := fyne.CurrentApp().Driver()
	for _, tc := range []struct {
		name, text string
		tip        bool
	}{
		{"short", "Rejoué : +3.", false},
		{"cut", "Glissez les pièces de la réserve vers le plateau ; cliquez sur une couleur de la palette.", true},
		{"wider than the window", strings.Repeat("Glissez les pièces de la réserve vers le plateau. ", 3), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s.SetMessage(tc.text)
			w.Canvas().Refresh(s.Object())
			w.Content().Refresh()
			if got := s.message.Cut(); got != tc.tip {
				t.Fatalf("cut %v, want %v (%.0f wide)", got, tc.tip, s.message.Size().Width)
			}
			s.message.MouseIn(&desktop.MouseEvent{})
			if !tc.tip {
				l.For(20 * time.Millisecond)
				if got := k.Tips.Text(); got != "" {
					t.Errorf("a message shown whole has the tip %q", got)
				}
				return
			}
			waitTip(t, l, k.Tips, tc.text)
			box, bar := k.Tips.box, d.AbsolutePositionForObject(s.Object())
			pos := d.AbsolutePositionForObject(box)
			if pos.Y+box.Size().Height > bar.Y+0.5 || pos.Y < 0 {
				t.Errorf("the tip spans y %.0f to %.0f, the bar starts at %.0f: want it over the bar, in the window", pos.Y, pos.Y+box.Size().Height, bar.Y)
			}
			if pos.X < 0 || pos.X+box.Size().Width > w.Canvas().Size().Width+0.5 {
				t.Errorf("the tip spans x %.0f to %.0f in a window %.0f wide", pos.X, pos.X+box.Size().Width, w.Canvas().Size().Width)
			}
			s.message.MouseOut()
			if got := k.Tips.Text(); got != "" {
				t.Errorf("the tip %q stays after the mouse left", got)
			}
		})
	}
}
