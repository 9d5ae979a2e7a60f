package weaveui

import (
	"testing"

	"plateau/app/kit"
)

// A kept Grow to survives a start that changes nothing: the third start
// shows what the person left at the first.
func TestGrowToSurvivesAnIdleStart(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	p := ws.panel
	p.speed.SetValue(0.75) // a speed other than the default
	p.target.SetText("60000")
	ws.growTo(p.target.Text)
	waitForJobs(t, ws)
	t.Logf("kept after start 1: %s", ws.k.Prefs().String(prefSettings))

	second := again(t, ws) // opens, nothing touched, quits
	t.Logf("kept after start 2: %s (field shows %q)", second.k.Prefs().String(prefSettings), second.panel.target.Text)
	third := again(t, second)
	if got := third.panel.target.Text; got != kit.Int(60000) {
		t.Errorf("third start: Grow to %q, want %q", got, kit.Int(60000))
	}
}
