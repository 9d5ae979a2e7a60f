package eternity

import (
	"strings"
	"testing"
)

// A refusal quoting a long value of a file stays short: the app shows it
// in a word-wrapped dialog, which a 5000-character word froze.
func TestLongQuoteBounded(t *testing.T) {
	long := strings.Repeat("Z", 3000)
	for _, tc := range []struct {
		name string
		read func() error
	}{
		{"format", func() error {
			_, err := ReadJSON(strings.NewReader(`{"format": "` + long + `", "version": 1, "width": 3, "height": 3}`))
			return err
		}},
		{"header", func() error {
			_, _, err := ReadPlain(strings.NewReader(long + " 3\n"))
			return err
		}},
	} {
		err := tc.read()
		if err == nil {
			t.Fatalf("%s: no error", tc.name)
		}
		if n := len(err.Error()); n > 300 {
			t.Errorf("%s: error of %d bytes quotes the whole value: %.120s...", tc.name, n, err.Error())
		}
	}
}
