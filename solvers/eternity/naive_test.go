package eternity

import "plateau/games/eternity"

// naiveCount counts the solutions of p the plainest way there is, sharing
// nothing with the solver: every unused piece in every turn on every cell
// in reading order, kept when each of its sides on the frame is grey and
// each side it shares with a cell filled before (above, to the left)
// matches that cell's side in a colour that is not grey. The sides on the
// right and below are checked when those cells are filled.
func naiveCount(p *eternity.Puzzle) int64 {
	const north, east, south, west = 0, 1, 2, 3
	w, h := p.W, p.H
	used := make([]bool, len(p.Pieces))
	shown := make([][4]eternity.Color, w*h) // the colours each filled cell shows
	var fill func(cell int) int64
	fill = func(cell int) int64 {
		if cell == w*h {
			return 1
		}
		x, y := cell%w, cell/w
		n := int64(0)
		for i, pc := range p.Pieces {
			if used[i] {
				continue
			}
			for turn := range 4 {
				var c [4]eternity.Color // a clockwise turn moves north's colour east
				for side := range 4 {
					c[(side+turn)%4] = pc[side]
				}
				fits := (y == 0) == (c[north] == eternity.Grey) &&
					(x == 0) == (c[west] == eternity.Grey) &&
					(x == w-1) == (c[east] == eternity.Grey) &&
					(y == h-1) == (c[south] == eternity.Grey) &&
					(y == 0 || c[north] == shown[cell-w][south]) &&
					(x == 0 || c[west] == shown[cell-1][east])
				if !fits {
					continue
				}
				used[i], shown[cell] = true, c
				n += fill(cell + 1)
				used[i] = false
			}
		}
		return n
	}
	return fill(0)
}
