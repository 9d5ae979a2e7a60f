//go:build unix

package kit

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// The reader the Open dialog asks for opens nothing until it is read: the
// dialog only wants the path, and opening a pipe there waited for a writer
// on the UI goroutine. Read, it reads the file; a pipe is refused then.
func TestTheOpenDialogsReaderOpensNothing(t *testing.T) {
	test.NewTempApp(t)
	keepFilesUntilWritten()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "puzzle.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var r fyne.URIReadCloser
	var err error
	done := make(chan struct{})
	go func() {
		r, err = storage.Reader(storage.NewFileURI(fifo))
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute): // no measure of speed: the way out of a wait that never ends
		if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
		t.Fatal("the reader opened the pipe and waited for a writer")
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Read(make([]byte, 1)); err == nil || !strings.Contains(err.Error(), "it is a pipe") {
		t.Errorf("reading the pipe: %v, want a refusal", err)
	}
	if err := r.Close(); err != nil || r.URI().Path() != fifo {
		t.Errorf("closed: %v, %s", err, r.URI().Path())
	}
	r, err = storage.Reader(storage.NewFileURI(file))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if b, err := io.ReadAll(r); err != nil || string(b) != "1\n" {
		t.Errorf("read %q, %v", b, err)
	}
}
