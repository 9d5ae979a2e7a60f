package eternity

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"strings"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// The openings file holds one opening a line, each placement written
// cell:piece/turn (cells row by row from the top left counted from 0,
// pieces from 1, quarter turns clockwise), after a comment header naming
// the puzzle, the configuration and the depth:
//
//	# plateau eternity openings
//	# puzzle 6x6-038290c60fe70df7
//	# config rowscan scan/lexi bruteforce corolle 2
//	# depth 4
//	0:1/3 1:5/0 2:11/0 3:6/0
//	...
//	# end 628 openings
//
// Lines starting with # are comments; the "# puzzle" line, when present,
// must name the puzzle the openings are solved on, and the "# end" line,
// when present, the number of openings above it: a file cut short or
// joined to another would otherwise pass for the whole tree (and an
// opening given twice counted its solutions twice).

// OpeningsHeader is what an openings file says about itself.
type OpeningsHeader struct {
	Puzzle string // the puzzle's name as PuzzleID gives it
	Config string
	Depth  int
	End    int // the openings the "# end" line counts; -1 without one
}

// WriteOpeningsHeader writes the header of an openings file.
func WriteOpeningsHeader(w io.Writer, h OpeningsHeader) error {
	_, err := fmt.Fprintf(w, "# plateau eternity openings\n# puzzle %s\n# config %s\n# depth %d\n", h.Puzzle, h.Config, h.Depth)
	return err
}

// WriteOpeningsEnd writes the line that ends an openings file of n
// openings.
func WriteOpeningsEnd(w io.Writer, n int64) error {
	_, err := fmt.Fprintf(w, "# end %d openings\n", n)
	return err
}

// WriteOpeningsFile writes the openings of the given depth (see Openings,
// with its limit) of puzzle p for search options o to w as an openings
// file: header h, an opening a line through a buffer, and the end line
// once every opening was written. each, if not nil, is told the count as
// it grows. It returns how many openings were written and whether that is
// all of them.
func WriteOpeningsFile(ctx context.Context, w io.Writer, p *eternity.Puzzle, o Options, depth int, limit int64, h OpeningsHeader, each func(n int64)) (int64, bool, error) {
	bw := bufio.NewWriterSize(w, 1<<16) // a write per opening: millions of system calls
	if err := WriteOpeningsHeader(bw, h); err != nil {
		return 0, false, err
	}
	var written int64
	var werr error
	n, all, err := Openings(ctx, p, o, depth, limit, func(op Opening) bool {
		werr = WriteOpening(bw, op)
		if written++; each != nil {
			each(written)
		}
		return werr == nil
	})
	if err == nil {
		err = werr
	}
	if err == nil && all && ctx.Err() == nil {
		err = WriteOpeningsEnd(bw, n)
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	return n, all, err
}

// WriteOpening writes one opening as a line.
func WriteOpening(w io.Writer, o Opening) error {
	var b strings.Builder
	for i, pl := range o {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d:%d/%d", pl.Cell, pl.Piece, pl.Turn)
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// maxOpeningsLine bounds one line of an openings file, so a file with no
// newlines is refused rather than read whole.
const maxOpeningsLine = 1 << 20

// ReadOpenings reads an openings file for puzzle p with the fixed pieces
// of hints (nil for none); an error names the line and what was expected,
// or the search the openings are of when it is another.
func ReadOpenings(r io.Reader, p *eternity.Puzzle, hints *eternity.Board) ([]Opening, OpeningsHeader, error) {
	var (
		out  []Opening
		h    = OpeningsHeader{End: -1}
		line int
		seen = map[uint64]int{} // a hash of each opening -> its line
	)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxOpeningsLine)
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if c, ok := strings.CutPrefix(text, "#"); ok {
			if err := h.read(strings.TrimSpace(c)); err != nil {
				return nil, h, fmt.Errorf("line %d: %v", line, err)
			}
			continue
		}
		o, err := parseOpening(text, p)
		if err != nil {
			return nil, h, fmt.Errorf("line %d: %v", line, err)
		}
		if len(out) > 0 && len(o) != len(out[0]) {
			return nil, h, fmt.Errorf("line %d: %d placements, the openings before have %d", line, len(o), len(out[0]))
		}
		if h.End >= 0 {
			return nil, h, fmt.Errorf("line %d: an opening after the end line", line)
		}
		key := openingHash(o)
		if first, ok := seen[key]; ok {
			return nil, h, fmt.Errorf("line %d: the opening of line %d again", line, first)
		}
		seen[key] = line
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) { // not bufio's "token too long"
			return nil, h, reason.At(line+1, reason.New("line longer than %d bytes", maxOpeningsLine))
		}
		return nil, h, fmt.Errorf("line %d: %v", line+1, err)
	}
	if id := PuzzleID(p, hints); h.Puzzle != "" && h.Puzzle != id {
		return nil, h, fmt.Errorf("the openings are of puzzle %s, not of this one (%s): other pieces, or other pieces fixed", h.Puzzle, id)
	}
	if len(out) == 0 {
		if h.End == 0 { // a whole file of a tree with no opening at its depth: nothing to search
			return []Opening{}, h, nil
		}
		return nil, h, fmt.Errorf("no opening in the file")
	}
	if h.End >= 0 && h.End != len(out) {
		return nil, h, fmt.Errorf("%d openings, and the end line says %d: the file was cut or joined (--shard I/N shares one file out)", len(out), h.End)
	}
	return out, h, nil
}

// openingHash is a 64-bit hash of an opening's placements: a set of them
// finds an opening given twice in a file of millions, where a set of the
// lines would take several times the openings' own memory.
func openingHash(o Opening) uint64 {
	f := fnv.New64a()
	var b [12]byte
	for _, pl := range o {
		binary.LittleEndian.PutUint32(b[0:], uint32(pl.Cell))
		binary.LittleEndian.PutUint32(b[4:], uint32(pl.Piece))
		binary.LittleEndian.PutUint32(b[8:], uint32(pl.Turn))
		f.Write(b[:])
	}
	return f.Sum64()
}

func (h *OpeningsHeader) read(c string) error {
	key, val, _ := strings.Cut(c, " ")
	switch key {
	case "puzzle":
		h.Puzzle = val
	case "config":
		h.Config = val
	case "depth":
		d, err := strconv.Atoi(val)
		if err != nil || d < 1 {
			return fmt.Errorf("depth %q is not a positive number", reason.Clip(val))
		}
		h.Depth = d
	case "end":
		ns, _, _ := strings.Cut(val, " ")
		n, err := strconv.Atoi(ns)
		if err != nil || n < 0 || h.End >= 0 {
			return fmt.Errorf("%q: want one end line, \"end N openings\"", reason.Clip(c))
		}
		h.End = n
	}
	return nil
}

func parseOpening(text string, p *eternity.Puzzle) (Opening, error) {
	fields := strings.Fields(text)
	o := make(Opening, 0, len(fields))
	cells := p.W * p.H
	for _, f := range fields {
		cs, rest, ok1 := strings.Cut(f, ":")
		ps, ts, ok2 := strings.Cut(rest, "/")
		c, err1 := strconv.Atoi(cs)
		pc, err2 := strconv.Atoi(ps)
		t, err3 := strconv.Atoi(ts)
		switch {
		case !ok1 || !ok2 || err1 != nil || err2 != nil || err3 != nil:
			return nil, fmt.Errorf("%q is not cell:piece/turn", reason.Clip(f))
		case c < 0 || c >= cells:
			return nil, fmt.Errorf("cell %d out of range 0..%d", c, cells-1)
		case pc < 1 || pc > p.N():
			return nil, fmt.Errorf("piece %d out of range 1..%d", pc, p.N())
		case t < 0 || t > 3:
			return nil, fmt.Errorf("turn %d out of range 0..3", t)
		}
		o = append(o, Placed{Cell: c, Placement: eternity.Placement{Piece: pc, Turn: eternity.Turn(t)}})
	}
	return o, nil
}

// PuzzleID names the puzzle of a search by its size, a hash of its pieces
// and, when pieces are fixed (hints; nil for none), a hash of those, so
// that openings and shard results of different searches are not mixed up:
// a fixed piece changes the tree and the counts (openings made with one
// fixed gave 242 solutions of brendan1 6x6, which has 260).
func PuzzleID(p *eternity.Puzzle, hints *eternity.Board) string {
	h := fnv.New64a()
	for _, pc := range p.Pieces {
		h.Write([]byte{byte(pc[0]), byte(pc[1]), byte(pc[2]), byte(pc[3])})
	}
	id := fmt.Sprintf("%dx%d-%016x", p.W, p.H, h.Sum64())
	if hints == nil {
		return id
	}
	f, n := fnv.New64a(), 0
	for c, pl := range hints.Cells {
		if pl.Fixed && !pl.Empty() {
			fmt.Fprintf(f, "%d:%d/%d ", c, pl.Piece, pl.Turn)
			n++
		}
	}
	if n == 0 {
		return id
	}
	return fmt.Sprintf("%s-fixed-%016x", id, f.Sum64())
}

// checkUnits refuses openings (read from a file) that the search cannot
// take: of several depths, or deeper than last, the last depth before the
// finale (a file of depth 4 with a finale of 33 cells on a 6x6 ran past
// the end of the board).
func checkUnits(units []Opening, last int) error {
	if len(units) == 0 {
		return nil
	}
	depth := len(units[0])
	if last < 1 {
		return depthRefused(ErrUnits, depth, last)
	}
	if depth < 1 || depth > last {
		return reason.Of(ErrUnits, "openings of depth %d out of range 1..%d (the cells before the finale)", depth, last)
	}
	for i, u := range units {
		if len(u) != depth {
			return reason.Of(ErrUnits, "opening %d has %d pieces, the first one %d: one depth per file", i+1, len(u), depth)
		}
	}
	return nil
}
