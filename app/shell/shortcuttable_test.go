package shell

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/resources"
)

// keyWords are the words Home's shortcut table names keys by, in English
// and French; a key not here is named by itself ("N", "+").
var keyWords = map[string]map[fyne.KeyName]string{
	"en": {fyne.KeyUp: "arrows", fyne.KeyDown: "arrows", fyne.KeyLeft: "arrows", fyne.KeyRight: "arrows",
		fyne.KeyReturn: "Enter", fyne.KeyEnter: "Enter", fyne.KeyDelete: "Delete", fyne.KeyBackspace: "Backspace",
		fyne.KeyHome: "Home", fyne.KeyEnd: "End", fyne.KeyPageUp: "Page Up", fyne.KeyPageDown: "Page Down",
		fyne.KeyInsert: "Insert", fyne.Key0: "digits", fyne.Key1: "digits", fyne.Key5: "digits", fyne.Key9: "digits"},
	"fr": {fyne.KeyUp: "flèches", fyne.KeyDown: "flèches", fyne.KeyLeft: "flèches", fyne.KeyRight: "flèches",
		fyne.KeyReturn: "Entrée", fyne.KeyEnter: "Entrée", fyne.KeyDelete: "Suppr", fyne.KeyBackspace: "Retour arrière",
		fyne.KeyHome: "Début", fyne.KeyEnd: "Fin", fyne.KeyPageUp: "Page préc.", fyne.KeyPageDown: "Page suiv.",
		fyne.KeyInsert: "Inser", fyne.Key0: "chiffres", fyne.Key1: "chiffres", fyne.Key5: "chiffres", fyne.Key9: "chiffres"},
}

// probedKeys are the named keys a board may take (Space and Escape are
// the window's: the main action and Stop, rows of their own; Tab moves
// the keyboard to the next control before a board sees it).
var probedKeys = []fyne.KeyName{
	fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight, fyne.KeyReturn, fyne.KeyEnter,
	fyne.KeyDelete, fyne.KeyBackspace, fyne.KeyHome, fyne.KeyEnd, fyne.KeyPageUp, fyne.KeyPageDown,
	fyne.KeyInsert, fyne.KeyPlus, fyne.KeyMinus, fyne.KeyEqual, fyne.KeyAsterisk,
	fyne.KeyN, fyne.KeyR, fyne.KeyF, fyne.KeyC, fyne.KeyB, fyne.KeyX, fyne.KeyH, fyne.KeyS,
	fyne.Key0, fyne.Key1, fyne.Key5, fyne.Key9,
}

// shortcutRows are the rows of the Shortcuts table of Home's Rules page
// in language ln, as their keys and their action.
func shortcutRows(t *testing.T, ln string) (keys, actions []string) {
	t.Helper()
	page, ok := resources.Rules("home", ln)
	if !ok {
		t.Fatalf("no Rules page of Home in %s", ln)
	}
	for _, line := range strings.Split(page, "\n") {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if strings.HasPrefix(line, "| ") && len(cells) == 2 {
			keys, actions = append(keys, cells[0]), append(actions, cells[1])
		}
	}
	return keys, actions
}

// Every key a workspace's board takes is in a row of Home's shortcut
// table that names the workspace: Dice Wars' arrows and Enter and
// Momentum's Enter and Delete (building) worked and were not listed.
func TestShortcutTableListsEveryBoardKey(t *testing.T) {
	s, _ := newTestShell(t)
	handled := map[string][]fyne.KeyName{} // by workspace title, in English
	for _, ws := range s.Workspaces()[1:] {
		board := ws.Keys().Board
		for _, k := range probedKeys {
			if board != nil && board(&fyne.KeyEvent{Name: k}) {
				handled[ws.Info().ID] = append(handled[ws.Info().ID], k)
			}
		}
	}
	titles := map[string]map[string]string{ // workspace ids to their titles in the tables
		"en": {"weave": "Weave", "momentum": "Momentum", "dicewars": "Dice Wars", "eternity": "Eternity", "rikudo": "Rikudo"},
		"fr": {"weave": "Tissage", "momentum": "Momentum", "dicewars": "Dice Wars", "eternity": "Eternity", "rikudo": "Rikudo"},
	}
	for ln, words := range keyWords {
		keys, actions := shortcutRows(t, ln)
		for id, ks := range handled {
			for _, k := range ks {
				word, ok := words[k]
				if !ok {
					word = string(k)
				}
				if !listedFor(keys, actions, titles[ln][id], word) {
					t.Errorf("%s: %s's board takes %s, which no row for it lists as %q", ln, id, k, word)
				}
			}
		}
	}
}

// listedFor reports whether a row whose action is for the workspace
// titled title (its text before the colon names it) lists word among its
// keys.
func listedFor(keys, actions []string, title, word string) bool {
	for i, a := range actions {
		who, _, ok := strings.Cut(a, ":")
		if ok && strings.Contains(who, title) && strings.Contains(keys[i], word) {
			return true
		}
	}
	return false
}
