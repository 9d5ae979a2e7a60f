package kit

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"
)

// RulesMarkdown readies a Rules page for Fyne's Markdown, which knows no
// tables, draws a list nested in another inline with its parent's text,
// and breaks a line wherever the source wraps one after a list: paragraphs
// and list items are joined onto one line each (the dialog wraps them),
// nested items become items of their own, and tables become text (see
// TablesAsText). Code blocks are left as they are.
func RulesMarkdown(md string) string {
	return TablesAsText(unwrapLines(md))
}

// unwrapLines joins each continuation line of a paragraph or list item to
// the line before, and moves nested list items to the left margin.
func unwrapLines(md string) string {
	var out []string
	code := false
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "```"):
			code = !code
			out = append(out, line)
		case code:
			out = append(out, line)
		case isListItem(t):
			out = append(out, t)
		case t != "" && !startsBlock(t) && len(out) > 0 && continues(out[len(out)-1]):
			out[len(out)-1] += " " + t
		default:
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// isListItem reports whether t starts a list item: "- ", "* ", "+ ", "1. ".
func isListItem(t string) bool {
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "+ ") {
		return true
	}
	i := strings.IndexFunc(t, func(r rune) bool { return !unicode.IsDigit(r) })
	return i > 0 && (strings.HasPrefix(t[i:], ". ") || strings.HasPrefix(t[i:], ") "))
}

// startsBlock reports whether t opens a block of its own (a heading, a
// table row, a quote, a rule) rather than going on with the line before.
func startsBlock(t string) bool {
	return t[0] == '#' || t[0] == '|' || t[0] == '>' || strings.Trim(t, "-*_ ") == ""
}

// continues reports whether a line may take the next one's text: a line of
// a paragraph or list item, not a heading, table row or blank.
func continues(prev string) bool {
	t := strings.TrimSpace(prev)
	return t != "" && !startsBlock(t) && !strings.HasPrefix(t, "```")
}

// TablesAsText rewrites the Markdown tables of md (the Rules pages have a
// few: shortcuts, odds, colour counts) as code blocks with the columns
// lined up, since Fyne's Markdown knows no tables and showed their rows
// as one paragraph of pipes. Emphasis marks inside cells are dropped, as a
// code block shows them as they are; the rest of md is unchanged.
func TablesAsText(md string) string {
	lines := strings.Split(md, "\n")
	var out []string
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && isRow(lines[j]) {
			j++
		}
		if j-i < 2 || !isRule(lines[i+1]) {
			out = append(out, lines[i])
			i++
			continue
		}
		out = append(out, tableBlock(lines[i:j])...)
		i = j
	}
	return strings.Join(out, "\n")
}

// isRow reports whether line is a table row: | a | b |.
func isRow(line string) bool {
	t := strings.TrimSpace(line)
	return len(t) >= 2 && t[0] == '|' && t[len(t)-1] == '|'
}

// isRule reports whether row is the line under a table's heading: |---|:-:|.
func isRule(row string) bool {
	for _, c := range cells(row) {
		if strings.Trim(c, "-: ") != "" || !strings.Contains(c, "-") {
			return false
		}
	}
	return true
}

// cells splits a row into its trimmed cells, emphasis marks removed.
func cells(row string) []string {
	t := strings.TrimSpace(row)
	parts := strings.Split(t[1:len(t)-1], "|")
	for k, p := range parts {
		parts[k] = strings.TrimSpace(strings.NewReplacer("**", "", "__", "", "`", "").Replace(p))
	}
	return parts
}

// wideTable is the widest table, in characters, that a code block shows
// in the Rules dialog without wrapping its lines, which would send the
// end of a row under the first column.
const wideTable = 72

// tableBlock lays rows (heading, rule, body) out as a fenced code block:
// text columns flush left, the others (numbers) flush right, a line of
// dashes under the heading, which is left out when empty. A table of two
// columns too wide for that (keys and what they do) becomes a list.
func tableBlock(rows []string) []string {
	var grid [][]string
	for k, r := range rows {
		if k != 1 {
			grid = append(grid, cells(r))
		}
	}
	n := 0
	for _, r := range grid {
		n = max(n, len(r))
	}
	width, numeric := make([]int, n), make([]bool, n)
	for c := range n {
		numeric[c] = c > 0
		for k, r := range grid {
			if c < len(r) {
				width[c] = max(width[c], utf8.RuneCountInString(r[c]))
				if k > 0 && strings.Trim(r[c], "0123456789<>+x.,% ") != "" {
					numeric[c] = false
				}
			}
		}
	}
	line := func(r []string) string {
		var b strings.Builder
		for c := range n {
			v := ""
			if c < len(r) {
				v = r[c]
			}
			pad := strings.Repeat(" ", width[c]-utf8.RuneCountInString(v))
			if c > 0 {
				b.WriteString("  ")
			}
			if numeric[c] {
				b.WriteString(pad + v)
			} else {
				b.WriteString(v + pad)
			}
		}
		return strings.TrimRight(b.String(), " ")
	}
	total := 2 * (n - 1)
	for _, w := range width {
		total += w
	}
	if n == 2 && total > wideTable {
		return pairList(grid[1:])
	}
	out := []string{"```"}
	if head := line(grid[0]); strings.TrimSpace(head) != "" {
		out = append(out, head, strings.Repeat("─", total))
	}
	for _, r := range grid[1:] {
		out = append(out, line(r))
	}
	return append(out, "```")
}

// pairList shows the rows of a two-column table as a list, "**a**: b"
// (in French « **a** : b », as the page's prose writes it), whose items
// wrap as paragraphs do.
func pairList(rows [][]string) []string {
	out := []string{""}
	for _, r := range rows {
		item := "- **" + r[0] + "**"
		if len(r) > 1 && r[1] != "" {
			item = fmt.Sprintf(lang.L("%s: %s"), item, r[1])
		}
		out = append(out, item)
	}
	return append(out, "")
}
