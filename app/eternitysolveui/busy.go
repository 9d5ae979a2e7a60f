package eternitysolveui

import "fyne.io/fyne/v2/lang"

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
	if again == nil || !st.AfterStop(again) {
		st.SetMessage(lang.L("Another job is running: wait for it, or press Esc to stop it."))
	}
	return true
}
