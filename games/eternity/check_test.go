package eternity

import (
	"path/filepath"
	"slices"
	"testing"
)

// brendan4 is brendan1_04x04: a puzzle obeying both laws, which the cases
// below break one way at a time.
func brendan4(t *testing.T) *Puzzle {
	p, _ := readBench(t, filepath.Join(benchDir, "brendan1_04x04.txt"))
	return p
}

func TestCheck(t *testing.T) {
	type want struct {
		kind   ProblemKind
		pieces []int
	}
	tests := []struct {
		name string
		edit func(p *Puzzle)
		want []want
	}{
		{"valid", func(p *Puzzle) {}, nil},
		// piece 15, 3 4 4 4, becomes piece 14 turned: colours 3 and 5 gain an odd edge inside
		{"duplicate up to turning", func(p *Puzzle) { p.Pieces[14] = p.Pieces[13].Turned(3) },
			[]want{{Duplicate, []int{14, 15}}, {UnpairedColor, []int{5, 6, 13, 14, 15, 16}}, {UnpairedColor, []int{8, 11, 12, 13, 14, 15, 16}}}},
		// piece 14, 3 4 3 5, becomes 3 4 3 4: colour 4 gains an edge, colour 5 loses one
		{"half-turn symmetric", func(p *Puzzle) { p.Pieces[13] = Piece{3, 4, 3, 4} },
			[]want{{HalfTurnSymmetric, []int{14}}, {UnpairedColor, []int{7, 9, 10, 14, 15, 16}}, {UnpairedColor, []int{8, 11, 12, 13, 16}}}},
		// border piece 5, 0 1 3 1, becomes 0 1 0 1: a border piece short, colour 3 odd
		{"opposite greys", func(p *Puzzle) { p.Pieces[4] = Piece{0, 1, 0, 1} },
			[]want{{MisplacedGrey, []int{5}}, {WrongKindCount, []int{6, 7, 8, 9, 10, 11, 12}}, {UnpairedColor, []int{6, 13, 14, 15, 16}}}},
		// inner piece 13, 3 3 5 5, becomes 3 3 1 5: frame colour 1 once inside
		{"frame colour inside", func(p *Puzzle) { p.Pieces[12] = Piece{3, 3, 1, 5} },
			[]want{{MixedColor, []int{13}}, {UnpairedColor, []int{13}}, {UnpairedColor, []int{8, 11, 12, 13, 14, 16}}}},
		// inner piece 16 becomes a copy of corner 3: five corners, three inner pieces,
		// frame colours 1 and 2 and inner colours 3 and 4 odd (5 loses two edges)
		{"five corners", func(p *Puzzle) { p.Pieces[15] = Piece{0, 0, 2, 1} },
			[]want{{Duplicate, []int{3, 16}}, {WrongKindCount, []int{1, 2, 3, 4, 16}}, {WrongKindCount, []int{13, 14, 15}},
				{UnpairedColor, []int{1, 2, 3, 5, 6, 7, 8, 9, 11, 16}}, {UnpairedColor, []int{2, 3, 4, 6, 8, 9, 10, 11, 12, 16}},
				{UnpairedColor, []int{5, 6, 13, 14, 15}}, {UnpairedColor, []int{7, 9, 10, 14, 15}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := brendan4(t)
			tc.edit(p)
			got := Check(p)
			if len(got) != len(tc.want) {
				t.Fatalf("%d problems, want %d: %v", len(got), len(tc.want), got)
			}
			for i, w := range tc.want {
				if got[i].Kind != w.kind || !slices.Equal(got[i].Pieces, w.pieces) {
					t.Errorf("problem %d: kind %d pieces %v (%s), want kind %d pieces %v", i, got[i].Kind, got[i].Pieces, got[i], w.kind, w.pieces)
				}
			}
		})
	}
}

func TestCheckDetails(t *testing.T) {
	p := brendan4(t)
	p.Pieces[12] = Piece{3, 3, 1, 5}
	probs := Check(p)
	mixed, odd := probs[0], probs[1]
	if mixed.Kind != MixedColor || mixed.Color != 1 || mixed.Frame || mixed.Kind.Law() != 2 {
		t.Errorf("mixed colour problem %+v: want colour 1, used inside by the minority", mixed)
	}
	if odd.Kind != UnpairedColor || odd.Color != 1 || odd.Frame || odd.Got != 1 {
		t.Errorf("unpaired colour problem %+v: want colour 1 once on inner edges", odd)
	}
	if mixed.String() == "" || odd.String() == "" {
		t.Error("problems need a description")
	}
}
