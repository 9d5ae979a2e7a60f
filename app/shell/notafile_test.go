//go:build unix

package shell

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/app/weaveui"
)

// A pipe dropped on the window, given on the command line or left among a
// workspace's recent files is refused with a word, not opened: open(2) of
// a pipe waits for a writer, on the UI goroutine, and froze the window.
func TestAPipeIsRefusedNotOpened(t *testing.T) {
	loop := kittest.Loop(t)
	s, w := newTestShell(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		how, workspace, name string
	}{
		{"dropped", "", "puzzle.txt"},
		{"recent", "rikudo", "puzzle.txt"},
		{"recent", "eternity", "design.json"},
		{"recent", "eternity", "link.url"},
		{"recent", "momentum", "game.json"},
		{"recent", "dicewars", "save.json"},
		{"recent", "weave", "lattice.json"},
	} {
		t.Run(tc.how+" "+tc.workspace+" "+tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.workspace+tc.name)
			if err := syscall.Mkfifo(path, 0o644); err != nil {
				t.Skip("no FIFO here:", err)
			}
			withinHangGuard(t, path, func() {
				if tc.how == "dropped" {
					s.OpenDropped([]fyne.URI{storage.NewFileURI(path)})
					return
				}
				s.OpenRecent(kit.RecentFile{Workspace: tc.workspace, Path: path})
				weave := s.workspace("weave").(*weaveui.Workspace)
				kittest.Wait(t, loop, weave.Status().Idle(), 30*time.Second)
			})
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no dialog")
			}
			defer w.Canvas().Overlays().Remove(top)
			if text := dialogText(w); !strings.Contains(text, "it is a pipe") {
				t.Errorf("the dialog says %q, want that it is a pipe", text)
			}
		})
	}
}

// withinHangGuard runs f, and fails the test rather than hang for ever
// when f waits for a writer to pipe (which it then lets go): the limit
// measures no speed, it only ends a wait that would never end.
func withinHangGuard(t *testing.T, pipe string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
		return
	case <-time.After(hangGuard):
	}
	t.Errorf("still waiting for a writer to %s after %v", filepath.Base(pipe), hangGuard)
	for {
		if p, err := os.OpenFile(pipe, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			p.Close()
		}
		select {
		case <-done:
			t.FailNow()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// hangGuard is how long withinHangGuard lets f wait.
var hangGuard = time.Minute
