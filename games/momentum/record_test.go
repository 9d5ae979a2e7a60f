package momentum

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// randomGame plays n random actions (fewer if the game ends).
func randomGame(t testing.TB, o Options, seed uint64, n int) *Game {
	t.Helper()
	g, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	buf := make([]Action, 0, g.MaxActions())
	for i := 0; i < n && !g.Over(); i++ {
		legal := g.LegalActions(buf)
		mustApply(t, g, legal[rng.IntN(len(legal))])
	}
	return g
}

func TestRecordRoundTrip(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		g := randomGame(t, DefaultOptions(), seed, 1000)
		var b bytes.Buffer
		rec := g.Record(seed)
		rec.Players = []string{"human", "search:5"}
		if err := rec.Write(&b); err != nil {
			t.Fatal(err)
		}
		back, rec2, err := LoadGame(&b, nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if rec2.Seed != seed || rec2.Players[1] != "search:5" {
			t.Errorf("seed %d: record fields %+v", seed, rec2)
		}
		if d := diffState(g, back); d != "" {
			t.Fatalf("seed %d: replayed game differs: %s", seed, d)
		}
	}
}

func TestRecordCustomStart(t *testing.T) {
	g := mustGame(t, []string{
		"........",
		".A1.....",
		".....1B.",
		"........"}, 2, 3, 2)
	mustApply(t, g, Move(W), Destroy(2, 1))
	var b bytes.Buffer
	if err := g.Record(9).Write(&b); err != nil {
		t.Fatal(err)
	}
	back, _, err := LoadGame(&b, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := diffState(g, back); d != "" {
		t.Fatalf("replayed game differs: %s", d)
	}
}

func TestRecordErrors(t *testing.T) {
	tests := []struct {
		name, file, want string
	}{
		{"not json", "hello", "line 1"},
		{"wrong game", `{"version":1,"game":"chess","options":{},"moves":[]}`, `"chess"`},
		{"wrong version", `{"version":2,"game":"momentum","options":{},"moves":[]}`, "version 2"},
		{"bad option", `{"version":1,"game":"momentum","options":{"width":3},"moves":[]}`, "board width 3"},
		{"bad range", `{"version":1,"game":"momentum","options":{"build_range":"far"},"moves":[]}`, "build range"},
		{"bad action", `{"version":1,"game":"momentum","options":{},"moves":["E","Q"]}`, `"Q"`},
		{"bad action on line 3", "{\"version\":1,\"game\":\"momentum\",\n\"moves\":[\"E\",\n\"Q\"]}", `line 3: action "Q"`},
		{"bad build range on line 2", "{\"version\":1,\"game\":\"momentum\",\n\"options\":{\"build_range\":\"far\"}}", "line 2: "},
		{"illegal move", `{"version":1,"game":"momentum","options":{},"moves":["E","W","x3,3"]}`, "move 3 (x3,3)"},
		{"moves after the end", `{"version":1,"game":"momentum","options":{},"moves":["W","W","+1,1","+5,1","E","N","S"]}`, "move 7 (S): the game is over"},
		{"unknown field", `{"version":1,"game":"momentum","options":{},"moves":[],"colour":1}`, "colour"},
		{"trailing data", `{"version":1,"game":"momentum","options":{},"moves":[]} {}`, "after the JSON"},
		{"type error on line 3", "{\"version\":1,\n\"game\":\"momentum\",\n\"seed\":\"x\"}", "line 3"},
		{"unknown option on line 3", "{\"version\":1,\"game\":\"momentum\",\n\"options\":{\n\"widht\":12}}", "line 3: unknown field \"widht\""},
		{"option of the wrong type on line 4", "{\"version\":1,\n\"game\":\"momentum\",\n\"options\":{\n\"turn_limit\":\"200\"}}", "line 4"},
		{"bad start", `{"version":1,"game":"momentum","options":{},"start":{"walls":[1]},"moves":[]}`, "walls"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := LoadGame(strings.NewReader(tc.file), nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want it to mention %q", err, tc.want)
			}
		})
	}
	_, _, err := LoadGame(strings.NewReader(`{"version":1,"game":"momentum","options":{},"moves":["E","W","x3,3"]}`), nil)
	if !errors.Is(err, ErrIllegal) {
		t.Errorf("illegal move error %v does not wrap ErrIllegal", err)
	}
}

// A game file may name only the options it changes, or none.
func TestRecordOptionsDefault(t *testing.T) {
	for file, want := range map[string]Options{
		`{"version":1,"game":"momentum","moves":["E"]}`:                        DefaultOptions(),
		`{"version":1,"game":"momentum","options":null,"moves":[]}`:            DefaultOptions(),
		`{"version":1,"game":"momentum","options":{"width":12},"moves":["E"]}`: {Width: 12, Height: 4, StartMomentum: 1, BuildRange: Neighbours, TurnLimit: 200},
	} {
		g, _, err := LoadGame(strings.NewReader(file), nil)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if got := g.Options(); got != want {
			t.Errorf("%s: options %+v, want %+v", file, got, want)
		}
	}
}

// lineRE finds the lines an error names.
var lineRE = regexp.MustCompile(`^line (\d+): `)

// FuzzLoadGame: no input makes the loader panic, a refusal names a line of
// the file or none, and whatever loads saves and loads again to the same
// game.
func FuzzLoadGame(f *testing.F) {
	f.Add(`{"version":1,"game":"momentum","options":{},"moves":["E","W","+1,0","+5,2"]}`)
	f.Add(`{"version":1,"game":"momentum","options":{"width":4,"height":4,"build_range":"anywhere"},"moves":["S"]}`)
	f.Add(`{"version":1,"game":"momentum","options":{},"start":{"walls":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"players":[{"X":1,"Y":1},{"X":5,"Y":2}],"momentum":[2,2],"turn":2},"moves":["SW"]}`)
	var b bytes.Buffer
	_ = randomGame(f, DefaultOptions(), 3, 60).Record(3).Write(&b)
	f.Add(b.String())
	f.Add("{\"version\":1,\"game\":\"momentum\",\n\"players\":[\"human\",\n\"bogus\"],\"moves\":[\"E\",\n\"NE\"]}")
	f.Add("{\"version\":1,\"game\":\"momentum\",\"moves\":[\"E\",\n\"W\", \"x3,3\"]}\n]")
	f.Fuzz(func(t *testing.T, s string) {
		g, _, err := LoadGame(strings.NewReader(s), seatCheck)
		if err != nil {
			// a line named is one of the file's
			for _, m := range lineRE.FindAllStringSubmatch(err.Error(), -1) {
				if n, _ := strconv.Atoi(m[1]); n < 1 || n > 1+strings.Count(s, "\n") {
					t.Fatalf("%v: no such line in a file of %d", err, 1+strings.Count(s, "\n"))
				}
			}
			return
		}
		var out bytes.Buffer
		if err := g.Record(0).Write(&out); err != nil {
			t.Fatalf("loaded game does not save: %v", err)
		}
		back, _, err := LoadGame(&out, nil)
		if err != nil {
			t.Fatalf("saved game does not load: %v", err)
		}
		if d := diffState(g, back); d != "" {
			t.Fatalf("reload differs: %s", d)
		}
	})
}

// TestSampleGame: the sample the workspace offers replays to its result.
func TestSampleGame(t *testing.T) {
	f, err := os.Open("../../resources/samples/momentum_demo.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, rec, err := LoadGame(f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Result().String() != rec.Result {
		t.Errorf("sample ends with %v, file says %q", g.Result(), rec.Result)
	}
}
