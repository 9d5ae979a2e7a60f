package eternity

import (
	"strings"
	"testing"
)

// A board side too large to be a number is out of range, in the words of
// the size check, where it was called no number ("expected the board size
// `W H` as two numbers, got "99999999999999999999"").
func TestSideTooLargeIsOutOfRange(t *testing.T) {
	const huge = "99999999999999999999"
	for _, tc := range []struct {
		name string
		read func() error
		want string
	}{
		{"plain width", func() error { _, _, err := ReadPlain(strings.NewReader(huge + " 3\n")); return err },
			"line 1: board width " + huge + " out of range: each side must be 3..30"},
		{"plain height", func() error { _, _, err := ReadPlain(strings.NewReader("3 -" + huge + "\n")); return err },
			"line 1: board height -" + huge + " out of range: each side must be 3..30"},
		{"link", func() error {
			_, err := ReadLink(strings.NewReader("https://e2.bucas.name/#board_w=" + huge))
			return err
		},
			"board_w " + huge + " out of range: each side must be 3..30"},
	} {
		if err := tc.read(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
