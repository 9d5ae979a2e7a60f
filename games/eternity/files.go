package eternity

import (
	"errors"
	"io"
	"path/filepath"
	"strings"

	"plateau/games/reason"
)

// FileType is one of the file formats of DESIGN section 6, known by its
// extension.
type FileType int

// The file types a design is read from and written to.
const (
	PlainFile FileType = iota // .txt: the community's plain piece list
	JSONFile                  // .json: the editor's file
	LinkFile                  // .url: an e2.bucas.name board link
)

// FileTypeOf picks the file type from a file name's extension.
func FileTypeOf(name string) (FileType, error) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".txt":
		return PlainFile, nil
	case ".json":
		return JSONFile, nil
	case ".url":
		return LinkFile, nil
	}
	return 0, reason.New("%s: expected a .txt piece list, a .json design or a .url board link", filepath.Base(name))
}

// SniffFileType tells the file type from a file's first bytes, for a file
// whose name says nothing (a pipe: -, /dev/stdin, /dev/fd/N): a JSON
// object is the editor's file, an Internet Shortcut or a link line
// (http..., URL=..., board_w=...) a board link, anything else a plain
// list, whose reader names what it finds wrong.
func SniffFileType(head []byte) FileType {
	t := strings.TrimLeft(strings.TrimPrefix(string(head), "\uFEFF"), " \t\r\n")
	first, _, _ := strings.Cut(t, "\n")
	switch {
	case strings.HasPrefix(t, "{"):
		return JSONFile
	case strings.HasPrefix(t, "["), strings.HasPrefix(strings.ToLower(t), "http"),
		strings.HasPrefix(t, "URL="), strings.Contains(first, "board_w="):
		return LinkFile
	}
	return PlainFile
}

// ReadDesign reads a design from a file of type t. A piece list gives an
// empty board and the default palette; a link gives its board (and needs
// every cell filled, since it is the only source of the pieces).
func ReadDesign(r io.Reader, t FileType) (*Design, error) {
	switch t {
	case PlainFile:
		p, _, err := ReadPlain(r)
		if err != nil {
			return nil, err
		}
		return NewDesign("", p), nil
	case JSONFile:
		return ReadJSON(r)
	case LinkFile:
		l, err := ReadLink(r)
		if err != nil {
			return nil, err
		}
		p, b, err := l.Puzzle()
		if err != nil {
			return nil, err
		}
		d := NewDesign(l.Name, p)
		d.Board = b
		return d, nil
	}
	return nil, errors.New("unknown file type")
}

// WriteDesign writes a design to a file of type t. A piece list keeps only
// the pieces; a link keeps the board, or lays the pieces out in order when
// the board is empty.
func WriteDesign(w io.Writer, t FileType, d *Design) error {
	switch t {
	case PlainFile:
		return WritePlain(w, d.Puzzle)
	case JSONFile:
		return WriteJSON(w, d)
	case LinkFile:
		l, err := LinkOf(d)
		if err != nil {
			return err
		}
		return WriteLink(w, l)
	}
	return errors.New("unknown file type")
}

// LinkOf is the e2.bucas.name link of design d, as its .url file holds
// it: its board, or with nothing on the board its pieces laid out in
// order. A board partly laid is refused, as eternity convert refuses it:
// the link's pieces are the puzzle, so those in the tray were lost, and
// the file did not open ("cell 0 is empty").
func LinkOf(d *Design) (*Link, error) {
	b := d.Board
	if b != nil && b.Placed() == 0 {
		b = nil
	}
	if b != nil && b.Placed() < d.Puzzle.N() {
		return nil, reason.New("the board holds %d of the %d pieces: a link holds a full board, its pieces being the puzzle; save it as .json (or .txt for the pieces alone), or fill the board",
			b.Placed(), d.Puzzle.N())
	}
	return NewLink(d.Name, d.Puzzle, b)
}
