package cli

import (
	"strings"
	"testing"

	"plateau/games/eternity"
)

// --sat and --max-score print boards that the puzzle's own scorer checks.
func TestEternitySATAndMaxScore(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		args  []string
		solve bool // a full solution expected
	}{
		{"sat", "brendan1_05x05.txt", []string{"--sat"}, true},
		{"max-score solvable", "brendan1_05x05.txt", []string{"--max-score", "--timeout", "20s", "--workers", "2"}, true},
		{"max-score e2", "e2_official.txt", []string{"--max-score", "--e2-starter", "--timeout", "1s", "--workers", "2"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(append([]string{"eternity", "solve", benchDir + tc.file, "--json"}, tc.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			js, b := readSolveJSON(t, out)
			p := readBench(t, tc.file)
			if err := b.Validate(p); err != nil {
				t.Fatalf("the board does not hold the puzzle's pieces: %v", err)
			}
			sc := eternity.ScoreBoard(p, b)
			if sc.Matched != js.BestScore || js.Solved != tc.solve || sc.Solved() != tc.solve {
				t.Errorf("scored %d of %d, reported %d, solved %v", sc.Matched, sc.Total, js.BestScore, js.Solved)
			}
			// a first solution is the last board of both: it came at the end
			if tc.solve && (js.Solutions != 1 || js.FirstSolutionMs <= 0 || js.FirstSolutionMs != js.ElapsedMs || js.FirstSolutionNodes != js.Nodes) {
				t.Errorf("solved: %d solutions, first solution after %v ms and %d nodes, in all %v ms and %d nodes",
					js.Solutions, js.FirstSolutionMs, js.FirstSolutionNodes, js.ElapsedMs, js.Nodes)
			}
			if tc.file == "e2_official.txt" {
				if pl := b.At(7, 8); pl.Piece != 139 || pl.Turn != 2 {
					t.Errorf("I8 holds %+v, want the starter piece 139 turned twice", pl)
				}
				if js.MaxScore != 480 || js.BestScore < 300 {
					t.Errorf("best %d of %d after a second", js.BestScore, js.MaxScore)
				}
			}
		})
	}
}

// --max-score with one worker, a seed and a node limit gives the same board
// again, as its Seed promises; the one-minute default does not cut it.
func TestEternityMaxScoreRepeats(t *testing.T) {
	args := []string{"eternity", "solve", benchDir + "brendan2_08x08.txt", "--max-score", "--workers", "1", "--seed", "3", "--max-nodes", "3000000", "--json"}
	var first eternitySolveJSON
	for i := range 2 {
		code, out, errOut := run(args...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		js, _ := readSolveJSON(t, out)
		if js.Nodes < 3_000_000 || js.Nodes > 3_000_000+1<<16 {
			t.Errorf("%d nodes for --max-nodes 3000000", js.Nodes)
		}
		if i == 0 {
			first = js
		} else if js.Nodes != first.Nodes || strings.Join(js.Solution, " ") != strings.Join(first.Solution, " ") {
			t.Errorf("run 2: %d nodes, score %d; run 1: %d nodes, score %d, boards equal %v", js.Nodes, js.BestScore,
				first.Nodes, first.BestScore, strings.Join(js.Solution, " ") == strings.Join(first.Solution, " "))
		}
	}
}

// A SAT search stopped before its answer reports no first solution.
func TestEternitySATStoppedHasNoFirstSolution(t *testing.T) {
	code, out, errOut := run("eternity", "solve", benchDir+"brendan1_08x08.txt", "--sat", "--timeout", "50ms", "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (stopped): %s", code, errOut)
	}
	js, _ := readSolveJSON(t, out)
	if js.Solved || js.Complete || js.FirstSolutionMs != 0 || js.ElapsedMs == 0 {
		t.Errorf("solved %v complete %v first %v ms elapsed %v ms: want a stopped search with no first solution",
			js.Solved, js.Complete, js.FirstSolutionMs, js.ElapsedMs)
	}
}
