package kit

import (
	"encoding/json"
	"errors"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"plateau/app/safefile"
)

// recentMax is how many recent files Home remembers.
const recentMax = 8

// prefRecentAll is the preference key of the recent files of every
// workspace, newest first, each "workspace\tpath". (Before Home listed
// them, each workspace kept its own list, under "recent.<id>", which
// nothing read.) Where the recent files have a file of their own
// (KeepRecentIn), it is a copy, and the list the file starts from.
const prefRecentAll = "recent.all"

// RecentFile is a file last opened or saved in a workspace.
type RecentFile struct {
	Workspace string // its id
	Path      string
}

// Two Plateau windows are two processes, and Fyne writes each one's whole
// preferences over the one file, from memory, after any change: the last
// to write erased the recent files the other had added (its reload of the
// other's writes is not to be counted on: it read the file while it was
// being written, empty, and wrote its own values back). So the window
// keeps the recent files in a file of their own, read just before each
// change and written at once, under a lock: each process adds to the
// list as it is on disk, and a write of the preferences leaves it alone.

// recentFiles maps preferences (the window's) to the *recentStore that
// keeps their recent files; preferences not in it (tests, shots) keep
// them.
var recentFiles sync.Map

// errRecentBusy says another Plateau held the recent files' lock for
// longer than lockRecent waits.
var errRecentBusy = errors.New("another Plateau holds the lock of the recent files")

// recentStore is the file of a window's recent files.
type recentStore struct {
	path string
	// behind is set while the file misses this window's last change (it
	// could not be written): the preferences' copy has it.
	behind atomic.Bool
	// pending are the changes made while another Plateau held the lock a
	// moment too long (errRecentBusy), in order: the next change that
	// gets the lock makes them again on the list on disk, which holds the
	// other's, where writing the preferences' copy over it lost them.
	mu      sync.Mutex
	pending []func([]string) []string
}

// KeepRecentIn keeps the recent files of p in a file of its own, in a
// folder of dir (the app's storage, where the preferences are: the folder
// keeps its writes out of the one Fyne watches).
func KeepRecentIn(p fyne.Preferences, dir string) {
	recentFiles.Store(p, &recentStore{path: filepath.Join(dir, "recent", "files.json")})
}

// RecentFiles returns the files last opened or saved in any workspace,
// newest first.
func RecentFiles(p fyne.Preferences) []RecentFile {
	var out []RecentFile
	for _, e := range recentList(p) {
		if ws, path, ok := strings.Cut(e, "\t"); ok && ws != "" && path != "" {
			out = append(out, RecentFile{ws, path})
		}
	}
	return out
}

// AddRecent puts path, opened or saved in workspace, at the front of the
// recent files. A FIFO or device is left out: a FIFO saved to while a
// program read it went into the list, and opening it from there waited
// for a writer.
func AddRecent(p fyne.Preferences, workspace, path string) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return
	}
	changeRecent(p, func(list []string) []string { return front(list, workspace+"\t"+path) })
}

// ForgetRecent takes path off the recent files, when it can no longer be
// opened.
func ForgetRecent(p fyne.Preferences, workspace, path string) {
	changeRecent(p, func(list []string) []string { return without(list, workspace+"\t"+path) })
}

// recentList is the list of p's recent files as it is now: its file's,
// when it has one that reads and holds this window's changes, else the
// preferences'.
func recentList(p fyne.Preferences) []string {
	if v, ok := recentFiles.Load(p); ok && v.(*recentStore).current() {
		if list, err := readRecent(v.(*recentStore).path); err == nil {
			return list
		}
	}
	return p.StringList(prefRecentAll)
}

// changeRecent applies change to the list as it is now, under the lock of
// p's file when there is one, and keeps the result in the file and, a
// copy, in the preferences.
func changeRecent(p fyne.Preferences, change func([]string) []string) {
	v, ok := recentFiles.Load(p)
	if !ok {
		p.SetStringList(prefRecentAll, change(p.StringList(prefRecentAll)))
		return
	}
	st := v.(*recentStore)
	st.mu.Lock()
	defer st.mu.Unlock()
	list, err := changeRecentFile(st.path, func(disk []string, err error) []string {
		if err != nil || st.behind.Load() {
			return change(p.StringList(prefRecentAll)) // the copy has the pending changes
		}
		for _, c := range st.pending {
			disk = c(disk)
		}
		return change(disk)
	})
	switch {
	case errors.Is(err, errRecentBusy):
		st.pending = append(st.pending, change)
	case err != nil:
		log.Printf("plateau: the recent files: %v", err)
		st.behind.Store(true)
		st.pending = nil
	default:
		st.behind.Store(false)
		st.pending = nil
	}
	p.SetStringList(prefRecentAll, list)
}

// current reports whether the file holds this window's changes, so that
// the list is read there (with the other windows' changes) rather than
// from the preferences' copy.
func (st *recentStore) current() bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	return !st.behind.Load() && len(st.pending) == 0
}

// changeRecentFile writes to path the list change makes of the one read
// there (with the error when it did not read), under the file's lock,
// and returns it.
func changeRecentFile(path string, change func([]string, error) []string) ([]string, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return change(nil, err), err
	}
	unlock, err := lockRecent(path + ".lock")
	if err != nil {
		return change(readRecent(path)), err
	}
	defer unlock()
	list := change(readRecent(path))
	b, err := json.Marshal(list)
	if err == nil {
		err = safefile.WriteBytes(path, b)
	}
	return list, err
}

// readRecent reads a list of recent files; a file not there yet is an
// error, which leaves the preferences' list to start from.
func readRecent(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		return nil, errors.Join(err, fs.ErrInvalid)
	}
	return list, nil
}

// front puts s first in list, once, keeping recentMax entries.
func front(list []string, s string) []string {
	list = append([]string{s}, without(list, s)...)
	return list[:min(len(list), recentMax)]
}

func without(list []string, s string) []string {
	return slices.DeleteFunc(slices.Clone(list), func(e string) bool { return e == s })
}
