package momentum

import (
	"encoding/json"
	"testing"
)

func TestActionNotation(t *testing.T) {
	tests := []struct {
		a    Action
		text string
	}{
		{Move(N), "N"}, {Move(NE), "NE"}, {Move(SW), "SW"}, {Move(NW), "NW"},
		{Destroy(3, 2), "x3,2"}, {Build(0, 63), "+0,63"}, {Build(63, 0), "+63,0"},
	}
	for _, tc := range tests {
		if got := tc.a.String(); got != tc.text {
			t.Errorf("%#x: %q, want %q", uint16(tc.a), got, tc.text)
		}
		back, err := ParseAction(tc.text)
		if err != nil || back != tc.a {
			t.Errorf("parse %q: %v %v, want %v", tc.text, back, err, tc.a)
		}
	}
	for _, bad := range []string{"", "n", "NNE", "x3", "x3,", "x,3", "+3,2,1", "x-1,2", "+64,0", "y3,2", "x 3,2", "+3,+2", "x03,2x"} {
		if a, err := ParseAction(bad); err == nil {
			t.Errorf("parse %q: %v, want an error", bad, a)
		}
	}
	for _, junk := range []Action{0, 0x1008, 0x4000, 0xffff} {
		if junk.Kind() != KindNone {
			t.Errorf("%#x: kind %v, want none", uint16(junk), junk.Kind())
		}
		if _, err := json.Marshal(junk); err == nil {
			t.Errorf("%#x marshalled", uint16(junk))
		}
	}
}

func TestOptionsValidate(t *testing.T) {
	ok := DefaultOptions()
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := []func(*Options){
		func(o *Options) { o.Width = 3 },
		func(o *Options) { o.Height = 3 },
		func(o *Options) { o.Width = MaxSize + 1 },
		func(o *Options) { o.StartMomentum = 0 },
		func(o *Options) { o.BuildRange = 2 },
		func(o *Options) { o.TurnLimit = 0 },
		func(o *Options) { o.TurnLimit = MaxTurnLimit + 1 },
	}
	for i, f := range bad {
		o := DefaultOptions()
		f(&o)
		if err := o.Validate(); err == nil {
			t.Errorf("case %d: %+v validated", i, o)
		}
		if _, err := New(o); err == nil {
			t.Errorf("case %d: New accepted %+v", i, o)
		}
	}
}

func TestFromPositionRejects(t *testing.T) {
	o, good := board(t, []string{
		"........",
		".A......",
		"........",
		"......B."}, 1, 1, 1)
	if _, err := FromPosition(o, good); err != nil {
		t.Fatal(err)
	}
	bad := map[string]func(p *Position){
		"short walls":      func(p *Position) { p.Walls = p.Walls[:5] },
		"negative wall":    func(p *Position) { p.Walls[3] = -1 },
		"wall on a camp":   func(p *Position) { p.Walls[0] = 1 },
		"player on a wall": func(p *Position) { p.Walls[9] = 2 },
		"player off board": func(p *Position) { p.Players[P2] = Cell{8, 0} },
		"player in a camp": func(p *Position) { p.Players[P1] = Cell{0, 0} },
		"players together": func(p *Position) { p.Players[P2] = p.Players[P1] },
		"zero momentum":    func(p *Position) { p.Momentum[P2] = 0 },
		"turn 0":           func(p *Position) { p.Turn = 0 },
		"turn past limit":  func(p *Position) { p.Turn = o.TurnLimit + 1 },
	}
	for name, f := range bad {
		p := good
		p.Walls = append([]int(nil), good.Walls...)
		f(&p)
		if _, err := FromPosition(o, p); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// FuzzParseAction: the notation parser never panics, and what it accepts
// prints back to an equivalent action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"N", "NW", "x3,2", "+0,63", "x-1,0", "+1,2,3", "x99999999999999999999,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		back, err := ParseAction(a.String())
		if err != nil || back != a {
			t.Fatalf("%q -> %v -> %v (%v)", s, a, back, err)
		}
	})
}
