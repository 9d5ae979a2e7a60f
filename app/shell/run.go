package shell

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"plateau/app/kit"
)

// Run opens the Plateau window and returns when it is closed. It must be
// called on the main goroutine. It reports whether the window closed to
// start again in another language (Settings' Restart now): the caller
// then calls Relaunch, once Fyne has written the preferences out on
// leaving, so that the new process reads the new language.
func Run() (restart bool) {
	a := fyneapp.NewWithID(AppID)
	kit.SetLanguage(a.Preferences().String(kit.PrefLanguage))
	a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
	a.SetIcon(Icon())
	w := a.NewWindow("Plateau")
	s := New(a, w)
	w.SetContent(s.Content())
	w.SetCloseIntercept(func() { s.RequestQuit(w.Close) })
	w.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) { s.OpenDropped(uris) })
	w.Resize(windowSize(a.Preferences()))
	w.SetMaster()
	w.CenterOnScreen()
	// Once the window is up: a dialog shown before has no canvas size to
	// lay out in, and is never seen.
	a.Lifecycle().SetOnStarted(func() {
		s.startRecovery(filepath.Join(a.Storage().RootURI().Path(), "recovery"))
	})
	watchdog := newExitWatchdog()
	watchdog.armOnSignal()
	w.SetOnClosed(func() { watchdog.arm(s.restart) })
	w.ShowAndRun()
	return s.restart
}

// Relaunch starts Plateau's executable again, with the same arguments and
// environment, and returns without waiting for it.
func Relaunch() (err error) {
	// once a process: main and the exit watchdog may both get here
	relaunch.Do(func() { err = relaunchNow() })
	return err
}

var relaunch sync.Once

func relaunchNow() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe, os.Args[1:]...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	return cmd.Process.Release()
}
