package reason

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

var errIllegal = errors.New("illegal action")

func french(format string) string {
	return map[string]string{
		"cell %d already has two bridges": "la case %d a déjà deux ponts",
		"%d and %d are not neighbours":    "%[2]d et %[1]d ne sont pas voisines",
		"a bad translation %d":            "une traduction fausse %s %d",
		"line %d: %v":                     "ligne %d : %v",
		"expected %d colours, got %d":     "%[2]d couleurs au lieu de %[1]d",
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
		{"at a line", At(3, New("expected %d colours, got %d", 4, 3)),
			"line 3: expected 4 colours, got 3", "ligne 3 : 3 couleurs au lieu de 4"},
		{"at a line, in a file", fmt.Errorf("a.txt: %w", At(12, New("cell %d already has two bridges", 2))),
			"a.txt: line 12: cell 2 already has two bridges", "a.txt: ligne 12 : la case 2 a déjà deux ponts"},
		{"at no line", At(0, New("cell %d already has two bridges", 5)), "cell 5 already has two bridges", "la case 5 a déjà deux ponts"},
		{"at a line, the refusal untranslated", At(2, New("no such thing %d", 1)), "line 2: no such thing 1", "ligne 2 : no such thing 1"},
		{"translation with wrong verbs", New("a bad translation %d", 1), "a bad translation 1", "a bad translation 1"},
		{"at a line, the refusal wrapped", At(4, wrapper{New("cell %d already has two bridges", 6)}),
			"line 4: cell 6 already has two bridges", "ligne 4 : la case 6 a déjà deux ponts"},
		{"at a line, the refusal wrapped with context", At(5, fmt.Errorf("move 2: %w", New("cell %d already has two bridges", 1))),
			"line 5: move 2: cell 1 already has two bridges", "ligne 5 : move 2: la case 1 a déjà deux ponts"},
		{"at a line, a plain error", At(6, errors.New("disk full")), "line 6: disk full", "ligne 6 : disk full"},
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

// wrapper is an error that wraps another, as a decoder's marks the error
// of an UnmarshalJSON method with its place: a type of its own, which In
// cannot mistake for a refusal.
type wrapper struct{ err error }

func (w wrapper) Error() string { return w.err.Error() }
func (w wrapper) Unwrap() error { return w.err }

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

// TestAtKeepsTheKind: a refusal placed at a line is still of its kind,
// and the placing leaves the refusal's own arguments as they were.
func TestAtKeepsTheKind(t *testing.T) {
	inner := Of(errIllegal, "(%d,%d) holds no wall", 3, 4)
	err := At(7, inner)
	if !errors.Is(err, errIllegal) {
		t.Error("errors.Is does not find the kind through At")
	}
	In(err, french)
	if a := err.(*Error).Args[1]; a != inner {
		t.Errorf("translating replaced the placed refusal by %v", a)
	}
}

func TestClip(t *testing.T) {
	long := strings.Repeat("1", 5000)
	for _, tc := range []struct{ name, in, want string }{
		{"short", "abc", "abc"},
		{"forty", long[:40], long[:40]},
		{"long", long, long[:40] + "..."},
		{"runes", strings.Repeat("é", 41), strings.Repeat("é", 40) + "..."},
	} {
		if got := Clip(tc.in); got != tc.want {
			t.Errorf("%s: Clip = %q, want %q", tc.name, got, tc.want)
		}
	}
}
