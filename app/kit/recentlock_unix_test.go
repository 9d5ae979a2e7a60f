//go:build unix

package kit

import (
	"path/filepath"
	"slices"
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
