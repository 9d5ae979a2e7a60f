package shell

import (
	"image/color"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	momentumdraw "plateau/render/momentum"
)

// recentButtons are the buttons of Home's recent files card, by text.
func recentButtons(h *home) (texts []string, buttons []*recentEntry) {
	for _, o := range h.recent.Objects {
		if b, ok := o.(*recentEntry); ok {
			texts, buttons = append(texts, b.Text), append(buttons, b)
		}
	}
	return texts, buttons
}

// Home lists the files last opened or saved, newest first with their
// workspace; one opens in its workspace (asking first about unsaved
// work), and one that is gone is said so and leaves the list.
func TestHomeListsRecentFiles(t *testing.T) {
	s, w := newTestShell(t)
	if texts, _ := recentButtons(s.home); len(texts) != 0 || len(s.home.recent.Objects) != 1 {
		t.Fatalf("a first start lists %v, want only a note", texts)
	}
	var ed *eternityui.Workspace
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			ed = e
		}
	}
	dir := t.TempDir()
	good, gone := filepath.Join(dir, "design.json"), filepath.Join(dir, "gone-with-a-rather-long-name-0042.json")
	if err := ed.SavePath(good); err != nil {
		t.Fatal(err)
	}
	prefs := s.kit.Prefs()
	kit.AddRecent(prefs, "eternity", good)
	kit.AddRecent(prefs, "eternity", gone)
	kit.AddRecent(prefs, "retired", "/old.txt") // a workspace no more: not listed
	_ = s.Show("weave")
	_ = s.Show("home")
	texts, buttons := recentButtons(s.home)
	// the long name cut in its middle to the card's width, its end kept
	if len(texts) != 2 || !strings.HasPrefix(texts[0], "gone-with-a-") || !strings.Contains(texts[0], "…") ||
		!strings.HasSuffix(texts[0], "0042.json  ·  Eternity") || texts[1] != "design.json  ·  Eternity" {
		t.Fatalf("listed %q, want gone-with-a-…0042.json then design.json, in Eternity", texts)
	}

	ed.AddColor(false) // unsaved work in Eternity
	colours := len(ed.Design().Palette)
	test.Tap(buttons[1])
	kittest.TapDialogButton(t, w, "Discard")
	if s.Current() != ed || len(ed.Design().Palette) != colours-1 || ed.Unsaved() != "" {
		t.Errorf("after opening design.json: in %s, %d colours (want %d), unsaved %q",
			s.Current().Info().ID, len(ed.Design().Palette), colours-1, ed.Unsaved())
	}

	_ = s.Show("home")
	_, buttons = recentButtons(s.home)
	test.Tap(buttons[1]) // gone: design.json, just opened, comes first
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("a missing file showed no error")
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	_ = s.Show("home")
	if texts, _ = recentButtons(s.home); !slices.Equal(texts, []string{"design.json  ·  Eternity"}) {
		t.Errorf("after the missing file: %q", texts)
	}
}

// Home's Momentum picture follows the appearance as the board does: a
// light surround in the light appearance, a dark one in the dark, painted
// again when the appearance changes.
func TestHomePreviewsFollowTheAppearance(t *testing.T) {
	s, w := newTestShell(t)
	var pic *preview
	for _, p := range s.home.previews {
		if p.id == "momentum" {
			pic = p
		}
	}
	if pic == nil {
		t.Fatal("no Momentum picture on Home")
	}
	for _, tc := range []struct {
		appearance string
		want       color.NRGBA
	}{
		{"light", momentumdraw.LightSurround.Background},
		{"dark", momentumdraw.DarkSurround.Background},
	} {
		fyne.CurrentApp().Settings().SetTheme(kit.ThemeFor(tc.appearance))
		w.Canvas().Capture() // paints the pictures shown
		if pic.img == nil {
			t.Fatalf("%s: the picture was not painted", tc.appearance)
		}
		if got := color.NRGBAModel.Convert(pic.img.At(1, 1)).(color.NRGBA); got != tc.want {
			t.Errorf("%s: the picture's corner is %v, want %v", tc.appearance, got, tc.want)
		}
	}
}

// Two recent files of the same name, from two folders, are told apart by
// their folder's name; a name alone in the list stays alone.
func TestRecentFilesOfTheSameName(t *testing.T) {
	s, _ := newTestShell(t)
	dir := t.TempDir()
	for _, p := range []string{filepath.Join(dir, "mine", "puzzle.json"), filepath.Join(dir, "from-ann", "puzzle.json"), filepath.Join(dir, "solo.json")} {
		kit.AddRecent(s.kit.Prefs(), "eternity", p)
	}
	_ = s.Show("weave")
	_ = s.Show("home")
	texts, _ := recentButtons(s.home)
	want := []string{"solo.json  ·  Eternity", filepath.Join("from-ann", "puzzle.json") + "  ·  Eternity", filepath.Join("mine", "puzzle.json") + "  ·  Eternity"}
	if !slices.Equal(texts, want) {
		t.Errorf("Home lists %q, want %q", texts, want)
	}
}

// The page's title stands above the cards' titles: at their size,
// "Plateau" read as a sixth card's.
func TestHomeTitleIsTheLargest(t *testing.T) {
	s, w := newTestShell(t)
	h := s.Workspaces()[0].(*home)
	_ = s.Show("home")
	w.Canvas().Capture()
	sizes := map[string]float32{}
	for _, o := range test.LaidOutObjects(h.Content()) {
		if txt, ok := o.(*canvas.Text); ok && (txt.Text == "Plateau" || txt.Text == "Weave") {
			sizes[txt.Text] = txt.TextSize
		}
	}
	if sizes["Plateau"] < sizes["Weave"]*1.3 {
		t.Errorf("title %v, a card's title %v: want the page's title clearly larger", sizes["Plateau"], sizes["Weave"])
	}
}

// Back in a window on Home, the list shows the files another Plateau
// opened meanwhile (it was read only when Home was shown).
func TestHomeListsAnotherWindowsFilesOnReturn(t *testing.T) {
	s, _ := newTestShell(t)
	dir := t.TempDir()
	kit.KeepRecentIn(s.kit.Prefs(), dir)
	other := test.NewTempApp(t).Preferences()
	kit.KeepRecentIn(other, dir)
	_ = s.Show("home")
	kit.AddRecent(other, "momentum", filepath.Join(dir, "game.json"))
	s.enteredForeground()
	if texts, _ := recentButtons(s.home); !slices.Equal(texts, []string{"game.json  ·  Momentum"}) {
		t.Errorf("Home lists %q, want the other window's game", texts)
	}
}
