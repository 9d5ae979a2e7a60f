package momentum

import (
	"strings"
	"testing"
)

func TestLongActionQuoteBounded(t *testing.T) {
	in := `{"version": 1, "game": "momentum", "options": {"width": 8, "height": 4}, "seed": 1, "players":["human","human"], "moves": ["` + strings.Repeat("Z", 3000) + `"]}`
	_, _, err := LoadGame(strings.NewReader(in), nil)
	if err == nil {
		t.Fatal("no error")
	}
	if n := len(err.Error()); n > 300 {
		t.Errorf("error of %d bytes quotes the whole action: %.120s...", n, err.Error())
	}
}
