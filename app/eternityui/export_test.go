package eternityui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/eternity/eternitytest"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// TestExportPictures: the board and the pieces sheet export as PNG, SVG
// and PDF.
func TestExportPictures(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	dir := t.TempDir()
	for _, c := range []struct {
		name  string
		sheet bool
	}{{"board.png", false}, {"board.svg", false}, {"board.pdf", false}, {"sheet.png", true}, {"sheet.svg", true}, {"sheet.pdf", true}} {
		path := filepath.Join(dir, c.name)
		if err := wait(t, func(done func(error)) { ws.Export(path, c.sheet, done) }); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := ws.status.File(); got != path {
			t.Errorf("%s: the status bar opens %q", c.name, got)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(c.name, ".svg") {
			if !bytes.Contains(data[:min(len(data), 200)], []byte("<svg")) {
				t.Errorf("%s is not SVG", c.name)
			}
			continue
		}
		if strings.HasSuffix(c.name, ".pdf") {
			if !bytes.HasPrefix(data, []byte("%PDF-")) {
				t.Errorf("%s is not PDF", c.name)
			}
			// the printed board is titled with the puzzle's name, and each
			// page of the printed sheet with the name and its number
			// (the document, which a viewer shows, as the board or the
			// whole sheet)
			doc, titles := "Eternity 6x6, seed 2016", []string{"Eternity 6x6, seed 2016"}
			if c.sheet {
				doc = "Eternity 6x6, seed 2016: pieces sheet"
				titles = []string{"Eternity 6x6, seed 2016: pieces sheet, page 1 of 2", "Eternity 6x6, seed 2016: pieces sheet, page 2 of 2"}
			}
			for _, title := range titles {
				if !strings.Contains(painttest.PDFContent(data), "("+title+")Tj") {
					t.Errorf("%s: no page titled %q", c.name, title)
				}
			}
			if got, _ := painttest.PDFInfo(data, "Title"); got != doc {
				t.Errorf("%s: the document is titled %q, want %q", c.name, got, doc)
			}
			continue
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if img.Bounds().Dx() < 6*exportPNGCell {
			t.Errorf("%s is %d pixels wide", c.name, img.Bounds().Dx())
		}
	}
}

// The printed pieces sheet's pages are titled in the UI's language, the
// design's name and the page's number; a sheet of one page has no number.
func TestSheetTitleInTheUIsLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, one, many string }{
		{"", "Eternity II: pieces sheet", "Eternity II: pieces sheet, page 3 of 9"},
		{"fr", "Eternity II : planche de pièces", "Eternity II : planche de pièces, page 3 sur 9"},
	} {
		kit.SetLanguage(tc.lang)
		title := sheetTitle("Eternity II")
		kit.SetLanguage("")
		if got := title(1, 1); got != tc.one {
			t.Errorf("%q, one page: %q, want %q", tc.lang, got, tc.one)
		}
		if got := title(3, 9); got != tc.many {
			t.Errorf("%q, page 3 of 9: %q, want %q", tc.lang, got, tc.many)
		}
	}
}

// Ctrl+P prints: the board as a PDF, written through the status bar, on
// the paper of Settings.
func TestPrintKeyWritesTheBoardPDF(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "board.pdf")
	h := newHarness(t, pdf)
	h.ws.k.Prefs().SetString(kit.PrefPaper, "letter")
	h.ws.Keys().Print()
	select {
	case <-h.ws.status.Idle():
	case <-time.After(10 * time.Second):
		t.Fatal("the export did not end")
	}
	b, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Fatalf("no PDF written: %v", err)
	}
	if got := painttest.PDFPageSizes(b); len(got) != 1 || got[0] != [2]float64{612, 792} {
		t.Errorf("pages %v, want one of Letter", got)
	}
}

// An export's suggested name ends in the UI's language, as the design's
// name before it does: "Eternity-6x6-graine-2016-board.pdf" mixed two.
func TestExportNameInTheUIsLanguage(t *testing.T) {
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	h := newHarness(t, "")
	files := &kittest.Files{}
	h.ws.k.Files = files
	h.ws.exportDialog(false, paint.FormatPDF)
	if !strings.HasSuffix(files.Suggested, "-plateau.pdf") {
		t.Errorf("the board's picture is suggested as %q", files.Suggested)
	}
	h.ws.exportDialog(true, paint.FormatPDF)
	if !strings.HasSuffix(files.Suggested, "-pièces.pdf") {
		t.Errorf("the pieces sheet is suggested as %q", files.Suggested)
	}
}

// Stop ends a pieces sheet export and leaves no file, the status bar
// saying so: a 16x16 sheet as PNG went on to its end, over half a second,
// and only then was thrown away (how soon the painter and the encoder
// stop is render/eternity's TestDrawSheetStopsAtThePieceAfterStop and
// TestExportSheetStopsWriting).
func TestStopEndsASheetExport(t *testing.T) {
	loop := kittest.Loop(t)
	w := newHarness(t, "").ws
	if err := w.OpenPath(filepath.Join(eternitytest.Dir(), "brendan1_16x16.txt")); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "stopped.png")
	ended := make(chan struct{})
	w.Export(path, true, func(error) { close(ended) })
	loop.For(30 * time.Millisecond)
	w.status.Stop()
	kittest.Wait(t, loop, ended, 30*time.Second)
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("a stopped export left a file (%v)", err)
	}
	if msg := w.status.Message(); !strings.HasSuffix(msg, "stopped") {
		t.Errorf("the status bar says %q", msg)
	}
}

// An export works on copies: an edit of the puzzle, or an Undo of it,
// leaves it to its end, where a search of the puzzle is stopped.
func TestAnEditLeavesAnExportToItsEnd(t *testing.T) {
	loop := kittest.Loop(t)
	w := newHarness(t, "").ws
	if err := w.OpenPath(filepath.Join(eternitytest.Dir(), "brendan1_16x16.txt")); err != nil {
		t.Fatal(err)
	}
	if err := w.MovePiece(1, 0, 0); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sheet.png")
	var exportErr error
	ended := make(chan struct{})
	w.Export(path, true, func(err error) { exportErr = err; close(ended) })
	w.ToggleFixed() // another puzzle to a search: one more fixed piece
	w.Undo()
	kittest.Wait(t, loop, ended, 30*time.Second)
	if _, err := os.Stat(path); exportErr != nil || err != nil {
		t.Errorf("the export ended with %v, its file %v; status %q", exportErr, err, w.status.Message())
	}
}

// Save as and the exports of a design with a file are suggested beside
// it, named after it (they started in the last folder any dialog used).
func TestExportsStartBesideTheDesign(t *testing.T) {
	h := newHarness(t, "")
	files := &kittest.Files{}
	h.ws.k.Files = files
	doc := filepath.Join(t.TempDir(), "mine.json")
	if err := h.ws.SavePath(doc); err != nil {
		t.Fatal(err)
	}
	h.ws.setPath(doc)
	dir := filepath.Dir(doc)
	for _, tc := range []struct {
		what string
		ask  func()
		want string
	}{
		{"Save as", h.ws.saveAs, doc},
		{"the board", func() { h.ws.exportDialog(false, paint.FormatPNG) }, filepath.Join(dir, "mine-board.png")},
		{"the pieces sheet", func() { h.ws.exportDialog(true, paint.FormatPDF) }, filepath.Join(dir, "mine-pieces.pdf")},
	} {
		files.Suggested = ""
		tc.ask()
		if files.Suggested != tc.want {
			t.Errorf("%s is suggested as %q, want %q", tc.what, files.Suggested, tc.want)
		}
	}
}

// The exported and printed board follows Piece numbers, as the screen
// does: with it on, each placed piece's number is on the picture and the
// page (a key to lay out the numbered pieces of the sheet); off, none is.
// They had none whatever the setting.
func TestExportedBoardFollowsPieceNumbers(t *testing.T) {
	ws := newHarness(t, "").ws
	if err := ws.MovePiece(1, 0, 0); err != nil { // with the sample's 21
		t.Fatal(err)
	}
	dir := t.TempDir()
	export := func(name string, numbers bool) string {
		ws.numbers = numbers
		path := filepath.Join(dir, name)
		if err := wait(t, func(done func(error)) { ws.Export(path, false, done) }); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, ".pdf") {
			return painttest.PDFContent(data)
		}
		return string(data)
	}
	for _, numbers := range []bool{false, true} {
		svg, pdf := export("board.svg", numbers), export("board.pdf", numbers)
		for _, n := range []string{"1", "21"} {
			if got := strings.Contains(svg, ">"+n+"</text>"); got != numbers {
				t.Errorf("Piece numbers %v: piece %s numbered on the SVG: %v", numbers, n, got)
			}
			if got := strings.Contains(pdf, "("+n+")Tj"); got != numbers {
				t.Errorf("Piece numbers %v: piece %s numbered on the PDF: %v", numbers, n, got)
			}
		}
	}
	if export("off.png", false) == export("on.png", true) {
		t.Error("the PNG is the same with Piece numbers on and off")
	}
}
