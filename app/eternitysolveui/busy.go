package eternitysolveui

import (
	"strings"

	"fyne.io/fyne/v2/lang"
)

// busy reports whether a job runs, which again, the action asking, must
// wait for: pressed just after Esc or the Stop button, while the stopped
// job winds up, again runs once it has ended, as the person meant;
// otherwise the status bar says why nothing happens (Solve, Check unique, Make unique, Count, Save…
// and Compare's Run did nothing, unsaid). nil again: said only.
func (p *Panel) busy(again func()) bool {
	st := p.w.Status()
	if !st.Busy() {
		return false
	}
	if again == nil || !st.AfterStop(p.ifUnchanged(again)) {
		st.SetMessage(lang.L("Another job is running: wait for it, or press Esc to stop it."))
	}
	return true
}

// ifUnchanged is again, run only on the design it was asked on: a puzzle
// opened, New, Undo or an edit while the stopped job wound up had again
// search the puzzle shown then, unasked, its "Solving…" over "Opened…".
// Dropped, it says so after what the status bar said ("Opened…",
// "Undone.", the stopped job's end), which stays.
func (p *Panel) ifUnchanged(again func()) func() {
	unchanged := p.w.Unchanged()
	return func() {
		if unchanged() {
			again()
			return
		}
		st := p.w.Status()
		st.SetMessage(followedBy(st.Message(), lang.L("What you asked for after Stop did not run: the design changed meanwhile.")))
	}
}

// followedBy is message, then note as a sentence of its own.
func followedBy(message, note string) string {
	switch {
	case message == "":
		return note
	case strings.HasSuffix(message, ".") || strings.HasSuffix(message, ")"):
		return message + " " + note
	}
	return message + ". " + note
}
