package shell

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"plateau/resources"
)

// literalL matches lang.L("...") with a literal argument.
var literalL = regexp.MustCompile(`lang\.L\(("(?:[^"\\]|\\.)*")\)`)

// TestEveryUIStringHasAFrenchTranslation scans the app's sources for
// lang.L literals and checks each has an entry in fr.json, so a workspace
// cannot land with untranslated text.
func TestEveryUIStringHasAFrenchTranslation(t *testing.T) {
	data, err := resources.Translations.ReadFile("translations/fr.json")
	if err != nil {
		t.Fatal(err)
	}
	var fr map[string]string
	if err := json.Unmarshal(data, &fr); err != nil {
		t.Fatalf("fr.json: %v", err)
	}
	files, _ := filepath.Glob("../*/*.go")
	if len(files) == 0 {
		t.Fatal("no sources found")
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literalL.FindAllSubmatch(src, -1) {
			key, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if fr[key] == "" {
				t.Errorf("%s: no French for %q", f, key)
			}
		}
	}
}
