package eternity

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"plateau/games/internal/bom"
	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// FormatName and FormatVersion identify the editor's JSON file.
const (
	FormatName    = "plateau-eternity"
	FormatVersion = 1
)

// maxJSON bounds the editor file we read: a 30x30 design is a few tens of
// kilobytes, so anything past this is not one.
const maxJSON = 4 << 20

// Design is the editor's document: a puzzle, how its colours are drawn, and
// a board of placements (with its fixed hint pieces).
type Design struct {
	Name    string
	Puzzle  *Puzzle
	Palette Palette // nil: DefaultPalette
	Board   *Board  // never nil once read
}

// NewDesign wraps a puzzle with an empty board and a default palette covering
// its colours.
func NewDesign(name string, p *Puzzle) *Design {
	return &Design{Name: name, Puzzle: p, Palette: DefaultPalette(int(p.MaxUsedColor()) + 1), Board: NewBoard(p.W, p.H)}
}

type jsonSwatch struct {
	Fill  string `json:"fill"`
	Ink   string `json:"ink"`
	Motif string `json:"motif"`
}

type jsonDesign struct {
	Format   string       `json:"format"`
	Version  int          `json:"version"`
	Name     string       `json:"name"`
	Comments []string     `json:"comments"`
	Width    int          `json:"width"`
	Height   int          `json:"height"`
	Pieces   [][]int      `json:"pieces"`
	Palette  []jsonSwatch `json:"palette"`
	Board    [][]string   `json:"board"`
	Fixed    [][]int      `json:"fixed"`
}

// ReadJSON reads the editor's file. Errors name the line and what was
// expected there.
func ReadJSON(r io.Reader) (*Design, error) {
	data, err := io.ReadAll(io.LimitReader(bom.Skip(r), maxJSON+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxJSON {
		return nil, lineErr(0, "file larger than %d bytes: not an Eternity design", maxJSON)
	}
	var j jsonDesign
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, jsonSyntax(data, err)
	}
	d, path, err := j.design()
	if err != nil {
		return nil, lineWrap(jsonline.Locate(data, path...), err)
	}
	return d, nil
}

// jsonSyntax turns a decoding error into a ParseError naming the line,
// told in words (jsonline.Refusal) rather than in encoding/json's.
func jsonSyntax(data []byte, err error) error {
	var te *json.UnmarshalTypeError
	line := jsonline.Of(data, err)
	switch {
	case line == 0:
		return lineErr(0, "expected an Eternity design in JSON: %v", jsonline.Refusal(data, err))
	case errors.As(err, &te) && te.Field == "":
		// the whole file, not a field of it ("expected eternity.jsonDesign")
		return lineErr(line, "expected an Eternity design (a JSON object), got %v", jsonline.Got(te.Value))
	}
	return lineWrap(line, jsonline.Refusal(data, err))
}

// design checks the decoded file; on error, path locates the culprit.
func (j *jsonDesign) design() (d *Design, path []any, err error) {
	if j.Format != FormatName {
		return nil, []any{"format"}, reason.New("format: expected %q, got %q", FormatName, reason.Clip(j.Format))
	}
	if j.Version < 1 || j.Version > FormatVersion {
		return nil, []any{"version"}, reason.New("version: expected 1..%d, got %d", FormatVersion, j.Version)
	}
	if err := CheckSize(j.Width, j.Height); err != nil {
		return nil, []any{"width"}, err
	}
	p := &Puzzle{W: j.Width, H: j.Height, Comments: j.Comments}
	if len(j.Pieces) != p.W*p.H {
		return nil, []any{"pieces"}, reason.New("pieces: expected %d pieces for a %dx%d board, got %d", p.W*p.H, p.W, p.H, len(j.Pieces))
	}
	for i, v := range j.Pieces {
		pc, err := jsonPiece(v)
		if err != nil {
			return nil, []any{"pieces", i}, reason.New("pieces[%d] (piece %d): %v", i, i+1, err)
		}
		p.Pieces = append(p.Pieces, pc)
	}
	d = &Design{Name: j.Name, Puzzle: p, Board: NewBoard(p.W, p.H)}
	if d.Palette, path, err = j.palette(); err != nil {
		return nil, path, err
	}
	if path, err = j.board(d.Board, p); err != nil {
		return nil, path, err
	}
	return d, nil, nil
}

func jsonPiece(v []int) (Piece, error) {
	var pc Piece
	if len(v) != 4 {
		return pc, reason.New("expected 4 colours [N, E, S, W], got %d", len(v))
	}
	for s, c := range v {
		if c < 0 || c > MaxColor {
			return pc, reason.New("colour %d out of range 0..%d", c, MaxColor)
		}
		pc[s] = Color(c)
	}
	return pc, nil
}

func (j *jsonDesign) palette() (Palette, []any, error) {
	if len(j.Palette) == 0 {
		return nil, nil, nil
	}
	if len(j.Palette) > MaxColor+1 {
		return nil, []any{"palette"}, reason.New("palette: expected at most %d swatches, got %d", MaxColor+1, len(j.Palette))
	}
	pal := make(Palette, len(j.Palette))
	for i, s := range j.Palette {
		var err error
		field := "fill"
		if pal[i].Fill, err = ParseHex(s.Fill); err == nil {
			field = "ink"
			if pal[i].Ink, err = ParseHex(s.Ink); err == nil {
				field = "motif"
				pal[i].Motif, err = ParseMotif(s.Motif)
			}
		}
		if err != nil {
			return nil, []any{"palette", i, field}, reason.New("palette[%d].%s: %v", i, field, err)
		}
	}
	return pal, nil, nil
}

func (j *jsonDesign) board(b *Board, p *Puzzle) ([]any, error) {
	if len(j.Board) != 0 && len(j.Board) != b.H {
		return []any{"board"}, reason.New("board: expected %d rows, got %d", b.H, len(j.Board))
	}
	for y, row := range j.Board {
		if len(row) != b.W {
			return []any{"board", y}, reason.New("board[%d]: expected %d cells, got %d", y, b.W, len(row))
		}
		for x, s := range row {
			pl, err := ParsePlacement(s, p.N())
			if err == nil && !pl.Empty() {
				_, err = b.Place(x, y, pl.Piece, pl.Turn)
			}
			if err != nil {
				return []any{"board", y, x}, reason.New("board[%d][%d]: %v", y, x, err)
			}
		}
	}
	for i, xy := range j.Fixed {
		var err error
		if len(xy) != 2 {
			err = reason.New("expected a cell [x, y], got %d numbers", len(xy))
		} else if !b.Inside(xy[0], xy[1]) {
			err = reason.New("cell (%d, %d) is outside the %dx%d board", xy[0], xy[1], b.W, b.H)
		} else {
			err = b.SetFixed(xy[0], xy[1], true)
		}
		if err != nil {
			return []any{"fixed", i}, reason.New("fixed[%d]: %v", i, err)
		}
	}
	return nil, nil
}

// ParsePlacement reads a cell as the CLI and the JSON file write it: "P/R",
// piece number 1..n and quarter turns clockwise 0..3, or "" for an empty cell.
func ParsePlacement(s string, n int) (Placement, error) {
	if s == "" {
		return Placement{}, nil
	}
	ps, rs, ok := strings.Cut(s, "/")
	piece, err1 := strconv.Atoi(ps)
	turn, err2 := strconv.Atoi(rs)
	if !ok || err1 != nil || err2 != nil {
		return Placement{}, reason.New("expected \"piece/turn\" or \"\", got %q", reason.Clip(s))
	}
	if piece < 1 || piece > n {
		return Placement{}, reason.New("piece %d out of range 1..%d", piece, n)
	}
	if turn < 0 || turn > 3 {
		return Placement{}, reason.New("turn %d out of range 0..3", turn)
	}
	return Placement{Piece: piece, Turn: Turn(turn)}, nil
}

// String writes the placement as "P/R", or "" when empty.
func (pl Placement) String() string {
	if pl.Empty() {
		return ""
	}
	return fmt.Sprintf("%d/%d", pl.Piece, pl.Turn)
}

// WriteJSON writes the editor's file: one piece, swatch or board row a line,
// so that it reads well and diffs well. A nil palette is written as the
// default one; an empty board is left out.
func WriteJSON(w io.Writer, d *Design) error {
	p := d.Puzzle
	if err := p.Validate(); err != nil {
		return err
	}
	b := d.Board
	if b == nil {
		b = NewBoard(p.W, p.H)
	}
	if err := b.Validate(p); err != nil {
		return err
	}
	pal := d.Palette
	if pal == nil {
		pal = DefaultPalette(int(p.MaxUsedColor()) + 1)
	}
	bw := bufio.NewWriter(w)
	q := func(s string) string { v, _ := json.Marshal(s); return string(v) }
	fmt.Fprintf(bw, "{\n  \"format\": %q,\n  \"version\": %d,\n  \"name\": %s,\n", FormatName, FormatVersion, q(d.Name))
	if len(p.Comments) > 0 {
		list := make([]string, len(p.Comments))
		for i, c := range p.Comments {
			list[i] = q(c)
		}
		fmt.Fprintf(bw, "  \"comments\": [%s],\n", strings.Join(list, ", "))
	}
	fmt.Fprintf(bw, "  \"width\": %d,\n  \"height\": %d,\n  \"pieces\": [\n", p.W, p.H)
	for i, pc := range p.Pieces {
		fmt.Fprintf(bw, "    [%d, %d, %d, %d]%s\n", pc[0], pc[1], pc[2], pc[3], comma(i, len(p.Pieces)))
	}
	fmt.Fprintf(bw, "  ],\n  \"palette\": [\n")
	for i, s := range pal {
		fmt.Fprintf(bw, "    {\"fill\": %q, \"ink\": %q, \"motif\": %q}%s\n", FormatHex(s.Fill), FormatHex(s.Ink), s.Motif, comma(i, len(pal)))
	}
	bw.WriteString("  ]")
	if b.Placed() > 0 {
		writeBoard(bw, b, q)
	}
	bw.WriteString("\n}\n")
	return bw.Flush()
}

func writeBoard(bw *bufio.Writer, b *Board, q func(string) string) {
	bw.WriteString(",\n  \"board\": [\n")
	var fixed []string
	for y := range b.H {
		cells := make([]string, b.W)
		for x := range b.W {
			pl := b.At(x, y)
			cells[x] = q(pl.String())
			if pl.Fixed {
				fixed = append(fixed, fmt.Sprintf("[%d, %d]", x, y))
			}
		}
		fmt.Fprintf(bw, "    [%s]%s\n", strings.Join(cells, ", "), comma(y, b.H))
	}
	bw.WriteString("  ]")
	if len(fixed) > 0 {
		fmt.Fprintf(bw, ",\n  \"fixed\": [%s]", strings.Join(fixed, ", "))
	}
}

func comma(i, n int) string {
	if i < n-1 {
		return ","
	}
	return ""
}
