package momentum

import (
	"strings"
	"testing"
)

// A width too large to be a whole number is out of range, where it was
// "expected a whole number, got the number 99999999999999999999".
func TestWidthTooLargeIsOutOfRange(t *testing.T) {
	in := `{"version": 1, "game": "momentum", "options": {"width": 99999999999999999999, "height": 4}}`
	_, _, err := LoadGame(strings.NewReader(in), nil)
	if want := "line 1: options.width: 99999999999999999999 out of range"; err == nil || err.Error() != want {
		t.Errorf("%v, want %q", err, want)
	}
}
