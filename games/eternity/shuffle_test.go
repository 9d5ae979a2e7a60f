package eternity

import (
	"slices"
	"testing"
)

// designed is a generated puzzle renumbered along its solution, as a
// design painted on a Blank canvas is: piece n on cell n, unturned, with
// the pieces on the given cells fixed and the others laid out as solved.
func designed(t *testing.T, w, h int, fixed ...int) *Design {
	t.Helper()
	p, sol, err := Generate(GenOptions{W: w, H: h, BorderColors: 2, InnerColors: 4, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	q := &Puzzle{W: w, H: h, Pieces: make([]Piece, w*h)}
	d := NewDesign("designed", q)
	for c, pl := range sol.Cells {
		q.Pieces[c] = p.Piece(pl.Piece).Turned(pl.Turn)
		d.Board.Cells[c] = Placement{Piece: c + 1, Fixed: slices.Contains(fixed, c)}
	}
	return d
}

// Shuffle renumbers and turns the pieces at random, the same for a seed;
// the fixed pieces show the same colours on their cells and the others go
// to the tray; the design's solution, renumbered, solves the shuffled
// puzzle, so it is the same puzzle. The design in number order gave its
// solution away (InOrder); the shuffled one does not.
func TestShuffle(t *testing.T) {
	for _, tc := range []struct {
		name  string
		w, h  int
		fixed []int
		seed  uint64
	}{
		{"5x4 none fixed", 5, 4, nil, 1},
		{"5x4 two fixed", 5, 4, []int{1, 11}, 2},
		{"6x6 a corner fixed", 6, 6, []int{0}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := designed(t, tc.w, tc.h, tc.fixed...)
			before := d.Board.Clone()
			if !InOrder(d.Puzzle) {
				t.Fatal("the design in solution order does not read as in order")
			}
			s := Shuffle(d, tc.seed)
			if !slices.Equal(d.Board.Cells, before.Cells) {
				t.Error("Shuffle changed the design it was given")
			}
			if again := Shuffle(d, tc.seed); !slices.Equal(again.Puzzle.Pieces, s.Puzzle.Pieces) || !slices.Equal(again.Board.Cells, s.Board.Cells) {
				t.Error("the same seed shuffled two ways")
			}
			if other := Shuffle(d, tc.seed+100); slices.Equal(other.Puzzle.Pieces, s.Puzzle.Pieces) {
				t.Error("another seed shuffled the same way")
			}
			if InOrder(s.Puzzle) {
				t.Error("the shuffled pieces still lie in solution order")
			}
			if err := s.Board.Validate(s.Puzzle); err != nil {
				t.Fatal(err)
			}
			moved, solution := 0, NewBoard(tc.w, tc.h)
			for c, pl := range d.Board.Cells {
				got := s.Board.Cells[c]
				if pl.Fixed != got.Fixed || pl.Fixed != !got.Empty() {
					t.Errorf("cell %d: %+v became %+v: the fixed pieces stay, the others go to the tray", c, pl, got)
				}
				if got.Fixed {
					was, _ := d.Board.Edges(d.Puzzle, c%tc.w, c/tc.w)
					now, _ := s.Board.Edges(s.Puzzle, c%tc.w, c/tc.w)
					if was != now {
						t.Errorf("fixed cell %d shows %v, was %v", c, now, was)
					}
				}
				// the new number and turn that show piece c+1 as it lay
				for k, pc := range s.Puzzle.Pieces {
					for u := range Turn(4) {
						if pc.Turned(u) == d.Puzzle.Pieces[c] {
							solution.Cells[c] = Placement{Piece: k + 1, Turn: u}
						}
					}
				}
				if solution.Cells[c].Piece != c+1 {
					moved++
				}
			}
			if moved < len(d.Board.Cells)/2 {
				t.Errorf("only %d of %d pieces renumbered", moved, len(d.Board.Cells))
			}
			if err := solution.Validate(s.Puzzle); err != nil || !ScoreBoard(s.Puzzle, solution).Solved() {
				t.Errorf("the design's solution, renumbered, does not solve the shuffled puzzle (%v)", err)
			}
		})
	}
}

// A puzzle the generator made is shuffled already; a blank canvas is in
// order, as every design painted on it.
func TestInOrder(t *testing.T) {
	p, _, err := Generate(GenOptions{W: 4, H: 4, BorderColors: 2, InnerColors: 3, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	blank, err := Blank(4, 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		p    *Puzzle
		want bool
	}{
		{"generated", p, false},
		{"blank", blank.Puzzle, true},
	} {
		if got := InOrder(tc.p); got != tc.want {
			t.Errorf("%s: InOrder %v, want %v", tc.name, got, tc.want)
		}
	}
}
