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
