package reason

import (
	"errors"
	"fmt"
	"testing"
)

var errIllegal = errors.New("illegal action")

func french(format string) string {
	return map[string]string{
		"cell %d already has two bridges": "la case %d a déjà deux ponts",
		"%d and %d are not neighbours":    "%[2]d et %[1]d ne sont pas voisines",
		"a bad translation %d":            "une traduction fausse %s %d",
	}[format]
}

func TestIn(t *testing.T) {
	tests := []struct {
		name    string
		err     error
		english string
		french  string
	}{
		{"nil", nil, "", ""},
		{"plain error", errors.New("disk full"), "disk full", "disk full"},
		{"refusal", New("cell %d already has two bridges", 3), "cell 3 already has two bridges", "la case 3 a déjà deux ponts"},
		{"reordered arguments", New("%d and %d are not neighbours", 1, 2), "1 and 2 are not neighbours", "2 et 1 ne sont pas voisines"},
		{"wrapped with context", fmt.Errorf("puzzle.txt: %w", New("cell %d already has two bridges", 7)),
			"puzzle.txt: cell 7 already has two bridges", "puzzle.txt: la case 7 a déjà deux ponts"},
		{"untranslated format", New("no such thing %d", 1), "no such thing 1", "no such thing 1"},
		{"translation with wrong verbs", New("a bad translation %d", 1), "a bad translation 1", "a bad translation 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := In(tc.err, func(f string) string { return f }); got != tc.english {
				t.Errorf("English: %q, want %q", got, tc.english)
			}
			fr := func(f string) string {
				if s := french(f); s != "" {
					return s
				}
				return f
			}
			if got := In(tc.err, fr); got != tc.french {
				t.Errorf("French: %q, want %q", got, tc.french)
			}
		})
	}
}

func TestKind(t *testing.T) {
	err := fmt.Errorf("%s x3: %w", errIllegal, Of(errIllegal, "(%d,%d) holds no wall", 3, 4))
	if !errors.Is(err, errIllegal) {
		t.Error("errors.Is does not find the refusal's kind")
	}
	if got, want := err.Error(), "illegal action x3: (3,4) holds no wall"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if errors.Is(New("x"), errIllegal) {
		t.Error("a refusal of no kind is of every kind")
	}
}
