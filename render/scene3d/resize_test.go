package scene3d

import "testing"

// resize reuses an array large enough, but lets go of one far larger than
// needed (a lattice of millions of points replaced by a small one kept
// hundreds of megabytes), unless it is small.
func TestResizeLetsGoOfHugeArrays(t *testing.T) {
	for _, tc := range []struct {
		capacity, n int
		reused      bool
	}{
		{100, 50, true},
		{100, 200, false},                   // too small
		{keepSmall, 1, true},                // small: kept whatever n
		{3_000_000, 1, false},               // huge for one: let go
		{3_000_000, 800_000, true},          // less than four times: kept
		{3_000_000, 3_000_000/4 - 1, false}, // more than four times: let go
	} {
		s := make([]int32, 0, tc.capacity)
		got := resize(s, tc.n)
		if len(got) != tc.n {
			t.Fatalf("cap %d, n %d: length %d", tc.capacity, tc.n, len(got))
		}
		if reused := cap(got) == tc.capacity; reused != tc.reused {
			t.Errorf("cap %d, n %d: reused %v (cap now %d), want %v", tc.capacity, tc.n, reused, cap(got), tc.reused)
		}
	}
}
