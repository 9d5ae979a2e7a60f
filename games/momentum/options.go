package momentum

import (
	"fmt"

	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// Limits on options. The board limit keeps a cell coordinate in 6 bits of an
// Action; the others only reject absurd values before memory is reserved for
// the undo stack and the repetition table.
const (
	MinSize          = 4
	MaxSize          = 64
	MaxStartMomentum = 1000
	MaxTurnLimit     = 5000
)

// Range says where a player may build.
type Range uint8

const (
	// Neighbours allows building on the 8 cells around the player.
	Neighbours Range = iota
	// Anywhere allows building on any cell of the board.
	Anywhere
)

// String returns "neighbours" or "anywhere".
func (r Range) String() string {
	switch r {
	case Neighbours:
		return "neighbours"
	case Anywhere:
		return "anywhere"
	}
	return fmt.Sprintf("Range(%d)", int(r))
}

// ParseRange reads "neighbours" (or "neighbors") and "anywhere".
func ParseRange(s string) (Range, error) {
	switch s {
	case "neighbours", "neighbors":
		return Neighbours, nil
	case "anywhere":
		return Anywhere, nil
	}
	return 0, reason.New("build range %q: want neighbours or anywhere", reason.Clip(s))
}

// MarshalText writes the range by name, so game files stay readable.
func (r Range) MarshalText() ([]byte, error) {
	if r > Anywhere {
		return nil, fmt.Errorf("invalid build range %d", int(r))
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a range written by MarshalText.
func (r *Range) UnmarshalText(b []byte) error {
	v, err := ParseRange(string(b))
	if err != nil {
		return jsonline.Text(b, err)
	}
	*r = v
	return nil
}

// Options are the rule options of a game.
type Options struct {
	Width         int   `json:"width"`          // n, number of columns, > 3
	Height        int   `json:"height"`         // p, number of rows, > 3
	StartMomentum int   `json:"start_momentum"` // both players' momentum at the start
	BuildRange    Range `json:"build_range"`    // where one may build
	TurnLimit     int   `json:"turn_limit"`     // the game is drawn after this many turns
}

// DefaultOptions returns the 8x4 board of the seed's picture, momentum 1,
// building on neighbouring cells and a 200-turn limit.
func DefaultOptions() Options {
	return Options{Width: 8, Height: 4, StartMomentum: 1, BuildRange: Neighbours, TurnLimit: 200}
}

// Validate reports the first option out of range.
func (o Options) Validate() error {
	switch {
	case o.Width < MinSize || o.Width > MaxSize:
		return reason.New("board width %d: want %d..%d", o.Width, MinSize, MaxSize)
	case o.Height < MinSize || o.Height > MaxSize:
		return reason.New("board height %d: want %d..%d", o.Height, MinSize, MaxSize)
	case o.StartMomentum < 1 || o.StartMomentum > MaxStartMomentum:
		return reason.New("start momentum %d: want 1..%d", o.StartMomentum, MaxStartMomentum)
	case o.BuildRange > Anywhere:
		return reason.New("build range: want neighbours or anywhere")
	case o.TurnLimit < 1 || o.TurnLimit > MaxTurnLimit:
		return reason.New("turn limit %d: want 1..%d", o.TurnLimit, MaxTurnLimit)
	}
	return nil
}
