package kit

import (
	"io"
	"path/filepath"
	"testing"
	"time"

	"plateau/render/paint"
)

// A board export that cannot be written says so and leaves the status
// bar's message; one that is written says where, with the Open button.
func TestBoardExportWrites(t *testing.T) {
	l := newLoop(t)
	s, w := shownStatusBar(t)
	k := &Kit{Window: w}
	doc := &Doc{Kit: k}
	var asked paint.Format
	e := k.NewBoardExport(doc, s, func(f paint.Format) func(io.Writer) error {
		asked = f
		return func(wr io.Writer) error { _, err := wr.Write([]byte("board")); return err }
	})
	dir := t.TempDir()
	for _, c := range []struct {
		name    string
		path    string
		format  paint.Format
		written bool
	}{
		{"a picture", filepath.Join(dir, "b.png"), paint.FormatPNG, true},
		{"a PDF", filepath.Join(dir, "b.pdf"), paint.FormatPDF, true},
		{"a folder that is not there", filepath.Join(dir, "none", "b.svg"), paint.FormatSVG, false},
		{"a format of no picture", filepath.Join(dir, "b.txt"), paint.FormatPNG, false},
	} {
		s.SetMessage("before")
		done := make(chan error, 1)
		e.Write(c.path, func(err error) { done <- err })
		err := await(t, l, done, 10*time.Second)
		if got := err == nil; got != c.written {
			t.Errorf("%s: written %v (%v)", c.name, got, err)
			continue
		}
		if !c.written {
			if s.Message() != "before" || s.File() != "" {
				t.Errorf("%s: the bar says %q, opens %q", c.name, s.Message(), s.File())
			}
			continue
		}
		if asked != c.format || s.File() != c.path || s.Message() != "Exported "+c.path {
			t.Errorf("%s: asked %v; the bar says %q, opens %q", c.name, asked, s.Message(), s.File())
		}
	}
}

// A printed page is titled by the work's file name, without its folder
// and extension.
func TestDocStem(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"", "Untitled"},
		{"/home/ann/duel.json", "duel"},
		{"/home/ann/v2.final.json", "v2.final"},
		{"noext", "noext"},
	} {
		if got := (&Doc{Path: c.path}).Stem("Untitled"); got != c.want {
			t.Errorf("Stem of %q = %q, want %q", c.path, got, c.want)
		}
	}
}
