package eternity

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	game "plateau/games/eternity"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// brendan4 is Brendan Owen's 4x4 puzzle 1 and its known solution.
func brendan4(t *testing.T) (*game.Puzzle, *game.Board) {
	t.Helper()
	dir := "../../games/eternity/testdata/bench"
	f, err := os.Open(filepath.Join(dir, "brendan1_04x04.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, _, err := game.ReadPlain(f)
	if err != nil {
		t.Fatal(err)
	}
	g, err := os.Open(filepath.Join(dir, "brendan1_04x04.solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	b, err := game.ReadSolution(g, p)
	if err != nil {
		t.Fatal(err)
	}
	return p, b
}

// TestGoldenBoard: a 4x4 board with a gap, a piece turned wrong (its joins
// marked), a fixed piece, a highlighted one and a selected one, numbers, and
// the tray holding the piece taken out.
func TestGoldenBoard(t *testing.T) {
	p, b := brendan4(t)
	b.Cells[5].Turn = b.Cells[5].Turn.Plus(1)
	b.Cells[10] = game.Placement{}
	b.Cells[0].Fixed = true
	v := View{Marks: true, Numbers: true, Highlight: []int{b.Cells[15].Piece}, Selected: b.Cells[6].Piece, Tray: FixedTray(p, b)}
	const w, h = 560, 340
	l := NewLayout(4, 4, 16, w, h)
	r := paint.NewRaster(w, h)
	Draw(r, l, p, b, v)
	painttest.Golden(t, filepath.Join("testdata", "board4.png"), r.Img, 6)
}

// TestPieceColors: each triangle shows its own colour's fill, the grey ones
// the grey swatch, at the point a third of the way from edge to centre.
func TestPieceColors(t *testing.T) {
	pal := game.DefaultPalette(8)
	pal[3].Motif = game.MotifNone // a plain triangle, so the probe hits its fill
	pal[5].Motif = game.MotifNone
	r := paint.NewRaster(100, 100)
	q := Square{Size: 100}
	DrawPiece(r, game.Piece{0, 3, 5, 0}.Turned(1), q, pal) // N E S W = 0 0 3 5
	probes := map[game.Side]game.Color{game.North: 0, game.East: 0, game.South: 3, game.West: 5}
	at := map[game.Side][2]int{game.North: {50, 20}, game.East: {80, 50}, game.South: {50, 80}, game.West: {20, 50}}
	for s, c := range probes {
		got := r.Img.RGBAAt(at[s][0], at[s][1])
		if want := pal.Swatch(c).Fill; got != want {
			t.Errorf("side %v: %v, want colour %d's fill %v", s, got, c, want)
		}
	}
}

func TestLayoutHitTest(t *testing.T) {
	sizes := []struct {
		bw, bh, slots int
		w, h          float64
	}{
		{6, 6, 36, 1000, 600},
		{16, 16, 256, 1280, 800},
		{4, 7, 28, 300, 900},
		{5, 5, 0, 400, 400},
		{20, 3, 60, 700, 700},
	}
	for _, sz := range sizes {
		l := NewLayout(sz.bw, sz.bh, sz.slots, sz.w, sz.h)
		if l.Cell <= 0 {
			t.Fatalf("%+v: no room", sz)
		}
		inside := func(q Square) bool {
			return q.Min.X >= 0 && q.Min.Y >= 0 && q.Min.X+q.Size <= sz.w+1e-9 && q.Min.Y+q.Size <= sz.h+1e-9
		}
		for y := range sz.bh {
			for x := range sz.bw {
				q := l.CellSquare(x, y)
				gx, gy, ok := l.CellAt(q.Center())
				if !ok || gx != x || gy != y || !inside(q) {
					t.Fatalf("%+v: cell (%d, %d) maps back to (%d, %d) %v", sz, x, y, gx, gy, ok)
				}
				if _, ok := l.SlotAt(q.Center()); ok {
					t.Fatalf("%+v: cell (%d, %d) is also a tray slot", sz, x, y)
				}
			}
		}
		for i := range sz.slots {
			q := l.SlotSquare(i)
			if got, ok := l.SlotAt(q.Center()); !ok || got != i || !inside(q) {
				t.Fatalf("%+v: slot %d maps back to %d %v", sz, i, got, ok)
			}
			if _, _, ok := l.CellAt(q.Center()); ok {
				t.Fatalf("%+v: slot %d is also a board cell", sz, i)
			}
		}
		for _, p := range []paint.Pt{{X: -1, Y: -1}, {X: sz.w + 5, Y: sz.h / 2}} {
			if _, _, ok := l.CellAt(p); ok {
				t.Errorf("%+v: %v is on the board", sz, p)
			}
			if _, ok := l.SlotAt(p); ok {
				t.Errorf("%+v: %v is in the tray", sz, p)
			}
		}
	}
}

func TestLayoutPicksTrayPlace(t *testing.T) {
	if l := NewLayout(6, 6, 36, 1200, 500); l.Tray.X <= l.Board.X {
		t.Error("a wide surface should put the tray to the right")
	}
	if l := NewLayout(6, 6, 36, 500, 1200); l.Tray.Y <= l.Board.Y {
		t.Error("a tall surface should put the tray below")
	}
}

// The shorter of board and tray is centred on the other (a board beside
// a taller tray sat at its top, over an empty strip), and of trays whose
// pieces are nearly as big the tidier wins: at the app's 1920x1080 board,
// 36 pieces six a row rather than five, piece 36 alone on an eighth row.
func TestLayoutCentresAndTidiesTheTray(t *testing.T) {
	for _, tc := range []struct {
		w, h      float64
		cols      int // 0: any
		trayBelow bool
	}{
		{822, 700, 4, false},  // 1280x800: beside
		{1380, 980, 6, false}, // 1920x1080: beside, six a row
		{597, 600, 9, true},   // 1024x700: below
	} {
		l := NewLayout(6, 6, 36, tc.w, tc.h)
		if tc.cols != 0 && l.TrayCols != tc.cols {
			t.Errorf("%vx%v: %d a row, want %d", tc.w, tc.h, l.TrayCols, tc.cols)
		}
		bw, bh := 6*l.Cell, 6*l.Cell
		tw, th := float64(l.TrayCols)*l.Pitch, float64(l.TrayRows())*l.Pitch
		below := l.Tray.Y >= l.Board.Y+bh
		if below != tc.trayBelow {
			t.Fatalf("%vx%v: tray below %v, want %v", tc.w, tc.h, below, tc.trayBelow)
		}
		var off float64 // between the centres across the way they stand
		if below {
			off = (l.Board.X + bw/2) - (l.Tray.X + tw/2)
		} else {
			off = (l.Board.Y + bh/2) - (l.Tray.Y + th/2)
		}
		if math.Abs(off) > 1 {
			t.Errorf("%vx%v: board and tray centres %.1f px apart", tc.w, tc.h, off)
		}
	}
}

func TestSideAt(t *testing.T) {
	q := Square{Min: paint.Pt{X: 10, Y: 10}, Size: 40}
	tests := []struct {
		p    paint.Pt
		want game.Side
	}{
		{paint.Pt{X: 30, Y: 12}, game.North},
		{paint.Pt{X: 48, Y: 30}, game.East},
		{paint.Pt{X: 30, Y: 48}, game.South},
		{paint.Pt{X: 12, Y: 30}, game.West},
		{paint.Pt{X: 14, Y: 20}, game.West},
		{paint.Pt{X: 20, Y: 14}, game.North},
	}
	for _, tc := range tests {
		if got := q.SideAt(tc.p); got != tc.want {
			t.Errorf("SideAt(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
}

func TestExport(t *testing.T) {
	p, b := brendan4(t)
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG} {
		var board, sheet bytes.Buffer
		if err := ExportBoard(&board, f, p, b, View{Marks: true}, 50); err != nil {
			t.Fatal(err)
		}
		if err := ExportSheet(context.Background(), &sheet, f, paint.A4, p, nil, 50, 0, nil); err != nil {
			t.Fatal(err)
		}
		if f == paint.FormatPNG {
			img, err := png.Decode(&board)
			if err != nil || img.Bounds().Dx() != 235 {
				t.Errorf("board paint.FormatPNG: %v, %v wide, want 235", err, img.Bounds())
			}
			continue
		}
		if !strings.HasPrefix(board.String(), "<svg") || !strings.Contains(sheet.String(), ">16</text>") {
			t.Errorf("SVG export lacks its header or piece numbers")
		}
	}
	if err := ExportBoard(&bytes.Buffer{}, paint.FormatPNG, p, b, View{}, 1e6); err == nil {
		t.Error("exported a picture a million pixels a cell")
	}
	if _, err := paint.FormatOf("x.jpg"); err == nil {
		t.Error("accepted .jpg")
	}
	if f, err := paint.FormatOf("X.SVG"); err != nil || f != paint.FormatSVG {
		t.Error("did not take .SVG")
	}
}

func BenchmarkDraw16(b *testing.B) {
	f, err := os.Open("../../games/eternity/testdata/bench/e2_official.txt")
	if err != nil {
		b.Fatal(err)
	}
	p, _, err := game.ReadPlain(f)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	board := game.NewBoard(16, 16)
	for i := range 128 {
		board.Cells[i] = game.Placement{Piece: i + 1}
	}
	l := NewLayout(16, 16, 256, 1280, 800)
	r := paint.NewRaster(1280, 800)
	v := View{Marks: true, Tray: FixedTray(p, board)}
	for b.Loop() {
		Draw(r, l, p, board, v)
	}
}

// The printed pieces sheet runs over as many A4 pages as the pieces need,
// 30 a page, each piece numbered once.
func TestPiecesSheetPDFPages(t *testing.T) {
	pageOpen := regexp.MustCompile(`/Type /Page\b[^s]`)
	for _, tc := range []struct{ w, h, pages int }{{4, 4, 1}, {6, 5, 1}, {6, 6, 2}, {16, 16, 9}} {
		bc, ic := game.SuggestedColors(tc.w, tc.h)
		p, _, err := game.Generate(game.GenOptions{W: tc.w, H: tc.h, BorderColors: bc, InnerColors: ic, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := ExportSheet(context.Background(), &b, paint.FormatPDF, paint.A4, p, nil, 64, 0, nil); err != nil {
			t.Fatal(err)
		}
		if got := len(pageOpen.FindAll(b.Bytes(), -1)); got != tc.pages {
			t.Errorf("%dx%d: %d pages, want %d", tc.w, tc.h, got, tc.pages)
		}
		if got, _ := painttest.PDFInfo(b.Bytes(), "Title"); got != fmt.Sprintf("Eternity puzzle, %dx%d: pieces sheet", tc.w, tc.h) {
			t.Errorf("%dx%d: untitled sheet titled %q", tc.w, tc.h, got)
		}
	}
}

// TestCursorOutlinesItsCell: the keyboard's cell is outlined in the
// selection colour, empty or not, and only when set.
func TestCursorOutlinesItsCell(t *testing.T) {
	p, b := brendan4(t)
	b.Cells[10] = game.Placement{} // C3 empty
	const w, h = 560, 340
	l := NewLayout(4, 4, 16, w, h)
	for _, tc := range []struct {
		name   string
		cursor int
		cell   int
		want   bool
	}{
		{"none", 0, 10, false},
		{"on the empty cell", 11, 10, true},
		{"on a piece", 6, 5, true},
		{"elsewhere", 6, 10, false},
		{"out of the board", 17, 10, false},
	} {
		r := paint.NewRaster(w, h)
		Draw(r, l, p, b, View{Cursor: tc.cursor, Tray: FixedTray(p, b)})
		q := l.CellSquare(tc.cell%4, tc.cell/4)
		ring := max(2, q.Size*0.06)
		got := r.Img.RGBAAt(int(q.Min.X+ring/2), int(q.Min.Y+q.Size/2))
		sr, sg, sb, _ := Selection.RGBA()
		on := uint32(got.R)<<8|uint32(got.R) == sr && uint32(got.G)<<8|uint32(got.G) == sg && uint32(got.B)<<8|uint32(got.B) == sb
		if on != tc.want {
			t.Errorf("%s: cell %d's left edge is %v, outlined %v, want %v", tc.name, tc.cell, got, on, tc.want)
		}
	}
}

// Of trays that are equally tidy, the one with the bigger pieces: a 4x4
// board at 300x400 took two a row at 39 px where four a row give 40.
func TestLayoutTidyTrayKeepsTheBiggerPieces(t *testing.T) {
	for _, size := range [][2]float64{{300, 400}, {600, 800}, {822, 700}, {1380, 980}} {
		l := NewLayout(4, 4, 16, size[0], size[1])
		for cols := 1; cols <= 16; cols++ {
			if (cols-16%cols)%cols != lastRowGap(16, l.TrayCols) {
				continue
			}
			rows := float64((16 + cols - 1) / cols)
			tw, th := float64(cols)*pitch, rows*pitch
			right := fit(size[0], size[1], 4+trayGap+tw+2*margin, math.Max(4, th)+2*margin)
			below := fit(size[0], size[1], math.Max(4, tw)+2*margin, 4+trayGap+th+2*margin)
			if best := math.Floor(math.Max(right, below)); best > l.Cell {
				t.Errorf("%v: %d a row give %v px pieces, as tidy as the %d a row chosen at %v px", size, cols, best, l.TrayCols, l.Cell)
			}
		}
	}
}

// TestNewLayoutAllocatesNothing: the layout is made on every paint, so
// choosing among the tray's arrangements keeps none of them.
func TestNewLayoutAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(20, func() { _ = NewLayout(16, 16, 256, 1200, 800) }); n != 0 {
		t.Fatalf("NewLayout made %v allocations", n)
	}
}
