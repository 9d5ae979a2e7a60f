package kit

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The side bar of the Open and Save dialogs names its places in French
// when the language is French (Fyne writes Home, Computer… whatever the
// language), and as Fyne does in English.
func TestFileDialogPlacesInFrench(t *testing.T) {
	home := t.TempDir()
	for _, d := range []string{"Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"} {
		if err := os.Mkdir(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	t.Setenv("PATH", "") // no xdg-user-dir: the places are the folders above
	for _, tc := range []struct {
		lang, dialog string
		want         []string
	}{
		{"fr", "open", []string{"Dossier personnel", "Ordinateur", "Bureau", "Documents", "Téléchargements", "Musique", "Images", "Vidéos"}},
		{"fr", "save", []string{"Dossier personnel", "Ordinateur", "Bureau", "Documents", "Téléchargements", "Musique", "Images", "Vidéos"}},
		{"en", "open", []string{"Home", "Computer", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"}},
	} {
		t.Run(tc.lang+" "+tc.dialog, func(t *testing.T) {
			SetLanguage(tc.lang)
			defer SetLanguage("")
			a := test.NewTempApp(t)
			w := test.NewTempWindow(t, widget.NewLabel("workspace"))
			w.Resize(fyne.NewSize(1280, 800))
			a.Preferences().SetString(prefLastDir, home)
			p := &fynePicker{win: w, prefs: a.Preferences()}
			if tc.dialog == "open" {
				p.Open("Ouvrir", []string{".json"}, func(string) {})
			} else {
				p.Save("Enregistrer", "a.json", []string{".json"}, func(string) {})
			}
			pop := w.Canvas().Overlays().Top().(*widget.PopUp)
			split := firstIn[*container.Split](pop.Content)
			if split == nil {
				t.Fatal("no side bar found in the dialog")
			}
			w.Canvas().Refresh(pop)
			var got []string
			for _, o := range test.LaidOutObjects(split.Leading) {
				if l, ok := o.(*widget.Label); ok && l.Visible() {
					got = append(got, l.Text)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("the side bar reads %q, want %q", got, tc.want)
			}
		})
	}
}
