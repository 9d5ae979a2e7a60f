package shell

import (
	"os"
	"os/user"
	"path/filepath"
	"testing"
)

// With neither HOME nor XDG_CONFIG_HOME set, HOME becomes the account's
// home folder before the app is made: Fyne's config folder was ./fyne/
// in the current folder, and the settings and the work kept for recovery
// depended on where Plateau was started. A HOME or XDG_CONFIG_HOME that
// is set is left as it is.
func TestEnsureHomeSetsHomeWhenUnset(t *testing.T) {
	u, err := user.Current()
	if err != nil || !filepath.IsAbs(u.HomeDir) {
		t.Skip("no home folder for this account:", err)
	}
	for _, tc := range []struct {
		name, home, xdg string // "-": unset
		want            string
	}{
		{"neither set", "-", "-", u.HomeDir},
		{"HOME empty", "", "-", u.HomeDir},
		{"HOME set", "/tmp/elsewhere", "-", "/tmp/elsewhere"},
		{"XDG_CONFIG_HOME set", "-", "/tmp/config", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for name, v := range map[string]string{"HOME": tc.home, "XDG_CONFIG_HOME": tc.xdg} {
				t.Setenv(name, v) // restored after the test
				if v == "-" {
					os.Unsetenv(name)
				}
			}
			if err := ensureHome(); err != nil {
				t.Fatal(err)
			}
			if got := os.Getenv("HOME"); got != tc.want {
				t.Errorf("HOME is %q, want %q", got, tc.want)
			}
			if dir, err := os.UserConfigDir(); err != nil || !filepath.IsAbs(dir) {
				t.Errorf("the config folder is %q (%v), want an absolute one", dir, err)
			}
		})
	}
}
