package kit_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// TestConfirmDiscard: what each answer of the dialog does.
func TestConfirmDiscard(t *testing.T) {
	for _, tc := range []struct {
		name       string
		what       string
		saveWorks  bool   // the save goes through (no cancelled file dialog)
		button     string // "" when no dialog should show
		wantSaved  bool
		wantGoneOn bool
	}{
		{"nothing to lose", "", true, "", false, true},
		{"discarded", "the puzzle", true, "Discard", false, true},
		{"kept", "the puzzle", true, "Cancel", false, false},
		{"saved first", "the puzzle", true, "Save", true, true},
		{"save cancelled", "the puzzle", false, "Save", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			w := test.NewTempWindow(t, nil)
			w.Resize(fyne.NewSize(800, 600))
			k := &kit.Kit{App: a, Window: w}
			saved, wentOn := false, false
			save := func(then func()) {
				if tc.saveWorks {
					saved = true
					then()
				}
			}
			k.ConfirmDiscard(tc.what, save, func() { wentOn = true })
			if tc.button == "" {
				if w.Canvas().Overlays().Top() != nil {
					t.Error("a dialog for nothing to lose")
				}
			} else {
				if wentOn {
					t.Fatal("went on before the person answered")
				}
				kittest.TapDialogButton(t, w, tc.button)
				if w.Canvas().Overlays().Top() != nil {
					t.Error("the dialog stayed up")
				}
			}
			if saved != tc.wantSaved || wentOn != tc.wantGoneOn {
				t.Errorf("saved %v, went on %v; want %v, %v", saved, wentOn, tc.wantSaved, tc.wantGoneOn)
			}
		})
	}
}

// Escape cancels the dialog and Enter saves: neither discards the work.
func TestConfirmDiscardKeys(t *testing.T) {
	for _, tc := range []struct {
		key                 fyne.KeyName
		wantSaved, wantGone bool
	}{
		{fyne.KeyEscape, false, false},
		{fyne.KeyReturn, true, true},
	} {
		a := test.NewTempApp(t)
		w := test.NewTempWindow(t, nil)
		k := &kit.Kit{App: a, Window: w}
		saved, wentOn := false, false
		k.ConfirmDiscard("the puzzle", func(then func()) { saved = true; then() }, func() { wentOn = true })
		c := w.Canvas()
		if tc.key == fyne.KeyEscape {
			kit.DismissDialog(c)
		} else {
			kit.ConfirmDialog(c)
		}
		if saved != tc.wantSaved || wentOn != tc.wantGone {
			t.Errorf("%s: saved %v, went on %v; want %v, %v", tc.key, saved, wentOn, tc.wantSaved, tc.wantGone)
		}
	}
}

func TestJoinList(t *testing.T) {
	for _, tc := range []struct {
		items []string
		want  string
	}{
		{nil, ""},
		{[]string{"the game"}, "the game"},
		{[]string{"the game", "the puzzle"}, "the game and the puzzle"},
		{[]string{"the game", "the map", "the puzzle"}, "the game, the map and the puzzle"},
	} {
		if got := kit.JoinList(tc.items); got != tc.want {
			t.Errorf("JoinList(%q) = %q, want %q", tc.items, got, tc.want)
		}
	}
}
