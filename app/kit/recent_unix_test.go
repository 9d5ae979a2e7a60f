//go:build unix

package kit

import (
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// While another Plateau holds the recent files' lock, a save still lists
// its file, from the preferences' copy, without waiting for the lock to
// be let go: the window froze for as long as the other held it.
func TestRecentFilesWhileTheLockIsHeld(t *testing.T) {
	dir := t.TempDir()
	p := test.NewTempApp(t).Preferences()
	KeepRecentIn(p, dir)
	AddRecent(p, "rikudo", "/r/1.txt")
	unlock, err := lockRecent(filepath.Join(dir, "recent", "files.json.lock")) // the other Plateau
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	AddRecent(p, "weave", "/w/2.json")
	want := []RecentFile{{"weave", "/w/2.json"}, {"rikudo", "/r/1.txt"}}
	if got := RecentFiles(p); !slices.Equal(got, want) {
		t.Errorf("lists %v, want %v", got, want)
	}
}

// A FIFO or a device saved to stays out of the recent files; a file does
// not, nor a name not there (any more).
func TestRecentLeavesOutFIFOs(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	dir := t.TempDir()
	fifo, file := filepath.Join(dir, "pipe.json"), filepath.Join(dir, "game.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	if err := os.WriteFile(file, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{file, fifo, "/dev/null", filepath.Join(dir, "gone.json")} {
		AddRecent(p, "momentum", path)
	}
	want := []RecentFile{{"momentum", filepath.Join(dir, "gone.json")}, {"momentum", file}}
	if got := RecentFiles(p); !slices.Equal(got, want) {
		t.Errorf("recent files %v, want %v", got, want)
	}
}

// A lock held a moment too long by another Plateau does not make this
// one write its copy over the other's recent files later: the change made
// meanwhile is made again on the list on disk once the lock is free, and
// both windows' files stay listed (the copy of the preferences, written
// over the file, dropped the other's).
func TestABusyLockLosesNoOnesFiles(t *testing.T) {
	dir := t.TempDir()
	a := test.NewTempApp(t).Preferences()
	b := test.NewTempApp(t).Preferences()
	KeepRecentIn(a, dir)
	KeepRecentIn(b, dir)
	AddRecent(a, "rikudo", "/a/1.txt")
	unlock, err := lockRecent(filepath.Join(dir, "recent", "files.json.lock"))
	if err != nil {
		t.Fatal(err)
	}
	AddRecent(b, "weave", "/b/2.json") // the lock busy
	unlock()
	AddRecent(a, "rikudo", "/a/3.txt")
	AddRecent(b, "weave", "/b/4.json") // the lock free again
	// every file listed, the last first (the one added while the lock was
	// busy comes in where its window next got the lock)
	want := []RecentFile{{"weave", "/b/4.json"}, {"weave", "/b/2.json"}, {"rikudo", "/a/3.txt"}, {"rikudo", "/a/1.txt"}}
	for name, p := range map[string]fyne.Preferences{"A": a, "B": b} {
		got := RecentFiles(p)
		if len(got) != len(want) || got[0] != want[0] {
			t.Errorf("window %s lists %v, want %v in some order, the last first", name, got, want)
		}
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("window %s lists %v, without %v", name, got, w)
			}
		}
	}
}
