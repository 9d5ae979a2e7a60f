package rikudoui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/render/paint/painttest"
)

// TestExportWritesEachFormat: Print writes a PDF (on the paper of
// Settings), a PNG and an SVG of the puzzle, and CNF its SAT model in
// DIMACS.
func TestExportWritesEachFormat(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.k.Prefs().SetString(kit.PrefPaper, "letter")
	dir := t.TempDir()
	for ext, starts := range map[string]string{".pdf": "%PDF-", ".png": "\x89PNG", ".svg": "<svg", ".cnf": "c "} {
		path := filepath.Join(dir, "puzzle"+ext)
		if err := ws.Export(path); err != nil {
			t.Fatalf("%s: %v", ext, err)
		}
		b, err := os.ReadFile(path)
		if err != nil || !strings.HasPrefix(string(b), starts) {
			t.Errorf("%s: %d bytes starting %q, want %q", ext, len(b), string(b[:min(len(b), 8)]), starts)
		}
		if ext == ".cnf" && !strings.Contains(string(b), "\np cnf ") {
			t.Errorf("the CNF has no problem line")
		}
		if got := painttest.PDFPageSizes(b); ext == ".pdf" && (len(got) != 1 || got[0] != [2]float64{612, 792}) {
			t.Errorf("the PDF's pages are %v, want one of Letter", got)
		}
	}
	if err := ws.Export(filepath.Join(dir, "puzzle.txt")); err == nil {
		t.Error("an unknown format was written")
	}
}

// A printed puzzle stays off the recent files (Home would offer to open a
// PDF as a Rikudo); a saved one goes on them.
func TestExportIsNotARecentFile(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "print.pdf")
	ws := newTestWorkspace(t, pdf)
	ws.exportDialog(".pdf")
	waitIdle(t, ws) // exports run in a job
	if b, err := os.ReadFile(pdf); err != nil || !strings.HasPrefix(string(b), "%PDF-") {
		t.Fatalf("no PDF written: %v", err)
	}
	if got := ws.status.File(); got != pdf {
		t.Errorf("the status bar opens %q, want the PDF, to print it", got)
	}
	if got := kit.RecentFiles(ws.k.Prefs()); len(got) != 0 {
		t.Errorf("recent files after a print: %v", got)
	}
	txt := filepath.Join(dir, "puzzle.txt")
	ws.k.Files.(*kittest.Files).Path = txt
	ws.Keys().Save()
	if got := kit.RecentFiles(ws.k.Prefs()); len(got) != 1 || got[0].Path != txt {
		t.Errorf("recent files after a save: %v", got)
	}
}

// pdfPages counts the pages of the PDF at path.
func pdfPages(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return painttest.PDFPages(b)
}

// The printed PDF carries the solution on a second page once the puzzle on
// the board is proven to have exactly one (Check unique, Generate), and
// only while the board still holds that puzzle; the status bar says which,
// and how to get the answer page.
func TestPDFPrintsTheKeyOnceProvedUnique(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "print.pdf")
	ws := newTestWorkspace(t, pdf)
	cell := -1
	for c := range ws.p.N() {
		if ws.p.Given(c) == 0 {
			cell = c
			break
		}
	}
	steps := []struct {
		name   string
		do     func()
		pages  int
		status string
	}{
		{"not proven yet", func() {}, 1, "(Check unique first"},
		{"proven unique", func() { ws.checkUnique(); waitIdle(t, ws) }, 2, "its solution on page 2"},
		{"a given typed", func() { ws.selected = cell; test.Type(ws.view, "7"); ws.escape() }, 1, "(Check unique first"},
		{"undone", func() { ws.Keys().Undo() }, 2, "its solution on page 2"},
		{"generated", func() { ws.generate(0, 0, false, 5); waitIdle(t, ws) }, 2, "its solution on page 2"},
	}
	for _, s := range steps {
		s.do()
		ws.exportDialog(".pdf")
		waitIdle(t, ws)
		if got := pdfPages(t, pdf); got != s.pages {
			t.Errorf("%s: %d pages, want %d", s.name, got, s.pages)
		}
		if msg := ws.status.Message(); !strings.Contains(msg, s.status) {
			t.Errorf("%s: status %q, want %q in it", s.name, msg, s.status)
		}
	}
	if !ws.hasKey() || ws.p.Check(ws.key) != nil {
		t.Errorf("the generated puzzle's key does not solve it")
	}
}

// Once Check unique found two solutions, the PDF is the puzzle alone and
// the status bar says why: it went on asking to check uniqueness first.
func TestPDFOfAPuzzleWithSeveralSolutions(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "print.pdf")
	ws := newTestWorkspace(t, pdf)
	ws.showNewDialog()
	kittest.TapDialogButton(t, ws.k.Window, "Create")
	ws.checkUnique()
	waitIdle(t, ws)
	ws.exportDialog(".pdf")
	waitIdle(t, ws)
	if got, msg := pdfPages(t, pdf), ws.status.Message(); got != 1 || !strings.Contains(msg, "the puzzle alone, as it has several solutions") {
		t.Errorf("%d pages, status %q", got, msg)
	}
}

// Ctrl+P prints: the puzzle as a PDF.
func TestPrintKeyWritesThePDF(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "print.pdf")
	ws := newTestWorkspace(t, pdf)
	ws.Keys().Print()
	waitIdle(t, ws)
	b, err := os.ReadFile(pdf)
	if err != nil || !strings.HasPrefix(string(b), "%PDF-") {
		t.Fatalf("no PDF written: %v", err)
	}
	if !strings.Contains(painttest.PDFContent(b), "(Rikudo, 60 cells)Tj") {
		t.Error("the printed page lacks its title")
	}
}

// Print while another job runs (a uniqueness check) still writes the file,
// beside the job and off the UI goroutine (a PNG took 3 s on it while a
// generation ran), saying so when written; Stop ends an export in a job
// with the file left as it was.
func TestExportBesideAJobAndStopped(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "print.pdf")
	ws := newTestWorkspace(t, pdf)
	ws.checkUnique()
	if !ws.status.Busy() {
		t.Fatal("no check running")
	}
	ws.Keys().Print()
	if msg := ws.status.Message(); strings.HasPrefix(msg, "Exported") {
		t.Errorf("the PDF was written on the UI goroutine: %q at once", msg)
	}
	for i := 0; i < 500 && !strings.HasPrefix(ws.status.Message(), "Exported"); i++ {
		loop.For(20 * time.Millisecond)
	}
	if b, err := os.ReadFile(pdf); err != nil || !strings.HasPrefix(string(b), "%PDF-") {
		t.Errorf("Print during a check wrote no PDF: %v (status %q)", err, ws.status.Message())
	}
	waitIdle(t, ws)

	png := filepath.Join(dir, "print.png")
	if err := os.WriteFile(png, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	ws.k.Files.(*kittest.Files).Path = png
	ws.exportDialog(".png")
	ws.status.Stop()
	waitIdle(t, ws)
	if b, _ := os.ReadFile(png); string(b) != "old" {
		t.Errorf("a stopped export changed the file (%d bytes)", len(b))
	}
}

// The printed page's title says the puzzle's size, and its level and seed
// while the board holds the puzzle Generate made; once the puzzle has a
// file, its name comes first, on both pages of the PDF, so that two
// printouts and their solution pages can be told apart.
func TestPrintTitle(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "print.pdf")
	ws := newTestWorkspace(t, pdf)
	if got := ws.printTitle(); got != "Rikudo, 60 cells" {
		t.Errorf("sample: title %q", got)
	}
	ws.generate(0, 0, false, 5)
	waitIdle(t, ws)
	level := ws.level.String()
	if want := fmt.Sprintf("Rikudo, %d cells, %s, seed 5", ws.p.N(), level); ws.printTitle() != want {
		t.Errorf("generated: title %q, want %q", ws.printTitle(), want)
	}
	if err := ws.SavePath(filepath.Join(dir, "sunday.txt")); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("sunday — Rikudo, %d cells, %s, seed 5", ws.p.N(), level)
	if got := ws.printTitle(); got != want {
		t.Errorf("saved: title %q, want %q", got, want)
	}
	ws.exportDialog(".pdf")
	waitIdle(t, ws)
	b, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	text := painttest.PDFContent(b)
	for _, page := range []string{want, want + ": solution"} {
		if !strings.Contains(text, "("+page+")Tj") {
			t.Errorf("no page titled %q", page)
		}
	}
	if got, _ := painttest.PDFInfo(b, "Title"); got != want { // what a viewer shows
		t.Errorf("the document is titled %q, want %q", got, want)
	}
	for c := range ws.p.N() {
		if ws.p.Given(c) == 0 {
			ws.selected = c
			break
		}
	}
	test.Type(ws.view, "7")
	ws.escape()
	if got := ws.printTitle(); got != fmt.Sprintf("sunday — Rikudo, %d cells", ws.p.N()) {
		t.Errorf("edited: title %q, want the name and size alone", got)
	}
	if err := ws.OpenPath(filepath.Join(dir, "sunday.txt")); err != nil {
		t.Fatal(err)
	}
	if got := ws.printTitle(); got != fmt.Sprintf("sunday — Rikudo, %d cells, %s, seed 5", ws.p.N(), level) {
		t.Errorf("reopened in the same session: title %q", got)
	}
}

// An export of a puzzle with a file is suggested beside it, with its name
// (it was rikudo.pdf in the last folder any dialog used); a new puzzle's
// keeps the generic name.
func TestExportStartsBesideThePuzzle(t *testing.T) {
	ws := newTestWorkspace(t, "")
	files := ws.k.Files.(*kittest.Files)
	ws.exportDialog(".pdf")
	if files.Suggested != "rikudo.pdf" {
		t.Errorf("a new puzzle's export is suggested as %q", files.Suggested)
	}
	doc := filepath.Join(t.TempDir(), "mine.txt")
	ws.doc.Opened(doc)
	ws.exportDialog(".pdf")
	if want := filepath.Join(filepath.Dir(doc), "mine.pdf"); files.Suggested != want {
		t.Errorf("the export of %s is suggested as %q, want %q", doc, files.Suggested, want)
	}
}

// An export into a folder that is not there fails in the words a Save
// uses, "Could not save x.png / The folder nodir is not there…", where
// the job's dialog gave the system's "cannot write /…/nodir/x.png: no
// such file or directory".
func TestExportIntoAMissingFolderSaysSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nodir", "x.png")
	ws := newTestWorkspace(t, path)
	ws.exportDialog(".png")
	waitIdle(t, ws)
	var texts []string
	for _, o := range dialogObjects(t, ws) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	all := strings.Join(texts, " / ")
	if !strings.Contains(all, "Could not save x.png") || !strings.Contains(all, "The folder nodir is not there") {
		t.Errorf("the dialog says %q", all)
	}
	if m := ws.status.Message(); !strings.Contains(m, "x.png: The folder nodir is not there") {
		t.Errorf("the status line says %q", m)
	}
}
