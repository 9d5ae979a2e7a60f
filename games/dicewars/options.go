package dicewars

import (
	"fmt"

	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// Deal says how territories are shared out at the start.
type Deal int

const (
	// DealRoundRobin gives territory t to player t mod players, in order of
	// appearance (the seed's rule).
	DealRoundRobin Deal = iota
	// DealRandom shuffles the territories, then deals them round-robin, so
	// everyone still gets the same count.
	DealRandom
)

// StartDice says how the starting dice are put down.
type StartDice int

const (
	// StartFour puts 4 dice on every territory (the seed's rule).
	StartFour StartDice = iota
	// StartRandom is the original game's deal: one die per territory, then
	// two more per territory handed round-robin to the players, each onto a
	// random territory of theirs below 8 dice.
	StartRandom
)

// Game length limits of DESIGN section 5.3.
const (
	// StallRounds: a game in which nobody attacks for this many rounds ends.
	StallRounds = 8
	// MaxTurns: a game ends after this many turns (one turn = one player's).
	MaxTurns = 1000
)

// Options are the rules a game is played with; with the seed they determine
// the map, the deal and every roll.
type Options struct {
	Cols        int       `json:"cols"`
	Rows        int       `json:"rows"`
	Territories int       `json:"territories"`
	Players     int       `json:"players"`
	Deal        Deal      `json:"deal"`
	Start       StartDice `json:"start"`
}

// DefaultOptions returns the original game's map (28 x 32 cells, 30
// territories) with the seed's dealing and starting dice.
func DefaultOptions(players int) Options {
	return Options{Cols: 28, Rows: 32, Territories: 30, Players: players}
}

// Validate reports what is wrong with the options, or nil.
func (o Options) Validate() error {
	if err := CheckMapSize(o.Cols, o.Rows, o.Territories); err != nil {
		return err
	}
	if o.Players < MinPlayers || o.Players > MaxPlayers {
		return reason.New("%d players: must be %d..%d", o.Players, MinPlayers, MaxPlayers)
	}
	if o.Territories < o.Players {
		return reason.New("%d territories for %d players: everyone needs one", o.Territories, o.Players)
	}
	if o.Deal != DealRoundRobin && o.Deal != DealRandom {
		return fmt.Errorf("unknown deal %d", int(o.Deal))
	}
	if o.Start != StartFour && o.Start != StartRandom {
		return fmt.Errorf("unknown starting dice %d", int(o.Start))
	}
	return nil
}

// String returns the name used in files and on the command line.
func (d Deal) String() string {
	switch d {
	case DealRoundRobin:
		return "round-robin"
	case DealRandom:
		return "random"
	}
	return fmt.Sprintf("Deal(%d)", int(d))
}

// MarshalText writes the deal by name.
func (d Deal) MarshalText() ([]byte, error) {
	if d != DealRoundRobin && d != DealRandom {
		return nil, fmt.Errorf("unknown deal %d", int(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText reads "round-robin" or "random".
func (d *Deal) UnmarshalText(b []byte) error {
	switch string(b) {
	case "round-robin":
		*d = DealRoundRobin
	case "random":
		*d = DealRandom
	default:
		return jsonline.Text(b, reason.New("deal %q: want round-robin or random", reason.Clip(string(b))))
	}
	return nil
}

// String returns the name used in files and on the command line.
func (s StartDice) String() string {
	switch s {
	case StartFour:
		return "four"
	case StartRandom:
		return "random"
	}
	return fmt.Sprintf("StartDice(%d)", int(s))
}

// MarshalText writes the starting dice rule by name.
func (s StartDice) MarshalText() ([]byte, error) {
	if s != StartFour && s != StartRandom {
		return nil, fmt.Errorf("unknown starting dice %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "four" or "random".
func (s *StartDice) UnmarshalText(b []byte) error {
	switch string(b) {
	case "four":
		*s = StartFour
	case "random":
		*s = StartRandom
	default:
		return jsonline.Text(b, reason.New("starting dice %q: want four or random", reason.Clip(string(b))))
	}
	return nil
}
