package shell

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"plateau/app/kit"
)

// Run opens the Plateau window and returns when it is closed. It must be
// called on the main goroutine.
func Run() {
	a := fyneapp.NewWithID(AppID)
	kit.SetLanguage(a.Preferences().String(kit.PrefLanguage))
	a.Settings().SetTheme(kit.ThemeFor(a.Preferences().String(kit.PrefTheme)))
	a.SetIcon(Icon())
	w := a.NewWindow("Plateau")
	s := New(a, w)
	w.SetContent(s.Content())
	w.SetCloseIntercept(func() { s.RequestQuit(w.Close) })
	w.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) { s.OpenDropped(uris) })
	w.Resize(windowSize(a.Preferences()))
	w.SetMaster()
	w.CenterOnScreen()
	w.ShowAndRun()
}
