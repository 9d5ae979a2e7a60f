package kit

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

type keptChoices struct {
	Level int      `json:"level"`
	Names []string `json:"names"`
	Tick  bool     `json:"tick"`
}

// A value stored comes back; a value the preferences cannot give (none,
// not JSON, of another shape, refused by the check) gives the defaults,
// and a field the kept value lacks, or holds with another type, keeps the
// default's.
func TestLoadJSON(t *testing.T) {
	def := keptChoices{Level: 2, Names: []string{"a", "b"}}
	// the check brings the level into 0..4, and refuses a value without names
	check := func(v *keptChoices) bool {
		v.Level = Clamp(v.Level, 0, 4)
		return len(v.Names) > 0
	}
	for _, tc := range []struct {
		name, kept string
		want       keptChoices
	}{
		{"nothing kept", "", def},
		{"kept", `{"level":3,"names":["x"],"tick":true}`, keptChoices{3, []string{"x"}, true}},
		{"an older value, without tick", `{"level":1,"names":["x"]}`, keptChoices{1, []string{"x"}, false}},
		{"a field it lacks keeps the default's", `{"tick":true}`, keptChoices{2, []string{"a", "b"}, true}},
		{"out of range, brought back", `{"level":99,"names":["x"]}`, keptChoices{4, []string{"x"}, false}},
		{"refused by the check", `{"names":[]}`, def},
		{"not JSON", `{"level":`, def},
		{"another shape", `{"level":"high"}`, def},
		{"a field of another type keeps the default's, the others are read", `{"level":"high","names":["x"],"tick":true}`, keptChoices{2, []string{"x"}, true}},
		{"a list with an item of another type keeps the default's whole", `{"level":3,"names":["x",7]}`, keptChoices{3, []string{"a", "b"}, false}},
		{"another type", `[1,2]`, def},
		{"null", `null`, def},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prefs := test.NewTempApp(t).Preferences()
			if tc.kept != "" {
				prefs.SetString("test.choices", tc.kept)
			}
			got := LoadJSON(prefs, "test.choices", def, check)
			if got.Level != tc.want.Level || got.Tick != tc.want.Tick || !slices.Equal(got.Names, tc.want.Names) {
				t.Errorf("%s read as %+v, want %+v", tc.kept, got, tc.want)
			}
			if !slices.Equal(def.Names, []string{"a", "b"}) {
				t.Errorf("reading %s wrote into the default's names: %v", tc.kept, def.Names)
			}
		})
	}
}

// What StoreJSON keeps, LoadJSON reads back, in a new reading of the same
// preferences (as the next start does).
func TestStoreJSONThenLoad(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	want := keptChoices{Level: 4, Names: []string{"expert", "chaos"}, Tick: true}
	StoreJSON(prefs, "test.choices", want)
	got := LoadJSON(prefs, "test.choices", keptChoices{}, nil)
	if got.Level != want.Level || got.Tick != want.Tick || !slices.Equal(got.Names, want.Names) {
		t.Errorf("stored %+v, read %+v", want, got)
	}
}
