package shell

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// navRow is the row of the workspace list titled title.
func navRow(t *testing.T, s *Shell, title string) fyne.Tappable {
	t.Helper()
	for _, o := range test.LaidOutObjects(s.nav) {
		tap, ok := o.(fyne.Tappable)
		if !ok || o == fyne.CanvasObject(s.nav) {
			continue
		}
		for _, in := range test.LaidOutObjects(o) {
			if l, ok := in.(*widget.Label); ok && l.Text == title {
				return tap
			}
		}
	}
	t.Fatalf("no row %q in the workspace list", title)
	return nil
}

// typeKey hands k to whatever has the keyboard, as the window does.
func typeKey(c fyne.Canvas, k fyne.KeyName) {
	if f := c.Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: k})
	} else {
		c.OnTypedKey()(&fyne.KeyEvent{Name: k})
	}
}

// A click on the workspace already shown leaves Space and Escape to it
// (the list kept them); the list's own keys still choose another.
func TestClickOnTheShownWorkspaceKeepsItsKeys(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	test.Tap(navRow(t, s, "Spy"))
	typeKey(c, fyne.KeySpace)
	typeKey(c, fyne.KeyEscape)
	if sp.calls["space"] != 1 || sp.calls["esc"] != 1 {
		t.Errorf("after a click on the shown workspace, Space and Escape reached it %d and %d times; the keyboard is %T's",
			sp.calls["space"], sp.calls["esc"], c.Focused())
	}
	test.Tap(navRow(t, s, "Spy"))
	typeKey(c, fyne.KeyDown)
	typeKey(c, fyne.KeySpace)
	if s.Current().Info().ID == "spy" || sp.calls["space"] != 1 {
		t.Errorf("Down and Space in the list left %s shown (Space reached the spy %d times)", s.Current().Info().ID, sp.calls["space"])
	}
}

// refreshCounter is a label that counts its refreshes.
type refreshCounter struct {
	widget.Label
	n int
}

func (r *refreshCounter) Refresh() { r.n++; r.Label.Refresh() }

// Showing a workspace refreshes it alone: refreshing the whole stack
// refreshed the five hidden ones too (their text measured again), 65 to
// 88 ms a switch.
func TestShowingAWorkspaceLeavesTheHiddenOnesAlone(t *testing.T) {
	sp, s, _ := newSpyShell(t)
	counter := &refreshCounter{}
	counter.ExtendBaseWidget(counter)
	counter.SetText("spy")
	sp.content.(*fyne.Container).Add(counter)
	_ = s.Show("home")
	before := counter.n
	for _, id := range []string{"weave", "momentum", "home"} {
		_ = s.Show(id)
	}
	if counter.n != before {
		t.Errorf("the hidden spy was refreshed %d times while others were shown", counter.n-before)
	}
	_ = s.Show("spy")
	if counter.n == before {
		t.Error("the spy shown again was not refreshed")
	}
}

// BenchmarkShowWorkspace is a switch from one workspace to the next, as
// Ctrl+Page Down makes it, on the UI goroutine.
func BenchmarkShowWorkspace(b *testing.B) {
	s, _ := newTestShell(b)
	j := 0
	for b.Loop() {
		j = (j + 1) % len(s.spaces)
		s.show(j)
	}
}
