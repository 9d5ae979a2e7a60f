package jsonline

import (
	"encoding"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"plateau/games/reason"
)

// Refusal returns err, an error of json.Unmarshal or of a json.Decoder
// reading data, as a refusal in words (games/reason), which the app shows
// in the user's language: encoding/json speaks of Go types ("cannot
// unmarshal string into Go struct field SaveFile.version of type int")
// and of its scanner ("invalid character 'x' looking for beginning of
// value"), in English. A syntax error is told as Weave's own decoder
// tells it, with the same words (Unexpected); a value of the wrong type
// names the key and the kinds in words ("version: expected a whole
// number, got a string"); a key refused is "unknown field". Any other
// error (an UnmarshalJSON method's, say) is returned as it is. The line is
// Of's: Refusal does not place the fault.
func Refusal(data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		if r := syntax(data, se); r != nil {
			return r
		}
	case errors.As(err, &te):
		if n, ok := tooLarge(te); ok {
			return reason.New("%s: %s out of range", te.Field, reason.Clip(n))
		}
		if te.Field == "" {
			return reason.New("%v, got %v", expected(te.Type), Got(te.Value))
		}
		return reason.New("%s: %v, got %v", te.Field, expected(te.Type), Got(te.Value))
	default:
		if key, ok := unknownField(err); ok {
			return reason.New("unknown field %q", reason.Clip(key))
		}
	}
	return err
}

// Unexpected is the refusal format, which takes the character met (%q),
// for what stands at data[at:]; at the end of data, that the file ends in
// the middle of its JSON.
func Unexpected(data []byte, at int, format string) error {
	if at < 0 || at >= len(data) {
		return reason.New("the file ends in the middle of its JSON")
	}
	r, _ := utf8.DecodeRune(data[at:])
	return reason.New(format, r)
}

// Got names in words a kind of JSON value as encoding/json reports it
// (UnmarshalTypeError.Value): "string", "number", "number 1.5", "object",
// "array", "bool".
func Got(value string) error {
	switch value {
	case "string":
		return reason.New("a string")
	case "number":
		return reason.New("a number")
	case "object":
		return reason.New("an object")
	case "array":
		return reason.New("an array")
	case "bool":
		return reason.New("a boolean")
	}
	if n, ok := strings.CutPrefix(value, "number "); ok {
		return reason.New("the number %s", n)
	}
	return errors.New(value)
}

// tooLarge is the number of te when it is a whole number too large for
// the whole-number field it was read into: encoding/json calls it a type
// error, which told a person that 99999999999999999999 was not a whole
// number.
func tooLarge(te *json.UnmarshalTypeError) (string, bool) {
	n, ok := strings.CutPrefix(te.Value, "number ")
	if !ok || te.Field == "" || te.Type == nil || !isWhole(te.Type) {
		return "", false
	}
	digits, negative := strings.CutPrefix(n, "-")
	if negative && te.Type.Kind() >= reflect.Uint && te.Type.Kind() <= reflect.Uint64 {
		return "", false // below 0: "expected a whole number, 0 or more" says it
	}
	return n, digits != "" && strings.Trim(digits, "0123456789") == ""
}

// syntaxWords are the refusals of encoding/json's syntax errors, by the
// words that end its message; each takes the character met.
var syntaxWords = map[string]string{
	"looking for beginning of value":             "unexpected %q where a value was expected",
	"looking for beginning of object key string": "unexpected %q where a string was expected",
	"after object key":                           "unexpected %q after an object key",
	"after object key:value pair":                "unexpected %q after an object's value",
	"after array element":                        "unexpected %q after an array's value",
	"in string literal":                          "unexpected %q in a string",
	"in string escape code":                      "unexpected %q in a string escape",
	`in \u hexadecimal character escape`:         `unexpected %q in a \u escape`,
	"in numeric literal":                         "unexpected %q in a number",
	"after decimal point in numeric literal":     "unexpected %q after a decimal point",
	"in exponent of numeric literal":             "unexpected %q in an exponent",
}

// syntax is the refusal of se, a syntax error in data; nil for a message
// it does not know.
func syntax(data []byte, se *json.SyntaxError) error {
	at := int(se.Offset) - 1 // the offset is past the character met
	msg := se.Error()
	if msg == "unexpected end of JSON input" {
		return reason.New("the file ends in the middle of its JSON")
	}
	rest, ok := strings.CutPrefix(msg, "invalid character ")
	if !ok || len(rest) < 4 {
		return nil
	}
	// the character is quoted as '\'', '"' or 'x', with x as strconv.Quote
	// writes it (no quote inside)
	if strings.HasPrefix(rest, `'\''`) {
		rest = rest[len(`'\''`):]
	} else if end := strings.IndexByte(rest[1:], '\''); end >= 0 {
		rest = rest[end+2:]
	} else {
		return nil
	}
	words := strings.TrimPrefix(rest, " ")
	if format, ok := syntaxWords[words]; ok {
		return Unexpected(data, at, format)
	}
	switch {
	case words == "after top-level value":
		return reason.New("unexpected data after the JSON object")
	case words == "exceeded max depth":
		return reason.New("values nested too deep")
	case strings.HasPrefix(words, "in literal "):
		// "in literal true (expecting 'r')"
		word, _, _ := strings.Cut(strings.TrimPrefix(words, "in literal "), " ")
		if at < 0 || at >= len(data) {
			return nil
		}
		r, _ := utf8.DecodeRune(data[at:])
		return reason.New("unexpected %q in the word %s", r, word)
	}
	return nil
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// expected says in words what a value of Go type t is in JSON.
func expected(t reflect.Type) error {
	if t == nil {
		return reason.New("expected another value")
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		return reason.New("expected a string")
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return reason.New("expected a whole number")
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return reason.New("expected a whole number, 0 or more")
	case reflect.Float32, reflect.Float64:
		return reason.New("expected a number")
	case reflect.String:
		return reason.New("expected a string")
	case reflect.Bool:
		return reason.New("expected true or false")
	case reflect.Struct, reflect.Map:
		return reason.New("expected an object")
	case reflect.Pointer:
		return expected(t.Elem())
	case reflect.Slice, reflect.Array:
		switch of := t.Elem(); {
		case isWhole(of):
			return reason.New("expected an array of whole numbers")
		case of.Kind() == reflect.String:
			return reason.New("expected an array of strings")
		case of.Kind() == reflect.Struct || of.Kind() == reflect.Map:
			return reason.New("expected an array of objects")
		case (of.Kind() == reflect.Slice || of.Kind() == reflect.Array) && isWhole(of.Elem()):
			return reason.New("expected an array of arrays of whole numbers")
		case (of.Kind() == reflect.Slice || of.Kind() == reflect.Array) && of.Elem().Kind() == reflect.String:
			return reason.New("expected an array of arrays of strings")
		}
		return reason.New("expected an array")
	}
	return reason.New("expected another value")
}

// isWhole tells an integer type.
func isWhole(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	}
	return false
}

// unknownField is the key of encoding/json's "json: unknown field %q",
// which it gives no type of its own.
func unknownField(err error) (string, bool) {
	_, quoted, ok := strings.Cut(err.Error(), "json: unknown field ")
	if !ok {
		return "", false
	}
	key, uerr := strconv.Unquote(quoted)
	return key, uerr == nil
}
