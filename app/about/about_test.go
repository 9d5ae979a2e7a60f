package about

import (
	"os"
	"regexp"
	"runtime/debug"
	"testing"
)

// The version is the one the packages get from FyneApp.toml.
func TestVersionIsFyneAppsVersion(t *testing.T) {
	b, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindSubmatch(b)
	if m == nil {
		t.Fatal("no Version in FyneApp.toml")
	}
	if string(m[1]) != Version {
		t.Errorf("FyneApp.toml says %s, the app %s", m[1], Version)
	}
}

func TestCommit(t *testing.T) {
	for _, tc := range []struct {
		settings []debug.BuildSetting
		want     string
	}{
		{nil, ""},
		{[]debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}, {Key: "vcs.modified", Value: "false"}}, " · 01234567"},
		{[]debug.BuildSetting{{Key: "vcs.modified", Value: "true"}, {Key: "vcs.revision", Value: "0123456789abcdef"}}, " · 01234567+changes"},
		{[]debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}}, " · abc"},
	} {
		if got := commit(tc.settings); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.settings, got, tc.want)
		}
	}
	if got := Line(); got[:len("Plateau "+Version)] != "Plateau "+Version {
		t.Errorf("Line() = %q", got)
	}
}

// Every module go.mod requires directly is credited, and nothing else;
// the website is FyneApp.toml's.
func TestLibrariesAreGoModsAndTheWebsiteFyneApps(t *testing.T) {
	b, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	direct := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\s+(\S+) v\S+\s*$`).FindAllStringSubmatch(string(b), -1) {
		direct[m[1]] = true
	}
	credited := map[string]bool{}
	for _, l := range Libraries {
		credited[l.Module] = true
		if !direct[l.Module] || l.Name == "" || l.Licence == "" {
			t.Errorf("%+v: not a direct requirement of go.mod, or unnamed", l)
		}
	}
	for m := range direct {
		if !credited[m] {
			t.Errorf("go.mod requires %s, which About does not credit", m)
		}
	}
	toml, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^Website = "` + regexp.QuoteMeta(Website) + `"`).Match(toml) {
		t.Errorf("FyneApp.toml's website is not %s", Website)
	}
}
