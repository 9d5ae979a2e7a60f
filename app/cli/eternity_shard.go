package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
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
	Puzzle    string   `json:"puzzle"`
	Config    string   `json:"config"`
	Openings  int      `json:"openings"`
	Solution  []string `json:"solution"`
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
	switch {
	case len(m.Missing) > 20: // a million shards missing wrote megabytes
		return Failf("%d shards missing: %v and more", len(m.Missing), m.Missing[:20])
	case len(m.Missing) > 0:
		return Failf("shards missing: %v", m.Missing)
	case !m.Complete:
		return Failf("some shards were stopped before the end")
	}
	return nil
}

// mergeFiles reads and adds up shard results; results of different
// searches, a shard given twice or a file that is no shard result are
// refused.
func mergeFiles(files []string) (mergeJSON, error) {
	var m mergeJSON
	seen := map[int]string{}
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
		seen[i] = f
		m.Solved = m.Solved || r.Solved
		m.Complete = m.Complete && r.Complete
		m.Solutions += r.Solutions
		m.Nodes += r.Nodes
		m.UnitsDone += r.UnitsDone
		m.ElapsedMs = max(m.ElapsedMs, r.ElapsedMs)
		m.CPUMs += r.ElapsedMs
		if m.Solution == nil && r.Solved {
			m.Solution = r.Solution
		}
	}
	m.Missing = []int{}
	for i := range m.Shards {
		if seen[i] == "" {
			m.Missing = append(m.Missing, i)
		}
	}
	m.Complete = m.Complete && len(m.Missing) == 0
	slices.Sort(m.Missing)
	return m, nil
}

func readShardResult(path string) (eternitySolveJSON, error) {
	var r eternitySolveJSON
	data, err := os.ReadFile(path)
	if err != nil {
		return r, Usagef("%v", err)
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return r, Usagef("%s: not a JSON result of eternity solve (%v)", path, err)
	}
	if r.Shard == "" {
		return r, Usagef("%s: a result without --shard", path)
	}
	return r, nil
}
