package dicewars

import (
	"slices"
	"testing"
)

// The seed's two neighbour patterns: odd rows are shifted right, so the cells
// above and below an even-row cell are at columns c-1 and c, and those of an
// odd-row cell at columns c and c+1.
func TestNeighbourPatterns(t *testing.T) {
	tests := []struct {
		name     string
		row, col int
		want     [][2]int // (row, col) of the six neighbours
	}{
		{"even row", 2, 3, [][2]int{{1, 2}, {1, 3}, {2, 2}, {2, 4}, {3, 2}, {3, 3}}},
		{"odd row", 3, 3, [][2]int{{2, 3}, {2, 4}, {3, 2}, {3, 4}, {4, 3}, {4, 4}}},
		{"row 0", 0, 0, [][2]int{{0, 1}, {1, 0}}},
		{"odd row right edge", 1, 5, [][2]int{{0, 5}, {1, 4}, {2, 5}}},
	}
	const cols, rows = 6, 6
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got [][2]int
			for d := 0; d < 6; d++ {
				if n := Neighbour(cols, rows, tc.row, tc.col, d); n >= 0 {
					got = append(got, [2]int{n / cols, n % cols})
				}
			}
			cmp := func(a, b [2]int) int { return (a[0]-b[0])*100 + a[1] - b[1] }
			slices.SortFunc(got, cmp)
			slices.SortFunc(tc.want, cmp)
			if !slices.Equal(got, tc.want) {
				t.Errorf("neighbours of (%d,%d) = %v, want %v", tc.row, tc.col, got, tc.want)
			}
		})
	}
}

// Being neighbours is symmetric, and direction d and d+3 are opposite.
func TestNeighbourSymmetry(t *testing.T) {
	const cols, rows = 7, 5
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			for d := 0; d < 6; d++ {
				n := Neighbour(cols, rows, r, c, d)
				if n < 0 {
					continue
				}
				back := Neighbour(cols, rows, n/cols, n%cols, (d+3)%6)
				if back != r*cols+c {
					t.Fatalf("(%d,%d) dir %d -> %d, back dir %d -> %d", r, c, d, n, (d+3)%6, back)
				}
			}
		}
	}
}
