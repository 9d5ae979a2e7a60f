package resources

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// keyNames are the words the Rules pages name keys by, in English and
// French, each to the key it names (the English word).
var keyNames = map[string]map[string]string{
	"en": {"Space": "Space", "Esc": "Esc", "Enter": "Enter", "Tab": "Tab", "End": "End",
		"Page Up": "Page Up", "Page Down": "Page Down", "Delete": "Delete", "Backspace": "Backspace",
		"arrow": "arrows", "Shift": "Shift", "F11": "F11", "Home": "Home"},
	"fr": {"Espace": "Space", "Échap": "Esc", "Entrée": "Enter", "Tab": "Tab", "Fin": "End",
		"Page préc.": "Page Up", "Page suiv.": "Page Down", "Suppr": "Delete", "Retour arrière": "Backspace",
		"flèche": "arrows", "Maj": "Shift", "F11": "F11", "Début": "Home"},
}

// notKeys are phrases that use a key's word for something else: Home,
// the page of the window; the end of a turn, of the game.
var notKeys = regexp.MustCompile(`(?:to|on|at|from) Home\b|Home (?:page|lists|opens)|Home's|End of|Fin d[ue]`)

// letterKeys are letter keys named alone: "the R key", "la touche R", "(F)".
var letterKeys = regexp.MustCompile(`\b([A-Z]) key\b|touche ([A-Z])\b|\(([A-Z])\)`)

// combos are the keys typed with Ctrl (Ctrl+S, Ctrl+Shift+S, Ctrl+Page Down)
// and the letters typed with Shift, as a page writes them.
var combos = regexp.MustCompile(`Ctrl\+(?:(?:Shift|Maj)\+)?(?:Page (?:Up|Down|préc\.|suiv\.)|Tab|[A-Z0-9])|(?:Shift|Maj)\+[A-Z]\b`)

// keysOf returns the keys page names, by their English names.
func keysOf(page, lang string) []string {
	page = notKeys.ReplaceAllString(page, "")
	seen := map[string]bool{}
	for _, c := range combos.FindAllString(page, -1) {
		for fr, en := range map[string]string{"Maj": "Shift", "Page préc.": "Page Up", "Page suiv.": "Page Down"} {
			c = strings.ReplaceAll(c, fr, en)
		}
		seen[c] = true
	}
	for _, m := range letterKeys.FindAllStringSubmatch(page, -1) {
		seen[m[1]+m[2]+m[3]] = true
	}
	for word, key := range keyNames[lang] {
		if regexp.MustCompile(`(?:^|[^\pL])` + regexp.QuoteMeta(word) + `(?:$|[^\pL]|s\b)`).MatchString(page) {
			seen[key] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// A workspace's Rules pages name the same keys in English and in French:
// a key said in one language and not the other is help one of them lacks.
func TestRulesPagesNameTheSameKeys(t *testing.T) {
	for _, ws := range []string{"home", "weave", "momentum", "dicewars", "eternity", "rikudo"} {
		en, ok1 := Rules(ws, "en")
		fr, ok2 := Rules(ws, "fr")
		if !ok1 || !ok2 {
			t.Fatalf("%s: no Rules page in both languages", ws)
		}
		ke, kf := keysOf(en, "en"), keysOf(fr, "fr")
		for _, k := range ke {
			if !slices.Contains(kf, k) {
				t.Errorf("%s: the English page names %s, the French one does not", ws, k)
			}
		}
		for _, k := range kf {
			if !slices.Contains(ke, k) {
				t.Errorf("%s: the French page names %s, the English one does not", ws, k)
			}
		}
	}
}
