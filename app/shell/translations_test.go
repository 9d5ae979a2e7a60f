package shell

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"plateau/resources"
)

// literalL matches lang.L("...") with a literal argument.
var literalL = regexp.MustCompile(`lang\.L\(("(?:[^"\\]|\\.)*")\)`)

// literalReason matches the format of a game's refusal (games/reason),
// which the app translates as it shows it.
var literalReason = regexp.MustCompile(`reason\.(?:New|Of)\((?:\w+, )?("(?:[^"\\]|\\.)*")`)

// TestEveryUIStringHasAFrenchTranslation scans the app's sources for
// lang.L literals, and the games' for the refusals they give, and checks
// each has an entry in fr.json, so a workspace cannot land with
// untranslated text.
func TestEveryUIStringHasAFrenchTranslation(t *testing.T) {
	fr := readFrench(t)
	app, _ := filepath.Glob("../*/*.go")
	games, _ := filepath.Glob("../../games/*/*.go")
	solvers, _ := filepath.Glob("../../solvers/*/*.go")
	games = append(games, solvers...)
	if len(app) == 0 || len(games) == 0 {
		t.Fatal("no sources found")
	}
	refusals := 0
	for _, f := range append(app, games...) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		found := literalL.FindAllSubmatch(src, -1)
		if strings.HasPrefix(f, "../../") {
			found = literalReason.FindAllSubmatch(src, -1)
			refusals += len(found)
		}
		for _, m := range found {
			key, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if fr[key] == "" {
				t.Errorf("%s: no French for %q", f, key)
			}
		}
	}
	if refusals == 0 {
		t.Error("no refusal found in games/: the pattern no longer matches reason.New")
	}
}

// verb matches a printf verb, with an optional explicit argument index.
var verb = regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?([vTtbcdoOqxXUeEfFgGsp%])`)

// verbs lists the verb letters of a format, sorted: a translation may
// reorder its arguments but must take the same ones.
func verbs(format string) string {
	var letters []string
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[1] != "%" {
			letters = append(letters, m[1])
		}
	}
	sort.Strings(letters)
	return strings.Join(letters, "")
}

// TestFrenchFormatsTakeTheSameArguments: a French format with a verb too
// many, too few or of another kind would print "%!d(MISSING)" on screen.
func TestFrenchFormatsTakeTheSameArguments(t *testing.T) {
	fr := readFrench(t)
	for en, f := range fr {
		if verbs(en) != verbs(f) {
			t.Errorf("%q takes %q, its French %q takes %q", en, verbs(en), f, verbs(f))
		}
	}
}

// readFrench reads the French translations, English key to French.
func readFrench(t *testing.T) map[string]string {
	t.Helper()
	data, err := resources.Translations.ReadFile("translations/fr.json")
	if err != nil {
		t.Fatal(err)
	}
	var fr map[string]string
	if err := json.Unmarshal(data, &fr); err != nil {
		t.Fatalf("fr.json: %v", err)
	}
	return fr
}
