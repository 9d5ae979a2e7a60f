package eternity

// cellOrder lists every cell of a w x h board (numbered row by row from the
// top-left) in scan order o. Every cell after the first touches an earlier
// one, except where quad-spiral starts a new quarter.
func cellOrder(o Order, w, h int) []int {
	switch o {
	case Diagonal:
		return diagonal(w, h)
	case SpiralIn:
		return spiral(w, h, rect{0, 0, w - 1, h - 1}, 0)
	case SpiralOut:
		in := spiral(w, h, rect{0, 0, w - 1, h - 1}, 0)
		for i, j := 0, len(in)-1; i < j; i, j = i+1, j-1 {
			in[i], in[j] = in[j], in[i]
		}
		return in
	case QuadSpiral:
		return quadSpiral(w, h)
	}
	out := make([]int, 0, w*h)
	for i := range w * h {
		out = append(out, i)
	}
	return out
}

// diagonal walks the anti-diagonals x+y = k for k = 0, 1, ..., each from its
// top end: a cell's left and upper neighbours are on the previous diagonal.
func diagonal(w, h int) []int {
	out := make([]int, 0, w*h)
	for k := 0; k <= w+h-2; k++ {
		for y := max(0, k-w+1); y <= k && y < h; y++ {
			out = append(out, y*w+k-y)
		}
	}
	return out
}

// rect is an inclusive cell rectangle.
type rect struct{ x0, y0, x1, y1 int }

// The directions of a clockwise walk: east, south, west, north.
var stepX, stepY = [4]int{1, 0, -1, 0}, [4]int{0, 1, 0, -1}

// spiral walks rectangle r clockwise from the inside of its frame inwards:
// it starts at the corner the walk in direction dir (0 east, 1 south, 2 west,
// 3 north) leaves along the rectangle's edge (top-left for east, top-right
// for south, bottom-right for west, bottom-left for north), goes straight
// until the edge or a visited cell, and turns right.
func spiral(w, h int, r rect, dir int) []int {
	corners := [4][2]int{{r.x0, r.y0}, {r.x1, r.y0}, {r.x1, r.y1}, {r.x0, r.y1}}
	x, y := corners[dir][0], corners[dir][1]
	n := (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1)
	seen := make(map[int]bool, n)
	out := make([]int, 0, n)
	in := func(x, y int) bool {
		return x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1 && !seen[y*w+x]
	}
	for len(out) < n {
		seen[y*w+x] = true
		out = append(out, y*w+x)
		if len(out) == n {
			break
		}
		for turns := 0; !in(x+stepX[dir], y+stepY[dir]) && turns < 4; turns++ {
			dir = (dir + 1) & 3
		}
		x, y = x+stepX[dir], y+stepY[dir]
	}
	return out
}

// quadSpiral fills the top-left, top-right, bottom-right and bottom-left
// quarters in turn, each with a closed spiral that starts at its board
// corner and follows the board's frame clockwise; a quarter's first cell
// touches the previous quarter where the board is at least 4 wide.
func quadSpiral(w, h int) []int {
	mx, my := w/2, h/2
	quarters := []rect{
		{0, 0, mx - 1, my - 1},
		{mx, 0, w - 1, my - 1},
		{mx, my, w - 1, h - 1},
		{0, my, mx - 1, h - 1},
	}
	out := make([]int, 0, w*h)
	for dir, q := range quarters {
		if q.x1 < q.x0 || q.y1 < q.y0 {
			continue
		}
		out = append(out, spiral(w, h, q, dir)...)
	}
	return out
}
