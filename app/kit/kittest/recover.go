package kittest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"plateau/app/kit"
)

// CheckRecover is the round trip of a crash: from's unsaved work is kept as
// a snapshot, which to (a fresh workspace) recovers as the work of file
// doc. to must then hold the same work, unsaved, kept in doc, and Save
// must write it there; a snapshot that does not read changes nothing.
func CheckRecover(t testing.TB, from, to kit.Recoverable, doc string) {
	t.Helper()
	what := from.Unsaved()
	if what == "" {
		t.Fatal("the work to recover is not unsaved")
	}
	ext, data, err := from.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	if from.Unsaved() != what {
		t.Fatalf("Snapshot changed what is unsaved: %q, then %q", what, from.Unsaved())
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad"+ext)
	if err := os.WriteFile(bad, []byte("not a file of this kind"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, before, _ := to.Snapshot()
	if err := to.Recover(bad, doc); err == nil {
		t.Error("a snapshot that does not read was recovered")
	}
	if _, after, _ := to.Snapshot(); !bytes.Equal(before, after) || to.Document() == doc {
		t.Error("a snapshot that does not read changed the workspace")
	}
	kept := filepath.Join(dir, "kept"+ext)
	if err := os.WriteFile(kept, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := to.Recover(kept, doc); err != nil {
		t.Fatal(err)
	}
	if to.Unsaved() == "" || to.Document() != doc {
		t.Fatalf("recovered: unsaved %q, document %q (want unsaved, %q)", to.Unsaved(), to.Document(), doc)
	}
	if _, again, _ := to.Snapshot(); !bytes.Equal(again, data) {
		t.Fatalf("the recovered work differs from the kept one:\n%s\nwant\n%s", again, data)
	}
	to.SaveThen(func() {})
	if saved, err := os.ReadFile(doc); err != nil || !bytes.Equal(saved, data) || to.Unsaved() != "" {
		t.Errorf("Save after recovering: %v, same work %v, unsaved %q", err, bytes.Equal(saved, data), to.Unsaved())
	}
}
