package resources

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"testing"
)

// A translations file names each text once: encoding/json keeps the last
// of two entries silently, so an edit to the first did nothing (fr.json
// had "Export the board as a picture or a PDF to print" twice).
func TestTranslationsHaveNoDuplicateKeys(t *testing.T) {
	names, err := fs.Glob(Translations, "translations/*.json")
	if err != nil || len(names) == 0 {
		t.Fatalf("no translations: %v", err)
	}
	for _, name := range names {
		data, err := Translations.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range duplicateKeys(t, data) {
			t.Errorf("%s: %q twice", name, key)
		}
	}
}

// duplicateKeys are the keys named more than once in data, a flat JSON
// object of strings as a translations file is.
func duplicateKeys(t *testing.T, data []byte) []string {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(data))
	if tok, err := d.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("not a JSON object: %v %v", tok, err)
	}
	seen := map[string]bool{}
	var twice []string
	for d.More() {
		key, err := d.Token()
		if err != nil {
			t.Fatal(err)
		}
		var value string
		if err := d.Decode(&value); err != nil {
			t.Fatalf("%q: %v", key, err)
		}
		k := key.(string)
		if seen[k] {
			twice = append(twice, k)
		}
		seen[k] = true
	}
	return twice
}
