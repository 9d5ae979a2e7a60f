package cli

import (
	"os"
	"path/filepath"
	"testing"

	"plateau/app/localeenv"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// rikudo gen --pdf prints on the paper --paper names, or without it on
// the locale's, both pages, as pdfinfo reads them.
func TestRikudoGenPaper(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		flag string
		want paint.Paper
	}{{"letter", paint.Letter}, {"A4", paint.A4}, {"", paint.PaperFor(localeenv.Region())}} {
		pdf := filepath.Join(dir, "book-"+tc.flag+".pdf")
		args := []string{"rikudo", "gen", "--radius", "3", "--seed", "2", "-o", filepath.Join(dir, "g.txt"), "--pdf", pdf}
		if tc.flag != "" {
			args = append(args, "--paper", tc.flag)
		}
		if code, _, errOut := run(args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		b, err := os.ReadFile(pdf)
		if err != nil {
			t.Fatal(err)
		}
		w, h := tc.want.Size()
		if got := painttest.PDFPageSizes(b); len(got) != 2 || got[0] != [2]float64{w, h} || got[1] != got[0] {
			t.Errorf("--paper %q: pages %v, want two of %vx%v", tc.flag, got, w, h)
		}
	}
}
