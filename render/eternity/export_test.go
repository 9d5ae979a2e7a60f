package eternity

import (
	"bytes"
	"context"
	"errors"
	"image/color"
	"testing"

	game "plateau/games/eternity"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// A pieces sheet stops painting at the piece after Stop: it painted all
// 256 pieces of a 16x16 sheet after it, about half a second.
func TestDrawSheetStopsAtThePieceAfterStop(t *testing.T) {
	p := generated(t, 8)
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
	p := generated(t, 8)
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG, paint.FormatPDF} {
		ctx, cancel := context.WithCancel(context.Background())
		w := &cancelOnWrite{cancel: cancel}
		err := ExportSheet(ctx, w, f, p, nil, 96, 0)
		cancel()
		if !errors.Is(err, context.Canceled) || w.writes != 1 {
			t.Errorf("%s: %d writes after the one that stopped it, %v", f.Ext(), w.writes-1, err)
		}
		var b bytes.Buffer
		if err := ExportSheet(ctx, &b, f, p, nil, 96, 0); !errors.Is(err, context.Canceled) || b.Len() != 0 {
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

// generated is a side x side puzzle of the hardest colour counts.
func generated(t *testing.T, side int) *game.Puzzle {
	t.Helper()
	bc, ic := game.SuggestedColors(side, side)
	p, _, err := game.Generate(game.GenOptions{W: side, H: side, BorderColors: bc, InnerColors: ic, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return p
}
