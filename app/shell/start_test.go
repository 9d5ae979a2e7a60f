package shell

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// The window opens on the workspace last shown, Home the first time or
// when the one remembered is unknown.
func TestOpensOnTheWorkspaceLastShown(t *testing.T) {
	for _, tc := range []struct{ remembered, want string }{
		{"", "home"}, {"dicewars", "dicewars"}, {"chess", "home"},
	} {
		a := test.NewTempApp(t)
		a.Preferences().SetString(prefWorkspace, tc.remembered)
		w := test.NewTempWindow(t, nil)
		s := New(a, w)
		if got := s.Current().Info().ID; got != tc.want {
			t.Errorf("%q remembered: opens on %s, want %s", tc.remembered, got, tc.want)
		}
		_ = s.Show("rikudo")
		if got := a.Preferences().String(prefWorkspace); got != "rikudo" {
			t.Errorf("after showing Rikudo the preference is %q", got)
		}
	}
}
