package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"plateau/app/filekind"
	"plateau/app/openfile"
)

// maxShardResult bounds a result of eternity solve, which takes a few KB
// (a board of 256 pieces at most): /dev/zero given by mistake ran merge
// out of memory.
const maxShardResult = 1 << 20

func readShardResult(path string) (eternitySolveJSON, error) {
	var r eternitySolveJSON
	data, err := readResultFile(path, maxShardResult)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(data, &r); err != nil {
		if cutShort(data) {
			return r, cutResult{path}
		}
		return r, Usagef("%s: %s: not a result of eternity solve --json", path, jsonFault(err))
	}
	if r.Shard == "" {
		return r, Usagef("%s: a result without --shard", path)
	}
	if err := checkShardResult(r); err != nil {
		return r, Usagef("%s: %v", path, err)
	}
	return r, nil
}

// jsonFault says what err of decoding a result found, without
// encoding/json's words ("invalid character '4' after top-level value").
func jsonFault(err error) string {
	if te, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
		return fmt.Sprintf("%q holds a %s", te.Field, te.Value)
	}
	return "not JSON"
}

// checkShardResult refuses a result eternity solve cannot write: a
// negative count or time, more openings done than there are, no puzzle or
// configuration, or solved without a whole board.
func checkShardResult(r eternitySolveJSON) error {
	counts := []struct {
		name string
		v    int64
	}{
		{"solutions", r.Solutions}, {"nodes", r.Nodes}, {"first_solution_nodes", r.FirstSolutionNodes},
		{"units", r.Units}, {"units_done", r.UnitsDone}, {"openings", int64(r.Openings)},
	}
	for _, c := range counts {
		if c.v < 0 {
			return fmt.Errorf("%q is %d: want a count, 0 or more", c.name, c.v)
		}
	}
	for _, t := range []struct {
		name string
		v    float64
	}{{"elapsed_ms", r.ElapsedMs}, {"first_solution_ms", r.FirstSolutionMs}} {
		if t.v < 0 {
			return fmt.Errorf("%q is %g: want a time, 0 or more", t.name, t.v)
		}
	}
	switch {
	case r.UnitsDone > r.Units:
		return fmt.Errorf("\"units_done\" is %d: want at most \"units\", %d", r.UnitsDone, r.Units)
	case r.Puzzle == "":
		return fmt.Errorf("\"puzzle\" is empty: want the puzzle's size and hash, e.g. \"6x6-0123456789abcdef\"")
	case r.Config == "":
		return fmt.Errorf("\"config\" is empty: want the solver's configuration")
	case r.Solved:
		return checkShardSolution(r.Puzzle, r.Solution)
	}
	return nil
}

// checkShardSolution refuses a solution that is not a whole board of the
// puzzle (WxH-hash): W*H cells "piece/turn", each piece 1..W*H once, each
// turn 0..3.
func checkShardSolution(puzzle string, cells []string) error {
	size, _, _ := strings.Cut(puzzle, "-")
	w, h, err := parseEternitySize(size)
	if err != nil {
		return fmt.Errorf("\"puzzle\" %q: want its size WxH first (%v)", puzzle, err)
	}
	if len(cells) != w*h {
		return fmt.Errorf("\"solved\" with a \"solution\" of %d cells: want the %dx%d board's %d", len(cells), w, h, w*h)
	}
	used := make([]bool, len(cells)+1)
	for k, c := range cells {
		a, b, _ := strings.Cut(c, "/")
		piece, errP := strconv.Atoi(a)
		turn, errT := strconv.Atoi(b)
		if errP != nil || errT != nil || piece < 1 || piece > len(cells) || turn < 0 || turn > 3 || used[piece] {
			return fmt.Errorf("\"solution\" cell %d is %q: want piece/turn, each piece 1..%d once, turns 0..3", k, c, len(cells))
		}
		used[piece] = true
	}
	return nil
}

// readResultFile reads the result of eternity solve at path, a regular file
// of at most max bytes: a pipe or a device is refused unopened (one waits
// for a writer, another never ends).
func readResultFile(path string, max int64) ([]byte, error) {
	f, err := openfile.Regular(path)
	if err != nil {
		return nil, Usagef("%v", filekind.Problem(path, err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	switch {
	case err != nil:
		return nil, Failf("%v", err)
	case int64(len(data)) > max:
		return nil, Usagef("%s: larger than %d bytes: not a result of eternity solve", path, max)
	}
	return data, nil
}

// cutResult is the error of a result file empty or cut off: its share was
// killed (out of memory, at its time limit) before it wrote it whole.
type cutResult struct{ path string }

func (c cutResult) Error() string { return c.path + ": empty or cut off" }

// cutShort reports whether data is JSON that ends too soon, or nothing.
func cutShort(data []byte) bool {
	var v any
	err := json.NewDecoder(bytes.NewReader(data)).Decode(&v)
	return err == io.EOF || err == io.ErrUnexpectedEOF
}
