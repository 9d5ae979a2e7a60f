package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
	"io"

	"plateau/app/openfile"
)

// fileRepository is what Fyne's own repository of file: URIs does, all of
// which the file dialogs use.
type fileRepository interface {
	repository.Repository
	repository.WritableRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.MovableRepository
	repository.CopyableRepository
}

// lazyFiles is Fyne's repository of file: URIs but for Writer, which opens
// the file at the first Write rather than at once, and Reader, likewise at
// the first Read. Fyne's open dialog opens the chosen file to hand over a
// reader, which Plateau closes unread (the workspace opens the path): a
// pipe chosen there waited for a writer on the UI goroutine. Fyne's save dialog opens
// the chosen file for writing when the person confirms, which creates it or
// empties it; Plateau writes through safefile (a temporary file renamed
// over the old one), so until then the old file must stay whole: a save
// that failed, or a crash, emptied it, and a name given without its
// extension left an empty file of that name beside the one saved.
type lazyFiles struct{ fileRepository }

// keepFilesUntilWritten puts lazyFiles in place of the file: repository
// of the running app (once).
func keepFilesUntilWritten() {
	repo, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if files, ok := repo.(fileRepository); ok {
		if _, done := repo.(lazyFiles); !done {
			repository.Register("file", lazyFiles{files})
		}
	}
}

// Writer returns a writer that opens u, truncating it, at its first Write.
func (l lazyFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &lazyWriter{lazy[fyne.URIWriteCloser]{uri: u, open: func() (fyne.URIWriteCloser, error) { return l.fileRepository.Writer(u) }}}, nil
}

// Reader returns a reader that opens u at its first Read, refusing then
// what is not a regular file (openfile).
func (l lazyFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &lazyReader{lazy[fyne.URIReadCloser]{uri: u, open: func() (fyne.URIReadCloser, error) {
		if err := openfile.Check(u.Path()); err != nil {
			return nil, err
		}
		return l.fileRepository.Reader(u)
	}}}, nil
}

// Destroy leaves the repository wrapped alone: Register destroys the one it
// replaces, and Fyne's does nothing there either.
func (lazyFiles) Destroy(string) {}

// lazy is a file of u opened at its first use; closed before any, it
// leaves the file as it was (or absent).
type lazy[T io.Closer] struct {
	uri    fyne.URI
	open   func() (T, error)
	f      T
	opened bool
}

func (l *lazy[T]) URI() fyne.URI { return l.uri }

// file opens the file the first time it is asked for.
func (l *lazy[T]) file() (T, error) {
	if !l.opened {
		f, err := l.open()
		if err != nil {
			return f, err
		}
		l.f, l.opened = f, true
	}
	return l.f, nil
}

func (l *lazy[T]) Close() error {
	if !l.opened {
		return nil
	}
	return l.f.Close()
}

// lazyWriter opens its file at the first Write.
type lazyWriter struct{ lazy[fyne.URIWriteCloser] }

func (l *lazyWriter) Write(p []byte) (int, error) {
	w, err := l.file()
	if err != nil {
		return 0, err
	}
	return w.Write(p)
}

// lazyReader opens its file at the first Read.
type lazyReader struct{ lazy[fyne.URIReadCloser] }

func (l *lazyReader) Read(p []byte) (int, error) {
	r, err := l.file()
	if err != nil {
		return 0, err
	}
	return r.Read(p)
}
