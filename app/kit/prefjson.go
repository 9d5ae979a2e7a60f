package kit

import (
	"encoding/json"
	"errors"

	"fyne.io/fyne/v2"
)

// A workspace keeps the choices a person made in a dialog or a panel (a
// New game's seats, a solver's settings) as one JSON value under its own
// key, so that they come back at the next start. What is read back may be
// a hand-edited or older preferences.json: it is checked before use, and
// a value that cannot be used gives the defaults, never a failed start.

// LoadJSON returns the value kept under key, read over a copy of def: a
// field the kept value lacks (one an older version did not write) keeps
// def's, and so does a field whose kept value has another type (a hand
// edit, or a version that wrote it differently), while the others are
// read. check, if not nil, sees the value read and may bring a field back
// into range; when it returns false, or nothing is kept, or the text is
// not such a value, LoadJSON returns def.
func LoadJSON[T any](prefs fyne.Preferences, key string, def T, check func(*T) bool) T {
	kept := []byte(prefs.String(key))
	if len(kept) == 0 {
		return def
	}
	v, ok := deepCopy(def)
	if !ok {
		return def
	}
	if err := json.Unmarshal(kept, &v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if !errors.As(err, &typeErr) {
			return def
		}
		if v, ok = readFields(kept, def); !ok {
			return def
		}
	}
	if check != nil && !check(&v) {
		return def
	}
	return v
}

// deepCopy is v copied through JSON: reading over def itself would write
// into the slices and maps it shares with the caller.
func deepCopy[T any](v T) (T, bool) {
	var c T
	b, err := json.Marshal(v)
	if err != nil || json.Unmarshal(b, &c) != nil {
		return v, false
	}
	return c, true
}

// readFields reads the kept object's fields one at a time over a copy of
// def, each over a copy of what was read before, so that a field whose
// value does not fit keeps def's whole (a partial read of a list would
// leave some of its items, and write into the backing array of the
// value read so far). False when kept is not a JSON object.
func readFields[T any](kept []byte, def T) (T, bool) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(kept, &fields) != nil || fields == nil {
		return def, false
	}
	v, ok := deepCopy(def)
	for name, raw := range fields {
		one, err := json.Marshal(map[string]json.RawMessage{name: raw})
		if err != nil || !ok {
			continue
		}
		if trial, copied := deepCopy(v); copied && json.Unmarshal(one, &trial) == nil {
			v = trial
		}
	}
	return v, ok
}

// StoreJSON keeps v under key as JSON. Storing the value already kept
// writes nothing (Fyne compares), so a panel may store on every change.
func StoreJSON[T any](prefs fyne.Preferences, key string, v T) {
	if b, err := json.Marshal(v); err == nil {
		prefs.SetString(key, string(b))
	}
}

// Clamp is v brought into lo..hi.
func Clamp[N int | float64](v, lo, hi N) N { return min(max(v, lo), hi) }
