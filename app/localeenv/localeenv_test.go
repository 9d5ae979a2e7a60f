package localeenv

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"C.UTF-8", "C"},
		{"POSIX.utf8", "C"},
		{"C", "C"},
		{"fr_FR.UTF-8", "fr_FR.UTF-8"},
		{"", ""},
	}
	for _, tc := range tests {
		t.Setenv("LANG", tc.in)
		Normalize()
		if got := os.Getenv("LANG"); got != tc.want {
			t.Errorf("LANG=%q became %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestRunsBeforeFyneLang starts the plateau binary's help with LANG=C.UTF-8
// and checks that Fyne logged no locale error: that only holds if this
// package's init ran before Fyne's lang package read the locale.
func TestRunsBeforeFyneLang(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := t.TempDir() + "/plateau"
	build := exec.Command("go", "build", "-tags", "ci", "-o", bin, "plateau")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "help")
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("plateau help: %v\n%s", err, out)
	}
	// Fyne logs "Fyne error: Error parsing user locale C" (or "Failed to
	// … user locale"): the help's own words may name the locale
	if strings.Contains(string(out), "user locale") {
		t.Errorf("locale error logged:\n%s", out)
	}
}

// A program started again gets the locale this one was started with, not
// what it set since (a forced language, Normalize's "C").
func TestEnvironIsTheStartingLocale(t *testing.T) {
	t.Setenv("LC_ALL", "fr")
	t.Setenv("LANGUAGE", "fr")
	t.Setenv("PLATEAU_TEST_OTHER", "kept")
	env := Environ()
	want := []string{"PLATEAU_TEST_OTHER=kept"}
	for _, k := range localeVars {
		if v := started[k]; v != nil {
			want = append(want, k+"="+*v)
		}
	}
	for _, kv := range want {
		if !slices.Contains(env, kv) {
			t.Errorf("%s missing", kv)
		}
	}
	for _, kv := range env {
		if (kv == "LC_ALL=fr" || kv == "LANGUAGE=fr") && !slices.Contains(want, kv) {
			t.Errorf("%s leaks into the new program", kv)
		}
	}
}

// The locale's country, as the paper follows it: LC_ALL first, then
// LC_PAPER, then LANG, as the program found them.
func TestRegion(t *testing.T) {
	for _, tc := range []struct {
		all, paper, lang string
		want             string
		orUS             string // with the system's locale en-US
	}{
		{"", "", "en_US.UTF-8", "US", "US"},
		{"", "", "fr_CA.utf8@euro", "CA", "CA"},
		{"", "en_PH.UTF-8", "fr_FR.UTF-8", "PH", "PH"},
		{"de_DE.UTF-8", "en_US.UTF-8", "en_US.UTF-8", "DE", "DE"},
		{"", "", "es-MX", "MX", "MX"},
		{"", "", "zh_Hant_TW", "TW", "TW"},
		{"", "", "fr", "", ""},
		{"", "", "C", "", ""}, // set, though to no country: the user's word
		{"", "", "", "", "US"},
	} {
		saved := started
		started = map[string]*string{}
		for k, v := range map[string]string{"LC_ALL": tc.all, "LC_PAPER": tc.paper, "LANG": tc.lang} {
			if v != "" {
				started[k] = &v
			}
		}
		if got := Region(); got != tc.want {
			t.Errorf("LC_ALL=%q LC_PAPER=%q LANG=%q: region %q, want %q", tc.all, tc.paper, tc.lang, got, tc.want)
		}
		if got := RegionOr(func() string { return "en-US" }); got != tc.orUS {
			t.Errorf("LC_ALL=%q LC_PAPER=%q LANG=%q, a system in en-US: region %q, want %q", tc.all, tc.paper, tc.lang, got, tc.orUS)
		}
		started = saved
	}
}

// With no locale variable (Windows; macOS from the Finder), the paper's
// region is the system locale's.
func TestRegionOfTheSystemLocale(t *testing.T) {
	saved := started
	started = map[string]*string{}
	defer func() { started = saved }()
	for _, tc := range []struct{ system, want string }{
		{"en-US", "US"},
		{"fr-CA", "CA"},
		{"es-419", ""},
		{"zh-Hant-TW", "TW"},
		{"en-GB", "GB"},
		{"en", ""},
		{"", ""},
	} {
		if got := RegionOr(func() string { return tc.system }); got != tc.want {
			t.Errorf("system locale %q: region %q, want %q", tc.system, got, tc.want)
		}
	}
}
