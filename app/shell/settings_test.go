package shell

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/render/paint"
)

// The appearance chosen in Settings applies at once and is remembered.
func TestSettingsAppearance(t *testing.T) {
	s, w := newTestShell(t)
	s.showSettings()
	sel := settingsSelect(t, w, "Light")
	sel.SetSelected("Light")
	if got := s.kit.Prefs().String(kit.PrefTheme); got != "light" {
		t.Errorf("preference %q, want light", got)
	}
	bg := theme.ColorNameBackground
	if got, want := fyne.CurrentApp().Settings().Theme().Color(bg, theme.VariantDark), theme.DefaultTheme().Color(bg, theme.VariantLight); got != want {
		t.Errorf("background %v after choosing Light, want %v", got, want)
	}
	sel.SetSelected("System")
	if got := s.kit.Prefs().String(kit.PrefTheme); got != "" {
		t.Errorf("preference %q after System", got)
	}
}

// The interface size chosen in Settings applies at once, keeps the
// appearance, and is remembered.
func TestSettingsInterfaceSize(t *testing.T) {
	s, w := newTestShell(t)
	s.kit.Prefs().SetString(kit.PrefTheme, "light")
	s.showSettings()
	sel := settingsSelect(t, w, "Larger")
	sel.SetSelected("Larger")
	if got := s.kit.Prefs().String(kit.PrefSize); got != "larger" {
		t.Errorf("preference %q, want larger", got)
	}
	th := fyne.CurrentApp().Settings().Theme()
	def := theme.DefaultTheme()
	if got, want := th.Size(theme.SizeNameText), def.Size(theme.SizeNameText)*1.3; got != want {
		t.Errorf("text size %v after Larger, want %v", got, want)
	}
	if got, want := th.Color(theme.ColorNameBackground, theme.VariantDark), def.Color(theme.ColorNameBackground, theme.VariantLight); got != want {
		t.Errorf("the light appearance was lost: background %v", got)
	}
	sel.SetSelected("Normal")
	if got := s.kit.Prefs().String(kit.PrefSize); got != "" {
		t.Errorf("preference %q after Normal", got)
	}
	if got := fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText); got != def.Size(theme.SizeNameText) {
		t.Errorf("text size %v after Normal", got)
	}
}

// settingsSelect returns the Settings dialog's choice that offers option.
func settingsSelect(t *testing.T, w fyne.Window, option string) *kit.Select {
	t.Helper()
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if x, ok := o.(*kit.Select); ok && slices.Contains(x.Options, option) {
			return x
		}
	}
	t.Fatalf("no choice offering %q in Settings", option)
	return nil
}

// restartButton returns Settings' Restart now button if it shows: it and
// every container around it visible.
func restartButton(w fyne.Window) *widget.Button {
	var found *widget.Button
	kittest.EachVisible(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b := kit.ButtonOf(o); b != nil && b.Text == "Restart now" {
			found = b
		}
	})
	return found
}

// A new language offers to restart now; without a recovery folder to hand
// the work over through, the restart asks first about unsaved work, and
// closes the window for Run to start Plateau again.
func TestSettingsLanguageRestart(t *testing.T) {
	// A window of its own, not a temporary one: the restart closes it,
	// and the test driver fails on a second close at cleanup.
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	s := New(a, w)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	s.showSettings()
	if restartButton(w) != nil {
		t.Fatal("Restart now shows before the language changed")
	}
	sel := settingsSelect(t, w, "Français")
	sel.SetSelected("Français")
	if got := s.kit.Prefs().String(kit.PrefLanguage); got != "fr" {
		t.Fatalf("preference %q, want fr", got)
	}
	sel.SetSelected("System")
	if restartButton(w) != nil {
		t.Fatal("Restart now still shows with the language back as it started")
	}
	sel.SetSelected("Français")
	b := restartButton(w)
	if b == nil {
		t.Fatal("no Restart now after choosing another language")
	}
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			e.AddColor(false) // unsaved work
		}
	}
	test.Tap(b)
	if s.restart {
		t.Fatal("restarted without asking about unsaved work")
	}
	kittest.TapDialogButton(t, w, "Discard")
	if !s.restart {
		t.Error("Discard did not restart")
	}
}

// A hand-edited preference of no choice's shows the default the app runs
// on (System, Normal), not an empty choice.
func TestSettingsShowTheDefaultForAnUnknownValue(t *testing.T) {
	s, w := newTestShell(t)
	s.kit.Prefs().SetString(kit.PrefTheme, "blue")
	s.kit.Prefs().SetString(kit.PrefSize, "huge")
	s.showSettings()
	if got := settingsSelect(t, w, "Light").Selected; got != "System" {
		t.Errorf("appearance shows %q", got)
	}
	if got := settingsSelect(t, w, "Larger").Selected; got != "Normal" {
		t.Errorf("interface size shows %q", got)
	}
}

// The paper size chosen in Settings is kept in the preferences and is
// the paper the workspaces print on; the locale's paper is kept as the
// default (""), which follows the locale; Settings shows the choice when
// opened again.
func TestSettingsPaperSize(t *testing.T) {
	s, w := newTestShell(t)
	if got := s.kit.Paper(); got != kit.SystemPaper() {
		t.Errorf("paper %v before any choice, want the locale's %v", got, kit.SystemPaper())
	}
	for _, tc := range []struct {
		option string
		paper  paint.Paper
	}{{"Letter", paint.Letter}, {"A4", paint.A4}, {"Letter", paint.Letter}} {
		s.showSettings()
		sel := settingsSelect(t, w, "Letter")
		sel.SetSelected(tc.option)
		pref := s.kit.Prefs().String(kit.PrefPaper)
		if got := s.kit.Paper(); got != tc.paper || pref != "" && pref != tc.paper.String() || pref == "" && tc.paper != kit.SystemPaper() {
			t.Errorf("%s: paper %v, preference %q", tc.option, got, pref)
		}
		kittest.TapDialogButton(t, w, "Close")
		s.showSettings()
		if got := settingsSelect(t, w, "Letter").Selected; got != tc.option {
			t.Errorf("%s chosen: Settings shows %q when opened again", tc.option, got)
		}
		kittest.TapDialogButton(t, w, "Close")
	}
}
