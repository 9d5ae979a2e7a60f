package eternity

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"plateau/games/internal/bom"
	"plateau/games/internal/longline"
	"plateau/games/reason"
)

// LinkBase is where e2.bucas.name board links point.
const LinkBase = "https://e2.bucas.name/#"

// maxLinkColor is the largest colour a link can write: one letter a..z, a
// being grey.
const maxLinkColor = 25

// Link is an e2.bucas.name board link, the way the Eternity II community
// shares boards: board_edges gives 4 letters a cell (N E S W as placed, a =
// grey, b = colour 1, ...), cells row by row from the top-left; board_pieces
// gives 3-digit piece numbers a cell. An empty cell is "aaaa" and "000".
type Link struct {
	Name   string  // the puzzle parameter
	W, H   int     // board_w, board_h
	Cells  []Piece // the colours each cell shows; all grey when empty
	Pieces []int   // piece number of each cell, 0 when empty; nil when the link has no board_pieces
	Motifs string  // motifs_order, kept as is for the viewer
}

// NewLink makes the link of board b of puzzle p. With a nil board the
// pieces are laid out unturned in file order, so that the link carries the
// whole puzzle (Link.Puzzle reads it back). Colours above 25 have no letter.
func NewLink(name string, p *Puzzle, b *Board) (*Link, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if b == nil {
		b = NewBoard(p.W, p.H)
		for i := range b.Cells {
			b.Cells[i].Piece = i + 1
		}
	}
	if err := b.Validate(p); err != nil {
		return nil, err
	}
	if c := p.MaxUsedColor(); c > maxLinkColor {
		return nil, reason.New("colour %d has no letter in a board link (colours 0..%d only)", c, maxLinkColor)
	}
	l := &Link{Name: name, W: p.W, H: p.H, Cells: make([]Piece, len(b.Cells)), Pieces: make([]int, len(b.Cells))}
	for i := range b.Cells {
		l.Cells[i], _ = b.Edges(p, i%b.W, i/b.W)
		l.Pieces[i] = b.Cells[i].Piece
	}
	return l, nil
}

// String is the link, https://e2.bucas.name/#puzzle=...&board_w=...
func (l *Link) String() string {
	var sb strings.Builder
	sb.WriteString(LinkBase)
	if l.Name != "" {
		fmt.Fprintf(&sb, "puzzle=%s&", escape(l.Name))
	}
	fmt.Fprintf(&sb, "board_w=%d&board_h=%d&board_edges=", l.W, l.H)
	for _, pc := range l.Cells {
		for _, c := range pc {
			sb.WriteByte('a' + byte(c))
		}
	}
	if l.Pieces != nil {
		sb.WriteString("&board_pieces=")
		for _, n := range l.Pieces {
			fmt.Fprintf(&sb, "%03d", n)
		}
	}
	if l.Motifs != "" {
		fmt.Fprintf(&sb, "&motifs_order=%s", escape(l.Motifs))
	}
	return sb.String()
}

// escape writes a parameter value for a URL fragment: spaces as %20, which
// the viewer's decoding understands (it would show a "+" as is).
func escape(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// linkErr is a refusal about a link, which has no lines.
func linkErr(format string, a ...any) error {
	return lineErr(0, format, a...)
}

// ParseLink reads a board link: a whole URL, or just its parameters. It
// needs board_w, board_h and board_edges; board_pieces is optional; other
// parameters are ignored.
func ParseLink(s string) (*Link, error) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, "#?"); i >= 0 {
		s = s[i+1:]
	}
	params := map[string]string{}
	for _, kv := range strings.Split(s, "&") {
		k, v, _ := strings.Cut(kv, "=")
		params[k] = v
	}
	l := &Link{}
	l.Name, _ = url.QueryUnescape(params["puzzle"])
	l.Motifs, _ = url.QueryUnescape(params["motifs_order"])
	var err error
	if l.W, err = linkInt(params, "board_w"); err != nil {
		return nil, err
	}
	if l.H, err = linkInt(params, "board_h"); err != nil {
		return nil, err
	}
	if err := CheckSize(l.W, l.H); err != nil {
		return nil, linkErr("board_w, board_h: %v", err)
	}
	if err := l.readEdges(params); err != nil {
		return nil, err
	}
	if err := l.readPieces(params); err != nil {
		return nil, err
	}
	return l, nil
}

func linkInt(params map[string]string, key string) (int, error) {
	v, ok := params[key]
	if !ok {
		return 0, linkErr("expected a parameter %s in the board link", key)
	}
	n, err := strconv.Atoi(v)
	if errors.Is(err, strconv.ErrRange) { // board_w and board_h are the only numbers
		return 0, linkErr("%s %s out of range: each side must be %d..%d", key, reason.Clip(v), MinSize, MaxSize)
	}
	if err != nil {
		return 0, linkErr("%s: expected a number, got %q", key, reason.Clip(v))
	}
	return n, nil
}

func (l *Link) readEdges(params map[string]string) error {
	e, ok := params["board_edges"]
	if !ok {
		return linkErr("expected a parameter board_edges in the board link")
	}
	n := l.W * l.H
	if len(e) != 4*n {
		return linkErr("board_edges: expected %d letters (4 a cell, %dx%d cells), got %d", 4*n, l.W, l.H, len(e))
	}
	l.Cells = make([]Piece, n)
	for i := range 4 * n {
		c := e[i]
		if c < 'a' || c > 'a'+maxLinkColor {
			return linkErr("board_edges: letter %d (cell %d, side %s) is %q: expected a..z", i+1, i/4, Side(i%4), c)
		}
		l.Cells[i/4][i%4] = Color(c - 'a')
	}
	return nil
}

func (l *Link) readPieces(params map[string]string) error {
	s, ok := params["board_pieces"]
	if !ok {
		return nil
	}
	n := l.W * l.H
	if len(s) != 3*n {
		return linkErr("board_pieces: expected %d digits (3 a cell, %dx%d cells), got %d", 3*n, l.W, l.H, len(s))
	}
	l.Pieces = make([]int, n)
	seen := make(map[int]int, n)
	for i := range n {
		v, err := strconv.Atoi(s[3*i : 3*i+3])
		if err != nil || v < 0 || s[3*i] == '-' || s[3*i] == '+' {
			return linkErr("board_pieces: cell %d is %q: expected a piece number 000..%03d", i, s[3*i:3*i+3], n)
		}
		if v > n {
			return linkErr("board_pieces: cell %d: piece %d out of range 1..%d", i, v, n)
		}
		// Piece 0 is an empty cell, grey all round; a piece may be grey all
		// round too (painted so in the editor), and its number says so.
		if v == 0 && l.Cells[i] != (Piece{}) {
			return linkErr("board_pieces: cell %d: piece %03d disagrees with its edges %q", i, v, letters(l.Cells[i]))
		}
		if j, dup := seen[v]; dup && v != 0 {
			return linkErr("board_pieces: piece %d is on cells %d and %d", v, j, i)
		}
		seen[v] = i
		l.Pieces[i] = v
	}
	return nil
}

func letters(pc Piece) string {
	return string([]byte{'a' + byte(pc[0]), 'a' + byte(pc[1]), 'a' + byte(pc[2]), 'a' + byte(pc[3])})
}

// Puzzle reads a full board link as a puzzle and its board: piece n is
// what the link numbers n (or, without board_pieces, the piece of cell n-1),
// placed unturned.
func (l *Link) Puzzle() (*Puzzle, *Board, error) {
	n := l.W * l.H
	p := &Puzzle{W: l.W, H: l.H, Pieces: make([]Piece, n)}
	b := NewBoard(l.W, l.H)
	for i, pc := range l.Cells {
		num := i + 1
		if l.Pieces != nil {
			num = l.Pieces[i]
		}
		if !l.filled(i) {
			return nil, nil, linkErr("cell %d is empty: a link makes a puzzle only when every cell holds a piece", i)
		}
		p.Pieces[num-1] = pc
		b.Cells[i] = Placement{Piece: num}
	}
	return p, b, nil
}

// BoardFor reads the link as a board of puzzle p, finding each cell's piece
// and turn: the piece the link names, or else the first unused piece that
// shows the cell's colours in some turn.
func (l *Link) BoardFor(p *Puzzle) (*Board, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if l.W != p.W || l.H != p.H {
		return nil, linkErr("the link's board is %dx%d, the puzzle %dx%d", l.W, l.H, p.W, p.H)
	}
	b := NewBoard(l.W, l.H)
	used := make([]bool, p.N()+1)
	for i, want := range l.Cells {
		if !l.filled(i) {
			continue
		}
		pl, ok := Placement{}, false
		if l.Pieces != nil {
			pl.Piece = l.Pieces[i]
			pl.Turn, ok = turnTo(p.Piece(pl.Piece), want)
		} else {
			for n := 1; n <= p.N() && !ok; n++ {
				if !used[n] {
					pl.Piece = n
					pl.Turn, ok = turnTo(p.Piece(n), want)
				}
			}
		}
		if !ok {
			return nil, linkErr("cell %d shows %q, which no piece of the puzzle does in any turn", i, letters(want))
		}
		used[pl.Piece] = true
		b.Cells[i] = pl
	}
	return b, nil
}

// filled reports whether cell i holds a piece: one numbered, when the link
// numbers them; else one not grey all round.
func (l *Link) filled(i int) bool {
	if l.Pieces != nil {
		return l.Pieces[i] != 0
	}
	return l.Cells[i] != Piece{}
}

// turnTo is the turn that makes pc show want.
func turnTo(pc, want Piece) (Turn, bool) {
	for t := Turn(0); t < 4; t++ {
		if pc.Turned(t) == want {
			return t, true
		}
	}
	return 0, false
}

// maxLinkLine bounds one line of a .url file, so a file with no newlines
// is refused rather than read whole.
const maxLinkLine = 1 << 20

// ReadLink reads a .url file: the link alone on a line, or a Windows
// Internet shortcut ([InternetShortcut] and URL=...). Blank lines and lines
// starting with # are skipped.
func ReadLink(r io.Reader) (*Link, error) {
	sc := bufio.NewScanner(bom.Skip(r))
	sc.Buffer(make([]byte, 4096), maxLinkLine)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || t[0] == '#' || t[0] == '[' {
			continue
		}
		if v, ok := strings.CutPrefix(t, "URL="); ok {
			t = v
		} else if strings.Contains(t, "=") && !strings.Contains(t, "board_") {
			continue // another key of an Internet shortcut
		}
		l, err := ParseLink(t)
		if pe, ok := err.(*ParseError); ok {
			pe.Line = line
		}
		return l, err
	}
	if err := sc.Err(); err != nil {
		return nil, lineWrap(line+1, longline.Err(err, maxLinkLine))
	}
	return nil, lineErr(line+1, "expected an e2.bucas.name board link, got the end of the file")
}

// WriteLink writes the .url file: an Internet Shortcut, the form Windows
// and macOS open on a double click (a bare link line opened nothing
// there), with its CRLF line ends. ReadLink reads it, and a bare link.
func WriteLink(w io.Writer, l *Link) error {
	_, err := fmt.Fprintf(w, "[InternetShortcut]\r\nURL=%s\r\n", l)
	return err
}
