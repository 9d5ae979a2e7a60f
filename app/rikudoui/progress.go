package rikudoui

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	game "plateau/games/rikudo"
)

// The numbers a player fills in are not part of the puzzle's file, but
// they are a player's work: they are kept in the preferences, by puzzle,
// and come back when the same puzzle is opened again, as puzzle apps
// resume a game.

// prefProgress is the preference holding the kept progress, newest first.
const prefProgress = "rikudo.progress"

// maxProgress is how many puzzles' progress is kept.
const maxProgress = 20

type progressEntry struct {
	Key  string `json:"key"`  // puzzleKey
	Fill []int  `json:"fill"` // the player's number a cell, 0 for none
}

// puzzleKey names a puzzle by its text: the same cells, bridges and
// givens are the same puzzle, whatever the file.
func puzzleKey(p *game.Puzzle) string {
	sum := sha256.Sum256([]byte(puzzleText(p)))
	return hex.EncodeToString(sum[:12])
}

func readProgress(prefs fyne.Preferences) []progressEntry {
	var es []progressEntry
	if json.Unmarshal([]byte(prefs.String(prefProgress)), &es) != nil {
		return nil
	}
	return es
}

// loadProgress returns the numbers kept for p, or nil when there are none
// or they do not fit p (a cell number out of range). A number kept under a
// given (a played number the designer then made a given) is left out: it
// lost every number played before.
func loadProgress(prefs fyne.Preferences, p *game.Puzzle) []int {
	key := puzzleKey(p)
	for _, e := range readProgress(prefs) {
		if e.Key != key {
			continue
		}
		if len(e.Fill) != p.N() {
			return nil
		}
		fill := slices.Clone(e.Fill)
		for c, v := range fill {
			if v < 0 || v > p.N() {
				return nil
			}
			if p.Given(c) > 0 {
				fill[c] = 0
			}
		}
		return fill
	}
	return nil
}

// saveProgress keeps fill as p's progress, first in the list; an empty
// fill removes p's entry. It writes only when something changed.
func saveProgress(prefs fyne.Preferences, p *game.Puzzle, fill []int) {
	key := puzzleKey(p)
	es := readProgress(prefs)
	i := slices.IndexFunc(es, func(e progressEntry) bool { return e.Key == key })
	empty := !slices.ContainsFunc(fill, func(v int) bool { return v != 0 })
	if i == 0 && slices.Equal(es[0].Fill, fill) || i < 0 && empty {
		return
	}
	if i >= 0 {
		es = slices.Delete(es, i, i+1)
	}
	if !empty {
		es = slices.Insert(es, 0, progressEntry{Key: key, Fill: slices.Clone(fill)})
	}
	if len(es) > maxProgress {
		es = es[:maxProgress]
	}
	b, err := json.Marshal(es)
	if err != nil {
		return
	}
	prefs.SetString(prefProgress, string(b))
}

// countFilled counts the numbers in fill.
func countFilled(fill []int) int {
	n := 0
	for _, v := range fill {
		if v > 0 {
			n++
		}
	}
	return n
}

// startOver takes away every number the player filled in, as one step
// Undo takes back, and forgets the kept progress.
func (w *Workspace) startOver() {
	if countFilled(w.fill) == 0 {
		return
	}
	w.edit()
	w.fill = make([]int, w.p.N())
	saveProgress(w.k.Prefs(), w.p, w.fill)
	w.changed()
	w.status.SetMessage(lang.L("Every number you filled in is gone; Undo brings them back."))
}
