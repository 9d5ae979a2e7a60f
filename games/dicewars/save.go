package dicewars

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"plateau/games/internal/bom"
	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// SaveVersion is the version of the saved-game format written by Save.
const SaveVersion = 1

// Limits on what Load accepts, so a hostile file cannot exhaust memory.
const (
	maxSaveBytes = 32 << 20
	maxSaveMoves = 1 << 20
)

// ErrCannotUndo is returned by Undo when the last move rolled dice.
var ErrCannotUndo = errors.New("the last move rolled dice and cannot be undone")

// Event is what one move did: Attack is set for an attack, End for an end of
// turn.
type Event struct {
	Move   Move
	Attack AttackResult
	End    TurnEnd
}

// Apply plays a move (attack or end of turn) and reports what it did.
func (g *Game) Apply(m Move) (Event, error) {
	ev := Event{Move: m}
	var err error
	if m.End {
		ev.End, err = g.EndTurn()
	} else {
		ev.Attack, err = g.Attack(m.From, m.To)
	}
	return ev, err
}

// Replay sets up a game and plays the moves, calling fn (if not nil) after
// each one; the dice fall exactly as they did the first time. A move the rules
// refuse is an error naming it.
func Replay(opts Options, seed uint64, moves []Move, fn func(i int, ev Event)) (*Game, error) {
	g, i, err := replay(opts, seed, moves, fn)
	if i >= 0 {
		return nil, moveError(i, moves[i], err)
	}
	return g, err
}

// replay is Replay, telling the index of the move the rules refused (-1
// for none) and leaving the error as the rules gave it.
func replay(opts Options, seed uint64, moves []Move, fn func(i int, ev Event)) (*Game, int, error) {
	g, err := New(opts, seed)
	if err != nil {
		return nil, -1, err
	}
	g.moves = make([]Move, 0, len(moves))
	for i, m := range moves {
		ev, err := g.Apply(m)
		if err != nil {
			return nil, i, err
		}
		if fn != nil {
			fn(i, ev)
		}
	}
	return g, -1, nil
}

// moveError is the refusal of move i, m, which the rules refused with err.
// The move is told in words ("attack from #3 on #5", as the app's log
// tells it), which the app translates, not in String's notation.
func moveError(i int, m Move, err error) error {
	return reason.Of(err, "move %d (%v): %v", i+1, m.words(), err)
}

// words is the move as a refusal, for its translation.
func (m Move) words() error {
	if m.End {
		return reason.New("end of turn")
	}
	return reason.New("attack from #%d on #%d", m.From, m.To)
}

// String writes a move as "attack 3->5" or "end".
func (m Move) String() string {
	if m.End {
		return "end"
	}
	return fmt.Sprintf("attack %d->%d", m.From, m.To)
}

type moveJSON struct {
	End  bool `json:"end,omitempty"`
	From *int `json:"from,omitempty"`
	To   *int `json:"to,omitempty"`
}

// MarshalJSON writes {"end":true} or {"from":F,"to":T}.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.End {
		return json.Marshal(moveJSON{End: true})
	}
	return json.Marshal(moveJSON{From: &m.From, To: &m.To})
}

// UnmarshalJSON reads what MarshalJSON writes, and refuses other keys.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	err := dec.Decode(&j)
	switch {
	case err == nil && j.End && j.From == nil && j.To == nil:
		*m = EndTurn
	case err == nil && !j.End && j.From != nil && j.To != nil:
		*m = Attack(*j.From, *j.To)
	default:
		return jsonline.Value(b, reason.New("move %s: want {\"end\":true} or {\"from\":F,\"to\":T}", b))
	}
	return nil
}

// SaveFile is the saved-game format: the rules, the seed and the moves, from
// which the game replays exactly. Seats optionally names who sat where
// (human, chaos, ...) for the application's benefit.
type SaveFile struct {
	Version int      `json:"version"`
	Options Options  `json:"options"`
	Seed    uint64   `json:"seed"`
	Seats   []string `json:"seats,omitempty"`
	Moves   []Move   `json:"moves"`

	data []byte // the file ReadSave read, where MoveError finds a move's line
}

// MoveError is the error of Moves[i], which the rules refused with err:
// it names the move and, for a file ReadSave read, the move's line.
func (f *SaveFile) MoveError(i int, err error) error {
	return reason.At(jsonline.Locate(f.data, "moves", i), moveError(i, f.Moves[i], err))
}

// Save writes the game as JSON, with optional seat labels: the header
// fields first, then one move a line so long games stay readable.
func (g *Game) Save(w io.Writer, seats []string) error {
	opts, err := json.Marshal(g.opts)
	if err != nil {
		return err
	}
	seatsJSON, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n \"version\": %d,\n \"options\": %s,\n \"seed\": %d,\n", SaveVersion, opts, g.seed)
	if len(seats) > 0 {
		fmt.Fprintf(&b, " \"seats\": %s,\n", seatsJSON)
	}
	b.WriteString(" \"moves\": [")
	for i, m := range g.moves {
		if i > 0 {
			b.WriteByte(',')
		}
		mj, _ := m.MarshalJSON()
		b.WriteString("\n  ")
		b.Write(mj)
	}
	b.WriteString("\n ]\n}\n")
	_, err = w.Write(b.Bytes())
	return err
}

// Load reads a saved game and replays it, returning the game and its seat
// labels. A malformed file, an unknown version, bad options or an illegal
// move is an error.
func Load(r io.Reader) (*Game, []string, error) {
	f, err := ReadSave(r)
	if err != nil {
		return nil, nil, err
	}
	g, i, err := replay(f.Options, f.Seed, f.Moves, nil)
	if i >= 0 {
		err = f.MoveError(i, err)
	}
	if err != nil {
		return nil, nil, err
	}
	return g, f.Seats, nil
}

// ReadSave decodes and checks a saved game without replaying it (the
// application replays it itself to rebuild its log, naming a refused
// move's line with MoveError). Keys it does not know are refused, as is a
// file without "moves" (a game not begun has "moves": []). A fault names
// its line.
func ReadSave(r io.Reader) (*SaveFile, error) {
	data, err := io.ReadAll(io.LimitReader(bom.Skip(r), maxSaveBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxSaveBytes {
		return nil, reason.New("file larger than %d bytes", maxSaveBytes)
	}
	f := SaveFile{data: data}
	if err := jsonline.Strict(data, &f); err != nil {
		return nil, err
	}
	if key, err := f.check(); err != nil {
		return nil, reason.At(jsonline.Locate(data, key), err)
	}
	return &f, nil
}

// check checks the decoded file f; on error, key is the culprit's.
func (f *SaveFile) check() (key string, err error) {
	switch {
	case f.Version != SaveVersion:
		return "version", reason.New("version %d, want %d", f.Version, SaveVersion)
	case f.Moves == nil:
		return "moves", reason.New("no list of moves: want \"moves\": [...], empty for a game not begun")
	case len(f.Moves) > maxSaveMoves:
		return "moves", reason.New("%d moves, at most %d", len(f.Moves), maxSaveMoves)
	case len(f.Seats) > f.Options.Players:
		return "seats", reason.New("%d seat labels for %d players", len(f.Seats), f.Options.Players)
	}
	if err := f.Options.Validate(); err != nil {
		return "options", reason.New("options: %v", err)
	}
	return "", nil
}
