package kit

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// instance is one Plateau process as far as its preferences go: Fyne
// keeps them in memory and, after each change, writes the whole map to
// the one file every process shares; it reads the file only at start
// (its reload on another process's write is not to be counted on: it
// read the file emptied mid-write, and wrote its own map back).
type instance struct{ p fyne.Preferences }

// startInstance starts an instance on the preferences file of dir.
func startInstance(t *testing.T, dir string) instance {
	t.Helper()
	p := test.NewTempApp(t).Preferences()
	if b, err := os.ReadFile(filepath.Join(dir, "preferences.json")); err == nil {
		var values map[string][]string
		if err := json.Unmarshal(b, &values); err != nil {
			t.Fatal(err)
		}
		for k, v := range values {
			p.SetStringList(k, v)
		}
	}
	KeepRecentIn(p, dir)
	in := instance{p}
	p.AddChangeListener(func() { in.save(t, dir) })
	return in
}

// save writes the instance's whole map over the shared file, as Fyne does.
func (in instance) save(t *testing.T, dir string) {
	values := map[string][]string{}
	for _, k := range []string{prefRecentAll, "ui.other"} {
		values[k] = in.p.StringList(k)
	}
	b, _ := json.Marshal(values)
	if err := os.WriteFile(filepath.Join(dir, "preferences.json"), b, 0o600); err != nil {
		t.Error(err)
	}
}

// Two windows open at once keep each other's recent files, whichever
// adds, forgets or saves another setting last: the list merged the other
// process's entries in, where the last write of the whole preferences
// erased them.
func TestRecentFilesOfTwoInstances(t *testing.T) {
	dir := t.TempDir()
	a := startInstance(t, dir)
	AddRecent(a.p, "eternity", "/a/1.txt")
	b := startInstance(t, dir) // "plateau FILE" while A is open
	AddRecent(b.p, "momentum", "/b/1.json")
	AddRecent(a.p, "rikudo", "/a/2.txt")
	a.p.SetStringList("ui.other", []string{"A quits"}) // A writes its map again
	AddRecent(b.p, "weave", "/b/2.json")
	ForgetRecent(a.p, "eternity", "/a/1.txt") // gone from disk, seen in A
	want := []RecentFile{{"weave", "/b/2.json"}, {"rikudo", "/a/2.txt"}, {"momentum", "/b/1.json"}}
	for name, in := range map[string]instance{"A": a, "B": b, "a third start": startInstance(t, dir)} {
		if got := RecentFiles(in.p); !slices.Equal(got, want) {
			t.Errorf("%s lists %v\nwant %v", name, got, want)
		}
	}
}

// A recent file that cannot be written to the list's file (its lock
// cannot be taken) is still listed in this window, from the preferences'
// copy: the file, which still read, hid it.
func TestRecentFilesWhenTheirFileCannotBeWritten(t *testing.T) {
	dir := t.TempDir()
	p := test.NewTempApp(t).Preferences()
	KeepRecentIn(p, dir)
	AddRecent(p, "rikudo", "/r/1.txt")
	lock := filepath.Join(dir, "recent", "files.json.lock")
	if err := errors.Join(os.Remove(lock), os.Mkdir(lock, 0o700)); err != nil {
		t.Fatal(err)
	}
	AddRecent(p, "weave", "/w/2.json")
	want := []RecentFile{{"weave", "/w/2.json"}, {"rikudo", "/r/1.txt"}}
	if got := RecentFiles(p); !slices.Equal(got, want) {
		t.Errorf("lists %v, want %v", got, want)
	}
}
