package weave

import (
	"strings"
	"testing"
)

// A refusal of a lattice file names the point and the field, and calls a
// number too large out of range, in the words of the reader's own checks:
// it said "array: integer out of range", "array: want an integer" or
// "want true or false" of no field, and "want the fields …" of a file
// missing one.
func TestRefusalNamesPointAndField(t *testing.T) {
	const head = `{"rule":"seed","main":"D1","points":[{"n":1,"p":[0,0,0],"free":true},`
	for _, tc := range []struct{ name, in, want string }{
		{"too large", head + `{"n":2,"p":[0,0,99999999999999999999],"free":true}],"links":[]}`, "line 1: P2: coordinate 99999999999999999999 out of range (±1073741824)"},
		{"negative", head + `{"n":2,"p":[-99999999999999999999,0,0],"free":true}],"links":[]}`, "line 1: P2: coordinate -99999999999999999999 out of range (±1073741824)"},
		{"not whole", head + `{"n":2,"p":[0,0,1.5],"free":true}],"links":[]}`, "line 1: P2: coordinates: want an integer"},
		{"free", head + `{"n":2,"p":[0,0,1],"free":"yes"}],"links":[]}`, "line 1: P2: free: want true or false"},
		{"link", head + `{"n":2,"p":[0,0,1],"free":true}],"links":[[1,2.5]]}`, "line 1: link 1: want an integer"},
		{"no links", `{"rule":"seed","main":"D1","points":[{"n":1,"p":[0,0,0],"free":true}]}`, `not a lattice file: no field "links" (a lattice has "rule", "main", "points" and "links")`},
		{"no rule", `{"main":"D1","points":[],"links":[]}`, `not a lattice file: no field "rule"`},
	} {
		_, err := ReadJSON(strings.NewReader(tc.in))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
