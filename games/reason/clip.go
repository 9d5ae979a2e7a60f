package reason

import "unicode/utf8"

// clipRunes is how much of a file's text a refusal quotes: enough to find
// the place, short enough that a dialog shows it at once (a 5000-character
// line quoted whole froze the window's word wrap).
const clipRunes = 40

// Clip is s bounded for quoting in a refusal: its first 40 characters and
// "..." when it is longer. Every reader quoting text of a file with %q
// quotes Clip(text), never the text itself.
func Clip(s string) string {
	if utf8.RuneCountInString(s) <= clipRunes {
		return s
	}
	n := 0
	for i := range s {
		if n == clipRunes {
			return s[:i] + "..."
		}
		n++
	}
	return s
}
