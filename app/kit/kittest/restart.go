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
