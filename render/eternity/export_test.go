package eternity

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"testing"

	game "plateau/games/eternity"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// A pieces sheet stops painting at the piece after Stop: it painted all
// 256 pieces of a 16x16 sheet after it, about half a second.
func TestDrawSheetStopsAtThePieceAfterStop(t *testing.T) {
	p, _ := generated(t, 8, 8)
	for _, tc := range []struct {
		name           string
		from, to, stop int // stop after that many pieces are painted
	}{
		{"the first piece", 0, 64, 1},
		{"mid-sheet", 0, 64, 20},
		{"a page of a PDF", 30, 60, 5},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		s := &stopAfter{Recorder: painttest.Recorder{W: 1000, H: 1000}, n: tc.stop, cancel: cancel}
		err := DrawSheet(ctx, s, p, nil, 50, 8, tc.from, tc.to)
		cancel()
		if !errors.Is(err, context.Canceled) || len(s.Texts) != tc.stop {
			t.Errorf("%s: %d pieces painted, %v; want %d and stopped", tc.name, len(s.Texts), err, tc.stop)
		}
	}
}

// stopAfter is a Recorder that cancels after n numbers (one a piece) are
// drawn on it.
type stopAfter struct {
	painttest.Recorder
	n      int
	cancel func()
}

func (s *stopAfter) Text(str string, at paint.Pt, size float64, c color.Color, a paint.Anchor) {
	s.Recorder.Text(str, at, size, c, a)
	if len(s.Texts) == s.n {
		s.cancel()
	}
}

// A sheet stopped while it is being written stops at the next write, in
// every format, with the context's error: the PNG encoder, which takes
// as long as the painting, wrote the whole picture after Stop.
func TestExportSheetStopsWriting(t *testing.T) {
	p, _ := generated(t, 8, 8)
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG, paint.FormatPDF} {
		ctx, cancel := context.WithCancel(context.Background())
		w := &cancelOnWrite{cancel: cancel}
		err := ExportSheet(ctx, w, f, paint.A4, p, nil, 96, 0, nil)
		cancel()
		if !errors.Is(err, context.Canceled) || w.writes != 1 {
			t.Errorf("%s: %d writes after the one that stopped it, %v", f.Ext(), w.writes-1, err)
		}
		var b bytes.Buffer
		if err := ExportSheet(ctx, &b, f, paint.A4, p, nil, 96, 0, nil); !errors.Is(err, context.Canceled) || b.Len() != 0 {
			t.Errorf("%s stopped before it began: %d bytes, %v", f.Ext(), b.Len(), err)
		}
	}
}

// cancelOnWrite counts the writes, cancelling at the first.
type cancelOnWrite struct {
	writes int
	cancel func()
}

func (w *cancelOnWrite) Write(b []byte) (int, error) {
	w.writes++
	w.cancel()
	return len(b), nil
}

// generated is a w x h puzzle of the hardest colour counts, and its
// solution.
func generated(t *testing.T, w, h int) (*game.Puzzle, *game.Board) {
	t.Helper()
	bc, ic := game.SuggestedColors(w, h)
	p, b, err := game.Generate(game.GenOptions{W: w, H: h, BorderColors: bc, InnerColors: ic, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return p, b
}

// The printed pieces sheet is headed on every page by the title its caller
// words, the puzzle's name and the page's number: its nine pages of
// Eternity II pieces were unlabelled. The title sits above the pieces,
// which stay as big as on the untitled sheet (2.59 cm, the sheet as wide
// as the page), the last row's numbers on the page.
func TestPiecesSheetPagesAreTitled(t *testing.T) {
	p, _ := generated(t, 16, 16)
	title := func(page, pages int) string {
		return fmt.Sprintf("Eternity II: pieces sheet, page %d of %d", page, pages)
	}
	var b bytes.Buffer
	if err := ExportSheet(context.Background(), &b, paint.FormatPDF, paint.A4, p, nil, 64, 0, title); err != nil {
		t.Fatal(err)
	}
	if got, _ := painttest.PDFInfo(b.Bytes(), "Title"); got != title(1, 1) {
		t.Errorf("the document is titled %q, want %q (the whole sheet's)", got, title(1, 1))
	}
	text := painttest.PDFContent(b.Bytes())
	for page := 1; page <= 9; page++ {
		if !strings.Contains(text, "("+title(page, 9)+")Tj") {
			t.Errorf("no page titled %q", title(page, 9))
		}
	}
	for page := range 9 {
		r := &painttest.Recorder{W: pageW, H: pageH}
		if err := sheetPage(context.Background(), r, paint.A4, p, nil, page, title(page+1, 9)); err != nil {
			t.Fatal(err)
		}
		var heading *painttest.Text
		var numbers []painttest.Text
		for i, tx := range r.Texts {
			if tx.S == title(page+1, 9) {
				heading = &r.Texts[i]
			} else {
				numbers = append(numbers, tx)
			}
		}
		if heading == nil || len(numbers) < 2 || numbers[0].S != strconv.Itoa(30*page+1) {
			t.Fatalf("page %d: texts %v", page+1, r.Texts)
		}
		cell := (numbers[1].At.X - numbers[0].At.X) / sheetPitchX
		if cm := cell / perPoint / 72 * 2.54; cm < 2.58 {
			t.Errorf("page %d: pieces of %.2f cm, want 2.59 as on the untitled sheet", page+1, cm)
		}
		top := numbers[0].At.Y - 1.2*cell // the first row's pieces
		if heading.At.Y+heading.Size/2 > top {
			t.Errorf("page %d: title down to %.0f pt, the pieces start at %.0f pt", page+1, (heading.At.Y+heading.Size/2)/perPoint, top/perPoint)
		}
		if last := numbers[len(numbers)-1]; last.At.Y+last.Size/2 > pageH {
			t.Errorf("page %d: piece %s's number at %.0f pt, below the page's %.0f", page+1, last.S, last.At.Y/perPoint, pageH/perPoint)
		}
	}
}
