package eternity

import (
	"reflect"
	"testing"
)

func TestCellOrderGolden(t *testing.T) {
	tests := []struct {
		o    Order
		w, h int
		want []int
	}{
		{RowScan, 3, 3, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{Diagonal, 3, 3, []int{0, 1, 3, 2, 4, 6, 5, 7, 8}},
		{SpiralIn, 4, 4, []int{0, 1, 2, 3, 7, 11, 15, 14, 13, 12, 8, 4, 5, 6, 10, 9}},
		{SpiralOut, 4, 4, []int{9, 10, 6, 5, 4, 8, 12, 13, 14, 15, 11, 7, 3, 2, 1, 0}},
		{SpiralIn, 4, 3, []int{0, 1, 2, 3, 7, 11, 10, 9, 8, 4, 5, 6}},
		// quarters 2x2: top-left from (0,0) east, top-right from (3,0)
		// south, bottom-right from (3,3) west, bottom-left from (0,3) north
		{QuadSpiral, 4, 4, []int{0, 1, 5, 4, 3, 7, 6, 2, 15, 14, 10, 11, 12, 8, 9, 13}},
	}
	for _, tc := range tests {
		if got := cellOrder(tc.o, tc.w, tc.h); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%v %dx%d: %v, want %v", tc.o, tc.w, tc.h, got, tc.want)
		}
	}
}

// Every order visits every cell once; every cell but the first touches an
// earlier one, except where quad-spiral starts a quarter.
func TestCellOrderCovers(t *testing.T) {
	for _, o := range Orders() {
		for _, sz := range [][2]int{{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {3, 7}, {8, 5}, {16, 16}} {
			w, h := sz[0], sz[1]
			order := cellOrder(o, w, h)
			seen := make([]bool, w*h)
			for i, c := range order {
				if seen[c] {
					t.Fatalf("%v %dx%d: cell %d twice", o, w, h, c)
				}
				seen[c] = true
				x, y := c%w, c/w
				touches := (x > 0 && seen[c-1]) || (x < w-1 && seen[c+1]) || (y > 0 && seen[c-w]) || (y < h-1 && seen[c+w])
				if i > 0 && !touches && o != QuadSpiral {
					t.Errorf("%v %dx%d: cell %d at %d touches no earlier cell", o, w, h, c, i)
				}
			}
			if len(order) != w*h {
				t.Errorf("%v %dx%d: %d cells", o, w, h, len(order))
			}
		}
	}
}

func TestParseNames(t *testing.T) {
	for _, o := range Orders() {
		if got, err := ParseOrder(o.String()); err != nil || got != o {
			t.Errorf("order %v: %v %v", o, got, err)
		}
	}
	for v := VarScan; v <= VarPessimistic; v++ {
		if got, err := ParseVar(v.String()); err != nil || got != v {
			t.Errorf("var %v: %v %v", v, got, err)
		}
	}
	for v := ValLexi; v <= ValPessimistic; v++ {
		if got, err := ParseVal(v.String()); err != nil || got != v {
			t.Errorf("val %v: %v %v", v, got, err)
		}
	}
	for m := BruteForce; m <= BoCo; m++ {
		if got, err := ParseModel(m.String()); err != nil || got != m {
			t.Errorf("model %v: %v %v", m, got, err)
		}
	}
	for _, bad := range []func() error{
		func() error { _, err := ParseOrder("zigzag"); return err },
		func() error { _, err := ParseVar(""); return err },
		func() error { _, err := ParseVal("random"); return err },
		func() error { _, err := ParseModel("sat"); return err },
		func() error { return Config{Corolle: 3}.Validate() },
		func() error { return Config{Order: 9}.Validate() },
	} {
		if bad() == nil {
			t.Error("a bad name or field was accepted")
		}
	}
	if s := (Config{Order: SpiralIn, Var: VarPessimistic, Model: BoCo, Corolle: 2}).String(); s != "spiral-in pessimistic/lexi boco corolle 2" {
		t.Errorf("String %q", s)
	}
}
