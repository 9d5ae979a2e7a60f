package rikudo

import (
	"strings"
	"testing"
)

// An error quoting a bad line must stay short; the app shows it
// in a word-wrapped dialog (a 5000-digit line froze the window > 45 s).
func TestLongLineQuoteBounded(t *testing.T) {
	for name, in := range map[string]string{
		"first line":  strings.Repeat("1", 5000) + "\n",
		"second line": "36\n" + strings.Repeat("x7 ", 800) + "\n",
	} {
		_, err := Read(strings.NewReader(in))
		if err == nil {
			t.Fatalf("%s: no error", name)
		}
		if n := len(err.Error()); n > 300 {
			t.Errorf("%s: error of %d bytes quotes the whole line: %.120s...", name, n, err.Error())
		}
	}
}
