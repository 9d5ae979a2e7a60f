package momentum

import "fmt"

// Player is P1 or P2.
type Player uint8

// The two players. P1 starts on (1,1) and defends the camp (0,0); P2 starts
// on (n-2,p-2) and defends (n-1,p-1).
const (
	P1 Player = iota
	P2
)

// Other returns the opponent.
func (p Player) Other() Player { return p ^ 1 }

// String returns "P1" or "P2".
func (p Player) String() string {
	if p > P2 {
		return fmt.Sprintf("Player(%d)", int(p))
	}
	return [2]string{"P1", "P2"}[p]
}

// Phase is the half of a turn being played.
type Phase uint8

// The two phases of a turn.
const (
	Movement     Phase = iota // move or destroy
	Construction              // build, or destroy again after a destroy
)

// String returns "movement" or "construction".
func (ph Phase) String() string {
	if ph == Construction {
		return "construction"
	}
	return "movement"
}

// Cell is a board cell: column X in [0,n), row Y in [0,p), (0,0) top left.
type Cell struct{ X, Y int }

// String returns "(x,y)".
func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.X, c.Y) }

// Game is a game in progress: the options, the board, both players, whose
// action it is, the result and the history needed to undo. A Game is not
// safe for concurrent use; searchers work on a Clone.
type Game struct {
	opts   Options
	w, h   int
	cells  []int32 // wall value per cell, row-major
	nb     []int32 // nb[c*8+d]: neighbour of cell c in direction d, or -1 off the board
	camp   [2]int32
	pos    [2]int32
	mom    [2]int32
	dest   [2]bool // destroyed in this turn's movement phase
	turn   int32   // 1-based
	step   uint8   // 0,1: movement of the first then second player; 2,3: construction
	hash   uint64
	result Result
	hist   []undoRec
	reps   repTable
	z      *zobrist
	start  *Position // nil for the standard start
}

// New starts a game with the standard start: P1 on (1,1), P2 on (n-2,p-2),
// an empty board and P1 to move.
func New(o Options) (*Game, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	g := newEmpty(o)
	g.place(Cell{1, 1}, Cell{o.Width - 2, o.Height - 2}, o.StartMomentum, o.StartMomentum, 1)
	return g, nil
}

// newEmpty allocates a game of valid options with every buffer it will need,
// so that Apply and Undo never allocate.
func newEmpty(o Options) *Game {
	g := &Game{opts: o, w: o.Width, h: o.Height}
	n := o.Width * o.Height
	g.cells = make([]int32, n)
	g.nb = make([]int32, n*8)
	for c := 0; c < n; c++ {
		x, y := c%g.w, c/g.w
		for d := 0; d < 8; d++ {
			nx, ny := x+dirDX[d], y+dirDY[d]
			g.nb[c*8+d] = -1
			if nx >= 0 && ny >= 0 && nx < g.w && ny < g.h {
				g.nb[c*8+d] = int32(ny*g.w + nx)
			}
		}
	}
	g.camp = [2]int32{0, int32(n - 1)}
	maxPlies := 4*o.TurnLimit + 1
	g.hist = make([]undoRec, 0, maxPlies)
	g.reps = newRepTable(maxPlies + 1)
	g.z = newZobrist(n)
	return g
}

// place sets both players and the turn, then hashes the position from
// scratch and counts it once for repetitions.
func (g *Game) place(p1, p2 Cell, m1, m2, turn int) {
	g.pos = [2]int32{g.index(p1.X, p1.Y), g.index(p2.X, p2.Y)}
	g.mom = [2]int32{int32(m1), int32(m2)}
	g.turn = int32(turn)
	g.step = 0
	g.hash = g.fullHash()
	g.reps.add(g.hash)
}

// Clone returns an independent copy sharing only immutable tables.
func (g *Game) Clone() *Game {
	c := *g
	c.cells = append([]int32(nil), g.cells...)
	c.hist = append(make([]undoRec, 0, cap(g.hist)), g.hist...)
	c.reps = g.reps.clone()
	return &c
}

func (g *Game) index(x, y int) int32 { return int32(y*g.w + x) }

func (g *Game) cellOf(i int32) Cell { return Cell{int(i) % g.w, int(i) / g.w} }

func (g *Game) inside(x, y int) bool { return x >= 0 && y >= 0 && x < g.w && y < g.h }

// Options returns the game's options.
func (g *Game) Options() Options { return g.opts }

// Size returns the board's columns n and rows p.
func (g *Game) Size() (n, p int) { return g.w, g.h }

// Wall returns the wall value of (x, y), 0 for an empty cell or outside the board.
func (g *Game) Wall(x, y int) int {
	if !g.inside(x, y) {
		return 0
	}
	return int(g.cells[g.index(x, y)])
}

// Pos returns where player p stands.
func (g *Game) Pos(p Player) Cell { return g.cellOf(g.pos[p&1]) }

// Momentum returns player p's momentum.
func (g *Game) Momentum(p Player) int { return int(g.mom[p&1]) }

// Destroyed reports whether p destroyed a wall in this turn's movement
// phase, which allows a destroy instead of a build in the construction phase.
func (g *Game) Destroyed(p Player) bool { return g.dest[p&1] }

// Camp returns the cell of p's camp.
func (g *Game) Camp(p Player) Cell { return g.cellOf(g.camp[p&1]) }

// IsCamp reports whether (x, y) is a camp, and whose.
func (g *Game) IsCamp(x, y int) (Player, bool) {
	if !g.inside(x, y) {
		return 0, false
	}
	i := g.index(x, y)
	switch i {
	case g.camp[P1]:
		return P1, true
	case g.camp[P2]:
		return P2, true
	}
	return 0, false
}

// Turn returns the current turn number, from 1. After a draw by turn limit
// it is TurnLimit+1.
func (g *Game) Turn() int { return int(g.turn) }

// LastTurn returns the turn of the last action played, 0 before any: the
// turn under way, or the one before when that action ended a turn (a draw
// by the turn limit, say, whose Turn is already the next).
func (g *Game) LastTurn() int {
	if len(g.hist) == 0 {
		return 0
	}
	if g.step == 0 {
		return int(g.turn) - 1
	}
	return int(g.turn)
}

// FirstPlayer returns who acts first in each phase of the current turn:
// P1 on odd turns, P2 on even turns.
func (g *Game) FirstPlayer() Player { return Player((g.turn - 1) & 1) }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return Phase(g.step >> 1) }

// ToMove returns the player whose action it is.
func (g *Game) ToMove() Player { return g.FirstPlayer() ^ Player(g.step&1) }

// Result returns the result; Outcome is Ongoing while the game goes on.
func (g *Game) Result() Result { return g.result }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result.Outcome != Ongoing }

// Hash returns the Zobrist hash of the position: walls, players, momenta,
// destroy flags, phase, player to act and first player of the turn. The turn
// number is not part of it, so repeated positions hash alike.
func (g *Game) Hash() uint64 { return g.hash }

// Ply returns the number of actions played.
func (g *Game) Ply() int { return len(g.hist) }

// Moves returns a copy of the actions played so far.
func (g *Game) Moves() []Action {
	out := make([]Action, len(g.hist))
	for i := range g.hist {
		out[i] = g.hist[i].act
	}
	return out
}

// LastMove returns the last action played, or NoAction.
func (g *Game) LastMove() Action {
	if len(g.hist) == 0 {
		return NoAction
	}
	return g.hist[len(g.hist)-1].act
}

// Played returns the i-th action played (from 0), with the turn it was
// played in and who played it: what a move list shows, read from the
// history rather than by replaying the game up to it. i must be below Ply.
func (g *Game) Played(i int) (a Action, turn int, by Player) {
	r := &g.hist[i]
	first := Player((r.turn - 1) & 1)
	return r.act, int(r.turn), first ^ Player(r.step&1)
}

// Repetitions returns how many times the current position has occurred.
func (g *Game) Repetitions() int { return int(g.reps.count(g.hash)) }
