package stopctx

import "testing"

func TestAt(t *testing.T) {
	for _, tc := range []struct {
		at, looks     int64
		wantCancelled bool
		wantAfter     int64
		cancelByHand  bool
	}{
		{at: 3, looks: 2, wantCancelled: false, wantAfter: 0},
		{at: 3, looks: 3, wantCancelled: true, wantAfter: 1},
		{at: 3, looks: 5, wantCancelled: true, wantAfter: 3},
		{at: 0, looks: 5, wantCancelled: false, wantAfter: 0},
		{at: -1, looks: 2, wantCancelled: true, wantAfter: 2, cancelByHand: true},
	} {
		c := At(tc.at)
		var seen []int64
		c.OnLook = func(n int64) { seen = append(seen, n) }
		if tc.cancelByHand {
			c.Cancel()
		}
		var err error
		for range tc.looks {
			err = c.Err()
		}
		if (err != nil) != tc.wantCancelled || c.Looks() != tc.looks || c.After() != tc.wantAfter || int64(len(seen)) != tc.looks || seen[len(seen)-1] != tc.looks {
			t.Errorf("at %d, %d looks: err %v, looks %d, after %d, seen %v", tc.at, tc.looks, err, c.Looks(), c.After(), seen)
		}
		if tc.wantCancelled && c.Done() == nil {
			t.Errorf("at %d: no Done channel", tc.at)
		}
	}
}
