package cli

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
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
	from := "" // the variable the index came from
	if a == "auto" {
		if a, from, err = shardFromEnv(n, getenv); err != nil {
			return 0, 0, err
		}
	}
	i, err = strconv.Atoi(a)
	switch {
	case (err != nil || i < 0 || i >= n) && from != "":
		// a Slurm array of --array=1-16 gave 16 to its last task
		return 0, 0, Usagef("--shard %q: the index %q from %s is not in 0..%d: the job array must count from 0 (0-%d)", s, a, from, n-1, n-1)
	case err != nil || i < 0 || i >= n:
		return 0, 0, Usagef("--shard %q: the index %q is not in 0..%d", s, a, n-1)
	}
	return i, n, nil
}

// shardFromEnv reads the index of --shard auto/n from the first variable
// of shardEnv that is set, and the variable's name. Two set to different
// indexes are refused: taking one without a word ran another share than
// the person meant.
func shardFromEnv(n int, getenv func(string) string) (index, from string, err error) {
	for _, v := range shardEnv {
		x := getenv(v)
		switch {
		case x == "":
		case from == "":
			index, from = x, v
		case x != index:
			return "", "", Usagef("--shard auto/%d: %s=%s and %s=%s disagree: give the index with --shard I/%d", n, from, index, v, x, n)
		}
	}
	if from == "" {
		return "", "", Usagef("--shard auto/%d: neither %s is set", n, strings.Join(shardEnv, " nor "))
	}
	return index, from, nil
}

// mergeJSON is the --json output of eternity merge.
type mergeJSON struct {
	Solved   bool `json:"solved"`
	Complete bool `json:"complete"`
	// All is whether the shards counted every solution (--all): a sum of
	// first-solution shards is no count of the puzzle's solutions.
	All       bool    `json:"all"`
	Solutions int64   `json:"solutions"`
	Nodes     int64   `json:"nodes"`
	ElapsedMs float64 `json:"elapsed_ms"` // the slowest shard: the wall time when they run side by side
	CPUMs     float64 `json:"total_ms"`   // every shard's time added up
	Units     int64   `json:"units"`
	UnitsDone int64   `json:"units_done"`
	Shards    int     `json:"shards"`
	Missing   []int   `json:"missing"`
	// Unreadable are the files empty or cut off (a share killed before it
	// wrote its result): their shards are among the missing.
	Unreadable []string `json:"unreadable"`
	Stopped    []int    `json:"stopped"` // the shards stopped before the end (complete false), to run again
	Puzzle     string   `json:"puzzle"`
	Config     string   `json:"config"`
	Openings   int      `json:"openings"`
	Solution   []string `json:"solution"`

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
		fmt.Fprintf(env.Stdout, "%s, %s, openings %d, %s: %d of %d shards\n",
			m.Puzzle, m.Config, m.Openings, searchKind(m.All), m.Shards-len(m.Missing), m.Shards)
		fmt.Fprintf(env.Stdout, "%d solutions, %d nodes, %d of %d openings done; slowest shard %.3f s, all shards %.3f s\n",
			m.Solutions, m.Nodes, m.UnitsDone, m.Units, m.ElapsedMs/1000, m.CPUMs/1000)
	}
	var why []string
	if len(m.Unreadable) > 0 {
		why = append(why, fmt.Sprintf("empty or cut off, their shards missing: %s", strings.Join(m.Unreadable, ", ")))
	}
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
// refused. A file empty or cut off (its share killed before it wrote the
// result) is listed unreadable, its shard missing: it made merge give no
// totals at all.
func mergeFiles(files []string) (mergeJSON, error) {
	m := mergeJSON{Complete: true, Unreadable: []string{}}
	seen := map[int]string{}
	stopped := map[int]bool{}
	var first, cut shardRef // the first result; the first whose search started, which cut the openings
	for _, f := range files {
		r, err := readShardResult(f)
		if errors.As(err, new(cutResult)) {
			m.Unreadable = append(m.Unreadable, f)
			continue
		}
		if err != nil {
			return m, err
		}
		i, n, err := parseShard(r.Shard, func(string) string { return "" })
		if err != nil {
			return m, Usagef("%s: no shard result (%q)", f, r.Shard)
		}
		if first.file == "" {
			first = shardRef{f, r, n}
			m.Shards, m.Puzzle, m.Config, m.All = n, r.Puzzle, r.Config, r.All
		}
		// A shard stopped before its search started (while corolles or
		// a finale were prepared) cut no openings yet: it is incomplete,
		// not of another search. A complete one with no openings searched
		// the tree whole, uncut: its cut is compared like any other.
		started := r.Units > 0 || r.Complete
		if started && cut.file == "" {
			cut = shardRef{f, r, n}
			m.Openings, m.Units = r.Openings, r.Units
		}
		if other, why := otherSearch(first, cut, shardRef{f, r, n}, started); why != "" {
			return m, Usagef("%s: shard %s of another search than %s: %s", f, r.Shard, other, why)
		}
		if seen[i] != "" {
			return m, Usagef("%s: shard %d/%d already given by %s", f, i, n, seen[i])
		}
		seen[i], stopped[i] = f, !r.Complete
		if err := addShard(&m, r, f); err != nil {
			return m, err
		}
	}
	if first.file == "" {
		return m, Failf("no result to add up: %s", strings.Join(m.Unreadable, ", ")+" empty or cut off")
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

// shardRef is a shard result and the file it was read from.
type shardRef struct {
	file string
	r    eternitySolveJSON
	n    int // the number of shards
}

// otherSearch says how shard s differs from the search of the first
// result read (its number of shards, puzzle, configuration, --all) and
// from the openings of cut, the first whose search started, and names
// the file it differs from; why is "" when s is of the same search. The
// refusal described both searches alike, --all and N unsaid.
func otherSearch(first, cut, s shardRef, started bool) (other, why string) {
	var d []string
	differs := func(what string, here, there any) {
		if here != there {
			d = append(d, fmt.Sprintf("%s %v here, %v there", what, here, there))
		}
	}
	differs("shards", s.n, first.n)
	differs("puzzle", s.r.Puzzle, first.r.Puzzle)
	differs("config", s.r.Config, first.r.Config)
	if s.r.All != first.r.All {
		d = append(d, fmt.Sprintf("%s here, %s there", searchKind(s.r.All), searchKind(first.r.All)))
	}
	if len(d) > 0 {
		return first.file, strings.Join(d, "; ")
	}
	if started {
		differs("openings", s.r.Openings, cut.r.Openings)
		differs("units", s.r.Units, cut.r.Units)
	}
	return cut.file, strings.Join(d, "; ")
}

// searchKind names what a shard searched for.
func searchKind(all bool) string {
	if all {
		return "--all (every solution)"
	}
	return "a first solution (no --all)"
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
