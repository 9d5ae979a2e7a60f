package eternity

import (
	"context"
	"errors"
	"testing"

	"plateau/games/eternity/eternitytest"
)

// The refusals of a setting are of its kind, for the caller to name the
// setting; an opening that does not fit is ErrUnits, found as it is tried.
func TestSettingRefusalKinds(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	var units []Opening
	if _, _, err := Openings(context.Background(), p, Options{Config: Default}, 3, 0, func(o Opening) bool {
		units = append(units, o)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	// an opening placing its first piece twice
	twice := []Opening{append(Opening{}, units[0]...)}
	twice[0][2] = Placed{Cell: twice[0][2].Cell, Placement: twice[0][0].Placement}
	pessimistic := Default
	pessimistic.Var = VarPessimistic
	tests := []struct {
		name string
		o    Options
		want error
	}{
		{"finale off the scan", Options{Config: pessimistic, Finale: 4}, ErrFinale},
		{"finale past the board", Options{Config: Default, Finale: 30}, ErrFinale},
		{"openings past the board", Options{Config: Default, Openings: 100}, ErrDepth},
		{"openings deeper than the cells before the finale", Options{Config: Default, Units: units, Finale: 12}, ErrUnits},
		{"an opening with a piece twice", Options{Config: Default, Units: twice}, ErrUnits},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewSearchContext(context.Background(), p, tc.o)
			if err == nil {
				_, err = s.Run(context.Background())
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("%v, want an error of kind %v", err, tc.want)
			}
		})
	}
	if _, _, err := Openings(context.Background(), p, Options{Config: Default}, 100, 0, func(Opening) bool { return true }); !errors.Is(err, ErrDepth) {
		t.Errorf("Openings at depth 100: %v, want ErrDepth", err)
	}
}
