package paint

import "testing"

// The papers' sizes in points, their codes both ways, and which paper a
// locale's country prints on.
func TestPaper(t *testing.T) {
	for _, tc := range []struct {
		p          Paper
		code       string
		w, h       float64
		printW, pH float64
	}{
		{A4, "a4", 595.28, 841.89, 510.24, 756.85},
		{Letter, "letter", 612, 792, 526.96, 706.96},
	} {
		if w, h := tc.p.Size(); w != tc.w || h != tc.h {
			t.Errorf("%v is %vx%v points, want %vx%v", tc.p, w, h, tc.w, tc.h)
		}
		if d := tc.p.PrintWidth() - tc.printW; d > 0.01 || d < -0.01 {
			t.Errorf("%v prints %v wide, want %v", tc.p, tc.p.PrintWidth(), tc.printW)
		}
		if d := tc.p.PrintHeight() - tc.pH; d > 0.01 || d < -0.01 {
			t.Errorf("%v prints %v high, want %v", tc.p, tc.p.PrintHeight(), tc.pH)
		}
		if tc.p.String() != tc.code {
			t.Errorf("%d is coded %q, want %q", tc.p, tc.p, tc.code)
		}
		for _, s := range []string{tc.code, map[string]string{"a4": "A4", "letter": "Letter"}[tc.code]} {
			if p, err := ParsePaper(s); err != nil || p != tc.p {
				t.Errorf("ParsePaper(%q) = %v, %v", s, p, err)
			}
		}
	}
	for _, bad := range []string{"", "a3", "legal", "letters"} {
		if _, err := ParsePaper(bad); err == nil {
			t.Errorf("ParsePaper(%q) accepted", bad)
		}
	}
	for region, want := range map[string]Paper{"US": Letter, "ca": Letter, "MX": Letter, "PH": Letter, "CL": Letter, "FR": A4, "GB": A4, "DE": A4, "": A4, "ES": A4} {
		if got := PaperFor(region); got != want {
			t.Errorf("PaperFor(%q) = %v, want %v", region, got, want)
		}
	}
}
