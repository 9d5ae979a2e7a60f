package shell

import (
	"bytes"
	"context"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/cli"
	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

var panels = []string{"home", "weave", "momentum", "dicewars", "eternity", "rikudo"}

func newTestShell(t testing.TB) (*Shell, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := New(a, w)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	return s, w
}

func TestShellOpensEveryWorkspace(t *testing.T) {
	s, _ := newTestShell(t)
	if got := len(s.Workspaces()); got != len(panels) {
		t.Fatalf("%d workspaces, want %d", got, len(panels))
	}
	for _, id := range panels {
		if err := s.Show(id); err != nil {
			t.Fatal(err)
		}
		if got := s.Current().Info().ID; got != id {
			t.Errorf("Show(%q) shows %q", id, got)
		}
		for i, ws := range s.Workspaces() {
			if vis := ws.Content().Visible(); vis != (ws.Info().ID == id) {
				t.Errorf("showing %s: workspace %d visible=%v", id, i, vis)
			}
		}
	}
	if err := s.Show("nope"); err == nil {
		t.Error("Show of an unknown workspace succeeded")
	}
}

// spy is a workspace that counts its shortcut calls.
type spy struct {
	content fyne.CanvasObject
	board   *widget.Entry // a focusable widget, as the boards are
	calls   map[string]int
}

func (s *spy) Info() kit.Info             { return kit.Info{ID: "spy", Title: "Spy"} }
func (s *spy) Content() fyne.CanvasObject { return s.content }
func (s *spy) Shown(bool)                 {}
func (s *spy) Keys() kit.Keys {
	f := func(n string) func() { return func() { s.calls[n]++ } }
	return kit.Keys{New: f("new"), Open: f("open"), Save: f("save"), Print: f("print"), Undo: f("undo"), Redo: f("redo"), Space: f("space"), Escape: f("esc"),
		Board: func(ev *fyne.KeyEvent) bool { s.calls[string(ev.Name)]++; return true },
		Rune:  func(r rune) { s.calls[string(r)]++ }}
}

// newSpyShell is a test shell showing a spy workspace first.
func newSpyShell(t *testing.T) (*spy, *Shell, fyne.Window) {
	t.Helper()
	sp := &spy{calls: map[string]int{}}
	saved := Factories
	Factories = append([]Factory{func(k *kit.Kit) kit.Workspace {
		sp.board = widget.NewEntry()
		sp.content = container.NewVBox(widget.NewLabel("spy"), sp.board)
		return sp
	}}, saved...)
	t.Cleanup(func() { Factories = saved })
	s, w := newTestShell(t)
	if err := s.Show("spy"); err != nil {
		t.Fatal(err)
	}
	return sp, s, w
}

func TestHomeOpenButtonsSwitchWorkspace(t *testing.T) {
	s, _ := newTestShell(t)
	h := s.Workspaces()[0].(*home)
	for _, id := range panels[1:] {
		_ = s.Show("home")
		b, ok := h.open[id]
		if !ok {
			t.Fatalf("no Open button for %s", id)
		}
		test.Tap(b)
		if got := s.Current().Info().ID; got != id {
			t.Errorf("Open on the %s card shows %q", id, got)
		}
	}
}

// A shot is the size asked for, times the scale asked for: without
// --scale no HiDPI picture could be made headless (FYNE_SCALE changed
// nothing).
func TestShotWritesAPictureOfTheRequestedSize(t *testing.T) {
	for _, tc := range []struct {
		args []string
		w, h int
	}{
		{[]string{"--size", "640x400"}, 640, 400},
		{[]string{"--size", "640x400", "--scale", "2"}, 1280, 800},
		{[]string{"--size", "400x300", "--scale", "1.5"}, 600, 450},
	} {
		out := filepath.Join(t.TempDir(), "home.png")
		var stdout, stderr bytes.Buffer
		code := cli.RunArgs(context.Background(), &cli.Env{Stdout: &stdout, Stderr: &stderr}, append([]string{"shot", "home", out}, tc.args...))
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, stderr.String())
		}
		img := kittest.ReadPNG(t, out)
		if b := img.Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
			t.Errorf("%v: picture is %v, want %dx%d", tc.args, b.Size(), tc.w, tc.h)
		}
		if sd := stddev(img); sd < 10 {
			t.Errorf("%v: picture looks blank (standard deviation %.1f)", tc.args, sd)
		}
	}
}

func TestShotRejectsBadUsage(t *testing.T) {
	dir := t.TempDir()
	tests := map[string][]string{
		"unknown panel": {"shot", "kitchen", filepath.Join(dir, "a.png")},
		"bad size":      {"shot", "home", filepath.Join(dir, "a.png"), "--size", "huge"},
		"tiny size":     {"shot", "home", filepath.Join(dir, "a.png"), "--size", "10x10"},
		"not png":       {"shot", "home", filepath.Join(dir, "a.jpg")},
		"missing out":   {"shot", "home"},
		"size and junk": {"shot", "home", filepath.Join(dir, "a.png"), "--size", "640x400junk"},
		"language":      {"shot", "home", filepath.Join(dir, "a.png"), "--lang", "de"},
		"scale":         {"shot", "home", filepath.Join(dir, "a.png"), "--scale", "0.5"},
		"scale too big": {"shot", "home", filepath.Join(dir, "a.png"), "--size", "3000x2000", "--scale", "3"},
	}
	for name, args := range tests {
		t.Run(name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := cli.RunArgs(context.Background(), &cli.Env{Stdout: &stdout, Stderr: &stderr}, args); code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("want a one-line reason, got %q", stderr.String())
			}
		})
	}
}

func stddev(img image.Image) float64 {
	b := img.Bounds()
	var sum, sq, n float64
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			v := float64(r+g+bl) / 3 / 257
			sum += v
			sq += v * v
			n++
		}
	}
	m := sum / n
	return math.Sqrt(sq/n - m*m)
}

// Closing the window quits at once with nothing unsaved, and asks first
// when an editor holds changes, naming them.
func TestQuitAsksAboutUnsavedWork(t *testing.T) {
	s, w := newTestShell(t)
	quits := 0
	s.RequestQuit(func() { quits++ })
	if quits != 1 || w.Canvas().Overlays().Top() != nil {
		t.Fatalf("nothing unsaved: %d quits, dialog %v", quits, w.Canvas().Overlays().Top() != nil)
	}
	var ed *eternityui.Workspace
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			ed = e
		}
	}
	ed.AddColor(false)
	if got := s.Unsaved(); len(got) != 1 || !strings.Contains(got[0], "Eternity") {
		t.Fatalf("unsaved %q", got)
	}
	s.RequestQuit(func() { quits++ })
	if quits != 1 {
		t.Fatal("quit without asking")
	}
	kittest.TapDialogButton(t, w, "Cancel")
	if quits != 1 {
		t.Fatal("Cancel quit")
	}
	s.RequestQuit(func() { quits++ })
	kittest.TapDialogButton(t, w, "Discard")
	if quits != 2 {
		t.Errorf("Discard did not quit (%d)", quits)
	}
	// Ctrl+Q goes the same way: with the change still there, it asks
	before := len(w.Canvas().Overlays().List())
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	if len(w.Canvas().Overlays().List()) <= before {
		t.Error("Ctrl+Q with unsaved work did not ask")
	}
}

// A file dropped on the window opens in the workspace it belongs to,
// shown first, from Home or from another workspace; unsaved work is asked
// about first; a damaged file shows its error and changes nothing; an
// export, or a file no workspace reads dropped on Home, gets a word.
func TestDroppedFileOpensInItsWorkspace(t *testing.T) {
	s, w := newTestShell(t)
	dir := t.TempDir()
	write := func(name, body string) string { return writeFile(t, dir, name, body) }
	closeDialog := func(what string) {
		t.Helper()
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: no dialog", what)
		}
		top.Hide()
		w.Canvas().Overlays().Remove(top)
	}
	var ed *eternityui.Workspace
	for _, ws := range s.Workspaces() {
		if e, ok := ws.(*eternityui.Workspace); ok {
			ed = e
		}
	}
	good := filepath.Join(dir, "design.json")
	if err := ed.SavePath(good); err != nil {
		t.Fatal(err)
	}
	ed.AddColor(false) // unsaved work in Eternity
	colours := len(ed.Design().Palette)

	s.OpenDropped([]fyne.URI{storage.NewFileURI(good)}) // on Home
	if s.Current().Info().ID != "eternity" {
		t.Fatalf("an Eternity design dropped on Home shows %s", s.Current().Info().ID)
	}
	kittest.TapDialogButton(t, w, "Discard")
	if len(ed.Design().Palette) != colours-1 || ed.Unsaved() != "" {
		t.Errorf("after the drop: %d colours, want %d; unsaved %q", len(ed.Design().Palette), colours-1, ed.Unsaved())
	}

	s.OpenDropped([]fyne.URI{storage.NewFileURI(write("bad.txt", "5 4\n"))}) // a size, no pieces
	closeDialog("a damaged piece list")
	if s.Current().Info().ID != "eternity" || ed.Unsaved() != "" || len(ed.Design().Palette) != colours-1 {
		t.Error("a damaged file changed the design or the workspace")
	}

	rikudo := write("mine.txt", "3\n2\n#1 2\n#2 3\n1\n1 1\n")
	s.OpenDropped([]fyne.URI{storage.NewFileURI(rikudo)}) // on Eternity
	if s.Current().Info().ID != "rikudo" || !strings.HasPrefix(w.Title(), "mine.txt — ") {
		t.Errorf("a Rikudo dropped on Eternity: %s, title %q", s.Current().Info().ID, w.Title())
	}

	// several at once: each to its workspace, the last one shown
	momentum := filepath.Join("..", "..", "resources", "samples", "momentum_demo.json")
	design, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	again := write("again.json", string(design))
	s.OpenDropped([]fyne.URI{storage.NewFileURI(again), storage.NewFileURI(momentum)})
	if s.Current().Info().ID != "momentum" || ed.Document() != again {
		t.Errorf("two files dropped: %s shown, Eternity's file %q", s.Current().Info().ID, ed.Document())
	}
	// two for one workspace: the last opens, and a dialog names the other
	// (it was replaced without a word)
	third := write("third.json", string(design))
	s.OpenDropped([]fyne.URI{storage.NewFileURI(again), storage.NewFileURI(third)})
	if ed.Document() != third || !strings.Contains(dialogText(w), "again.json (Eternity)") {
		t.Errorf("two designs dropped: Eternity's file %q, dialog %q", ed.Document(), dialogText(w))
	}
	closeDialog("the files left")

	for _, name := range []string{"lattice.ply", "notes.md"} {
		if err := s.Show("home"); err != nil {
			t.Fatal(err)
		}
		s.OpenDropped([]fyne.URI{storage.NewFileURI(write(name, "hello\n"))})
		closeDialog(name)
		if s.Current().Info().ID != "home" {
			t.Errorf("%s dropped on Home showed %s", name, s.Current().Info().ID)
		}
	}
}

// A file picked in a workspace's Open dialog that belongs to another
// workspace opens there, from each of the five; one of its own stays.
func TestOpenDialogRoutesToTheFilesWorkspace(t *testing.T) {
	dir := t.TempDir()
	rikudo := writeFile(t, dir, "mine.txt", "3\n2\n#1 2\n#2 3\n1\n1 1\n")
	momentum := filepath.Join("..", "..", "resources", "samples", "momentum_demo.json")
	for _, from := range panels[1:] {
		t.Run(from, func(t *testing.T) {
			s, w := newTestShell(t)
			files := &kittest.Files{Path: rikudo}
			s.kit.Files = files
			want, wantTitle := "rikudo", "mine.txt — "
			if from == "rikudo" {
				files.Path = momentum
				want, wantTitle = "momentum", "momentum_demo.json — "
			}
			if err := s.Show(from); err != nil {
				t.Fatal(err)
			}
			s.Current().Keys().Open()
			if files.Opens != 1 || s.Current().Info().ID != want || !strings.HasPrefix(w.Title(), wantTitle) {
				t.Errorf("%d dialogs, %s shown, title %q; want %s", files.Opens, s.Current().Info().ID, w.Title(), want)
			}
			s.Current().Keys().Open() // the file is the shown workspace's own now
			if s.Current().Info().ID != want || !strings.HasPrefix(w.Title(), wantTitle) {
				t.Errorf("opened again: %s shown, title %q", s.Current().Info().ID, w.Title())
			}
		})
	}
}
