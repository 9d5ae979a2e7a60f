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
	"fyne.io/fyne/v2/lang"

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
// restored, when not nil, says what was wrong with the file.
func guardPreferences(prefs fyne.Preferences, dir string) (restored, err error) {
	path := filepath.Join(dir, prefsFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, lostError{err}
	}
	bak := filepath.Join(dir, prefsCopy)
	_, bad := readPrefs(b)
	if bad == nil {
		if old, _ := os.ReadFile(bak); !bytes.Equal(old, b) {
			return nil, safefile.WriteBytes(bak, b)
		}
		return nil, nil
	}
	bad = fmt.Errorf("%s does not read (%d bytes: %w)", path, len(b), bad)
	old, err := os.ReadFile(bak)
	if err != nil {
		return nil, lostError{fmt.Errorf("%w, and there is no copy: %w", bad, err)}
	}
	values, err := readPrefs(old)
	if err != nil {
		return nil, lostError{fmt.Errorf("%w, nor does its copy (%w)", bad, err)}
	}
	for k, v := range values {
		setPref(prefs, k, v)
	}
	return bad, nil
}

// guardLine is the start log's line for what guardPreferences saw, ""
// when there is nothing to say. It says what the file held: a kill, a
// power cut and a full disk all leave it cut short, and the log blamed a
// kill for a full disk.
func guardLine(restored, err error) string {
	switch {
	case err != nil:
		return fmt.Sprintf("plateau: preferences: %v", err)
	case restored != nil:
		return fmt.Sprintf("plateau: %v: the values of the copy kept at the last start are back", restored)
	}
	return ""
}

// lostError is guardPreferences' error when the preferences are lost: the
// file does not read and no copy gave their values back.
type lostError struct{ error }

func (e lostError) Unwrap() error { return e.error }

// guardNotice is the window's notice for what guardPreferences saw, ""
// when the person has nothing to learn (a copy that could not be written
// loses nothing now; the log has it): a person who started Plateau from
// the desktop reads no log, and found their settings gone without a word.
func guardNotice(restored, err error) string {
	switch {
	case errors.As(err, new(lostError)):
		return lang.L("Your settings did not read, and no good copy of them was kept: they are back to their defaults and the recent files are forgotten.")
	case restored != nil:
		return lang.L("Your settings did not read: the ones kept at the last start are back.")
	}
	return ""
}

// tellPreferences shows guardNotice's words in the notice across the
// window. UI goroutine.
func (s *Shell) tellPreferences(restored, err error) {
	if text := guardNotice(restored, err); text != "" {
		s.notice.show(text)
	}
}

// readPrefs decodes a preferences file, a JSON object; the error says why
// an empty or cut-short file does not read.
func readPrefs(b []byte) (map[string]any, error) {
	var values map[string]any
	if err := json.Unmarshal(b, &values); err != nil {
		return nil, err
	}
	if values == nil {
		return nil, errors.New("no object")
	}
	return values, nil
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
