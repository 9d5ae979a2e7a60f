package kit

import (
	"encoding/json"

	"fyne.io/fyne/v2"
)

// A workspace keeps the choices a person made in a dialog or a panel (a
// New game's seats, a solver's settings) as one JSON value under its own
// key, so that they come back at the next start. What is read back may be
// a hand-edited or older preferences.json: it is checked before use, and
// a value that cannot be used gives the defaults, never a failed start.

// LoadJSON returns the value kept under key, read over a copy of def: a
// field the kept value lacks (one an older version did not write) keeps
// def's. check, if not nil, sees the value read and may bring a field back
// into range; when it returns false, or nothing is kept, or the text is
// not such a value, LoadJSON returns def.
func LoadJSON[T any](prefs fyne.Preferences, key string, def T, check func(*T) bool) T {
	kept := prefs.String(key)
	if kept == "" {
		return def
	}
	// a copy through JSON: reading over def itself would write into the
	// slices and maps it shares with the caller
	var v T
	if b, err := json.Marshal(def); err != nil || json.Unmarshal(b, &v) != nil {
		return def
	}
	if json.Unmarshal([]byte(kept), &v) != nil || check != nil && !check(&v) {
		return def
	}
	return v
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
