package shell

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
)

// setSize chooses an interface size, as Settings does.
func setSize(s *Shell, size string) {
	s.kit.Prefs().SetString(kit.PrefSize, size)
	fyne.CurrentApp().Settings().SetTheme(kit.AppTheme(s.kit.Prefs()))
}

// Home's recent files fit their card at every interface size, in a wide
// window and in the smallest: each entry's text, its workspace's name
// whole at the end, is no wider than its button, and the button no wider
// than the card. (A cut at 26 characters, in a card of fixed width, ran
// past the card's edge at Large and Larger, the workspace's name lost.)
func TestRecentFilesFitTheirCard(t *testing.T) {
	s, w := newTestShell(t)
	prefs := s.kit.Prefs()
	for _, f := range []struct{ ws, path string }{
		{"dicewars", "/tmp/dicewars_demo.json"},
		{"eternity", "/tmp/brendan1_07x07.txt"},
		{"rikudo", "/tmp/rikudo du dimanche pour mes amis.txt"},
		{"momentum", "/tmp/momentum_demo.json"},
		{"weave", "/tmp/weave_seed_example.json"},
	} {
		kit.AddRecent(prefs, f.ws, f.path)
	}
	titles := map[string]string{}
	for _, ws := range s.Workspaces() {
		titles[ws.Info().ID] = ws.Info().Title
	}
	for _, size := range []string{"", "large", "larger"} {
		for _, win := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 560}} {
			setSize(s, size)
			w.Resize(win)
			_ = s.Show("weave")
			_ = s.Show("home")
			w.Canvas().Capture()
			_, entries := recentButtons(s.home)
			if len(entries) != 5 {
				t.Fatalf("%q %v: %d entries, want 5", size, win, len(entries))
			}
			card := s.home.recent
			cardRight := fyne.CurrentApp().Driver().AbsolutePositionForObject(card).X + card.Size().Width
			for i, e := range entries {
				rf := kit.RecentFiles(prefs)[i]
				if !strings.HasSuffix(e.Text, "  ·  "+titles[rf.Workspace]) {
					t.Errorf("%q %v: %q lost its workspace's name %q", size, win, e.Text, titles[rf.Workspace])
				}
				if need := e.Button.MinSize().Width; need > e.Size().Width {
					t.Errorf("%q %v: %q needs %g, its button is %g wide", size, win, e.Text, need, e.Size().Width)
				}
				if right := fyne.CurrentApp().Driver().AbsolutePositionForObject(e).X + e.Size().Width; right > cardRight+0.5 {
					t.Errorf("%q %v: %q ends at %g, past its card's edge at %g", size, win, e.Text, right, cardRight)
				}
			}
			// a name of 23 characters stays whole at every size in the wide
			// window: the card grows with the text
			if win.Width == 1280 && entries[0].Text != "weave_seed_example.json  ·  Weave" {
				t.Errorf("%q, 1280 wide: %q, want the name whole", size, entries[0].Text)
			}
		}
	}
}

// Home's cards grow with the interface size, as their text does: the
// picture of every card is the normal size's times the interface size's
// factor at least.
func TestHomeCardsGrowWithTheInterfaceSize(t *testing.T) {
	s, w := newTestShell(t)
	w.Resize(fyne.NewSize(1600, 1200))
	for _, size := range []string{"", "larger"} {
		setSize(s, size)
		w.Canvas().Capture()
		f := kit.SizeScale(size)
		for _, p := range s.home.previews {
			if got := p.raster.Size(); got.Width < previewSize.Width*f-0.5 || got.Height < previewSize.Height*f-0.5 {
				t.Errorf("%q: %s's picture is %v, want %gx%g at least", size, p.id, got, previewSize.Width*f, previewSize.Height*f)
			}
		}
	}
}

// Home's pictures are painted at the pixels they are shown at: on a
// screen of 1.5 pixels a unit, at 1.5 times their size, and again when
// the scale or the interface size changes (painted at 300x170 and
// stretched, they were blurred on HiDPI screens).
func TestHomePreviewsArePaintedAtScreenPixels(t *testing.T) {
	s, w := newTestShell(t)
	w.Resize(fyne.NewSize(1600, 1200)) // every card in view
	for _, tc := range []struct {
		size  string
		scale float32
	}{{"", 1.5}, {"larger", 1.5}, {"larger", 2}, {"", 1}} {
		setSize(s, tc.size)
		w.Canvas().(test.WindowlessCanvas).SetScale(tc.scale)
		w.Canvas().Capture()
		for _, p := range s.home.previews {
			size := p.raster.Size()
			want := [2]int{int(size.Width * tc.scale), int(size.Height * tc.scale)}
			if p.img == nil {
				t.Fatalf("%q x%g: %s's picture was not painted", tc.size, tc.scale, p.id)
			}
			b := p.img.Bounds()
			if d := [2]int{b.Dx() - want[0], b.Dy() - want[1]}; d[0] < -1 || d[0] > 1 || d[1] < -1 || d[1] > 1 {
				t.Errorf("%q x%g: %s's picture is %dx%d pixels, shown on %dx%d", tc.size, tc.scale, p.id, b.Dx(), b.Dy(), want[0], want[1])
			}
		}
	}
}
