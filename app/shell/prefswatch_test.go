package shell

import (
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// A change of the preferences that cannot be written (their folder cannot
// be made, or the disk is full) is told in the notice, with the reason,
// once; the notice goes once a write works again. A folder that takes
// them says nothing.
func TestPreferencesThatCannotBeWrittenAreTold(t *testing.T) {
	for _, tc := range []struct {
		name   string
		dir    func(t *testing.T) (dir string, mend func())
		told   bool
		reason string
	}{
		{"a folder that takes them", func(t *testing.T) (string, func()) {
			return t.TempDir(), func() {}
		}, false, ""},
		{"a folder that cannot be made", func(t *testing.T) (string, func()) {
			file := filepath.Join(t.TempDir(), "config")
			if err := os.WriteFile(file, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(file, "plateau"), func() {
				if err := os.Remove(file); err != nil {
					t.Fatal(err)
				}
			}
		}, true, "not a directory"},
		{"a full disk", fullDisk, true, "no space left"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := newTestShell(t)
			dir, mend := tc.dir(t)
			s.watchPreferences(dir)
			shown := func() bool { return s.notice.box.Visible() }
			prefs := s.kit.Prefs()
			prefs.SetString(kit.PrefLanguage, "fr")
			if shown() != tc.told {
				t.Fatalf("after a change: notice shown %v, want %v (%q)", shown(), tc.told, s.notice.text.Text)
			}
			if !tc.told {
				return
			}
			text := s.notice.text.Text
			if !strings.Contains(text, "cannot save its settings") || !strings.Contains(strings.ToLower(text), tc.reason) {
				t.Errorf("the notice says %q, want the settings and %q", text, tc.reason)
			}
			var logged strings.Builder
			log.SetOutput(&logged)
			t.Cleanup(func() { log.SetOutput(os.Stderr) })
			prefs.SetString("rikudo.progress", "[]") // still failing: told once
			if n := strings.Count(logged.String(), "cannot be written"); !shown() || n != 0 {
				t.Errorf("a second failed change: notice shown %v, logged %d more times", shown(), n)
			}
			mend()
			prefs.SetString(kit.PrefLanguage, "en")
			if shown() {
				t.Errorf("still shown once a write works")
			}
			if left, _ := filepath.Glob(filepath.Join(dir, ".preferences-try-*")); len(left) > 0 {
				t.Errorf("tries left behind: %v", left)
			}
		})
	}
}

// fullDisk is a folder on a filesystem with no room left, mended by
// freeing it (root only: it mounts a tmpfs).
func fullDisk(t *testing.T) (string, func()) {
	dir := t.TempDir()
	if os.Geteuid() != 0 || exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).Run() != nil {
		t.Skip("needs root to mount a small tmpfs")
	}
	t.Cleanup(func() { _ = exec.Command("umount", dir).Run() })
	fill := filepath.Join(dir, "fill")
	f, err := os.Create(fill)
	if err != nil {
		t.Fatal(err)
	}
	for err == nil {
		_, err = f.Write(make([]byte, 4096))
	}
	f.Close()
	return dir, func() {
		if err := os.Remove(fill); err != nil {
			t.Fatal(err)
		}
	}
}

// A new language that cannot be written is not promised for the next
// start, and Restart now is not offered: the restarted window came back
// in the old language, the choice silently dropped.
func TestSettingsLanguageThatCannotBeWritten(t *testing.T) {
	s, w := newTestShell(t)
	file := filepath.Join(t.TempDir(), "config")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	s.watchPreferences(filepath.Join(file, "plateau"))
	s.showSettings()
	settingsSelect(t, w, "Français").SetSelected("Français")
	if restartButton(w) != nil {
		t.Error("Restart now offered for a language that cannot be kept")
	}
	var says []string
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text != "" {
			says = append(says, l.Text)
		}
	}
	all := strings.Join(says, " | ")
	if strings.Contains(all, "applies when Plateau next starts") || !strings.Contains(all, "cannot save") {
		t.Errorf("Settings says %q", all)
	}
}
