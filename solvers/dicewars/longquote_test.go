package dicewars

import (
	"strings"
	"testing"
)

// A strategy named in a file is quoted short when refused: the app shows
// the refusal in a word-wrapped dialog.
func TestUnknownStrategyQuoteBounded(t *testing.T) {
	for _, name := range []string{strings.Repeat("x", 3000), "expert:" + strings.Repeat("9", 3000), "chaos:" + strings.Repeat("1", 3000)} {
		_, err := New(name, 1)
		if err == nil {
			t.Fatalf("%.20s: no error", name)
		}
		if n := len(err.Error()); n > 200 {
			t.Errorf("error of %d bytes quotes the whole name: %.120s...", n, err.Error())
		}
	}
}
