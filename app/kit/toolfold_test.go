package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// A toolbar's labelled buttons show their labels when it has the room and
// their icons alone when it has not, and the toolbar asks only for the
// room of the icons: Eternity's labelled buttons made the window wider
// than the screen in French at the Larger size. The labels come back when
// the room does, and a label changed while folded shows then.
func TestToolbarFoldsItsLabelsWhenNarrow(t *testing.T) {
	test.NewTempApp(t)
	k := &Kit{}
	gen := k.NewToolLabel("Generate…", theme.ViewRefreshIcon(), "Generate a puzzle", func() {})
	fix := k.NewToolLabel("Fix", theme.ConfirmIcon(), "Fix the selected piece (F)", func() {})
	tb := k.Toolbar(Keys{New: func() {}, Undo: func() {}, Redo: func() {}}, func() {}, gen, fix)
	unfolded := tb.MinSize().Width
	bar := foldable(tb)
	icons := bar.MinSize().Width
	if icons >= unfolded-gen.labelRoom()-fix.labelRoom()+1 || icons <= 0 {
		t.Fatalf("the folding toolbar asks for %v, want the icons' width, %v less the labels' %v and %v",
			icons, unfolded, gen.labelRoom(), fix.labelRoom())
	}
	w := test.NewTempWindow(t, bar)
	w.SetPadded(false)
	for _, tc := range []struct {
		width  float32
		label  string // set on Fix before the resize, "" to leave it
		folded bool
		texts  [2]string // the buttons' texts
	}{
		{unfolded + 50, "", false, [2]string{"Generate…", "Fix"}},
		{unfolded - 1, "", true, [2]string{"", ""}},
		{icons, "Free", true, [2]string{"", ""}},
		{unfolded + 50, "", false, [2]string{"Generate…", "Free"}},
		{unfolded - 1, "Fix", true, [2]string{"", ""}},
	} {
		if tc.label != "" {
			fix.SetLabel(tc.label)
		}
		w.Resize(fyne.NewSize(tc.width, 60))
		got := [2]string{gen.Button().Text, fix.Button().Text}
		if gen.Folded() != tc.folded || fix.Folded() != tc.folded || got != tc.texts {
			t.Errorf("%v wide: folded %v %v, texts %q, want folded %v, %q", tc.width, gen.Folded(), fix.Folded(), got, tc.folded, tc.texts)
		}
		for _, o := range tb.Items {
			b := o.ToolbarObject()
			if right := b.Position().X + b.Size().Width; right > tc.width+0.5 {
				t.Errorf("%v wide: a button ends at %v, past the toolbar's right edge", tc.width, right)
			}
		}
		if got := bar.MinSize().Width; got != icons {
			t.Errorf("%v wide: the toolbar asks for %v, want %v whether folded or not", tc.width, got, icons)
		}
	}
}
