package kit

import "testing"

func TestHuman(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		want string
	}{
		{0, "0"},
		{999, "999"},
		{1000, "1.0k"},
		{145_800, "145.8k"},
		{1_741_102, "1.7M"},
		{80.6e9, "80.60G"},
	} {
		if got := Human(tc.v); got != tc.want {
			t.Errorf("Human(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}
