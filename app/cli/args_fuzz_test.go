package cli

import (
	"fmt"
	"strings"
	"testing"

	"plateau/games/eternity"
)

// usageRefusal fails t unless err is a usage error (exit 2); RunArgs
// prints it on one line.
func usageRefusal(t *testing.T, what string, err error) {
	t.Helper()
	if ExitCode(err) != ExitUsage || err.Error() == "" {
		t.Fatalf("%s: exit %d %q, want exit 2 and a reason", what, ExitCode(err), err)
	}
}

// FuzzParseSize: --size WxH is read whole or refused; what is read
// writes back as WxH and reads again the same.
func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"1280x800", "6X7", "28x32", "1280x800junk", "1280", "x", " 6x6", "-3x+4", "0x0", "99999999999999999999x1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := ParseSize(s)
		if err != nil {
			if w != 0 || h != 0 {
				t.Fatalf("%q refused as %d, %d, %q", s, w, h, err)
			}
			return
		}
		back := fmt.Sprintf("%dx%d", w, h)
		if w2, h2, err := ParseSize(back); err != nil || w2 != w || h2 != h {
			t.Fatalf("%q -> %dx%d -> %q -> %dx%d, %v", s, w, h, back, w2, h2, err)
		}
		if ew, eh, err := parseEternitySize(s); err == nil && (ew != w || eh != h || eternity.CheckSize(w, h) != nil) {
			t.Fatalf("%q: an Eternity size of %dx%d", s, ew, eh)
		}
	})
}

// FuzzParseShard: --shard I/N or auto/N is read or refused as bad usage;
// what is read is a shard of the N, 1 <= N <= 2^20, that writes back as
// I/N.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"0/1", "3/4", "auto/5", "4/4", "-1/4", "1/0", "x", "+1/2", "1/1048577", "auto/"} {
		f.Add(s, "2")
	}
	f.Fuzz(func(t *testing.T, s, env string) {
		getenv := func(k string) string {
			if k == "SLURM_ARRAY_TASK_ID" {
				return env
			}
			return ""
		}
		i, n, err := parseShard(s, getenv)
		if err != nil {
			usageRefusal(t, s, err)
			return
		}
		if n < 1 || n > 1<<20 || i < 0 || i >= n {
			t.Fatalf("%q read as shard %d/%d", s, i, n)
		}
		back := fmt.Sprintf("%d/%d", i, n)
		if i2, n2, err := parseShard(back, getenv); err != nil || i2 != i || n2 != n {
			t.Fatalf("%q -> %q -> %d/%d, %v", s, back, i2, n2, err)
		}
	})
}

// FuzzCommandArgs: the flags of the commands that check them before any
// work (weave grow, eternity gen, openings and solve, dicewars
// tournament) are taken within their bounds or refused as bad usage;
// Parse keeps the positional arguments in their order.
func FuzzCommandArgs(f *testing.F) {
	for _, s := range []string{
		"--points 1000 --order lifo --main D3 --rule diamond",
		"--steps 5 --points 5",
		"--points 99999999999",
		"--size 6x6 --border-colors 3 --inner-colors 5 --seed 7 -o x.json --unique --timeout 2s",
		"--size 6x6 --size 7x7",
		"puzzle.txt --depth 3 --order spiral-in --var optimistic --limit 10 --probes 5",
		"puzzle.txt --all --openings 2 --shard 1/3 --workers 2 --finale 4",
		"puzzle.txt --progress 1ns",
		"puzzle.txt --progress -5s --timeout 1m",
		"--players expert,dijkstra --games 10 --map 28x32 --territories 30 --deal random --start four",
		"a -- --b c",
		"--seed -1",
		"--nosuch\nflag",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, " ")
		fs := NewFlags("test")
		fs.String("size", "", "")
		fs.Int("n", 0, "")
		fs.Bool("json", false, "")
		if pos, err := Parse(fs, args); err != nil {
			usageRefusal(t, "Parse", err)
		} else {
			k := 0
			for _, p := range pos {
				for k < len(args) && args[k] != p {
					k++
				}
				if k == len(args) {
					t.Fatalf("%q: positional arguments %q not among the arguments, in order", args, pos)
				}
				k++
			}
		}

		if a, err := parseWeaveGrow(args); err != nil {
			usageRefusal(t, "weave grow", err)
		} else if (a.target.Points < 1) == (a.target.Steps < 1) || a.target.Points > maxWeaveSize || a.target.Steps > maxWeaveSize {
			t.Fatalf("weave grow %q: target %+v", args, a.target)
		}

		if a, err := parseEternityGen(args); err != nil {
			usageRefusal(t, "eternity gen", err)
		} else if eternity.CheckSize(a.gen.W, a.gen.H) != nil || a.timeout < 0 {
			t.Fatalf("eternity gen %q: %+v", args, a)
		}

		if a, err := parseEternityOpenings(args); err != nil {
			usageRefusal(t, "eternity openings", err)
		} else if a.depth < 1 || a.limit < 0 || a.probes < 0 || a.o.Workers < 1 {
			t.Fatalf("eternity openings %q: %+v", args, a)
		}

		sf := newSolveFlags()
		if _, err := Parse(sf.fs, args); err != nil {
			usageRefusal(t, "eternity solve", err)
		} else if o, err := sf.options(); err != nil {
			usageRefusal(t, "eternity solve", err)
		} else if o.Workers < 1 || o.Openings < 0 || o.Finale < 0 || o.Shards > 0 && (o.Shard < 0 || o.Shard >= o.Shards) ||
			sf.given("progress") != "" && (*sf.progress < 0 || *sf.progress > 0 && *sf.progress < minProgress) {
			t.Fatalf("eternity solve %q: %+v, progress %v", args, o, *sf.progress)
		}

		tf := NewFlags("dicewars tournament")
		players := tf.String("players", "", "")
		games := tf.Int("games", 100, "")
		seed := tf.Uint64("seed", 1, "")
		mapSize := tf.String("map", "28x32", "")
		territories := tf.Int("territories", 30, "")
		deal := tf.String("deal", "round-robin", "")
		start := tf.String("start", "four", "")
		workers := tf.Int("workers", 0, "")
		if _, err := Parse(tf, args); err != nil {
			usageRefusal(t, "dicewars tournament", err)
		} else if cfg, err := tournamentConfig(*players, *games, *seed, *mapSize, *territories, *deal, *start, *workers); err != nil {
			usageRefusal(t, "dicewars tournament", err)
		} else if cfg.Options.Validate() != nil || cfg.Games < 1 {
			t.Fatalf("dicewars tournament %q: %+v", args, cfg)
		}
	})
}
