package eternitysolveui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	solver "plateau/solvers/eternity"
)

// The Solver section's choices of variable, value and model, in the order
// their selects offer them. The selects show labels in the user's language
// (varLabel…); the codes (scan, lexi, capi…) stay those of files and the
// command line.
var (
	varChoices   = []solver.VarChoice{solver.VarScan, solver.VarOptimistic, solver.VarPessimistic}
	valChoices   = []solver.ValChoice{solver.ValLexi, solver.ValOptimistic, solver.ValPessimistic}
	modelChoices = []solver.Model{solver.BruteForce, solver.CaPi, solver.BoCo}
)

// varLabel is variable choice v as its select shows it.
func varLabel(v solver.VarChoice) string {
	switch v {
	case solver.VarOptimistic:
		return lang.L("Optimistic")
	case solver.VarPessimistic:
		return lang.L("Pessimistic")
	}
	return lang.L("Scan")
}

// valLabel is value choice v as its select shows it.
func valLabel(v solver.ValChoice) string {
	switch v {
	case solver.ValOptimistic:
		return lang.L("Optimistic")
	case solver.ValPessimistic:
		return lang.L("Pessimistic")
	}
	return lang.L("Lexicographic")
}

// modelLabel is model m as its select shows it: the seed's names.
func modelLabel(m solver.Model) string {
	switch m {
	case solver.CaPi:
		return lang.L("CaPi")
	case solver.BoCo:
		return lang.L("BoCo")
	}
	return lang.L("Bruteforce")
}

// configLabel names configuration c in the user's language, for the
// Compare list and table and the messages about a search: in English the
// command line's own words (Config.String, "rowscan pessimistic/lexi capi
// corolle 2"), in French « rowscan pessimiste/lexico CaPi corolle 2 » (no
// longer than the table's column). The scan orders keep the seed's names.
// A CSV keeps Config.String.
func configLabel(c solver.Config) string {
	vr := map[solver.VarChoice]string{
		solver.VarScan: lang.L("scan"), solver.VarOptimistic: lang.L("optimistic"), solver.VarPessimistic: lang.L("pessimistic"),
	}[c.Var]
	vl := map[solver.ValChoice]string{
		solver.ValLexi: lang.L("lexi"), solver.ValOptimistic: lang.L("optimistic"), solver.ValPessimistic: lang.L("pessimistic"),
	}[c.Val]
	md := map[solver.Model]string{
		solver.BruteForce: lang.L("bruteforce"), solver.CaPi: lang.L("capi"), solver.BoCo: lang.L("boco"),
	}[c.Model]
	if vr == "" || vl == "" || md == "" { // out of range: as the solver names it
		return c.String()
	}
	s := fmt.Sprintf(lang.L("%s %s/%s %s"), c.Order, vr, vl, md)
	if c.Corolle > 0 {
		s += fmt.Sprintf(lang.L(" corolle %d"), c.Corolle)
	}
	if c.NoSymmetry {
		s += " nosym"
	}
	return s
}

// labels are the labels of choices, by label.
func labels[T any](choices []T, label func(T) string) []string {
	out := make([]string, len(choices))
	for i, c := range choices {
		out[i] = label(c)
	}
	return out
}

// chosen is the choice a select of labels(choices) has selected, and
// whether one is.
func chosen[T any](choices []T, i int) (T, bool) {
	if i < 0 || i >= len(choices) {
		var zero T
		return zero, false
	}
	return choices[i], true
}
