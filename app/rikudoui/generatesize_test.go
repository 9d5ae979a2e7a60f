package rikudoui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	solve "plateau/solvers/rikudo"
)

// Generate on a shape larger than the CLI makes (radius 10) is refused
// before its dialog, in words naming both sizes: on radius 15, read from a
// file, it took 1.4 GB and 80 s.
func TestGenerateRefusesAShapeTooLarge(t *testing.T) {
	for _, tc := range []struct {
		radius  int
		refused bool
	}{
		{3, false},
		{10, false},
		{11, true},
		{15, true},
	} {
		t.Run(fmt.Sprint("radius ", tc.radius), func(t *testing.T) {
			ws := hexagonWorkspace(t, tc.radius)
			ws.generateDialog()
			said, asked := "", false
			for _, o := range dialogObjects(t, ws) {
				if l, ok := o.(*widget.Label); ok {
					said += l.Text
				}
				if b := kit.ButtonOf(o); b != nil && b.Text == "Generate" {
					asked = true
				}
			}
			want := fmt.Sprintf("This shape has %s cells: Generate works on shapes of up to 331", kit.Int(ws.p.N()))
			if refused := strings.Contains(said, want); refused != tc.refused || asked == tc.refused {
				t.Errorf("refused %v, the dialog shown %v; it says %q", refused, asked, said)
			}
			if tc.refused {
				ws.generate(0.3, solve.Level(0), false, 1)
				if ws.status.Busy() {
					t.Error("Generate started on the large shape")
				}
			}
		})
	}
}
