package eternityui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// The Generate dialog checks the colours with the size as they are
// typed: Generate stays off, with the reason under the inner colours,
// while no puzzle can be made with them, and the sizes' hardest counts
// come back with a size chosen.
func TestGenerateFormChecksColours(t *testing.T) {
	h := newHarness(t, "")
	f := newGenForm(6, 6)
	var got []bool
	d := dialog.NewForm("G", "Generate", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Columns", f.cols), widget.NewFormItem("Rows", f.rows),
		widget.NewFormItem("Frame", f.border), widget.NewFormItem("Inner", f.inner),
	}, func(ok bool) { got = append(got, ok) }, h.ws.k.Window)
	d.Show()
	c := h.ws.k.Window.Canvas()
	for _, tc := range []struct {
		name         string
		set          func()
		want         string // in the inner count's error; "" for none
		border, more int
	}{
		{"the suggested counts", func() {}, "", 3, 5},
		{"one inner colour", func() { f.inner.SetText("1") }, "too few", 3, 1},
		{"enough again", func() { f.inner.SetText("5") }, "", 3, 5},
		{"one frame colour", func() { f.border.SetText("1") }, "too few", 1, 5},
		{"more colours than joins", func() { f.border.SetText("30") }, "frame joins", 30, 5},
		{"a size chosen", func() { f.cols.SetSelected("8"); f.rows.SetSelected("8") }, "", 3, 8},
		{"not a number", func() { f.inner.SetText("x") }, "a number of colours", 3, 0},
	} {
		tc.set()
		err := f.inner.Validate()
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error about %q", tc.name, err, tc.want)
		}
		if o := f.options(); o.BorderColors != tc.border || o.InnerColors != tc.more {
			t.Errorf("%s: options %+v", tc.name, o)
		}
		if tc.want != "" && kit.ConfirmDialog(c) {
			t.Errorf("%s: Generate was on", tc.name)
		}
	}
	f.inner.SetText("8")
	if !kit.ConfirmDialog(c) || len(got) != 1 || !got[0] {
		t.Errorf("valid counts: Generate answered %v", got)
	}
}
