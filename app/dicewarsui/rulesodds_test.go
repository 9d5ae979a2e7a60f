package dicewarsui

import (
	"os"
	"regexp"
	"strings"
	"testing"

	dw "plateau/games/dicewars"
)

// TestRulesOddsTableIsWhatTheMapShows: the Rules page's table of the chance
// of winning (n dice against m) says what the map writes on a target.
func TestRulesOddsTableIsWhatTheMapShows(t *testing.T) {
	for _, page := range []string{"../../resources/rules/dicewars.en.md", "../../resources/rules/dicewars.fr.md"} {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		row := regexp.MustCompile(`(?m)^\| \*\*(\d)\*\* \|(.*)\|$`)
		for _, m := range row.FindAllStringSubmatch(string(b), -1) {
			n := int(m[1][0] - '0')
			for i, cell := range strings.Split(m[2], "|") {
				want := strings.ReplaceAll(strings.TrimSpace(cell), " ", "")
				got := strings.TrimSuffix(percent(dw.WinProbability(n, i+1)), "%")
				if got != want {
					t.Errorf("%s: %d dice against %d: the page says %s, the map shows %s%% (%.2f%%)", page, n, i+1, want, got, 100*dw.WinProbability(n, i+1))
				}
			}
		}
	}
}
