package eternity

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

// ReadSolution reads a bench solution file (bench/eternity/*.solutions.txt)
// as a board of puzzle p: a line `W H`, then for piece i (the i-th piece
// of the puzzle file) a line `x y r`: column x from the left, row y counted
// from the BOTTOM, r quarter turns clockwise. Lines starting with "c" and
// blank lines are skipped.
func ReadSolution(r io.Reader, p *Puzzle) (*Board, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(bom.Skip(r))
	sc.Buffer(make([]byte, 4096), maxLine)
	var (
		b      *Board
		line   int
		pieces int
	)
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == 'c' {
			continue
		}
		f := strings.Fields(text)
		if b == nil {
			w, h, err := readSize(line, f)
			if err != nil {
				return nil, err
			}
			if w != p.W || h != p.H {
				return nil, lineErr(line, "expected the puzzle's size %d %d, got %d %d", p.W, p.H, w, h)
			}
			b = NewBoard(w, h)
			continue
		}
		if pieces == p.N() {
			return nil, lineErr(line, "expected the end of the file after %d pieces, got %q", p.N(), reason.Clip(text))
		}
		pieces++
		if err := readSolutionLine(b, line, f, pieces); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, lineWrap(line+1, longline.Err(err, maxLine))
	}
	if b == nil {
		return nil, lineErr(line+1, "expected the board size `W H`, got the end of the file")
	}
	if pieces < p.N() {
		return nil, lineErr(line+1, "expected %d lines `x y r`, one a piece, got %d: missing lines", p.N(), pieces)
	}
	return b, nil
}

func readSolutionLine(b *Board, line int, f []string, piece int) error {
	if len(f) != 3 {
		return lineErr(line, "expected `x y r` for piece %d, got %d fields", piece, len(f))
	}
	var v [3]int
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil {
			return lineErr(line, "expected `x y r` as numbers for piece %d, got %q", piece, reason.Clip(s))
		}
		v[i] = n
	}
	x, y, r := v[0], b.H-1-v[1], v[2]
	switch {
	case !b.Inside(x, y):
		return lineErr(line, "cell x=%d y=%d is outside the %dx%d board", v[0], v[1], b.W, b.H)
	case r < 0 || r > 3:
		return lineErr(line, "turn %d out of range 0..3", r)
	case !b.At(x, y).Empty():
		return lineErr(line, "cell x=%d y=%d already holds piece %d", v[0], v[1], b.At(x, y).Piece)
	}
	b.Cells[b.Index(x, y)] = Placement{Piece: piece, Turn: Turn(r)}
	return nil
}

// WriteSolution writes a full board in the bench solution format (see
// ReadSolution).
func WriteSolution(w io.Writer, b *Board) error {
	at := make([]int, len(b.Cells)+1)
	for i, pl := range b.Cells {
		if pl.Piece < 1 || pl.Piece > len(b.Cells) || at[pl.Piece] != 0 {
			return reason.New("a solution file needs a full board, each piece once: cell (%d, %d) holds %q", i%b.W, i/b.W, pl.String())
		}
		at[pl.Piece] = i + 1
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%d %d\n", b.W, b.H)
	for n := 1; n <= len(b.Cells); n++ {
		i := at[n] - 1
		fmt.Fprintf(bw, "%d %d %d\n", i%b.W, b.H-1-i/b.W, b.Cells[i].Turn)
	}
	return bw.Flush()
}
