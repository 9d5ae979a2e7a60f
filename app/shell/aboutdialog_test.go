package shell

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/about"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// About, from Home's button, names the version, the five documents behind
// the workspaces and the libraries with their licences; every document's
// description has its French.
func TestAboutNamesTheSourcesAndLibraries(t *testing.T) {
	s, w := newTestShell(t)
	var btn *widget.Button
	kittest.EachVisible(s.Current().Content(), func(o fyne.CanvasObject) {
		if b := kit.ButtonOf(o); b != nil && b.Text == "About" {
			btn = b
		}
	})
	if btn == nil {
		t.Fatal("Home has no About button")
	}
	test.Tap(btn)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("About opened no dialog")
	}
	var text strings.Builder
	kittest.EachVisible(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			text.WriteString(l.Text + "\n")
		}
	})
	got := text.String()
	want := []string{about.Line(), "Weave: \"Définitions", "Rikudo: a student project", "Fyne (BSD 3-Clause)", "go-air/gini (MIT)"}
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("About does not say %q:\n%s", w, got)
		}
	}
	fr := readFrench(t)
	for _, src := range about.Sources {
		if fr[src.What] == "" || fr[src.Workspace] == "" {
			t.Errorf("no French for %q or %q", src.Workspace, src.What)
		}
	}
	kittest.LabelsFit(t, top)
}
