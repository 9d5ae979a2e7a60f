package cli

import "testing"

// A flag's value the flag package refuses is said in the help's words,
// with the --flag as the help writes it and what it wants: the commands
// passed on "invalid value "5" for flag --timeout: parse error", "invalid
// boolean value "maybe" for -json" and "flag provided but not defined".
func TestFlagErrorsInPlainWords(t *testing.T) {
	e := brendan4
	checkErrors(t, "", []errorCase{
		{"duration without a unit", []string{"eternity", "solve", e, "--timeout", "5"}, 2,
			`plateau eternity solve: --timeout "5": want a duration such as 30s, 5m or 1h30m`},
		{"duration in words", []string{"eternity", "solve", e, "--timeout", "10min"}, 2,
			`plateau eternity solve: --timeout "10min": want a duration such as 30s, 5m or 1h30m`},
		{"int in floating point", []string{"weave", "grow", "--points", "1e6"}, 2,
			`plateau weave grow: --points "1e6": want a whole number such as 1000000`},
		{"int with a comma", []string{"weave", "grow", "--points", "1,000"}, 2,
			`plateau weave grow: --points "1,000": want a whole number such as 1000000`},
		{"int too large", []string{"weave", "grow", "--points", "99999999999999999999"}, 2,
			`plateau weave grow: --points "99999999999999999999": too large a number`},
		{"games a fraction", []string{"momentum", "match", "--games", "1.5"}, 2,
			`plateau momentum match: --games "1.5": want a whole number such as 1000000`},
		{"seed negative", []string{"eternity", "gen", "--size", "4x4", "--seed", "-1"}, 2,
			`plateau eternity gen: --seed "-1": want a whole number, 0 or more, such as 42`},
		{"float", []string{"rikudo", "gen", "--radius", "3", "--density", "half"}, 2,
			`plateau rikudo gen: --density "half": want a number such as 0.5`},
		{"bool with a value", []string{"eternity", "solve", e, "--json=maybe"}, 2,
			`plateau eternity solve: --json takes no value`},
		{"unknown flag", []string{"eternity", "solve", e, "--bogus"}, 2,
			`plateau eternity solve: unknown flag --bogus (see 'plateau help eternity solve')`},
		{"unknown flag, one dash", []string{"eternity", "gen", "-colors", "3"}, 2,
			`plateau eternity gen: unknown flag --colors (see 'plateau help eternity gen')`},
		{"no value", []string{"eternity", "solve", e, "--timeout"}, 2,
			`plateau eternity solve: --timeout needs a value`},
	})
}
