package shell

import (
	"bytes"
	"fyne.io/fyne/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
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
			was, err := guardPreferences(prefs, dir)
			restored := was != nil
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

// The start log says what the guard saw in a file that does not read (how
// many bytes, the decoder's words), not what cut it short: a full disk
// cuts it as a kill does, and the log blamed a kill.
func TestGuardLineSaysWhatItSaw(t *testing.T) {
	const good = `{"ui.language":"fr","rikudo.progress":"[{\"fill\":[0,0,2,3]}]"}`
	for _, tc := range []struct {
		name, file, copy string
		want             []string
	}{
		{"cut short", good[:30], good, []string{"30 bytes", "unexpected end of JSON input", "copy kept at the last start"}},
		{"emptied", "", good, []string{"0 bytes", "copy kept at the last start"}},
		{"no copy", good[:30], "", []string{"30 bytes", "nor does its copy"}},
		{"a good file", good, good, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range map[string]string{prefsFile: tc.file, prefsCopy: tc.copy} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			line := guardLine(guardPreferences(test.NewTempApp(t).Preferences(), dir))
			if (line == "") != (tc.want == nil) || strings.Contains(line, "kill") {
				t.Fatalf("the log says %q", line)
			}
			for _, w := range tc.want {
				if !strings.Contains(line, w) {
					t.Errorf("the log says %q, without %q", line, w)
				}
			}
		})
	}
}

// Settings lost, or given back from the copy, are said in the window's
// notice, where only the log (which a person who started Plateau from the
// desktop never reads) said so.
func TestGuardIsToldInTheWindow(t *testing.T) {
	const good = `{"ui.language":"en","window.width":1024}`
	for _, tc := range []struct {
		name, file, copy, want string
	}{
		{"cut short", good[:20], good, "Your settings did not read: the ones kept at the last start are back."},
		// whole, broken by a hand edit: the notice named a cause it did not know
		{"a stray comma", `{"ui.language":"en",,"window.width":1024}`, good, "Your settings did not read: the ones kept at the last start are back."},
		{"no copy", good[:20], "", "Your settings did not read, and no good copy of them was kept: they are back to their defaults and the recent files are forgotten."},
		{"a good file", good, good, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := newTestShell(t)
			dir := t.TempDir()
			for name, text := range map[string]string{prefsFile: tc.file, prefsCopy: tc.copy} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			s.tellPreferences(guardPreferences(s.kit.Prefs(), dir))
			if shown := s.notice.box.Visible(); shown != (tc.want != "") || shown && s.notice.text.Text != tc.want {
				t.Errorf("notice shown %v, saying %q; want %q", shown, s.notice.text.Text, tc.want)
			}
		})
	}
}

// FuzzGuardPreferences: whatever the preferences file and its copy hold,
// a file that reads is copied aside as it is, one that does not has the
// copy's values put back when the copy reads and an error otherwise; and
// what the preferences then hold opens the window at a size within
// reason, with recent files that each name a workspace and a path.
func FuzzGuardPreferences(f *testing.F) {
	const good = `{"ui.language":"fr","window.width":1024,"window.height":700,"ui.light":true,"recent.all":["eternity\ta.json","rikudo\tb.txt"],"sizes":[1.5,2]}`
	f.Add([]byte(good), []byte(good))
	f.Add([]byte(good[:40]), []byte(good))
	f.Add([]byte(""), []byte(`{"window.width":1e308,"window.height":-5,"recent.all":["x",""],"rikudo.progress":"[{\"key\":\"k\",\"fill\":[1]}]"}`))
	f.Add([]byte("null"), []byte(`{"recent.all":[1,"a\tb"],"mixed":[true,"x"]}`))
	app := test.NewTempApp(f)
	f.Fuzz(func(t *testing.T, file, copy []byte) {
		prefs := app.Preferences()
		dir := t.TempDir()
		for name, b := range map[string][]byte{prefsFile: file, prefsCopy: copy} {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		was, err := guardPreferences(prefs, dir)
		restored := was != nil
		values, fileErr := readPrefs(file)
		copyValues, copyErr := readPrefs(copy)
		fileReads, copyReads := fileErr == nil, copyErr == nil
		copyNow, _ := os.ReadFile(filepath.Join(dir, prefsCopy))
		switch {
		case fileReads && (restored || err != nil || !bytes.Equal(copyNow, file)):
			t.Fatalf("a file that reads: restored %v, %v, the copy %q", restored, err, copyNow)
		case !fileReads && copyReads && (!restored || err != nil):
			t.Fatalf("a file that does not read, a copy that does: restored %v, %v", restored, err)
		case !fileReads && !copyReads && (restored || err == nil):
			t.Fatalf("neither reads: restored %v, %v", restored, err)
		}
		if restored {
			values = copyValues
			for k, v := range copyValues {
				switch x := v.(type) {
				case string:
					if prefs.String(k) != x {
						t.Fatalf("%q restored as %q, want %q", k, prefs.String(k), x)
					}
				case bool:
					if prefs.Bool(k) != x {
						t.Fatalf("%q restored as %v, want %v", k, prefs.Bool(k), x)
					}
				case float64:
					if prefs.Float(k) != x {
						t.Fatalf("%q restored as %v, want %v", k, prefs.Float(k), x)
					}
				}
			}
		}
		if size := windowSize(prefs, fyne.Size{}); !(size.Width > 0 && size.Height > 0 && size.Width <= maxWindow && size.Height <= maxWindow) {
			t.Fatalf("the window opens at %v", size)
		}
		for _, rf := range kit.RecentFiles(prefs) {
			if rf.Workspace == "" || rf.Path == "" {
				t.Fatalf("a recent file %+v", rf)
			}
		}
		_ = kit.AppTheme(prefs)
		for k := range values {
			prefs.RemoveValue(k)
		}
	})
}
