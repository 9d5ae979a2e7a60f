package kit_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

func TestConfirmDiscard(t *testing.T) {
	for _, tc := range []struct {
		name   string
		what   string
		button string // "" when no dialog should show
		want   bool
	}{
		{"nothing to lose", "", "", true},
		{"discarded", "the puzzle", "Discard", true},
		{"kept", "the puzzle", "Cancel", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			w := test.NewTempWindow(t, nil)
			w.Resize(fyne.NewSize(800, 600))
			k := &kit.Kit{App: a, Window: w}
			ran := false
			k.ConfirmDiscard(tc.what, func() { ran = true })
			if tc.button == "" {
				if w.Canvas().Overlays().Top() != nil {
					t.Error("a dialog for nothing to lose")
				}
			} else {
				if ran {
					t.Fatal("proceeded before the person answered")
				}
				kittest.TapDialogButton(t, w, tc.button)
			}
			if ran != tc.want {
				t.Errorf("proceeded %v, want %v", ran, tc.want)
			}
		})
	}
}
