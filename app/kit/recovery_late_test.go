package kit

import (
	"errors"
	"path/filepath"
	"testing"
)

// lateWork is a Recoverable whose snapshot is encoded late (LateSnapshot):
// it counts the encodings, and fails them when fail is set.
type lateWork struct {
	data    string
	encoded int
	fail    error
}

func (l *lateWork) Unsaved() string  { return "the lattice" }
func (l *lateWork) SaveThen(func())  {}
func (l *lateWork) Document() string { return "/docs/l.json" }
func (l *lateWork) Recover(string, string) error {
	return nil
}

func (l *lateWork) Snapshot() (string, []byte, error) {
	ext, encode, err := l.SnapshotLater()
	if err != nil {
		return "", nil, err
	}
	data, err := encode()
	return ext, data, err
}

func (l *lateWork) SnapshotLater() (string, func() ([]byte, error), error) {
	data := l.data // the copy, taken when asked
	return ".json", func() ([]byte, error) {
		l.encoded++
		return []byte(data), l.fail
	}, nil
}

// Work snapshotted late is encoded where it is kept, not where WorkOf
// asks for it (the UI goroutine), from the work as it was then; an
// encoding that fails keeps nothing new and leaves the last file kept.
func TestRecoveryEncodesLateWorkWhereItKeepsIt(t *testing.T) {
	l := &lateWork{data: "v1"}
	w, ok, err := WorkOf("weave", l)
	if err != nil || !ok || w.Data != nil || l.encoded != 0 {
		t.Fatalf("WorkOf: ok %v, %v, %d bytes, encoded %d times; want the encoding left to Keep", ok, err, len(w.Data), l.encoded)
	}
	l.data = "v2" // changed after it was asked for
	r := NewRecovery(t.TempDir(), 9)
	if err := r.Keep([]Work{w}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(r.dir, "weave.json")
	if got := readString(t, file); got != "v1" || l.encoded != 1 {
		t.Errorf("kept %q after %d encodings; want v1, once", got, l.encoded)
	}
	l.fail = errors.New("no room")
	w, _, _ = WorkOf("weave", l)
	if err := r.Keep([]Work{w}); !errors.Is(err, l.fail) {
		t.Errorf("Keep with a failed encoding: %v", err)
	}
	if got := readString(t, file); got != "v1" {
		t.Errorf("after a failed encoding the file holds %q; want v1", got)
	}
}
