package cli

import (
	"flag"
	"fmt"
	"regexp"
	"strings"
	"time"
)

// The flag package's refusals, as it words them (Go's flag.go).
var (
	flagUnknown = regexp.MustCompile(`^flag provided but not defined: -+(.+)$`)
	flagNoValue = regexp.MustCompile(`^flag needs an argument: -+(.+)$`)
	flagBool    = regexp.MustCompile(`^invalid boolean value ".*" for -(\S+): `)
	flagValue   = regexp.MustCompile(`^invalid value (".*") for flag -(\S+): (.*)$`)
)

// flagError words err, the flag package's refusal of args for fs, as the
// help words the flags ("--timeout", not "-timeout") and says what a
// value wants: "invalid value "5" for flag -timeout: parse error" did not
// tell that a duration needs its unit. The command's name is said where
// the error is printed.
func flagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	if m := flagUnknown.FindStringSubmatch(msg); m != nil {
		return Usagef("unknown flag --%s (see 'plateau help %s')", m[1], fs.Name())
	}
	if m := flagNoValue.FindStringSubmatch(msg); m != nil {
		return Usagef("--%s needs a value", m[1])
	}
	if m := flagBool.FindStringSubmatch(msg); m != nil {
		return Usagef("--%s takes no value", m[1])
	}
	m := flagValue.FindStringSubmatch(msg)
	if m == nil {
		return Usagef("%s", msg) // "bad flag syntax: ---x"
	}
	value, name := m[1], m[2]
	if m[3] == "value out of range" { // the flag package's errRange, for a number too large
		return Usagef("--%s %s: too large a number", name, value)
	}
	return Usagef("--%s %s: %s", name, value, wantOf(fs.Lookup(name)))
}

// wantOf says what a value of flag fl is, by its type.
func wantOf(fl *flag.Flag) string {
	var v any
	if g, ok := fl.Value.(flag.Getter); ok {
		v = g.Get()
	}
	switch v.(type) {
	case time.Duration:
		return "want a duration such as 30s, 5m or 1h30m"
	case int, int64:
		return "want a whole number such as 1000000"
	case uint, uint64:
		return "want a whole number, 0 or more, such as 42"
	case float64:
		return "want a number such as 0.5"
	}
	return fmt.Sprintf("not a value of --%s", fl.Name)
}

// choices lists the names of T's values, as its String writes them, from
// 0 to the first it has no name for ("?5"): "rowscan, diagonal or
// spiral-in".
func choices[T interface {
	~int
	String() string
}]() string {
	var names []string
	for v := T(0); !strings.HasPrefix(v.String(), "?"); v++ {
		names = append(names, v.String())
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
