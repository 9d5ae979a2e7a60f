package eternitysolveui

import (
	"testing"
	"time"

	"plateau/app/eternityui"
	"plateau/app/kit/kittest"
)

// restart builds a second panel on the preferences of p's app, as the
// next start of Plateau reads them.
func restart(t *testing.T, p *Panel) *Panel {
	t.Helper()
	k := kittest.Restart(t, p.w.Kit())
	w := eternityui.New(k)
	next := Attach(w)
	kittest.Show(k, w.Content())
	return next
}

// The Solve section's settings come back at the next start: quad-spiral
// was rowscan again, and so for the method, the model, the workers, the
// limit and the rest. What the section does not offer is left for its
// default, setting by setting.
func TestSolveChoicesKept(t *testing.T) {
	_, p := newTestPanel(t)
	def := p.choices()
	p.order.SetSelected("quad-spiral")
	p.vars.SetSelectedIndex(2)
	p.vals.SetSelectedIndex(1)
	p.model.SetSelectedIndex(1)
	p.corolle.SetSelected("1")
	p.workers.SetSelected("1")
	p.limit.SetSelectedIndex(3)
	p.openings.SetSelected("3")
	p.finale.SetSelected("4")
	p.all.SetChecked(true)
	p.starter.SetChecked(true)
	p.methods.SetSelectedIndex(2)
	want := solveChoices{Method: "max-score", Order: "quad-spiral", Var: "pessimistic", Val: "optimistic", Model: "capi",
		Corolle: 1, Workers: 1, Limit: 5 * time.Minute, Openings: 3, Finale: 4, All: true, Starter: true}
	next := restart(t, p)
	if got := next.choices(); got != want {
		t.Errorf("after a restart the section shows\n%+v, want\n%+v", got, want)
	}
	if next.order.Disabled() != true || next.starter.Hidden {
		t.Errorf("Max score kept, but the scan order is enabled %v, the starter piece hidden %v", !next.order.Disabled(), next.starter.Hidden)
	}

	capi := def
	capi.Model = "capi"
	many := def
	many.Workers = def.Workers // all the cores, whatever was kept beyond them
	for _, tc := range []struct {
		kept string
		want solveChoices
	}{
		{`{"order":"zigzag","model":"capi","corolle":5,"openings":9,"finale":-1,"limit":3,"method":"magic"}`, capi},
		{`{"workers":100000}`, many},
		{`{"workers":0}`, def},
		{`{"order":`, def},
		{`{"order":7}`, def},
	} {
		p.w.Kit().Prefs().SetString(prefSolve, tc.kept)
		if got := restart(t, p).choices(); got != tc.want {
			t.Errorf("kept %s: the section shows\n%+v, want\n%+v", tc.kept, got, tc.want)
		}
	}
}
