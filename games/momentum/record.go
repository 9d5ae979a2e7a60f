package momentum

import (
	"bytes"
	"encoding/json"
	"fmt"
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

// ReadRecord parses a game file and checks its version and options. It does
// not replay the moves; Replay does.
func ReadRecord(rd io.Reader) (Record, error) {
	b, err := io.ReadAll(io.LimitReader(bom.Skip(rd), maxRecordBytes+1))
	if err != nil {
		return Record{}, err
	}
	if len(b) > maxRecordBytes {
		return Record{}, refuse("file larger than %d bytes", maxRecordBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	// Options missing from the file keep their defaults: a game file may
	// name only the options it changes. Decoded with the rest (not by a
	// method of Options), so that unknown keys among them are refused and
	// a fault names its line in the file.
	r := Record{Options: DefaultOptions()}
	if err := dec.Decode(&r); err != nil {
		return Record{}, jsonError(b, err)
	}
	if dec.More() {
		return Record{}, refuse("unexpected data after the JSON object")
	}
	switch {
	case r.Game != "momentum":
		return Record{}, refuse("game %q, want \"momentum\"", r.Game)
	case r.Version != RecordVersion:
		return Record{}, refuse("version %d, this program reads version %d", r.Version, RecordVersion)
	case len(r.Players) > 2:
		return Record{}, refuse("%d players, want at most 2", len(r.Players))
	}
	if err := r.Options.Validate(); err != nil {
		return Record{}, refuse("options: %v", err)
	}
	return r, nil
}

// jsonError names the line of a JSON syntax or type error.
func jsonError(b []byte, err error) error {
	if line := jsonline.Of(b, err); line > 0 {
		return fmt.Errorf("game file: %w", reason.At(line, err))
	}
	return fmt.Errorf("game file: %w", err)
}

// Begin returns the game at the record's start, before any move: the way
// to replay a game step by step.
func (r Record) Begin() (*Game, error) {
	var g *Game
	var err error
	if r.Start != nil {
		g, err = FromPosition(r.Options, *r.Start)
	} else {
		g, err = New(r.Options)
	}
	if err != nil {
		return nil, fmt.Errorf("game file: %w", err)
	}
	return g, nil
}

// Replay plays the record's moves from its start and returns the game. The
// error names the first move that cannot be played and why.
func (r Record) Replay() (*Game, error) {
	g, err := r.Begin()
	if err != nil {
		return nil, err
	}
	for i, a := range r.Moves {
		if err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("game file: %w", reason.Of(err, "move %d (%v): %v", i+1, a, err))
		}
	}
	return g, nil
}

// LoadGame reads a game file and replays it.
func LoadGame(rd io.Reader) (*Game, Record, error) {
	r, err := ReadRecord(rd)
	if err != nil {
		return nil, Record{}, err
	}
	g, err := r.Replay()
	if err != nil {
		return nil, Record{}, err
	}
	return g, r, nil
}

// refuse is a refusal (games/reason) about a game file, which the app
// shows in the user's language.
func refuse(format string, a ...any) error {
	return fmt.Errorf("game file: %w", reason.New(format, a...))
}
