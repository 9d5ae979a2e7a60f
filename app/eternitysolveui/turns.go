package eternitysolveui

import solver "plateau/solvers/eternity"

// upToTurns is the number of solutions r counted that are not turns of
// the whole board of one another, where that count is exact: a search of
// every solution to the end, of a design without fixed pieces, whose
// solutions come with their turns that keep the board's shape (the half
// turn; on a square board the quarter turns too), each a board of its own.
// "154 solutions" of a 5x4 were 77 boards and their half turns, and
// nothing said so.
func (p *Panel) upToTurns(r solver.Result) (int64, bool) {
	d := p.w.Design()
	if !r.Complete || !p.ranAll || r.Solutions == 0 || d.Board.FixedOnly() != nil {
		return 0, false
	}
	turns := int64(2)
	if d.Puzzle.W == d.Puzzle.H {
		turns = 4
	}
	return r.Solutions / turns, r.Solutions%turns == 0
}
