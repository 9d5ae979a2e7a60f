package shell

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"

	"plateau/app/safefile"
)

// Fyne writes preferences.json in place, the file emptied first, then
// written: a kill or a power cut in between left it empty or cut short,
// and the next start lost every setting, the recent files and Rikudo's
// kept progress (1 in 60 kills in the middle of writes). So each start
// keeps a copy of a good file beside it, and gives the values of the copy
// back when the file no longer reads.

// prefsFile and prefsCopy are the names of the preferences in the app's
// storage folder and of their copy.
const (
	prefsFile = "preferences.json"
	prefsCopy = "preferences.json.bak"
)

// guardPreferences checks the preferences file in dir, which Fyne has just
// loaded into prefs: a file that reads is copied aside (when the copy
// differs); one that does not, which Fyne loaded as nothing, has the
// copy's values put back into prefs, and restored says so. No file (a
// first start) is left alone.
func guardPreferences(prefs fyne.Preferences, dir string) (restored bool, err error) {
	path := filepath.Join(dir, prefsFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	bak := filepath.Join(dir, prefsCopy)
	if _, ok := readPrefs(b); ok {
		if old, _ := os.ReadFile(bak); !bytes.Equal(old, b) {
			return false, safefile.WriteBytes(bak, b)
		}
		return false, nil
	}
	old, err := os.ReadFile(bak)
	if err != nil {
		return false, fmt.Errorf("%s does not read, and there is no copy: %w", path, err)
	}
	values, ok := readPrefs(old)
	if !ok {
		return false, fmt.Errorf("%s does not read, nor does its copy", path)
	}
	for k, v := range values {
		setPref(prefs, k, v)
	}
	return true, nil
}

// readPrefs decodes a preferences file, a JSON object; ok is false for
// an empty or cut-short file.
func readPrefs(b []byte) (values map[string]any, ok bool) {
	if err := json.Unmarshal(b, &values); err != nil || values == nil {
		return nil, false
	}
	return values, true
}

// setPref sets key to v, a value as JSON decodes it, with the setter of
// its type, as Fyne's own loading would have stored it (a number is a
// float, which Fyne's Int reads too).
func setPref(prefs fyne.Preferences, key string, v any) {
	switch x := v.(type) {
	case string:
		prefs.SetString(key, x)
	case bool:
		prefs.SetBool(key, x)
	case float64:
		prefs.SetFloat(key, x)
	case []any:
		setPrefList(prefs, key, x)
	}
}

// setPrefList sets key to a list, typed by its first item as Fyne's
// loading types it; a list of mixed items is dropped.
func setPrefList(prefs fyne.Preferences, key string, items []any) {
	if len(items) == 0 {
		return
	}
	switch items[0].(type) {
	case string:
		if l, ok := listOf[string](items); ok {
			prefs.SetStringList(key, l)
		}
	case bool:
		if l, ok := listOf[bool](items); ok {
			prefs.SetBoolList(key, l)
		}
	case float64:
		if l, ok := listOf[float64](items); ok {
			prefs.SetFloatList(key, l)
		}
	}
}

// listOf is items as a []T, ok false when one is not a T.
func listOf[T any](items []any) ([]T, bool) {
	out := make([]T, len(items))
	for i, it := range items {
		x, ok := it.(T)
		if !ok {
			return nil, false
		}
		out[i] = x
	}
	return out, true
}
