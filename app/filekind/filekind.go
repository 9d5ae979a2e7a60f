// Package filekind tells which workspace a file belongs to by what it
// holds, and text from binary data. The window sends a file to its
// workspace by it, and the command line says by it that a file given to
// the wrong command is another workspace's: both tell files alike, so it
// has no Fyne import.
package filekind

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"strings"

	"plateau/app/openfile"
	"plateau/games/reason"
)

// ErrNotOpened says a file is one Plateau writes but does not read back
// (an export for other programs).
var ErrNotOpened = errors.New("not opened")

// exportOnly are the extensions Plateau writes for other programs and
// never reads: a drop of one gets a word, not a parser's complaint.
var exportOnly = map[string]bool{
	".ply": true, ".obj": true, ".cnf": true, ".png": true, ".svg": true, ".pdf": true, ".csv": true,
}

// sniffBytes is as much of a text file as Workspace reads: the line
// that tells a Rikudo from a piece list comes first, after any comments.
const sniffBytes = 64 << 10

// sniffJSONBytes bounds the JSON read to find a telling key (our files
// give one first, or after a short list of moves): a foreign file that
// hides its keys behind megabytes is left undecided rather than read
// whole on the UI goroutine.
const sniffJSONBytes = 4 << 20

// Workspace names the workspace that opens the file at path, by what
// the file holds rather than its name alone, since a .txt may be a Rikudo
// or an Eternity piece list and a .json any of four workspaces' files.
// It reads only as far as it needs, and never much: a Weave lattice of a
// million points (80 MB) is told by its first key. "" with no error means nothing tells
// (an empty or damaged file): the visible workspace's reader then says
// what is wrong. ErrNotOpened is the answer for an export.
func Workspace(path string) (string, error) {
	ext := strings.ToLower(filepath.Ext(path))
	if exportOnly[ext] {
		return "", ErrNotOpened
	}
	f, err := openfile.Regular(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	r := bufio.NewReader(f)
	if peek, _ := r.Peek(BinaryPeek); IsBinary(peek) {
		// not text: the visible workspace's reader quoted a line of
		// escaped bytes, some 900 characters, in its error
		return "", ErrBinary // the open dialog's headline names the file
	}
	if ext == ".url" {
		return "eternity", nil // an e2.bucas.name link: only Eternity reads one
	}
	if first, err := firstByte(r); err != nil {
		return "", nil
	} else if first == '{' {
		return jsonWorkspace(io.LimitReader(r, sniffJSONBytes)), nil
	}
	head, _ := io.ReadAll(io.LimitReader(r, sniffBytes))
	return textWorkspace(head), nil
}

// BinaryPeek is how much of a file tells text from binary data.
const BinaryPeek = 4096

// ErrBinary is the answer for a file of binary data.
var ErrBinary = reason.New("not a file Plateau opens: it holds binary data, not text")

// IsBinary reports whether the start of a file is binary data: a NUL, or
// more than one byte in twenty a control character that text does not
// hold. Bytes that are not UTF-8 are text all the same: a piece list with
// a comment in Latin-1 reads fine.
func IsBinary(head []byte) bool {
	if bytes.IndexByte(head, 0) >= 0 {
		return true
	}
	control := 0
	for _, b := range head {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' {
			control++
		}
	}
	return control*20 > len(head)
}

// firstByte peeks at the first byte that is not white space.
func firstByte(r *bufio.Reader) (byte, error) {
	for {
		b, err := r.ReadByte()
		if err != nil {
			return 0, err
		}
		if b != ' ' && b != '\t' && b != '\r' && b != '\n' && b != 0xef && b != 0xbb && b != 0xbf { // and a UTF-8 byte order mark
			return b, r.UnreadByte()
		}
	}
}

// jsonWorkspace tells the JSON files apart by their top-level keys, in
// the order they come, deciding at the first key only one of them has;
// Dice Wars' saved game is the one with moves and no "game" key (which
// Momentum's always has). A key is told in any case, as the readers take
// it ("Moves" is Dice Wars' moves).
func jsonWorkspace(r io.Reader) string {
	id, moves := "", false
	whole := topKeys(r, func(key string, dec *json.Decoder) bool {
		switch key {
		case "rule", "main", "points", "links":
			id = "weave"
		case "format", "pieces", "palette", "board", "fixed", "width", "height":
			id = "eternity"
		case "game":
			if g := ""; dec.Decode(&g) == nil && g == "momentum" {
				id = "momentum"
			}
			return false // another game's: undecided
		case "moves", "seats":
			moves = true
		}
		return id == ""
	})
	if whole && moves {
		return "dicewars"
	}
	return id
}

// topKeys calls each with the top-level keys of the JSON object that r
// holds, in order and folded to the known keys (foldKey), while it
// returns true; each may decode the key's value only when it returns
// false, else the value is skipped. It reports whether it read the object
// to its end.
func topKeys(r io.Reader, each func(key string, dec *json.Decoder) bool) bool {
	dec := json.NewDecoder(r)
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return false
	}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok || !each(foldKey(key), dec) {
			return false
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return false
		}
	}
	t, err := dec.Token()
	return err == nil && t == json.Delim('}')
}

// LacksKey reports whether the file at path holds a JSON object read to
// its end, within what the sniffer reads, with no top-level key (one of
// the known keys, told in any case): false when that cannot be told.
func LacksKey(path, key string) bool {
	f, err := openfile.Regular(path)
	if err != nil {
		return false
	}
	defer f.Close()
	found := false
	whole := topKeys(io.LimitReader(f, sniffJSONBytes), func(k string, _ *json.Decoder) bool {
		found = found || k == key
		return !found
	})
	return whole && !found
}

// jsonKeys are the top-level keys jsonWorkspace knows.
var jsonKeys = []string{"rule", "main", "points", "links", "format", "pieces", "palette", "board", "fixed", "width", "height", "game", "moves", "seats"}

// foldKey is the known key that key is in another case, as
// encoding/json and Weave's reader match them (by Unicode case folding:
// "PoinTs", "ſeats" with a long s); else key.
func foldKey(key string) string {
	for _, k := range jsonKeys {
		if strings.EqualFold(key, k) {
			return k
		}
	}
	return key
}

// textWorkspace tells a Rikudo (its first line is the number of cells,
// alone) from an Eternity piece list (a line "W H", or four colours, after
// comment lines starting with c) and an e2.bucas.name link (alone, or in
// a browser's [InternetShortcut] file).
func textWorkspace(head []byte) string {
	for line := range bytes.Lines(head) {
		s := strings.TrimSpace(string(line))
		switch {
		case s == "":
			continue
		case strings.HasPrefix(s, "http") || strings.Contains(s, "board_edges=") || strings.Contains(s, "e2.bucas.name"):
			return "eternity"
		case s[0] == 'c' || s[0] == 'C' || s == "[InternetShortcut]": // a link saved by a browser starts so
			continue
		}
		f := strings.Fields(s)
		for _, n := range f {
			if !isInteger(n) {
				return ""
			}
		}
		switch len(f) {
		case 1:
			return "rikudo"
		case 2, 4:
			return "eternity"
		}
		return ""
	}
	return ""
}

// isInteger tells a word of digits, signed or not, whatever its size: a
// number too large for an int is still a number, so a header such as
// "99999999999999999999 3" goes to Eternity, whose reader says it is out of
// range, rather than to the workspace on screen as text nobody knows.
func isInteger(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// FirstByte is the first byte of the file at path that is not white space
// (nor a byte order mark), within as much as Workspace reads: '{' starts a
// JSON file; io.EOF says the file is empty or blank. The window tells by
// it a file nothing recognises that is text (said so in every workspace)
// from damaged JSON (left to a reader to explain).
func FirstByte(path string) (byte, error) {
	f, err := openfile.Regular(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	return firstByte(bufio.NewReader(io.LimitReader(f, sniffBytes)))
}
