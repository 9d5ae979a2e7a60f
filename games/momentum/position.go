package momentum

import (
	"plateau/games/reason"
)

// MaxWall bounds wall values in a Position, far above what a game can reach,
// so a hostile file cannot overflow a counter.
const MaxWall = 1 << 20

// Position is a start position other than the standard one: the walls, both
// players and their momenta, and the turn, which begins with its movement
// phase. Tests and puzzles use it; a game file stores it when present.
type Position struct {
	Walls    []int   `json:"walls"`    // row-major, Width*Height values >= 0
	Players  [2]Cell `json:"players"`  // P1, P2
	Momentum [2]int  `json:"momentum"` // P1, P2, >= 1
	Turn     int     `json:"turn"`     // >= 1; odd turns start with P1
}

// FromPosition starts a game from pos after checking that it is sound:
// walls of the right count and range, camps empty, players on distinct empty
// cells outside the camps, momenta at least 1, a turn within the limit.
func FromPosition(o Options, pos Position) (*Game, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if err := pos.check(o); err != nil {
		return nil, err
	}
	g := newEmpty(o)
	for i, v := range pos.Walls {
		g.cells[i] = int32(v)
	}
	g.place(pos.Players[P1], pos.Players[P2], pos.Momentum[P1], pos.Momentum[P2], pos.Turn)
	start := pos
	start.Walls = append([]int(nil), pos.Walls...)
	g.start = &start
	return g, nil
}

func (pos *Position) check(o Options) error {
	n := o.Width * o.Height
	if len(pos.Walls) != n {
		return reason.New("position: %d walls for a %dx%d board, want %d", len(pos.Walls), o.Width, o.Height, n)
	}
	for i, v := range pos.Walls {
		if v < 0 || v > MaxWall {
			return reason.New("position: wall %d on (%d,%d): want 0..%d", v, i%o.Width, i/o.Width, MaxWall)
		}
	}
	if pos.Walls[0] != 0 || pos.Walls[n-1] != 0 {
		return reason.New("position: a camp holds a wall")
	}
	for p, c := range pos.Players {
		if c.X < 0 || c.Y < 0 || c.X >= o.Width || c.Y >= o.Height {
			return reason.New("position: %v on %v is off the board", Player(p), c)
		}
		i := c.Y*o.Width + c.X
		if i == 0 || i == n-1 {
			return reason.New("position: %v on %v stands in a camp", Player(p), c)
		}
		if pos.Walls[i] != 0 {
			return reason.New("position: %v on %v stands on a wall", Player(p), c)
		}
		if m := pos.Momentum[p]; m < 1 || m > MaxWall {
			return reason.New("position: %v momentum %d: want 1..%d", Player(p), m, MaxWall)
		}
	}
	if pos.Players[P1] == pos.Players[P2] {
		return reason.New("position: both players on %v", pos.Players[P1])
	}
	if pos.Turn < 1 || pos.Turn > o.TurnLimit {
		return reason.New("position: turn %d: want 1..%d", pos.Turn, o.TurnLimit)
	}
	return nil
}

// Start returns a copy of the custom start position, or nil for the
// standard start.
func (g *Game) Start() *Position {
	if g.start == nil {
		return nil
	}
	s := *g.start
	s.Walls = append([]int(nil), s.Walls...)
	return &s
}
