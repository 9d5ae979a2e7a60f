package rikudoui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// TestExportWritesEachFormat: Print writes a PDF, a PNG and an SVG of the
// puzzle, and CNF its SAT model in DIMACS.
func TestExportWritesEachFormat(t *testing.T) {
	ws := newTestWorkspace(t, "")
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
	if b, err := os.ReadFile(pdf); err != nil || !strings.HasPrefix(string(b), "%PDF-") {
		t.Fatalf("no PDF written: %v", err)
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
