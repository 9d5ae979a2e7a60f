package momentum

import (
	"fmt"
	"strconv"
	"strings"

	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// Dir is one of the 8 slide directions, clockwise from north. Rows grow
// downwards: north is y-1, the side of player 1's camp (0,0).
type Dir uint8

// The 8 directions.
const (
	N Dir = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

var (
	dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}
	dirDX    = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dirDY    = [8]int{-1, -1, 0, 1, 1, 1, 0, -1}
)

// Diagonal reports whether d is one of NE, SE, SW, NW.
func (d Dir) Diagonal() bool { return d&1 == 1 }

// Delta returns the step (dx, dy) of one cell in direction d.
func (d Dir) Delta() (dx, dy int) { return dirDX[d&7], dirDY[d&7] }

// String returns the compass name, "N" to "NW".
func (d Dir) String() string {
	if d > NW {
		return fmt.Sprintf("Dir(%d)", int(d))
	}
	return dirNames[d]
}

// Kind is the kind of an action.
type Kind uint8

// Action kinds. Destroy serves both the movement phase and the construction
// phase's destroy-again; the phase tells them apart.
const (
	KindNone Kind = iota
	KindMove
	KindDestroy
	KindBuild
)

// Action is one player's action in one phase, packed in 16 bits: the kind in
// bits 12-13, then a direction, or a cell as y<<6 | x. The zero Action is no
// action. The packing is independent of the board size, so an Action can be
// built before a Game exists.
type Action uint16

const (
	kindShift = 12
	coordBits = 6
	coordMask = 1<<coordBits - 1
)

// NoAction is the zero Action, returned with errors.
const NoAction Action = 0

// Move returns the action "slide in direction d".
func Move(d Dir) Action { return Action(KindMove)<<kindShift | Action(d&7) }

// Destroy returns the action "lower the wall on (x, y) by one". It panics
// if x or y is outside 0..MaxSize-1, which is a programming error.
func Destroy(x, y int) Action { return cellAction(KindDestroy, x, y) }

// Build returns the action "raise the wall on (x, y) by one".
func Build(x, y int) Action { return cellAction(KindBuild, x, y) }

func cellAction(k Kind, x, y int) Action {
	if x < 0 || y < 0 || x >= MaxSize || y >= MaxSize {
		panic(fmt.Sprintf("momentum: cell (%d,%d) outside 0..%d", x, y, MaxSize-1))
	}
	return Action(k)<<kindShift | Action(y)<<coordBits | Action(x)
}

// Kind returns the kind of the action, KindNone for NoAction or garbage.
func (a Action) Kind() Kind {
	k := Kind(a >> kindShift)
	if k > KindBuild || a>>(kindShift+2) != 0 || (k == KindMove && a&(1<<kindShift-1) > 7) {
		return KindNone
	}
	return k
}

// Dir returns the direction of a move.
func (a Action) Dir() Dir { return Dir(a & 7) }

// Cell returns the cell of a destroy or build.
func (a Action) Cell() (x, y int) { return int(a & coordMask), int(a>>coordBits) & coordMask }

// String is the compact notation used in move lists and game files:
// "N".."NW" for moves, "x3,2" to destroy and "+3,2" to build on (3,2).
func (a Action) String() string {
	switch a.Kind() {
	case KindMove:
		return a.Dir().String()
	case KindDestroy, KindBuild:
		x, y := a.Cell()
		sign := "x"
		if a.Kind() == KindBuild {
			sign = "+"
		}
		return sign + strconv.Itoa(x) + "," + strconv.Itoa(y)
	}
	return fmt.Sprintf("Action(%#x)", uint16(a))
}

// ParseAction reads the notation written by Action.String.
func ParseAction(s string) (Action, error) {
	for d, name := range dirNames {
		if s == name {
			return Move(Dir(d)), nil
		}
	}
	if len(s) < 4 || (s[0] != 'x' && s[0] != '+') {
		return NoAction, reason.New("action %q: want N, NE, E, SE, S, SW, W, NW, xX,Y or +X,Y", reason.Clip(s))
	}
	xs, ys, ok := strings.Cut(s[1:], ",")
	x, errx := strconv.Atoi(xs)
	y, erry := strconv.Atoi(ys)
	if !ok || errx != nil || erry != nil || strings.ContainsAny(s[1:], "+- ") {
		return NoAction, reason.New("action %q: want a cell as X,Y", reason.Clip(s))
	}
	if x < 0 || y < 0 || x >= MaxSize || y >= MaxSize {
		return NoAction, reason.New("action %q: cell outside 0..%d", reason.Clip(s), MaxSize-1)
	}
	if s[0] == 'x' {
		return Destroy(x, y), nil
	}
	return Build(x, y), nil
}

// MarshalText writes the compact notation.
func (a Action) MarshalText() ([]byte, error) {
	if a.Kind() == KindNone {
		return nil, fmt.Errorf("invalid action %#x", uint16(a))
	}
	return []byte(a.String()), nil
}

// UnmarshalText reads the compact notation.
func (a *Action) UnmarshalText(b []byte) error {
	v, err := ParseAction(string(b))
	if err != nil {
		return jsonline.Text(b, err)
	}
	*a = v
	return nil
}
