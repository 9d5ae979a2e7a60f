//go:build unix

package kit

import (
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"

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
