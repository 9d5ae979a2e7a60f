package weaveui

import (
	"context"
	"fmt"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/games/weave"
)

// player animates growth: while playing, each frame expands as many points
// as the speed asks for, and it pauses when the lattice reaches maxPoints.
// The animation ticks on the UI goroutine, so it may touch the model
// directly.
type player struct {
	w       *Workspace
	anim    *fyne.Animation
	playing bool
	speed   float64 // steps a second
	due     float64 // steps owed to the clock, fractional
	last    time.Time
	run     growth       // the run under way: its steps, taken back whole as a Grow to's (undogrowth.go)
	runOn   *weave.Model // the lattice it grows
	hidden  bool         // paused because the workspace was hidden: showing it plays on
}

func newPlayer(w *Workspace) *player {
	p := &player{w: w, speed: 20}
	p.anim = fyne.NewAnimation(time.Second, func(float32) { p.tick() })
	p.anim.RepeatCount = fyne.AnimationRepeatForever
	p.anim.Curve = fyne.AnimationLinear
	return p
}

func (p *player) tick() {
	if !p.playing {
		return
	}
	now := time.Now()
	p.due += p.speed * now.Sub(p.last).Seconds()
	p.last = now
	n := int(p.due)
	if n == 0 {
		return
	}
	p.due -= float64(n)
	p.w.newSteps(p.w.m.Stats().Steps)
	for range min(n, 5000) {
		if p.w.m.Len() >= maxPoints {
			p.pause()
			p.w.status.SetMessage(maxPointsText())
			break
		}
		if err := p.w.m.Step(); err != nil {
			p.pause()
			p.w.status.SetMessage(lang.L("Nothing left to expand."))
			break
		}
	}
	p.w.rebuild()
}

func (p *player) play() {
	if p.w.manual() && !p.playing {
		p.w.status.SetMessage(manualHint()) // Play did nothing, unsaid
		return
	}
	if p.playing || p.w.busySaid() || !p.w.panel.commitSeed() {
		return
	}
	if p.w.m.Len() >= maxPoints {
		p.w.status.SetMessage(maxPointsText())
		return
	}
	p.playing, p.due, p.last = true, 0, time.Now()
	p.runOn, p.run.from = p.w.m, p.w.m.Stats().Steps
	p.anim.Start()
	p.w.panel.update()
}

func (p *player) pause() {
	p.hidden = false // paused on purpose (a new lattice, Open) while hidden: no playing on
	if !p.playing {
		return
	}
	p.playing = false
	p.anim.Stop()
	p.endRun()
	p.w.panel.update()
	p.w.view.Refresh() // whole again, if Play drew it coarsely
}

// hide pauses a run while the workspace is hidden (no frame to draw it
// in), remembering that it ran.
func (p *player) hide() {
	if p.playing {
		p.pause()
		p.hidden = true
	}
}

// show plays on a run that hiding the workspace paused, as the person
// left it playing, and says so: the status line still told of what came
// before the run.
func (p *player) show() {
	if !p.hidden {
		return
	}
	p.hidden = false
	p.play()
	if p.playing {
		p.w.status.SetMessage(lang.L("Playing on from where Weave was left: Space pauses."))
	}
}

// endRun records the run just ended as one growth, so that Undo takes
// it back whole: a run of two seconds at the top speed took 4,000
// presses, where a Grow to as large takes one.
func (p *player) endRun() {
	w := p.w
	if to := w.m.Stats().Steps; p.runOn == w.m && to > p.run.from {
		w.growths = append(w.growths, growth{from: p.run.from, to: to})
	}
	p.runOn = nil
}

func (p *player) toggle() {
	if p.playing {
		p.pause()
	} else {
		p.play()
	}
}

// manual reports whether the user picks the points to expand.
func (w *Workspace) manual() bool { return w.m.Config().Order == weave.OrderManual }

// Step expands one point chosen by the order; in manual order, the
// selected point if it is free (N picks one: the keys' click).
func (w *Workspace) Step() {
	if w.busySaid() || !w.panel.commitSeed() {
		return
	}
	if w.manual() {
		if pt, _ := w.m.Point(w.selected); pt.Free {
			w.expandByHand(w.selected)
		} else {
			w.status.SetMessage(manualHint())
		}
		return
	}
	before := w.m.Stats().Steps
	if err := w.m.Step(); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.newSteps(before) // after: a Step that failed leaves Redo as it was
	w.status.SetMessage(fmt.Sprintf(lang.L("Expanded P%d"), w.m.LastExpanded()))
	w.rebuild()
}

// manualHint says how to grow in manual order, with the mouse or keys.
// It names green as the free points' colour only with that colouring:
// coloured by generation, the green points are inside and not free.
func manualHint() string {
	return lang.L("Manual order: click a free point (green when coloured by state) to expand it, or pick one with N and expand it with Space.")
}

// canUndo and canRedo report whether Undo and Redo would act: not while a
// job owns the lattice (busySaid), whose model they must not read then.
func (w *Workspace) canUndo() bool {
	return w.latticeFree() && (w.m.CanUndo() || len(w.before) > 0)
}
func (w *Workspace) canRedo() bool {
	return w.latticeFree() && (w.m.CanRedo() || w.canReplaceAgain())
}

// latticeFree reports whether the lattice is the workspace's own: there (New
// builds it first) and held by no job.
func (w *Workspace) latticeFree() bool { return w.m != nil && !w.growing && !w.opening }

// Undo takes back the last expansion, or growth, or the new lattice
// (replaced.go).
func (w *Workspace) Undo() {
	if w.busySaid() {
		return
	}
	w.player.pause()
	if w.undoGrowth() {
		return
	}
	if !w.undoStep() {
		if !w.bringBack() {
			w.status.SetMessage(lang.L("Nothing to undo."))
		}
		return
	}
	if w.selected > w.m.Len() {
		w.selected = 0
	}
	w.status.SetMessage(lang.L("Undone."))
	w.rebuild()
}

// Redo replaces the lattice again, or expands again the point of the
// last expansion undone.
func (w *Workspace) Redo() {
	if w.busySaid() {
		return
	}
	w.player.pause()
	if w.replaceAgain() || w.redoGrowth() {
		return
	}
	if !w.redoStep() {
		w.status.SetMessage(lang.L("Nothing to redo."))
		return
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("Expanded P%d"), w.m.LastExpanded()))
	w.rebuild()
}

func (w *Workspace) spaceKey() {
	if w.player.playing {
		w.player.pause()
		return
	}
	w.Step()
}

func (w *Workspace) stop() {
	w.player.pause()
	w.status.Stop()
}

// growTo grows the lattice to n points in a job; the view keeps drawing
// the scene built before, and edits wait until the job ends.
func (w *Workspace) growTo(text string) {
	n, err := parseGrowTo(text)
	if err != nil {
		w.status.SetMessage(err.Error())
		return
	}
	w.keepSettings() // the number given is the field's at the next start
	if !w.panel.commitSeed() {
		return
	}
	switch {
	case w.manual():
		w.status.SetMessage(lang.L("Grow to needs an order other than manual: in manual order, your clicks choose the points."))
		return
	case n <= w.m.Len():
		w.status.SetMessage(fmt.Sprintf(lang.L("Grow to: the lattice has %s points already; choose more."), kit.Int(w.m.Len())))
		return
	}
	w.grow(n, false)
}

// parseGrowTo reads the Grow to field: a number of points from 1 to
// maxPoints.
func parseGrowTo(text string) (int, error) {
	n, err := kit.ParseInt(text)
	if err != nil || n < 1 || n > maxPoints {
		return 0, fmt.Errorf(lang.L("Grow to: a number of points from 1 to %s"), kit.Int(maxPoints))
	}
	return n, nil
}

// grow grows the lattice to n points in a job (growTo has checked n);
// ofRule when it is a new rule's lattice, which Undo takes back with it.
func (w *Workspace) grow(n int, ofRule bool) {
	w.growJob(fmt.Sprintf(lang.L("Growing to %s points"), kit.Int(n)), weave.Target{Points: n}, ofRule, nil)
}

// growJob grows the lattice to target in a job titled title, as one
// growth Undo takes back whole; ended, when not nil, gets the job's error
// on the UI goroutine once the lattice is the workspace's again.
func (w *Workspace) growJob(title string, target weave.Target, ofRule bool, ended func(error)) {
	if w.growing || w.status.Busy() {
		// A job owns the lattice (a growth, a save) or the bar: refused
		// here, before newSteps forgets the growths Redo would replay
		// (latticeJob refuses the same way, too late for that).
		w.status.SetMessage(lang.L("Grow to: wait for the work under way to finish, or stop it."))
		if ended != nil {
			ended(kit.ErrBusy)
		}
		return
	}
	w.player.pause()
	w.newSteps(w.m.Stats().Steps)
	from := w.m.Stats().Steps
	grow := func(ctx context.Context, m *weave.Model, report func(float64)) error {
		start := m.Stats()
		return m.Grow(ctx, target, func(s weave.Stats) { report(growthDone(start, s, target)) })
	}
	w.latticeJob(title, grow, func(m *weave.Model, err error) {
		if to := m.Stats().Steps; to > from && m == w.m {
			w.growths = append(w.growths, growth{from, to, ofRule})
		}
		w.rebuild()
		w.fit()
		if ended != nil {
			ended(err)
		}
	})
}

// growthDone is how far a growth from start to target has come at now,
// from 0 to 1: by points for a number of points, else by steps.
func growthDone(start, now weave.Stats, t weave.Target) float64 {
	if t.Points > 0 {
		return float64(now.Points-start.Points) / float64(t.Points-start.Points)
	}
	return float64(now.Steps-start.Steps) / float64(t.Steps)
}

// maxPoints bounds "Grow to" and Play so that the window stays within
// about 2 GB: a lattice costs some 120 bytes a point in the model, 28 in
// the scene and 190 in the renderers that draw it. Four million points
// took 1.5 GB (the process's resident memory, after a Grow to, an Undo
// and Redo, and a Grow to again), five million 1.95 GB, and ten million,
// the bound before, 3.6 GB and 6.7 GB once grown again. Play had no
// bound: left playing at the top speed it went on past it, hundreds of
// megabytes an hour, each tick on the UI goroutine slower than the last.
// A variable, so that a test reaches it.
var maxPoints = 4_000_000

// maxPointsText says why Play paused, or does not start, at maxPoints.
func maxPointsText() string {
	return fmt.Sprintf(lang.L("Paused: the lattice has reached %s points, the most Play and Grow to make, so that it stays within memory."), kit.Int(maxPoints))
}

// speedFromSlider maps the slider (0..1) to 1..2000 steps a second.
func speedFromSlider(v float64) float64 { return math.Round(math.Pow(2000, v)) }

// busySaid reports whether a job owns the lattice (a growth, a save) or
// is about to replace it (an opening), and then says so: Step, Play,
// Undo, Redo, New and a click did nothing, unsaid, while it ran, and the
// steps made during an opening were lost when it ended.
func (w *Workspace) busySaid() bool {
	switch {
	case w.growing:
		w.status.SetMessage(lang.L("The lattice is busy (growing or being saved): wait for the end, or press Esc to stop."))
	case w.opening:
		w.status.SetMessage(lang.L("A lattice is being opened: wait for it, or press Esc to stop."))
	default:
		return false
	}
	return true
}
