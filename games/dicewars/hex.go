package dicewars

// Direction numbers the six neighbours of a hex cell clockwise from the upper
// right, the order the original game uses; the renderer relies on it to know
// which side of a hexagon faces which neighbour.
const (
	UpRight = iota
	Right
	DownRight
	DownLeft
	Left
	UpLeft
)

// neighbourOffsets[row&1][dir] is the (row, column) step to the neighbour in
// direction dir. Odd rows are shifted half a cell to the right, so an even
// row sees the cells above and below it at columns c-1 and c, an odd row at
// columns c and c+1: the seed's two neighbour patterns.
var neighbourOffsets = [2][6][2]int{
	{{-1, 0}, {0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}, // even row
	{{-1, 1}, {0, 1}, {1, 1}, {1, 0}, {0, -1}, {-1, 0}},   // odd row
}

// NeighbourOffset returns the (row, column) step from a cell in the given row
// to its neighbour in direction dir (0..5, UpRight..UpLeft).
func NeighbourOffset(row, dir int) (dr, dc int) {
	o := neighbourOffsets[row&1][dir]
	return o[0], o[1]
}

// Neighbour returns the cell index (row*cols+col) of the neighbour of (row,
// col) in direction dir on a cols x rows matrix, or -1 off the edge.
func Neighbour(cols, rows, row, col, dir int) int {
	dr, dc := NeighbourOffset(row, dir)
	r, c := row+dr, col+dc
	if r < 0 || r >= rows || c < 0 || c >= cols {
		return -1
	}
	return r*cols + c
}

// neighbourTable precomputes the six neighbours of every cell (-1 off the edge)
// so the generator's inner loop is a table look-up.
func neighbourTable(cols, rows int) [][6]int32 {
	t := make([][6]int32, cols*rows)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			for d := 0; d < 6; d++ {
				t[r*cols+c][d] = int32(Neighbour(cols, rows, r, c, d))
			}
		}
	}
	return t
}
