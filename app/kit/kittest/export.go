package kittest

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/app/kit"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// BoardExport is a workspace's board export under test (kit.BoardExport).
type BoardExport struct {
	Files  *Files         // the workspace's file dialogs
	Loop   *kit.Loop      // the test's main loop
	Status *kit.StatusBar // the workspace's status bar
	Ask    func(f paint.Format)
	Print  func() // the workspace's Keys().Print: Ctrl+P
	// Beside is where the dialogs should suggest the files, without
	// their extension; Texts what each file must write (its title, its
	// legend).
	Beside string
	Texts  []string
	// More checks a file further (the SVG's texts and colours), nil: no more.
	More func(t testing.TB, f paint.Format, data []byte)
	// Paper is the paper the PDF's page must be, either way up (a wide
	// board prints landscape): the one the preferences name.
	Paper paint.Paper
}

// CheckBoardExport asks for the board as PNG and SVG as the Export menu
// does, and as a PDF with Ctrl+P, each into dir, and fails t unless the
// dialog suggested it beside the work, the status bar says where it went
// (with its Open button) and the file is one: a PNG that decodes, an SVG
// that parses, a PDF on a page of e.Paper, each writing every one of
// Texts.
func CheckBoardExport(t testing.TB, dir string, e BoardExport) {
	t.Helper()
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG, paint.FormatPDF} {
		path := filepath.Join(dir, "out"+f.Ext())
		e.Files.Path = path
		if f != paint.FormatPDF {
			e.Ask(f)
		} else if e.Print == nil {
			t.Fatal("Ctrl+P does nothing")
		} else {
			e.Print()
		}
		Wait(t, e.Loop, kit.StopJobs(), 30*time.Second) // a hang guard: under -race on a busy machine a map took over 10 s
		e.Loop.Flush()                                  // what the export said when it ended
		if want := e.Beside + f.Ext(); e.Files.Suggested != want {
			t.Errorf("%s: suggested %q, want %q", f.Ext(), e.Files.Suggested, want)
		}
		if e.Status.File() != path || e.Status.Message() != "Exported "+path {
			t.Errorf("%s: the status bar says %q and opens %q", f.Ext(), e.Status.Message(), e.Status.File())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var text string
		switch f {
		case paint.FormatPNG:
			if img, err := png.Decode(bytes.NewReader(data)); err != nil || img.Bounds().Dx() != kit.BoardPictureWidth {
				t.Errorf("png: %v", err)
			}
		case paint.FormatSVG:
			painttest.ParseSVG(t, data)
			text = string(data)
		case paint.FormatPDF:
			text = painttest.PDFContent(data)
			w, h := e.Paper.Size()
			if got := painttest.PDFPageSizes(data); len(got) != 1 || got[0] != [2]float64{w, h} && got[0] != [2]float64{h, w} {
				t.Errorf("pdf: pages %v, want one of %v, %vx%v", got, e.Paper, w, h)
			}
		}
		for _, want := range e.Texts {
			if f != paint.FormatPNG && !strings.Contains(text, ">"+want+"<") && !strings.Contains(text, "("+want+")Tj") {
				t.Errorf("%s: no %q", f.Ext(), want)
			}
		}
		if e.More != nil {
			e.More(t, f, data)
		}
	}
}
