package shell

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

// A preferences file cut short by a kill (Fyne empties it before it
// writes) has the values of the copy kept at the last start put back; a
// good file is copied aside; a first start, without a file, writes
// nothing.
func TestGuardPreferences(t *testing.T) {
	const good = `{"ui.language":"fr","window.width":1024,"ui.light":true,"recent":["a.json","b.txt"],"sizes":[1.5,2]}`
	for _, tc := range []struct {
		name, file, copy string // "-": no such file
		restored         bool
		wantErr          bool
		wantCopy         string
	}{
		{"a good file is copied aside", good, "-", false, false, good},
		{"a good file, its copy older", good, `{"ui.language":"en"}`, false, false, good},
		{"emptied by a kill", "", good, true, false, good},
		{"cut short", good[:40], good, true, false, good},
		{"cut short, no copy", good[:40], "-", false, true, "-"},
		{"cut short, the copy too", good[:40], good[:20], false, true, good[:20]},
		{"a first start", "-", "-", false, false, "-"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			put := func(name, text string) {
				if text != "-" {
					if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
						t.Fatal(err)
					}
				}
			}
			put(prefsFile, tc.file)
			put(prefsCopy, tc.copy)
			prefs := test.NewTempApp(t).Preferences()
			restored, err := guardPreferences(prefs, dir)
			if restored != tc.restored || (err != nil) != tc.wantErr {
				t.Fatalf("restored %v, error %v; want %v, an error %v", restored, err, tc.restored, tc.wantErr)
			}
			copyNow := "-"
			if b, err := os.ReadFile(filepath.Join(dir, prefsCopy)); err == nil {
				copyNow = string(b)
			}
			if copyNow != tc.wantCopy {
				t.Errorf("the copy holds %q, want %q", copyNow, tc.wantCopy)
			}
			if !tc.restored {
				if prefs.String("ui.language") != "" {
					t.Error("preferences set without a restore")
				}
				return
			}
			if prefs.String("ui.language") != "fr" || prefs.Int("window.width") != 1024 || !prefs.Bool("ui.light") ||
				!slices.Equal(prefs.StringList("recent"), []string{"a.json", "b.txt"}) ||
				!slices.Equal(prefs.FloatList("sizes"), []float64{1.5, 2}) {
				t.Errorf("restored %q %d %v %v %v", prefs.String("ui.language"), prefs.Int("window.width"),
					prefs.Bool("ui.light"), prefs.StringList("recent"), prefs.FloatList("sizes"))
			}
		})
	}
}
