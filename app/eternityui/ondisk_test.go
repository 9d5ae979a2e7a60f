package eternityui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// Save asks before it writes the design over a file another window or
// program changed since it was opened: it wrote over their changes without
// a word (kittest.CheckSaveAsksWhenChanged says what each answer does).
func TestSaveAsksWhenTheDesignFileChangedOnDisk(t *testing.T) {
	kittest.CheckSaveAsksWhenChanged(t, func(t *testing.T, path, other string) kittest.SaveOnDisk {
		h := newHarness(t, other)
		if err := h.ws.SavePath(path); err != nil {
			t.Fatal(err)
		}
		if err := h.ws.OpenPath(path); err != nil {
			t.Fatal(err)
		}
		return kittest.SaveOnDisk{Window: h.win, Save: h.ws.SaveThen}
	})
}
