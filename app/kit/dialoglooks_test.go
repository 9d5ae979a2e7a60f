package kit_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// looks is what a person sees of the dialog on top of w: its size and
// its buttons (text, icon, importance), in order.
func looks(t *testing.T, w fyne.Window) string {
	t.Helper()
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no dialog")
	}
	s := fmt.Sprint(pop.Content.Size())
	for _, o := range test.LaidOutObjects(pop) {
		if b := kit.ButtonOf(o); b != nil {
			icon := ""
			if b.Icon != nil {
				icon = b.Icon.Name()
			}
			s += fmt.Sprintf(" [%s %s %d]", b.Text, icon, b.Importance)
		}
	}
	w.Canvas().Overlays().Remove(pop)
	return s
}

// kit's dialogs look as Fyne's they stand for: the same size (a text
// dialog as wide as its message, up to a limit, and as tall as it then
// needs; it was twice as tall, its message laid out a word a line while
// it was measured) and the same buttons in the same order.
func TestDialogsLookAsFynes(t *testing.T) {
	short, long := "It is done.", "Plateau writes .png files for other programs but does not open them: open a .json or .txt file it saved."
	label := func() fyne.CanvasObject { return widget.NewLabel("Some text.") }
	items := func() []*widget.FormItem { return []*widget.FormItem{widget.NewFormItem("Seed", kit.NewEntry())} }
	for _, tc := range []struct {
		name       string
		fyne, ours func(w fyne.Window)
	}{
		{"information, short", func(w fyne.Window) { dialog.ShowInformation("I", short, w) }, func(w fyne.Window) { kit.ShowInformation("I", short, w) }},
		{"information, long", func(w fyne.Window) { dialog.ShowInformation("I", long, w) }, func(w fyne.Window) { kit.ShowInformation("I", long, w) }},
		{"confirm", func(w fyne.Window) { dialog.ShowConfirm("C", long, nil, w) }, func(w fyne.Window) { kit.ShowConfirm("C", long, nil, w) }},
		{"custom", func(w fyne.Window) { dialog.ShowCustom("C", "Close", label(), w) }, func(w fyne.Window) { kit.NewCustom("C", "Close", label(), w).Show() }},
		{"custom confirm", func(w fyne.Window) { dialog.ShowCustomConfirm("C", "Run", "Cancel", label(), nil, w) }, func(w fyne.Window) {
			kit.NewCustomConfirm("C", "Run", "Cancel", label(), nil, w).Show()
		}},
		{"form", func(w fyne.Window) { dialog.ShowForm("F", "Create", "Cancel", items(), nil, w) }, func(w fyne.Window) {
			kit.NewForm("F", "Create", "Cancel", items(), nil, w).Show()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := kittest.New(t, "")
			tc.fyne(k.Window)
			want := looks(t, k.Window)
			tc.ours(k.Window)
			if got := looks(t, k.Window); got != want {
				t.Errorf("ours: %s\nFyne's: %s", got, want)
			}
		})
	}
}
