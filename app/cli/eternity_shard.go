package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"

	"plateau/app/openfile"
)

func init() {
	Register(Command{
		Name:    "eternity merge",
		Args:    "RESULT.json... [--json]",
		Summary: "add up the --json results of the shards of one search (eternity solve --shard I/N); exit 1 when a shard is missing or incomplete",
		Run:     runEternityMerge,
	})
}

// shardEnv are the variables batch schedulers set to a process's rank in an
// array of jobs: a Kubernetes indexed job, a Slurm job array.
var shardEnv = []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"}

// parseShard reads --shard I/N, or auto/N with I from the scheduler's
// environment (getenv is os.Getenv but for tests).
func parseShard(s string, getenv func(string) string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	n, errN := strconv.Atoi(b)
	if !ok || errN != nil || n < 1 || n > 1<<20 {
		return 0, 0, Usagef("--shard %q: want I/N or auto/N with 1 <= N <= %d", s, 1<<20)
	}
	if a == "auto" {
		for _, v := range shardEnv {
			if x := getenv(v); x != "" {
				a = x
				break
			}
		}
		if a == "auto" {
			return 0, 0, Usagef("--shard auto/%d: neither %s is set", n, strings.Join(shardEnv, " nor "))
		}
	}
	i, err = strconv.Atoi(a)
	if err != nil || i < 0 || i >= n {
		return 0, 0, Usagef("--shard %q: the index %q is not in 0..%d", s, a, n-1)
	}
	return i, n, nil
}

// mergeJSON is the --json output of eternity merge.
type mergeJSON struct {
	Solved    bool     `json:"solved"`
	Complete  bool     `json:"complete"`
	Solutions int64    `json:"solutions"`
	Nodes     int64    `json:"nodes"`
	ElapsedMs float64  `json:"elapsed_ms"` // the slowest shard: the wall time when they run side by side
	CPUMs     float64  `json:"total_ms"`   // every shard's time added up
	Units     int64    `json:"units"`
	UnitsDone int64    `json:"units_done"`
	Shards    int      `json:"shards"`
	Missing   []int    `json:"missing"`
	Stopped   []int    `json:"stopped"` // the shards stopped before the end (complete false), to run again
	Puzzle    string   `json:"puzzle"`
	Config    string   `json:"config"`
	Openings  int      `json:"openings"`
	Solution  []string `json:"solution"`

	stoppedFiles []string // the files of Stopped, in its order
}

func runEternityMerge(_ context.Context, env *Env, args []string) error {
	fs := NewFlags("eternity merge")
	js := fs.Bool("json", false, "")
	files, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return Usagef("need the JSON results of the shards, e.g. eternity merge shard-*.json")
	}
	m, err := mergeFiles(files)
	if err != nil {
		return err
	}
	if *js {
		if err := WriteJSON(env.Stdout, m); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(env.Stdout, "%s, %s, openings %d: %d of %d shards\n", m.Puzzle, m.Config, m.Openings, m.Shards-len(m.Missing), m.Shards)
		fmt.Fprintf(env.Stdout, "%d solutions, %d nodes, %d of %d openings done; slowest shard %.3f s, all shards %.3f s\n",
			m.Solutions, m.Nodes, m.UnitsDone, m.Units, m.ElapsedMs/1000, m.CPUMs/1000)
	}
	var why []string
	switch {
	case len(m.Missing) > 20: // a million shards missing wrote megabytes
		why = append(why, fmt.Sprintf("%d shards missing: %v and more", len(m.Missing), m.Missing[:20]))
	case len(m.Missing) > 0:
		why = append(why, fmt.Sprintf("shards missing: %v", m.Missing))
	}
	if len(m.Stopped) > 0 {
		why = append(why, stoppedShards(m))
	}
	if len(why) > 0 {
		return Failf("%s", strings.Join(why, "; "))
	}
	return nil
}

// stoppedShards names the shards stopped before the end, with their
// files, for the person who runs them again: "some shards were stopped"
// left them to find in the files.
func stoppedShards(m mergeJSON) string {
	const most = 20
	var names []string
	for k, i := range m.Stopped[:min(len(m.Stopped), most)] {
		names = append(names, fmt.Sprintf("%d/%d (%s)", i, m.Shards, m.stoppedFiles[k]))
	}
	more := ""
	if len(m.Stopped) > most {
		more = fmt.Sprintf(" and %d more", len(m.Stopped)-most)
	}
	return fmt.Sprintf("%d of %d shards stopped before the end: %s%s", len(m.Stopped), m.Shards, strings.Join(names, ", "), more)
}

// mergeFiles reads and adds up shard results; results of different
// searches, a shard given twice or a file that is no shard result are
// refused.
func mergeFiles(files []string) (mergeJSON, error) {
	var m mergeJSON
	seen := map[int]string{}
	stopped := map[int]bool{}
	all := false
	cut := false // m.Openings and m.Units are those of a shard that started
	m.Complete = true
	for k, f := range files {
		r, err := readShardResult(f)
		if err != nil {
			return m, err
		}
		i, n, err := parseShard(r.Shard, func(string) string { return "" })
		if err != nil {
			return m, Usagef("%s: no shard result (%q)", f, r.Shard)
		}
		if k == 0 {
			m.Shards, m.Puzzle, m.Config, all = n, r.Puzzle, r.Config, r.All
		}
		// A shard stopped before its search started (while corolles or
		// a finale were prepared) cut no openings yet: it is incomplete,
		// not of another search. A complete one with no openings searched
		// the tree whole, uncut: its cut is compared like any other.
		started := r.Units > 0 || r.Complete
		if started && !cut {
			m.Openings, m.Units, cut = r.Openings, r.Units, true
		}
		switch {
		case n != m.Shards || r.Puzzle != m.Puzzle || r.Config != m.Config || r.All != all,
			started && (r.Openings != m.Openings || r.Units != m.Units):
			return m, Usagef("%s: shard %s of another search (%s, %s, openings %d) than %s", f, r.Shard, r.Puzzle, r.Config, r.Openings, files[0])
		case seen[i] != "":
			return m, Usagef("%s: shard %d/%d already given by %s", f, i, n, seen[i])
		}
		seen[i], stopped[i] = f, !r.Complete
		if err := addShard(&m, r, f); err != nil {
			return m, err
		}
	}
	m.Missing, m.Stopped = []int{}, []int{}
	for i := range m.Shards {
		switch {
		case seen[i] == "":
			m.Missing = append(m.Missing, i)
		case stopped[i]:
			m.Stopped = append(m.Stopped, i)
			m.stoppedFiles = append(m.stoppedFiles, seen[i])
		}
	}
	m.Complete = m.Complete && len(m.Missing) == 0
	return m, nil
}

// addShard adds shard result r, read from file f, to m; a sum past what
// an int64 or a float64 holds is refused, not wrapped round.
func addShard(m *mergeJSON, r eternitySolveJSON, f string) error {
	var ok [4]bool
	m.Solutions, ok[0] = addCount(m.Solutions, r.Solutions)
	m.Nodes, ok[1] = addCount(m.Nodes, r.Nodes)
	m.UnitsDone, ok[2] = addCount(m.UnitsDone, r.UnitsDone)
	m.CPUMs += r.ElapsedMs
	ok[3] = !math.IsInf(m.CPUMs, 0)
	for k, name := range []string{"solutions", "nodes", "units_done", "elapsed_ms"} {
		if !ok[k] {
			return Usagef("%s: %q: the shards' sum overflows", f, name)
		}
	}
	if m.UnitsDone > m.Units {
		return Usagef("%s: \"units_done\": the shards did %d of %d openings, more than there are", f, m.UnitsDone, m.Units)
	}
	m.Solved = m.Solved || r.Solved
	m.Complete = m.Complete && r.Complete
	m.ElapsedMs = max(m.ElapsedMs, r.ElapsedMs)
	if m.Solution == nil && r.Solved {
		m.Solution = r.Solution
	}
	return nil
}

// addCount is a + b for counts (never negative); ok is false when the sum
// is past math.MaxInt64.
func addCount(a, b int64) (sum int64, ok bool) {
	if b > math.MaxInt64-a {
		return a, false
	}
	return a + b, true
}

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
		return r, Usagef("%s: not a JSON result of eternity solve (%v)", path, err)
	}
	if r.Shard == "" {
		return r, Usagef("%s: a result without --shard", path)
	}
	if err := checkShardResult(r); err != nil {
		return r, Usagef("%s: %v", path, err)
	}
	return r, nil
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
	if _, isPath := err.(*fs.PathError); isPath {
		return nil, Usagef("%v", err) // it names the file
	} else if err != nil {
		return nil, Usagef("%s: %v", path, err)
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
