package momentum

// MaxActions returns an upper bound on the number of legal actions in any
// position of this game: the capacity to give LegalActions' buffer.
func (g *Game) MaxActions() int {
	if g.opts.BuildRange == Anywhere {
		return g.w*g.h + 8
	}
	return 16
}

// LegalActions appends the legal actions of the player to act to buf[:0]
// and returns it; with a buffer of capacity MaxActions it does not allocate.
// Movement phase: the orthogonal moves, the diagonal ones when momentum is 2
// or more, then the neighbouring walls to destroy. Construction phase: the
// cells to build on, then the walls to destroy again after a destroy. A game
// that is over has no legal action.
func (g *Game) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	if g.Over() {
		return buf
	}
	me := g.ToMove()
	at := g.pos[me]
	if g.step < 2 {
		diag := g.mom[me] >= 2
		for d := Dir(0); d < 8; d++ {
			if !d.Diagonal() || diag {
				buf = append(buf, Move(d))
			}
		}
		return g.appendDestroys(buf, at)
	}
	if g.opts.BuildRange == Neighbours {
		for d := int32(0); d < 8; d++ {
			if c := g.nb[at*8+d]; c >= 0 && g.buildable(c) {
				buf = append(buf, g.cellAction(KindBuild, c))
			}
		}
	} else {
		for c := int32(0); c < int32(len(g.cells)); c++ {
			if g.buildable(c) {
				buf = append(buf, g.cellAction(KindBuild, c))
			}
		}
	}
	if g.dest[me] {
		buf = g.appendDestroys(buf, at)
	}
	return buf
}

func (g *Game) appendDestroys(buf []Action, at int32) []Action {
	for d := int32(0); d < 8; d++ {
		if c := g.nb[at*8+d]; c >= 0 && g.cells[c] > 0 {
			buf = append(buf, g.cellAction(KindDestroy, c))
		}
	}
	return buf
}

func (g *Game) buildable(c int32) bool {
	return c != g.camp[P1] && c != g.camp[P2] && c != g.pos[P1] && c != g.pos[P2]
}

func (g *Game) cellAction(k Kind, c int32) Action {
	x, y := int(c)%g.w, int(c)/g.w
	return Action(k)<<kindShift | Action(y)<<coordBits | Action(x)
}

// IsLegal reports whether a can be played now.
func (g *Game) IsLegal(a Action) bool { return g.check(a) == nil }

// Check returns nil if a can be played now, or the error Apply would return.
func (g *Game) Check(a Action) error { return g.check(a) }
