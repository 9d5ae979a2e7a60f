package momentum

import (
	"encoding/json"
	"errors"
	"io"

	"plateau/games/internal/bom"
	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// RecordVersion is the version of the game file format written by Record.
const RecordVersion = 1

// maxRecordBytes bounds what ReadRecord reads: the longest legal game at the
// largest turn limit, with a generous start position, fits well below it.
const maxRecordBytes = 8 << 20

// Record is a saved game: the options, the seed of the computer players, an
// optional custom start position and the actions played, so the game
// replays exactly. It is stored as JSON.
type Record struct {
	Version int       `json:"version"`
	Game    string    `json:"game"` // always "momentum"
	Options Options   `json:"options"`
	Seed    uint64    `json:"seed"`
	Players []string  `json:"players,omitempty"` // who played P1 and P2, e.g. "human", "search:5"; informational
	Start   *Position `json:"start,omitempty"`   // nil: the standard start
	Moves   []Action  `json:"moves"`             // compact notation, see Action.String
	Result  string    `json:"result,omitempty"`  // informational; Replay recomputes it
}

// Record returns the game's record with the given seed.
func (g *Game) Record(seed uint64) Record {
	r := Record{Version: RecordVersion, Game: "momentum", Options: g.opts, Seed: seed,
		Start: g.Start(), Moves: g.Moves()}
	if g.Over() {
		r.Result = g.result.String()
	}
	return r
}

// Write writes the record as indented JSON.
func (r Record) Write(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// A PlayerCheck refuses an entry of a game file's "players" that names
// no player the caller can seat, saying what it expects: the app's knows
// a person ("human") and the computer players of solvers/momentum, which
// this package cannot import. ReadRecord names the entry's line.
type PlayerCheck func(player string) error

// ReadRecord parses a game file and checks its version, options and
// players (each with check; nil takes any). It does not replay the moves;
// Replay does. A fault names its line in the file.
func ReadRecord(rd io.Reader, check PlayerCheck) (Record, error) {
	b, err := readFile(rd)
	if err != nil {
		return Record{}, err
	}
	return readRecord(b, check)
}

// readFile reads a game file, within maxRecordBytes.
func readFile(rd io.Reader) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(bom.Skip(rd), maxRecordBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxRecordBytes {
		return nil, reason.New("file larger than %d bytes", maxRecordBytes)
	}
	return b, nil
}

// readRecord is ReadRecord on the file's bytes b.
func readRecord(b []byte, check PlayerCheck) (Record, error) {
	// Options missing from the file keep their defaults: a game file may
	// name only the options it changes. Decoded with the rest (not by a
	// method of Options), so that unknown keys among them are refused and
	// a fault names its line in the file.
	r := Record{Options: DefaultOptions()}
	if err := jsonline.Strict(b, &r); err != nil {
		return Record{}, err
	}
	if path, err := r.check(check); err != nil {
		return Record{}, reason.At(jsonline.Locate(b, path...), err)
	}
	return r, nil
}

// check checks the decoded record; on error, path locates the culprit.
func (r *Record) check(player PlayerCheck) (path []any, err error) {
	switch {
	case r.Game != "momentum":
		return []any{"game"}, reason.New("game %q, want \"momentum\"", reason.Clip(r.Game))
	case r.Version != RecordVersion:
		return []any{"version"}, reason.New("version %d, this program reads version %d", r.Version, RecordVersion)
	case len(r.Players) > 2:
		return []any{"players"}, reason.New("%d players, want at most 2", len(r.Players))
	}
	if err := r.Options.Validate(); err != nil {
		return []any{"options"}, reason.New("options: %v", err)
	}
	for i, p := range r.Players {
		if player != nil {
			if err := player(p); err != nil {
				return []any{"players", i}, reason.New("player %d %q: %v", i+1, reason.Clip(p), err)
			}
		}
	}
	return nil, nil
}

// Begin returns the game at the record's start, before any move: the way
// to replay a game step by step.
func (r Record) Begin() (*Game, error) {
	return r.begin()
}

func (r Record) begin() (*Game, error) {
	if r.Start != nil {
		return FromPosition(r.Options, *r.Start)
	}
	return New(r.Options)
}

// Replay plays the record's moves from its start and returns the game. The
// error names the first move that cannot be played and why.
func (r Record) Replay() (*Game, error) {
	g, err := r.Begin()
	if err != nil {
		return nil, err
	}
	if i, err := r.play(g); err != nil {
		return nil, r.moveError(i, err)
	}
	return g, nil
}

// play plays the record's moves on g, its start; on error, i is the move
// refused.
func (r Record) play(g *Game) (i int, err error) {
	for i, a := range r.Moves {
		if err := g.Apply(a); err != nil {
			return i, err
		}
	}
	return 0, nil
}

// moveError is the refusal of r.Moves[i], which the rules refused with err.
// An illegal action's reason is told after words of its own ("illegal
// action:"), which the app translates: the rules' error ("illegal action
// x3,2: ...") is not a refusal, only its reason is. A move after the end
// says that the game is over.
func (r Record) moveError(i int, err error) error {
	var why *reason.Error
	switch {
	case errors.Is(err, ErrGameOver):
		return reason.Of(err, "move %d (%v): %v", i+1, r.Moves[i], ErrGameOver)
	case errors.Is(err, ErrIllegal) && errors.As(err, &why):
		return reason.Of(err, "move %d (%v): illegal action: %v", i+1, r.Moves[i], why)
	}
	return reason.Of(err, "move %d (%v): %v", i+1, r.Moves[i], err)
}

// LoadGame reads a game file, checked as ReadRecord checks it, and replays
// it. A fault names its line in the file, a move the rules refuse too.
func LoadGame(rd io.Reader, check PlayerCheck) (*Game, Record, error) {
	b, err := readFile(rd)
	if err != nil {
		return nil, Record{}, err
	}
	r, err := readRecord(b, check)
	if err != nil {
		return nil, Record{}, err
	}
	g, err := r.begin()
	if err != nil {
		return nil, Record{}, reason.At(jsonline.Locate(b, "start"), err)
	}
	if i, err := r.play(g); err != nil {
		return nil, Record{}, reason.At(jsonline.Locate(b, "moves", i), r.moveError(i, err))
	}
	return g, r, nil
}
