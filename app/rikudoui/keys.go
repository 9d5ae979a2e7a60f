package rikudoui

import (
	"math"

	"fyne.io/fyne/v2"

	game "plateau/games/rikudo"
)

// arrowDirs are the screen directions of the arrow keys (y grows down).
var arrowDirs = map[fyne.KeyName][2]float64{
	fyne.KeyLeft: {-1, 0}, fyne.KeyRight: {1, 0}, fyne.KeyUp: {0, -1}, fyne.KeyDown: {0, 1},
}

// moveSelection moves the selection to the neighbouring cell that lies
// most nearly in the arrow's direction, so numbers can be typed cell after
// cell without the mouse; with nothing selected it selects the first cell.
// Up and Down have two neighbours equally near on a hexagonal grid: Up
// takes the left one and Down the right one, so that Up then Down comes
// back. It reports whether key is an arrow.
func (w *Workspace) moveSelection(key fyne.KeyName) bool {
	dir, ok := arrowDirs[key]
	if !ok {
		return false
	}
	if w.compare != nil || w.shown != nil { // back to the puzzle, as a click does
		w.shown, w.compare = nil, nil
		w.changed()
		return true
	}
	if w.p.N() == 0 {
		return true
	}
	if w.selected < 0 {
		w.selected, w.typed = 0, ""
		w.changed()
		return true
	}
	l := w.layout()
	from := l.Center(w.selected)
	best, bestScore := -1, 0.5 // within 60° of the arrow
	for _, n := range w.p.Neighbors(w.selected) {
		to := l.Center(n)
		dx, dy := to.X-from.X, to.Y-from.Y
		d := math.Hypot(dx, dy)
		if d == 0 {
			continue
		}
		score := (dx*dir[0] + dy*dir[1]) / d
		// A tie on Up or Down: the left one going up, the right one down.
		score += 1e-6 * dx / d * dir[1]
		if score > bestScore {
			best, bestScore = n, score
		}
	}
	if best >= 0 {
		w.cameFrom, w.cameTo, w.selected, w.typed = w.selected, best, best, ""
		w.changed()
	}
	return true
}

// cellIn is cell c of puzzle from in puzzle to: the cell at the same
// place when both are on the hex grid, else the cell of the same number
// when to has it; -1 when there is none (or c is -1).
func cellIn(from, to *game.Puzzle, c int) int {
	if c < 0 {
		return -1
	}
	if h, ok := from.Coord(c); ok && to.HasCoords() {
		return to.CellAt(h)
	}
	if c < to.N() {
		return c
	}
	return -1
}
