package kit

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
)

// recentMax is how many recent files Home remembers.
const recentMax = 8

// prefRecentAll is the preference key of the recent files of every
// workspace, newest first, each "workspace\tpath". (Before Home listed
// them, each workspace kept its own list, under "recent.<id>", which
// nothing read.)
const prefRecentAll = "recent.all"

// RecentFile is a file last opened or saved in a workspace.
type RecentFile struct {
	Workspace string // its id
	Path      string
}

// RecentFiles returns the files last opened or saved in any workspace,
// newest first.
func RecentFiles(p fyne.Preferences) []RecentFile {
	var out []RecentFile
	for _, e := range p.StringList(prefRecentAll) {
		if ws, path, ok := strings.Cut(e, "\t"); ok && ws != "" && path != "" {
			out = append(out, RecentFile{ws, path})
		}
	}
	return out
}

// AddRecent puts path, opened or saved in workspace, at the front of the
// recent files.
func AddRecent(p fyne.Preferences, workspace, path string) {
	p.SetStringList(prefRecentAll, front(p.StringList(prefRecentAll), workspace+"\t"+path))
}

// ForgetRecent takes path off the recent files, when it can no longer be
// opened.
func ForgetRecent(p fyne.Preferences, workspace, path string) {
	p.SetStringList(prefRecentAll, without(p.StringList(prefRecentAll), workspace+"\t"+path))
}

// front puts s first in list, once, keeping recentMax entries.
func front(list []string, s string) []string {
	list = append([]string{s}, without(list, s)...)
	return list[:min(len(list), recentMax)]
}

func without(list []string, s string) []string {
	return slices.DeleteFunc(slices.Clone(list), func(e string) bool { return e == s })
}
