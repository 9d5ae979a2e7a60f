package shell

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/app/weaveui"
	"plateau/resources"
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

// TestOpenErrorNamesTheFileOnce: a file that does not open is named by
// the dialog's headline in every workspace (Weave's, read in the
// background, had none), and not again before the reason, which the
// status bar of Weave gives after the file's name alone.
func TestOpenErrorNamesTheFileOnce(t *testing.T) {
	loop := kittest.Loop(t)
	s, w := newTestShell(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		name, text, reason string
	}{
		{"lattice.json", "{\"rule\": \"seed\",\n\"main\": x}", "line 2: unexpected 'x' where a string was expected"},
		{"game.json", `{"game": "momentum", "version": 9}`, "line 1: version 9, this program reads version 1"},
		{"save.json", `{"moves": [], "version": 9}`, "line 1: version 9, want 1"},
		{"design.json", "{\"format\": \"plateau-eternity\",\n\"version\": 9}", "line 2: version: expected 1..1, got 9"},
		{"puzzle.txt", "5\nx\n", `line 2: expected the number of edges, got "x"`},
		{"link.url", "[InternetShortcut]\nURL=https://e2.bucas.name/#board_w=3&board_h=3\n", "line 2: expected a parameter board_edges in the board link"},
		{"binary.dat", "\x00\x01\x02", "not a file Plateau opens: it holds binary data, not text"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			s.OpenFile(path)
			weave := s.workspace("weave").(*weaveui.Workspace)
			kittest.Wait(t, loop, weave.Status().Idle(), 30*time.Second)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no dialog")
			}
			defer w.Canvas().Overlays().Remove(top)
			// the headline, then the reason (a sentence when it is a
			// refusal alone: "Line 2: ... .")
			text := dialogText(w)
			rest, ok := strings.CutPrefix(text, "Could not open "+tc.name)
			if !ok || !strings.HasPrefix(strings.ToLower(rest[:1])+rest[1:], tc.reason) {
				t.Errorf("the dialog says %q, want the headline then %q", text, tc.reason)
			}
			if tc.name == "lattice.json" {
				if msg, want := weave.Status().Message(), "Opening the lattice: lattice.json: "+tc.reason; msg != want {
					t.Errorf("the status bar says %q, want %q", msg, want)
				}
			}
		})
	}
}

// Of two files for one workspace, the one not opened is named so that a
// person tells it from the other: by its folder when their names are the
// same (the notice named "puz.txt" alone, and said nothing of which).
func TestFilesNotOpenedAreToldApart(t *testing.T) {
	s, w := newTestShell(t)
	dir := t.TempDir()
	b, err := resources.Sample("rikudo_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, p := range []string{filepath.Join("a", "puz.txt"), filepath.Join("b", "puz.txt"), filepath.Join("x", "a", "puz.txt")} {
		path := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	s.OpenFiles(paths)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no notice of the files not opened")
	}
	text := dialogText(w)
	base := filepath.Base(dir)
	for _, want := range []string{filepath.Join(base, "a", "puz.txt") + " (Rikudo)", filepath.Join("b", "puz.txt") + " (Rikudo)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the notice says %q, want it to name %q", text, want)
		}
	}
}

// A text file no workspace reads (empty, prose, a table) is said so in
// every workspace, as an open error: the visible workspace's reader spoke
// of JSON objects ("Line 1: unexpected 'a' where an object was expected"),
// and only Home said which files Plateau opens, in a notice.
func TestAnUnknownTextIsSaidSoEverywhere(t *testing.T) {
	s, w := newTestShell(t)
	dir := t.TempDir()
	const knows = " is not a puzzle or game file Plateau knows: it opens Weave lattices,"
	for _, ws := range []string{"home", "weave", "momentum", "rikudo"} {
		for _, tc := range []struct{ name, text, want string }{
			{"empty.txt", "", "empty.txt is empty."},
			{"blank.txt", " \n\n", "blank.txt is empty."},
			{"word.txt", "abc\n", "word.txt" + knows},
			{"table.txt", "a,b,c\n1,2,3\n", "table.txt" + knows},
		} {
			path := filepath.Join(dir, tc.name)
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := s.Show(ws); err != nil {
				t.Fatal(err)
			}
			s.OpenFile(path)
			if w.Canvas().Overlays().Top() == nil {
				t.Fatalf("%s, %s: no dialog", ws, tc.name)
			}
			if text := dialogText(w); !strings.HasPrefix(text, "Could not open "+tc.name+tc.want) {
				t.Errorf("%s, %s: the dialog says %q, want the headline then %q", ws, tc.name, text, tc.want)
			}
			w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
		}
	}
	// picked in a workspace's Open dialog, the same
	if !s.route("momentum", filepath.Join(dir, "word.txt")) || !strings.HasPrefix(dialogText(w), "Could not open word.txt") {
		t.Errorf("picked in Momentum's Open, word.txt gets %q", dialogText(w))
	}
}
