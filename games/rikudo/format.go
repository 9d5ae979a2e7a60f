package rikudo

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"plateau/games/internal/bom"
	"plateau/games/internal/longline"
	"plateau/games/reason"
)

// ParseError is a malformed puzzle file: the line (1-based) and what was
// expected there.
type ParseError struct {
	Line int
	Msg  string
	// refusal is Msg as a refusal (games/reason), which the app shows in
	// the user's language; nil for a reader's own error.
	refusal error
}

// Error says the line and what was wrong there, in English (the CLI's and
// the logs' text).
func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Unwrap returns the whole error as a refusal, line and all, for the
// app's translation; nil when it holds none.
func (e *ParseError) Unwrap() error {
	if e.refusal == nil {
		return nil
	}
	return reason.At(e.Line, e.refusal)
}

// parseErr is the refusal format filled with a, at line.
func parseErr(line int, format string, a ...any) *ParseError {
	r := reason.New(format, a...)
	return &ParseError{Line: line, Msg: r.Error(), refusal: r}
}

// maxLine bounds one line of a puzzle file, so a file with no newlines
// is refused rather than read whole.
const maxLine = 1 << 16

// maxFile bounds a puzzle file, read on the app's UI goroutine: the
// largest puzzle (MaxCells cells, their edges and coordinates) takes about
// a hundred KB, and a one-cell puzzle followed by a gigabyte of blank
// lines held the window for 20 s.
const maxFile = 4 << 20

// capped reads r, failing with a refusal past maxFile bytes.
type capped struct {
	r    io.Reader
	left int64
}

func (c *capped) Read(p []byte) (int, error) {
	if c.left == 0 {
		// at the bound: a file that ends here is whole
		if n, err := c.r.Read(make([]byte, 1)); n == 0 {
			return 0, err
		}
		return 0, reason.New("file larger than %d bytes", maxFile)
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	return n, err
}

// scanErr is a read failure at line: a line over maxLine is a refusal
// saying so, which the app translates.
func scanErr(line int, err error) *ParseError {
	err = longline.Err(err, maxLine)
	pe := &ParseError{Line: line, Msg: err.Error()}
	if _, ok := err.(*reason.Error); ok {
		pe.refusal = err
	}
	return pe
}

// lines yields the non-blank lines of a file as fields, with line numbers.
type lines struct {
	sc   *bufio.Scanner
	line int // number of the last line read
}

// next returns the fields of the next non-blank line; ok is false at the end
// of the file (err reports a read failure or an overlong line).
func (l *lines) next() (fields []string, ok bool, err error) {
	for l.sc.Scan() {
		l.line++
		f := strings.Fields(l.sc.Text())
		if len(f) > 0 {
			return f, true, nil
		}
	}
	if err := l.sc.Err(); err != nil {
		return nil, false, scanErr(l.line+1, err)
	}
	l.line++ // report a missing line as the one after the last
	return nil, false, nil
}

func (l *lines) fail(format string, a ...any) error {
	return parseErr(l.line, format, a...)
}

// ints parses the fields of a line as integers; what describes the expected
// line for error messages.
func (l *lines) ints(what error, fields []string, ok bool, err error) ([]int, error) {
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, l.fail("unexpected end of file, expected %s", what)
	}
	out := make([]int, 0, len(fields))
	for _, f := range fields {
		v, e := strconv.Atoi(f)
		if e != nil {
			return nil, l.fail("expected %s, got %q", what, reason.Clip(strings.Join(fields, " ")))
		}
		out = append(out, v)
	}
	return out, nil
}

// count reads a line holding one integer in lo..hi.
func (l *lines) count(what error, lo, hi int) (int, error) {
	f, ok, err := l.next()
	v, err := l.ints(what, f, ok, err)
	if err != nil {
		return 0, err
	}
	if len(v) != 1 {
		return 0, l.fail("expected %s alone on its line, got %q", what, reason.Clip(strings.Join(f, " ")))
	}
	if v[0] < lo || v[0] > hi {
		return 0, l.fail("%s %d out of range %d..%d", what, v[0], lo, hi)
	}
	return v[0], nil
}

// pair reads a line of exactly two integers.
func (l *lines) pair(what error) (a, b int, err error) {
	f, ok, err := l.next()
	v, err := l.ints(what, f, ok, err)
	if err != nil {
		return 0, 0, err
	}
	if len(v) != 2 {
		return 0, 0, l.fail("expected %s (two numbers), got %q", what, reason.Clip(strings.Join(f, " ")))
	}
	return v[0], v[1], nil
}

// Read parses a puzzle in the seed's format: n; the number of edges; one line
// per edge `*i j` (bridge) or `#i j` (plain), i < j; the number of givens;
// lines `cell value`; then optionally `coords` and n lines `q r`. Blank lines
// are ignored. Without coords the graph is laid out automatically. A file
// over maxFile bytes is refused.
func Read(r io.Reader) (*Puzzle, error) {
	sc := bufio.NewScanner(bom.Skip(&capped{r: r, left: maxFile}))
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	l := &lines{sc: sc}
	n, err := l.count(reason.New("the number of cells"), 1, MaxCells)
	if err != nil {
		return nil, err
	}
	edges, edgeLine, err := readEdges(l, n)
	if err != nil {
		return nil, err
	}
	givens, err := readGivens(l, n)
	if err != nil {
		return nil, err
	}
	coords, err := readCoords(l, n, edges, edgeLine)
	if err != nil {
		return nil, err
	}
	if coords == nil {
		return NewGraph(n, edges, givens)
	}
	p := &Puzzle{coords: coords, edges: edges, given: givens}
	p.sortEdges()
	p.index()
	return p, nil
}

func readEdges(l *lines, n int) ([]Edge, map[[2]int]int, error) {
	m, err := l.count(reason.New("the number of edges"), 0, n*(n-1)/2)
	if err != nil {
		return nil, nil, err
	}
	edges := make([]Edge, 0, min(m, 8*n))
	at := make(map[[2]int]int, min(m, 8*n))
	for k := 1; k <= m; k++ {
		what := reason.New("edge %d of %d: `*i j` (bridge) or `#i j` (plain)", k, m)
		f, ok, err := l.next()
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			return nil, nil, l.fail("unexpected end of file, expected %s", what)
		}
		bridge := strings.HasPrefix(f[0], "*")
		if !bridge && !strings.HasPrefix(f[0], "#") {
			return nil, nil, l.fail("expected %s, got %q", what, reason.Clip(strings.Join(f, " ")))
		}
		rest := append([]string{f[0][1:]}, f[1:]...)
		if rest[0] == "" {
			rest = rest[1:]
		}
		v, err := l.ints(what, rest, true, nil)
		if err != nil {
			return nil, nil, err
		}
		if len(v) != 2 {
			return nil, nil, l.fail("expected %s, got %q", what, reason.Clip(strings.Join(f, " ")))
		}
		i, j := v[0], v[1]
		if i < 1 || j < 1 || i > n || j > n {
			return nil, nil, l.fail("edge %d %d: cells are numbered 1..%d", i, j, n)
		}
		if i >= j {
			return nil, nil, l.fail("edge %d %d: expected i < j", i, j)
		}
		if prev, dup := at[[2]int{i - 1, j - 1}]; dup {
			return nil, nil, l.fail("edge %d %d already listed on line %d", i, j, prev)
		}
		at[[2]int{i - 1, j - 1}] = l.line
		edges = append(edges, Edge{A: i - 1, B: j - 1, Bridge: bridge})
	}
	return edges, at, nil
}

func readGivens(l *lines, n int) ([]int, error) {
	g, err := l.count(reason.New("the number of givens"), 0, n)
	if err != nil {
		return nil, err
	}
	givens := make([]int, n)
	valueLine := make(map[int]int)
	cellLine := make(map[int]int)
	for k := 1; k <= g; k++ {
		c, v, err := l.pair(reason.New("given %d of %d: `cell value`", k, g))
		if err != nil {
			return nil, err
		}
		if c < 1 || c > n {
			return nil, l.fail("given in cell %d: cells are numbered 1..%d", c, n)
		}
		if v < 1 || v > n {
			return nil, l.fail("given %d in cell %d: values are 1..%d", v, c, n)
		}
		if prev, dup := cellLine[c]; dup {
			return nil, l.fail("cell %d already has a given on line %d", c, prev)
		}
		if prev, dup := valueLine[v]; dup {
			return nil, l.fail("value %d is already given on line %d", v, prev)
		}
		cellLine[c], valueLine[v] = l.line, l.line
		givens[c-1] = v
	}
	return givens, nil
}

// readCoords reads the optional coords section and checks that the edges are
// exactly the hex adjacencies between the cells' positions. It returns nil
// when the file ends without one, or when a cell lies beyond MaxRadius.
func readCoords(l *lines, n int, edges []Edge, edgeLine map[[2]int]int) ([]Hex, error) {
	f, ok, err := l.next()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, nil
	}
	if len(f) != 1 || f[0] != "coords" {
		return nil, l.fail("expected `coords` or the end of the file, got %q", reason.Clip(strings.Join(f, " ")))
	}
	coords := make([]Hex, n)
	at := make(map[Hex]int, n)
	lineOf := make([]int, n)
	far := false
	for c := range n {
		q, r, err := l.pair(reason.New("the coordinates `q r` of cell %d", c+1))
		if err != nil {
			return nil, err
		}
		h := Hex{q, r}
		// Beyond MaxRadius the frame an editor walks grows with the
		// square of the distance (two cells at 2000 0 took 48 s and a
		// gigabyte); such coordinates are set aside and the graph laid out
		// afresh. Earlier Plateaus wrote them for long graphs.
		if q < -MaxRadius || q > MaxRadius || r < -MaxRadius || r > MaxRadius || h.Ring() > MaxRadius {
			far = true
		}
		if d, dup := at[h]; dup {
			return nil, l.fail("cell %d has the same coordinates %d %d as cell %d", c+1, q, r, d+1)
		}
		at[h], coords[c], lineOf[c] = c, h, l.line
	}
	if f, ok, err := l.next(); err != nil {
		return nil, err
	} else if ok {
		return nil, l.fail("expected the end of the file after the coordinates, got %q", reason.Clip(strings.Join(f, " ")))
	}
	if far {
		return nil, nil
	}
	for _, e := range edges {
		if !Adjacent(coords[e.A], coords[e.B]) {
			return nil, parseErr(edgeLine[[2]int{e.A, e.B}],
				"cells %d and %d are joined but their coordinates are not neighbours", e.A+1, e.B+1)
		}
	}
	for c, h := range coords {
		for _, d := range Directions {
			o, ok := at[h.Add(d)]
			if !ok || o >= c {
				continue
			}
			if _, ok := edgeLine[[2]int{o, c}]; !ok {
				return nil, parseErr(lineOf[c],
					"cells %d and %d are neighbours on the grid but no edge `#%d %d` joins them", o+1, c+1, o+1, c+1)
			}
		}
	}
	return coords, nil
}

// Write prints the puzzle in the format Read accepts: edges sorted, givens by
// cell, and the coords section when the puzzle is on the hex grid.
func (p *Puzzle) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%d\n%d\n", p.N(), len(p.edges))
	for _, e := range p.edges {
		mark := '#'
		if e.Bridge {
			mark = '*'
		}
		fmt.Fprintf(bw, "%c%d %d\n", mark, e.A+1, e.B+1)
	}
	fmt.Fprintf(bw, "%d\n", p.NumGivens())
	for c, v := range p.given {
		if v != 0 {
			fmt.Fprintf(bw, "%d %d\n", c+1, v)
		}
	}
	if p.coords != nil {
		fmt.Fprintln(bw, "coords")
		for _, h := range p.coords {
			fmt.Fprintf(bw, "%d %d\n", h.Q, h.R)
		}
	}
	return bw.Flush()
}
