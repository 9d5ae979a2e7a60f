package eternity

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"plateau/games/internal/bom"
	"plateau/games/internal/longline"
	"plateau/games/reason"
)

// ParseError is a bad input file: the line (1-based; 0 when the format has
// no lines) and what was expected there.
type ParseError struct {
	Line int
	Msg  string
	// refusal is Msg as a refusal (games/reason), which the app shows in
	// the user's language; nil where Msg comes from elsewhere (a reader's
	// or the JSON decoder's message), which stays as it is.
	refusal error
}

// Error is "line N: what was expected".
func (e *ParseError) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// Unwrap returns the whole error as a refusal, line and all, for the
// app's translation; nil when it holds none.
func (e *ParseError) Unwrap() error {
	if e.refusal == nil {
		return nil
	}
	return reason.At(e.Line, e.refusal)
}

// lineErr is the refusal format filled with a, at line (0: none).
func lineErr(line int, format string, a ...any) error {
	return lineWrap(line, reason.New(format, a...))
}

// lineWrap places err at line (0: none). A refusal that is the whole of
// err keeps its translation.
func lineWrap(line int, err error) *ParseError {
	pe := &ParseError{Line: line, Msg: err.Error()}
	var r *reason.Error
	if errors.As(err, &r) && r.Error() == pe.Msg {
		pe.refusal = r
	}
	return pe
}

// EdgeOrder is the order a plain piece list gives a piece's four colours.
type EdgeOrder uint8

// The orders ReadPlain understands. NESW follows a `W H` header (the bench
// files and DESIGN section 6); BLTR (bottom, left, top, right) is what some
// Eternity II tools write, without a header.
const (
	NESW EdgeOrder = iota
	BLTR
)

// sides maps the i-th number of a line to the side it colours.
func (o EdgeOrder) sides() [4]Side {
	if o == BLTR {
		return [4]Side{South, West, North, East}
	}
	return [4]Side{North, East, South, West}
}

// maxLine bounds one line of a plain list, so a file with no newlines
// cannot make the reader hold it whole.
const maxLine = 1 << 16

// ReadPlain reads the community's plain piece list: an optional run of
// comment lines (starting with "c"), a line `W H`, then W*H lines `N E S W`.
// A list without the header is read as `B L T R` lines, its size found from
// its numbers of corner and border pieces, W >= H: the pieces of an H x W
// puzzle are those of the same puzzle turned a quarter, so the size is a
// choice, which the caller may tell the user (the order returned is BLTR).
// Every corner must then show its two greys on adjacent sides, which
// rejects lists in a non-clockwise order.
// Blank lines are skipped anywhere; comments anywhere are kept in
// Puzzle.Comments. Errors name the line and what was expected.
func ReadPlain(r io.Reader) (*Puzzle, EdgeOrder, error) {
	sc := bufio.NewScanner(bom.Skip(r))
	sc.Buffer(make([]byte, 4096), maxLine)
	var (
		p      Puzzle
		order  = NESW
		header bool
		line   int
		want   = -1  // pieces expected; -1 while unknown
		lines  []int // the line of each piece, for errors found later
	)
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if text[0] == 'c' {
			p.Comments = append(p.Comments, strings.TrimSpace(fromLatin1(text[1:])))
			continue
		}
		f := strings.Fields(text)
		if !header && len(p.Pieces) == 0 && want < 0 {
			switch len(f) {
			case 2:
				w, h, err := readSize(line, f)
				if err != nil {
					return nil, 0, err
				}
				p.W, p.H, want, header = w, h, w*h, true
				continue
			case 4:
				order = BLTR
			default:
				return nil, 0, lineErr(line, "expected the board size `W H` (or a piece `B L T R`), got %q", reason.Clip(text))
			}
		}
		if want >= 0 && len(p.Pieces) == want {
			return nil, 0, lineErr(line, "expected the end of the file after %d pieces, got %q", want, reason.Clip(text))
		}
		if !header && len(p.Pieces) == MaxSize*MaxSize {
			return nil, 0, lineErr(line, "more than %d pieces", MaxSize*MaxSize)
		}
		pc, err := readPiece(line, f, order)
		if err != nil {
			return nil, 0, err
		}
		p.Pieces = append(p.Pieces, pc)
		lines = append(lines, line)
	}
	if err := sc.Err(); err != nil {
		return nil, 0, lineWrap(line+1, longline.Err(err, maxLine))
	}
	switch {
	case !header && len(p.Pieces) == 0:
		return nil, 0, lineErr(line+1, "expected the board size `W H`, got the end of the file")
	case header && len(p.Pieces) < want:
		return nil, 0, lineErr(line+1, "expected %d pieces for a %dx%d board, got %d: missing lines", want, p.W, p.H, len(p.Pieces))
	case !header:
		if err := inferSize(&p, lines, line); err != nil {
			return nil, 0, err
		}
	}
	return &p, order, nil
}

func readSize(line int, f []string) (w, h int, err error) {
	if len(f) != 2 {
		return 0, 0, lineErr(line, "expected the board size `W H`, got %d fields", len(f))
	}
	var v [2]int
	for i, s := range f {
		n, err := strconv.Atoi(s)
		switch {
		case errors.Is(err, strconv.ErrRange) && i == 0:
			return 0, 0, lineErr(line, "board width %s out of range: each side must be %d..%d", reason.Clip(s), MinSize, MaxSize)
		case errors.Is(err, strconv.ErrRange):
			return 0, 0, lineErr(line, "board height %s out of range: each side must be %d..%d", reason.Clip(s), MinSize, MaxSize)
		case err != nil:
			return 0, 0, lineErr(line, "expected the board size `W H` as two numbers, got %q", reason.Clip(s))
		}
		v[i] = n
	}
	if err := CheckSize(v[0], v[1]); err != nil {
		return 0, 0, lineWrap(line, err)
	}
	return v[0], v[1], nil
}

func readPiece(line int, f []string, o EdgeOrder) (Piece, error) {
	names := "`N E S W`"
	if o == BLTR {
		names = "`B L T R`"
	}
	if len(f) != 4 {
		return Piece{}, lineErr(line, "expected a piece, 4 colours %s, got %d fields", names, len(f))
	}
	var pc Piece
	for i, s := range f {
		n, err := strconv.Atoi(s)
		switch {
		case err != nil:
			return Piece{}, lineErr(line, "expected a colour number 0..%d, got %q", MaxColor, reason.Clip(s))
		case n < 0 || n > MaxColor:
			return Piece{}, lineErr(line, "colour %d out of range 0..%d", n, MaxColor)
		}
		pc[o.sides()[i]] = Color(n)
	}
	return pc, nil
}

// inferSize finds W x H for a list without a header: W + H = border/2 + 4
// and W * H = N, with W >= H. The corners' greys must sit on adjacent
// sides, as they do when the edge order is read right.
func inferSize(p *Puzzle, lines []int, lastLine int) error {
	n := p.Count()
	for i, pc := range p.Pieces {
		if pc.Kind() == Malformed {
			return lineErr(lines[i], "expected a piece whose grey edges fit a cell (with no `W H` header, lines are `B L T R`)")
		}
	}
	if n[Corner] != 4 || n[Border]%2 != 0 {
		return lineErr(lastLine+1, "no `W H` header, and %d corner and %d border pieces make no rectangle", n[Corner], n[Border])
	}
	s := n[Border]/2 + 4
	disc := s*s - 4*len(p.Pieces)
	d := int(math.Sqrt(float64(max(disc, 0))))
	if disc < 0 || d*d != disc || (s+d)%2 != 0 {
		return lineErr(lastLine+1, "no `W H` header, and %d pieces with %d on the border make no rectangle", len(p.Pieces), n[Border])
	}
	p.W, p.H = (s+d)/2, (s-d)/2
	if err := CheckSize(p.W, p.H); err != nil {
		return lineErr(lastLine+1, "no `W H` header: %v", err)
	}
	return nil
}

// WritePlain writes the puzzle as a plain piece list: its comments as "c"
// lines, the line `W H`, then one line `N E S W` per piece. Reading a bench
// file and writing it back gives the same bytes (comments move to the top).
func WritePlain(w io.Writer, p *Puzzle) error {
	return WritePlainOrder(w, p, NESW)
}

// WritePlainOrder writes the puzzle as WritePlain does in order NESW, or as
// headerless `B L T R` lines in order BLTR.
func WritePlainOrder(w io.Writer, p *Puzzle, o EdgeOrder) error {
	if err := p.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	for _, c := range p.Comments {
		if c = strings.ReplaceAll(c, "\n", " "); c == "" {
			fmt.Fprintln(bw, "c")
		} else {
			fmt.Fprintf(bw, "c %s\n", c)
		}
	}
	if o == NESW {
		fmt.Fprintf(bw, "%d %d\n", p.W, p.H)
	}
	s := o.sides()
	for _, pc := range p.Pieces {
		fmt.Fprintf(bw, "%d %d %d %d\n", pc[s[0]], pc[s[1]], pc[s[2]], pc[s[3]])
	}
	return bw.Flush()
}

// fromLatin1 reads a comment that is not UTF-8 as Latin-1, the other
// encoding text files of this kind come in: its accents became U+FFFD in
// a JSON file, and stayed so when written back.
func fromLatin1(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	r := make([]rune, len(s))
	for i := range len(s) {
		r[i] = rune(s[i])
	}
	return string(r)
}
