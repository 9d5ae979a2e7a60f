package weaveui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit/kittest"
)

// shownMenu is the menu shown over win, nil if none.
func shownMenu(win fyne.Window) *widget.Menu {
	top := win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if m, ok := o.(*widget.PopUpMenu); ok {
			return m.Menu
		}
	}
	return nil
}

// Weave's toolbar has an Export button, as the other workspaces do: its
// menu writes the lattice as PLY and OBJ and the view as a PNG, each
// suggested under the lattice's name, and Ctrl+P writes the picture. PLY
// and OBJ were reached only by typing their extension in Save as…, on no
// button.
func TestExportButtonWritesEveryFormat(t *testing.T) {
	dir := t.TempDir()
	ws, win := newTestWorkspace(t, "")
	files := ws.k.Files.(*kittest.Files)
	check := func(name, ext, head string) {
		t.Helper()
		kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
		path := filepath.Join(dir, "out"+ext)
		if files.Suggested != "lattice"+ext {
			t.Errorf("%s: suggested %q, want %q", name, files.Suggested, "lattice"+ext)
		}
		if got := ws.status.Message(); got != "Exported "+path || ws.status.File() != path {
			t.Errorf("%s: the status bar says %q and opens %q", name, got, ws.status.File())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !strings.HasPrefix(string(data), head) {
			t.Errorf("%s: the file starts %q, want %q", name, data[:min(len(data), 8)], head)
		}
	}
	for i, c := range []struct{ name, ext, head string }{
		{"PLY", ".ply", "ply\n"},
		{"OBJ", ".obj", "#"},
		{"PNG", ".png", "\x89PNG"},
	} {
		files.Path = filepath.Join(dir, "out"+c.ext)
		test.Tap(kittest.ToolButton(t, ws.Content(), "Export"))
		menu := shownMenu(win)
		if menu == nil {
			t.Fatalf("%s: Export shows no menu", c.name)
		}
		test.Tap(menu.Items[i].(fyne.Tappable))
		check(c.name, c.ext, c.head)
		if ws.Document() != "" {
			t.Errorf("%s: the export became the lattice's file, %s", c.name, ws.Document())
		}
	}
	os.Remove(filepath.Join(dir, "out.png"))
	ws.Keys().Print()
	check("Ctrl+P", ".png", "\x89PNG")
}
