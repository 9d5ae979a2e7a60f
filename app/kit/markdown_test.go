package kit

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2/widget"

	"plateau/resources"
)

func TestTablesAsText(t *testing.T) {
	long := strings.TrimSpace(strings.Repeat("a word ", 12))
	for _, tc := range []struct {
		name, md, want string
	}{
		{"text and numbers", "Odds:\n\n| attack | 1 | 10 |\n|---|---|---|\n| **1** | 42 | <1 |\n| **12** | 100 | 7 |\n\nAfter.",
			"Odds:\n\n```\nattack    1  10\n───────────────\n1        42  <1\n12      100   7\n```\n\nAfter."},
		{"no heading", "| | | |\n|---|---|---|\n| D1 = (1, 0, 0) | D2 | D3 |\n",
			"```\nD1 = (1, 0, 0)  D2  D3\n```\n"},
		{"text columns", "| keys | action |\n|:--|--:|\n| Ctrl+N | new |\n| Space | step or play |",
			"```\nkeys    action\n────────────────────\nCtrl+N  new\nSpace   step or play\n```"},
		{"too wide: a list", "Keys:\n\n| keys | action |\n|---|---|\n| Ctrl+N | " + long + " |\n| **Esc** | |\n\nAfter.",
			"Keys:\n\n\n- **Ctrl+N**: " + long + "\n- **Esc**\n\n\nAfter."},
		{"not a table: no rule line", "| a | b |\n| c | d |", "| a | b |\n| c | d |"},
		{"one row", "| a |", "| a |"},
		{"prose with pipes", "a | b\n\nc", "a | b\n\nc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := TablesAsText(tc.md); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// A table too wide for the page becomes a list of "**key**: text", with
// French's space before the colon, as the pages' prose has it.
func TestPairListColonInFrench(t *testing.T) {
	long := strings.TrimSpace(strings.Repeat("un mot ", 12))
	md := "| touches | action |\n|---|---|\n| Ctrl+N | " + long + " |\n| **Échap** | |"
	for _, tc := range []struct{ lang, want string }{
		{"en", "\n- **Ctrl+N**: " + long + "\n- **Échap**\n"},
		{"fr", "\n- **Ctrl+N** : " + long + "\n- **Échap**\n"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			SetLanguage(tc.lang)
			defer SetLanguage("")
			if got := TablesAsText(md); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

func TestRulesMarkdownUnwraps(t *testing.T) {
	for _, tc := range []struct {
		name, md, want string
	}{
		{"paragraph", "One line\nwrapped here.\n\nNext.", "One line wrapped here.\n\nNext."},
		{"list items", "- first item\n  goes on\n- second\n\nAfter the\nlist.", "- first item goes on\n- second\n\nAfter the list."},
		{"nested items", "3. Roll:\n   - Won: move\n     in.\n   - Lost: drop.", "3. Roll:\n- Won: move in.\n- Lost: drop."},
		{"headings and code stay", "## Title\ntext\n```\na\n  b\n```\nmore", "## Title\ntext\n```\na\n  b\n```\nmore"},
		{"a table after text", "Odds:\n| a | 1 |\n|---|---|\n| b | 2 |", "Odds:\n```\na  1\n────\nb  2\n```"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := RulesMarkdown(tc.md); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

// No Rules page shows a table row as Markdown any more, nor a line of a
// table too wide for the dialog.
func TestRulesPagesHaveNoRawTables(t *testing.T) {
	for _, ws := range []string{"home", "weave", "momentum", "dicewars", "eternity", "rikudo"} {
		for _, l := range []string{"en", "fr"} {
			md, ok := resources.Rules(ws, l)
			if !ok {
				t.Fatalf("no %s rules in %s", ws, l)
			}
			inCode := false
			for _, line := range strings.Split(RulesMarkdown(md), "\n") {
				if strings.HasPrefix(line, "```") {
					inCode = !inCode
				}
				if !inCode && isRow(line) {
					t.Errorf("%s.%s: table row left: %q", ws, l, line)
				}
				if inCode && utf8.RuneCountInString(line) > wideTable {
					t.Errorf("%s.%s: a line too wide for the dialog, which wraps it: %q", ws, l, line)
				}
			}
		}
	}
}

// A paragraph after a list is set apart from its last item, as paragraphs
// are from each other; a heading after a list and a list at the end are
// left as they are.
func TestSpaceAfterLists(t *testing.T) {
	for _, tc := range []struct {
		md     string
		breaks int // empty block segments added
	}{
		{"- a\n- b\n\nAfter.", 1},
		{"Intro\n\n- a\n\nAfter.\n\n- c\n\nEnd.", 2},
		{"- a\n\n## Head\n\nText", 0},
		{"Intro\n\n- a\n- b", 0},
	} {
		segs := widget.NewRichTextFromMarkdown(tc.md).Segments
		got := spaceAfterLists(segs)
		if len(got)-len(segs) != tc.breaks {
			t.Errorf("%q: %d segments added, want %d", tc.md, len(got)-len(segs), tc.breaks)
		}
		for i, s := range got {
			if _, list := s.(*widget.ListSegment); !list || i+1 >= len(got) {
				continue
			}
			if n, ok := got[i+1].(*widget.TextSegment); ok && n.Style.Inline {
				t.Errorf("%q: text %q right under a list", tc.md, n.Text)
			}
		}
	}
}
