package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

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
	return &lazyWriter{uri: u, open: func() (fyne.URIWriteCloser, error) { return l.fileRepository.Writer(u) }}, nil
}

// Reader returns a reader that opens u at its first Read, refusing then
// what is not a regular file (openfile).
func (l lazyFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &lazyReader{uri: u, open: func() (fyne.URIReadCloser, error) {
		if err := openfile.Check(u.Path()); err != nil {
			return nil, err
		}
		return l.fileRepository.Reader(u)
	}}, nil
}

// Destroy leaves the repository wrapped alone: Register destroys the one it
// replaces, and Fyne's does nothing there either.
func (lazyFiles) Destroy(string) {}

// lazyWriter opens its file at the first Write; closed before any, it
// leaves the file as it was (or absent).
type lazyWriter struct {
	uri  fyne.URI
	open func() (fyne.URIWriteCloser, error)
	w    fyne.URIWriteCloser
}

func (l *lazyWriter) URI() fyne.URI { return l.uri }

func (l *lazyWriter) Write(p []byte) (int, error) {
	if l.w == nil {
		w, err := l.open()
		if err != nil {
			return 0, err
		}
		l.w = w
	}
	return l.w.Write(p)
}

func (l *lazyWriter) Close() error {
	if l.w == nil {
		return nil
	}
	return l.w.Close()
}

// lazyReader opens its file at the first Read.
type lazyReader struct {
	uri  fyne.URI
	open func() (fyne.URIReadCloser, error)
	r    fyne.URIReadCloser
}

func (l *lazyReader) URI() fyne.URI { return l.uri }

func (l *lazyReader) Read(p []byte) (int, error) {
	if l.r == nil {
		r, err := l.open()
		if err != nil {
			return 0, err
		}
		l.r = r
	}
	return l.r.Read(p)
}

func (l *lazyReader) Close() error {
	if l.r == nil {
		return nil
	}
	return l.r.Close()
}
