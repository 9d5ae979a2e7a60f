package shell

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
)

// slowFake is a workspace whose files open in the background and end with
// err (slowOpener).
type slowFake struct{ err error }

func (slowFake) Info() kit.Info                            { return kit.Info{ID: "slow"} }
func (slowFake) Content() fyne.CanvasObject                { return nil }
func (slowFake) Keys() kit.Keys                            { return kit.Keys{} }
func (slowFake) Shown(bool)                                {}
func (slowFake) OpenPath(string) error                     { return errors.New("not the way the window opens") }
func (f slowFake) OpenPathThen(_ string, done func(error)) { done(f.err) }

// A recent file whose opening was stopped stays among the recent files; one
// that does not open goes; one that opens comes first.
func TestRecentFileAfterASlowOpen(t *testing.T) {
	s, _ := newTestShell(t)
	for _, tc := range []struct {
		err        error
		forgotten  bool
		recentWant bool
	}{
		{context.Canceled, false, false},
		{fmt.Errorf("l.json: %w", context.Canceled), false, false},
		{errors.New("line 3: not a lattice"), true, false},
		{nil, false, true},
	} {
		forgotten := false
		path := filepath.Join(t.TempDir(), "l.json")
		f := slowFake{tc.err}
		s.openIn(f, f, path, func() { forgotten = true })
		recent := slices.ContainsFunc(kit.RecentFiles(s.kit.Prefs()), func(r kit.RecentFile) bool { return r.Path == path })
		if forgotten != tc.forgotten || recent != tc.recentWant {
			t.Errorf("%v: forgotten %v, recent %v; want %v, %v", tc.err, forgotten, recent, tc.forgotten, tc.recentWant)
		}
	}
}
