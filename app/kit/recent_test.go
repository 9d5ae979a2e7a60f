package kit

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

// Recent files come newest first, each once, at most recentMax; a
// forgotten one leaves the list.
func TestRecentFiles(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	for i := range recentMax + 2 {
		AddRecent(p, "eternity", fmt.Sprintf("/p/%d.txt", i))
	}
	AddRecent(p, "rikudo", "/r/a.txt")
	AddRecent(p, "eternity", "/p/5.txt") // again: to the front
	got := RecentFiles(p)
	want := []RecentFile{{"eternity", "/p/5.txt"}, {"rikudo", "/r/a.txt"}, {"eternity", "/p/9.txt"}, {"eternity", "/p/8.txt"},
		{"eternity", "/p/7.txt"}, {"eternity", "/p/6.txt"}, {"eternity", "/p/4.txt"}, {"eternity", "/p/3.txt"}}
	if !slices.Equal(got, want) {
		t.Errorf("all: %v\nwant %v", got, want)
	}
	ForgetRecent(p, "rikudo", "/r/a.txt")
	if got := RecentFiles(p); len(got) != recentMax-1 || slices.Contains(got, RecentFile{"rikudo", "/r/a.txt"}) {
		t.Errorf("after forgetting: %v", got)
	}
	p.SetStringList(prefRecentAll, []string{"no tab", "\t/x", "weave\t", "weave\t/w.json"})
	if got := RecentFiles(p); !slices.Equal(got, []RecentFile{{"weave", "/w.json"}}) {
		t.Errorf("malformed entries: %v", got)
	}
}
