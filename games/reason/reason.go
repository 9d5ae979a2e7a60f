// Package reason carries the games' refusals ("cell 3 already has two
// bridges") as an English printf format with its arguments kept apart, so
// that the app can print them in the user's language: the format is the
// key of a translation, the arguments are filled into the translated
// format. The games stay free of any UI or translation code; their errors
// read as before wherever they are printed as they are (the CLI, logs).
package reason

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Error is a refusal told as Format filled with Args, optionally of a
// Kind that callers test with errors.Is (an illegal move, say).
type Error struct {
	Format string
	Args   []any
	Kind   error
}

// New returns the refusal format filled with args.
func New(format string, args ...any) error {
	return &Error{Format: format, Args: args}
}

// Of is New for a refusal of a kind: errors.Is(err, kind) holds.
func Of(kind error, format string, args ...any) error {
	return &Error{Format: format, Args: args, Kind: kind}
}

// Error is the refusal in English.
func (e *Error) Error() string { return fmt.Sprintf(e.Format, e.Args...) }

// Unwrap returns the refusal's kind.
func (e *Error) Unwrap() error { return e.Kind }

// In returns err as text with the first refusal it wraps told through
// translate, which maps an English format to the user's language. Context
// added around the refusal (a file name, say) stays as it is; an error
// holding no refusal reads as err.Error(). Refusals among the refusal's
// arguments (At's), or wrapped by an argument that is an error, are
// translated too. A translation whose verbs do not
// suit the arguments falls back to English rather than print garbage.
func In(err error, translate func(format string) string) string {
	if err == nil {
		return ""
	}
	text := err.Error()
	var r *Error
	if !errors.As(err, &r) {
		return text
	}
	return strings.Replace(text, r.Error(), r.in(translate), 1)
}

// At is refusal r placed at a line of a file: "line 3: " and r, which In
// translates whole ("ligne 3 : ..."). Line 0 is no place: r alone. The
// result is of r's kind (errors.Is and errors.As see r through it).
func At(line int, r error) error {
	if line == 0 {
		return r
	}
	return &Error{Format: "line %d: %v", Args: []any{line, r}, Kind: r}
}

// in is the refusal through translate, the refusals among its arguments
// too (At's), and those that an argument's error wraps (a decoder's, say:
// its text with the refusal told through translate, as In does); English
// where a translation's verbs do not suit the arguments.
func (e *Error) in(translate func(format string) string) string {
	args, cloned := e.Args, false
	for i, a := range e.Args {
		var text string
		switch inner := a.(type) {
		case *Error:
			text = inner.in(translate)
		case error:
			var r *Error
			if !errors.As(inner, &r) {
				continue
			}
			text = In(inner, translate)
		default:
			continue
		}
		if !cloned { // the refusal's own arguments stay as they are
			args, cloned = slices.Clone(e.Args), true
		}
		args[i] = text
	}
	tr := fmt.Sprintf(translate(e.Format), args...)
	if strings.Contains(tr, "%!") {
		return e.Error()
	}
	return tr
}
