package eternity

import "testing"

func TestBlank(t *testing.T) {
	d, err := Blank(5, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := ScoreBoard(d.Puzzle, d.Board)
	if !s.Solved() {
		t.Errorf("a blank design should be solved as laid out: %d of %d", s.Matched, s.Total)
	}
	frame, inner := d.Puzzle.Colors()
	if len(frame) != 1 || frame[0] != 1 || len(inner) != 1 || inner[0] != 2 {
		t.Errorf("colours %v on the frame, %v inside; want 1 and 2", frame, inner)
	}
	n := d.Puzzle.Count()
	if n[Corner] != 4 || n[Border] != 10 || n[Inner] != 6 {
		t.Errorf("kinds %v", n)
	}
	if _, err := Blank(2, 5); err == nil {
		t.Error("made a 2x5 canvas")
	}
}

func TestPaintJoin(t *testing.T) {
	p, b := tiny()
	b.Cells[4].Turn = 1 // the centre piece 6 4 7 3 shows 3 6 4 7
	// repaint the join between the centre (1, 1) and its east neighbour (2, 1)
	if err := PaintJoin(p, b, 1, 1, East, 9); err != nil {
		t.Fatal(err)
	}
	centre, _ := b.Edges(p, 1, 1)
	east, _ := b.Edges(p, 2, 1)
	if centre[East] != 9 || east[West] != 9 || p.Pieces[4] != (Piece{9, 4, 7, 3}) {
		t.Errorf("centre shows %v, east neighbour %v, piece 5 is %v", centre, east, p.Pieces[4])
	}
	// the board still matches every join except the two that the turn broke
	if s := ScoreBoard(p, b); s.Matched != 9 {
		t.Errorf("%d joins matched, want 9", s.Matched)
	}
	if err := SetEdge(p, b, 3, 0, North, 1); err == nil {
		t.Error("painted outside the board")
	}
	b.Cells[0] = Placement{}
	if err := PaintJoin(p, b, 0, 0, East, 1); err == nil {
		t.Error("painted an empty cell")
	}
}
