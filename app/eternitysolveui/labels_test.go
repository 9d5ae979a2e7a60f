package eternitysolveui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
	solver "plateau/solvers/eternity"
)

// The Solver section's variable, value and model selects show labels in
// French (the seed's Optimiste, Pessimiste, CaPi, BoCo; Parcours and
// Lexico, short enough to show whole), not the command line's codes; the
// option picked is still the choice the search is given.
func TestSolverChoicesInFrench(t *testing.T) {
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	_, p := newTestPanel(t)
	for _, tt := range []struct {
		name   string
		sel    *kit.Select
		labels []string
		got    func(solver.Config) int // the choice the configuration holds, as an index
	}{
		{"variable", p.vars, []string{"Parcours", "Optimiste", "Pessimiste"},
			func(c solver.Config) int { return int(c.Var) }},
		{"value", p.vals, []string{"Lexico", "Optimiste", "Pessimiste"},
			func(c solver.Config) int { return int(c.Val) }},
		{"model", p.model, []string{"Bruteforce", "CaPi", "BoCo"},
			func(c solver.Config) int { return int(c.Model) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.sel.Options) != len(tt.labels) {
				t.Fatalf("options %q, want %q", tt.sel.Options, tt.labels)
			}
			for i, want := range tt.labels {
				if tt.sel.Options[i] != want {
					t.Errorf("option %d reads %q, want %q", i, tt.sel.Options[i], want)
				}
				tt.sel.SetSelected(tt.sel.Options[i])
				c, err := p.Config()
				if err != nil {
					t.Fatalf("%q chosen: %v", tt.sel.Options[i], err)
				}
				if got := tt.got(c); got != i {
					t.Errorf("%q chosen: the search gets choice %d (%v), want %d", tt.sel.Options[i], got, c, i)
				}
			}
		})
	}
	p.vars.SetSelected("Pessimiste")
	p.vals.SetSelected("Optimiste")
	p.model.SetSelected("BoCo")
	c, _ := p.Config()
	if want := (solver.Config{Order: solver.RowScan, Var: solver.VarPessimistic, Val: solver.ValOptimistic, Model: solver.BoCo, Corolle: solver.Default.Corolle}); c != want {
		t.Errorf("the search gets %v, want %v", c, want)
	}
}

// The Compare list, its table and the messages about a configuration
// name it in French; English keeps the command line's words.
func TestConfigLabels(t *testing.T) {
	for _, tt := range []struct {
		lang string
		c    solver.Config
		want string
	}{
		{"fr", solver.Default, "rowscan scan/lexico bruteforce corolle 2"},
		{"fr", presets[5], "rowscan pessimiste/lexico CaPi"},
		{"fr", presets[7], "rowscan pessimiste/optimiste CaPi"},
		{"fr", presets[10], "rowscan pessimiste/lexico BoCo corolle 2"},
		{"fr", presets[1], "diagonal scan/lexico bruteforce"},
		{"en", presets[10], "rowscan pessimistic/lexi boco corolle 2"},
	} {
		kit.SetLanguage(tt.lang)
		if got := configLabel(tt.c); got != tt.want {
			t.Errorf("%s: %v reads %q, want %q", tt.lang, tt.c, got, tt.want)
		}
	}
	kit.SetLanguage("en")
	for _, c := range presets {
		if got := configLabel(c); got != c.String() {
			t.Errorf("English: %q, the command line says %q", got, c.String())
		}
	}
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	rows := []solver.Row{{Config: presets[5], Complete: true, Time: 30e6}}
	if got, want := tableCell(rows, nil, 1, 1), "rowscan pessimiste/lexico CaPi"; got != want {
		t.Errorf("the table reads %q, want %q", got, want)
	}
	if got, want := compareSummary(rows), "Comparaison : n° 1, rowscan pessimiste/lexico CaPi, en 30 ms."; got != want {
		t.Errorf("the summary reads %q, want %q", got, want)
	}
}

// Every choice shows whole in its select, in French too, where the
// fields' labels leave the selects less room than in English
// ("Lexicogra…" and "Parcours (…" were cut).
func TestSolverChoicesFitTheirSelects(t *testing.T) {
	for _, language := range []string{"en", "fr"} {
		kit.SetLanguage(language)
		w, p := newTestPanel(t)
		for _, size := range kit.Sizes {
			setLook("dark", size)
			w.Window().Content().Refresh()
			w.Window().Canvas().Capture()
			for _, sel := range []*kit.Select{p.vars, p.vals, p.model} {
				for _, o := range sel.Options {
					// the text, the padding either side, the arrow
					need := fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding() + theme.IconInlineSize() + theme.Padding()
					if have := sel.Size().Width; need > have {
						t.Errorf("%s, %q size: %q needs %.0f, its select is %.0f wide: it is cut", language, size, o, need, have)
					}
				}
			}
		}
	}
	setLook("dark", "")
	kit.SetLanguage("")
}
