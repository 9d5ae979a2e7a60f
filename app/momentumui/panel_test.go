package momentumui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	game "plateau/games/momentum"
)

// At 1280x800 the side panel fits without scrolling, and the list of
// moves takes the height the rest leaves: a taller window gives it more, a
// longer legend (French) takes from it instead of being scrolled away.
func TestPanelFitsWithoutScrolling(t *testing.T) {
	for _, language := range []string{"en", "fr"} {
		t.Run(language, func(t *testing.T) {
			kit.SetLanguage(language)
			defer kit.SetLanguage("")
			ws := newTestWorkspace(t, "")
			var scroll *container.Scroll
			for _, o := range test.LaidOutObjects(ws.Content()) {
				if s, ok := o.(*container.Scroll); ok {
					scroll = s
				}
			}
			if scroll == nil {
				t.Fatal("no side panel scroller")
			}
			if need, have := scroll.Content.MinSize().Height, scroll.Size().Height; need > have {
				t.Errorf("the panel needs %v of height, has %v: it scrolls", need, have)
			}
			short := ws.panel.moves.Size().Height
			ws.k.Window.Resize(fyne.NewSize(1280, 1000))
			ws.k.Window.Canvas().Capture()
			if tall := ws.panel.moves.Size().Height; tall < short+150 {
				t.Errorf("the list of moves is %v high in a window 200 taller, %v before", tall, short)
			}
		})
	}
}

// The move list shows the newest move once played: it scrolled before the
// list knew its new length and stopped a row short.
func TestMoveListShowsTheNewestMove(t *testing.T) {
	ws := newTestWorkspace(t, "")
	buf := make([]game.Action, 0, ws.g.MaxActions())
	for i := 0; i < 24 && !ws.g.Over(); i++ {
		acts := ws.g.LegalActions(buf)
		ws.play(acts[(i*7+1)%len(acts)])
	}
	list := ws.panel.moves
	got := list.GetScrollOffset()
	list.ScrollToBottom() // where the list's end is, now that it is laid out
	if want := list.GetScrollOffset(); got != want || want == 0 {
		t.Errorf("after %d moves the list is scrolled to %.1f, its end is at %.1f", len(ws.panel.list), got, want)
	}
}
