package kittest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
)

// Restart is a new kit, with a window of its own, on k's app: a workspace
// built on it reads the preferences k's workspace left, as at the next
// start of Plateau.
func Restart(t testing.TB, k *kit.Kit) *kit.Kit {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	return &kit.Kit{App: k.App, Window: w, Files: &Files{}}
}

// Again builds a workspace with build on Restart(t, k) and shows it: the
// workspace k's left its preferences for, at the next start.
func Again[W interface{ Content() fyne.CanvasObject }](t testing.TB, k *kit.Kit, build func(*kit.Kit) W) W {
	t.Helper()
	next := Restart(t, k)
	w := build(next)
	Show(next, w.Content())
	return w
}
