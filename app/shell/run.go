package shell

import (
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"

	"plateau/app/kit"
	"plateau/app/localeenv"
)

// Run opens the Plateau window, with each of files opened in the workspace
// it belongs to (the last one shown), and returns when it is closed. It
// must be called on the main goroutine. It reports whether the window
// closed to start again in another language (Settings' Restart now): the
// caller then calls Relaunch, once Fyne has written the preferences out
// on leaving, so that the new process reads the new language.
func Run(files ...string) (restart bool) {
	if err := ensureHome(); err != nil {
		log.Printf("plateau: %v", err)
	}
	a := fyneapp.NewWithID(AppID)
	restored, guardErr := guardPreferences(a.Preferences(), a.Storage().RootURI().Path())
	if line := guardLine(restored, guardErr); line != "" {
		log.Print(line)
	}
	kit.KeepRecentIn(a.Preferences(), a.Storage().RootURI().Path())
	kit.SetLanguage(a.Preferences().String(kit.PrefLanguage))
	a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
	a.SetIcon(Icon())
	w := a.NewWindow("Plateau")
	s := New(a, w)
	s.tellPreferences(restored, guardErr)
	// The focused control outlined, over everything else.
	ring := kit.NewFocusRing()
	w.SetContent(container.NewStack(s.Content(), ring))
	w.SetCloseIntercept(func() { s.RequestQuit(w.Close) })
	w.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) { s.OpenDropped(uris) })
	w.Resize(windowSize(a.Preferences(), w.Content().MinSize()))
	w.SetMaster()
	w.CenterOnScreen()
	show := os.Getenv(showEnv) // a restart's workspace (Relaunch)
	os.Unsetenv(showEnv)
	// Once the window is up: a dialog shown before has no canvas size to
	// lay out in, and is never seen.
	a.Lifecycle().SetOnStarted(func() {
		fitToScreen(w)
		s.watchPreferences(a.Storage().RootURI().Path())
		s.startRecovery(filepath.Join(a.Storage().RootURI().Path(), "recovery"))
		s.openStartFiles(absolute(files))
		if show != "" {
			_ = s.Show(show)
		}
	})
	// Tab into a side panel's hidden part scrolls it there.
	stopFollowing := kit.FollowFocus(w.Canvas(), func() fyne.CanvasObject { return s.Current().Content() })
	stopOutlining := kit.OutlineFocus(w.Canvas(), ring)
	watchdog := newExitWatchdog()
	// On SIGTERM or SIGINT the unsaved work is kept once more and the jobs
	// stopped, and Run returns (main then ends the process) only once that
	// is done: the signal reaches this goroutine as it reaches Fyne's,
	// long before Fyne's shutdown ends. The watchdog bounds the wait.
	var signalled atomic.Bool
	left := make(chan struct{})
	watchdog.armOnSignal(func() {
		signalled.Store(true)
		s.leaveOnSignal()
		close(left)
	})
	// Fyne's stop writes the preferences out right after this: a signal's
	// quit may stop the loop and write them before rememberOffUI keeps the
	// size, whose change then waits 100 ms for a write the process does
	// not live to see (once in ten kills the size was lost whole). After a
	// close, which kept it, remember keeps nothing more.
	a.Lifecycle().SetOnStopped(s.remember)
	a.Lifecycle().SetOnEnteredForeground(s.enteredForeground)
	w.SetOnClosed(func() {
		stopFollowing()
		stopOutlining()
		watchdog.arm(s.restart)
	})
	w.ShowAndRun()
	if signalled.Load() {
		<-left
	}
	return s.restart
}

// ensureHome sets HOME to the account's home folder when neither HOME
// nor XDG_CONFIG_HOME is set (a service, env -u HOME, a cron job): Fyne
// then took the config folder relative to the current one, and the
// settings and the work kept for recovery went to ./fyne/ wherever
// Plateau was started, the work offered back only from that folder.
// The error says when there is no home folder to set.
func ensureHome() error {
	if os.Getenv("HOME") != "" || os.Getenv("XDG_CONFIG_HOME") != "" {
		return nil
	}
	u, err := user.Current()
	if err != nil {
		return fmt.Errorf("HOME is not set, and the account's home folder is unknown (%w): the settings go under the current folder", err)
	}
	if !filepath.IsAbs(u.HomeDir) {
		return fmt.Errorf("HOME is not set, and the account's home folder is %q: the settings go under the current folder", u.HomeDir)
	}
	return os.Setenv("HOME", u.HomeDir)
}

// Relaunch starts Plateau's executable again, with the same environment,
// on the files the window showed unchanged and the workspace it showed
// (changed work comes back through recovery), and returns without
// waiting for it.
func Relaunch() (err error) {
	// once a process: main and the exit watchdog may both get here
	relaunch.Do(func() { err = relaunchNow() })
	return err
}

var relaunch sync.Once

// showEnv names the workspace a relaunched Plateau shows once it has
// opened its files (which show theirs in turn).
const showEnv = "PLATEAU_SHOW"

// handoff is what the window hands its relaunch (reopenOnRestart): set on
// the UI goroutine, read by main or the exit watchdog.
var handoff struct {
	sync.Mutex
	files []string
	show  string
}

// reopenOnRestart records the files and the workspace a restart opens.
func reopenOnRestart(files []string, show string) {
	handoff.Lock()
	defer handoff.Unlock()
	handoff.files, handoff.show = files, show
}

func restartState() ([]string, string) {
	handoff.Lock()
	defer handoff.Unlock()
	return handoff.files, handoff.show
}

func relaunchNow() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	files, show := restartState()
	cmd := exec.Command(exe, stillThere(files)...)
	cmd.Env = append(localeenv.Environ(), showEnv+"="+show)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	return cmd.Process.Release()
}

// absolute returns files as absolute paths: a document, a recent file and
// the file of work kept for recovery must not depend on the folder Plateau
// was started from (a restored design saved into another folder).
func absolute(files []string) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = f
		if abs, err := filepath.Abs(f); err == nil {
			out[i] = abs
		}
	}
	return out
}

// stillThere keeps the files that exist: a restart passes the files shown
// to the new process, which opens the window only when every one does (one
// deleted meanwhile, and Plateau closed without coming back).
func stillThere(files []string) []string {
	var out []string
	for _, f := range files {
		if AreFiles([]string{f}) {
			out = append(out, f)
		}
	}
	return out
}

// AreFiles reports whether every one of args names a file (not a
// directory) that exists: then "plateau ARGS" opens them in the window.
func AreFiles(args []string) bool {
	for _, a := range args {
		if fi, err := os.Stat(a); err != nil || !fi.Mode().IsRegular() {
			return false
		}
	}
	return len(args) > 0
}
