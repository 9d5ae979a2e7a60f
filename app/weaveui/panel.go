package weaveui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/games/weave"
	"plateau/render/scene3d"
)

// panel is the side panel: the rule and order, growth controls, the view,
// statistics and the selected point.
type panel struct {
	w                 *Workspace
	root              fyne.CanvasObject
	rule, main, order *kit.Select
	seed, target      *kit.Entry
	play              *widget.Button
	playTool          *kit.ToolAction // the toolbar's Play, which shows Pause while playing too
	speed             *kit.Slider
	stats, point      *widget.Label
	colour            *widget.RadioGroup
	updating          bool // true while update sets widgets: their callbacks must not act
}

var mainNames = []string{"D1", "D2", "D3", "D4", "D5", "D6"}

// ruleLabels and orderLabels name the rules and orders for people, in
// the order of weave's constants (the selectors go by index); the command
// line's names (seed, fifo...) close the order labels for those who know them.
func ruleLabels() []string {
	return []string{lang.L("Two tripods (the source's rule)"), lang.L("Diamond (four directions)"), lang.L("Cubic (six directions)")}
}

func orderLabels() []string {
	return []string{lang.L("Oldest first (fifo)"), lang.L("Newest first (lifo)"),
		lang.L("Random (from the seed)"), lang.L("Nearest to P1"), lang.L("By your clicks (manual)")}
}

func newPanel(w *Workspace) *panel {
	p := &panel{w: w, stats: widget.NewLabel(""), point: widget.NewLabel("")}
	p.point.Wrapping = fyne.TextWrapWord
	p.rule = kit.NewSelect(ruleLabels(), func(string) { p.configChanged(true) })
	p.main = kit.NewSelect(mainNames, func(string) { p.configChanged(true) })
	p.order = kit.NewSelect(orderLabels(), func(string) { p.configChanged(false) })
	p.seed = kit.NewEntry()
	p.seed.OnSubmitted = func(string) {
		if _, ok := p.seedValue(); ok { // a seed given with Enter is checked, whatever the order
			p.configChanged(false)
		}
	}
	p.seed.OnLeave = func() { p.commitSeed() }
	p.target = kit.NewEntry()
	p.target.SetText(kit.Int(20000))
	// Once the number is given, the keyboard goes back to the view: Space
	// typed a space into the field, where it should pause or step.
	growTo := func(text string) {
		if c := w.k.Window.Canvas(); c.Focused() == p.target {
			c.Unfocus()
		}
		w.growTo(text)
	}
	p.target.OnSubmitted = growTo
	grow := widget.NewButtonWithIcon(lang.L("Grow"), theme.MediaFastForwardIcon(), func() { growTo(p.target.Text) })
	step := widget.NewButtonWithIcon(lang.L("Step"), theme.MediaSkipNextIcon(), w.Step)
	p.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), w.player.toggle)
	p.playTool = w.k.NewToolAction(theme.MediaPlayIcon(), lang.L("Play"), w.player.toggle)
	p.speed = kit.NewSlider(0, 1)
	p.speed.Step = 0.01
	p.speed.SetValue(0.4)
	p.speed.OnChanged = func(v float64) { w.player.speed = speedFromSlider(v) }
	p.speed.OnChangeEnded = func(float64) {
		// SetValue calls this too: a start showing the kept settings
		// set the speed before the Grow to field, and kept the field's
		// default over the person's value
		if !p.updating {
			w.keepSettings()
		}
	}
	w.player.speed = speedFromSlider(p.speed.Value)
	colour := widget.NewRadioGroup([]string{lang.L("State"), lang.L("Generation")}, nil)
	p.colour = colour
	colour.Horizontal = true
	colour.SetSelected(lang.L("State"))
	colour.OnChanged = func(s string) {
		w.byGen = s == lang.L("Generation")
		if p.updating {
			return
		}
		w.keepSettings()
		if w.growing { // the job's end rebuilds the scene, in these colours
			w.recolour = true
			return
		}
		w.rebuild()
	}
	kit.Radio(colour)
	preset := func(label string, pr scene3d.Preset) fyne.CanvasObject {
		return widget.NewButton(label, func() { w.cam.SetPreset(pr); w.fit() })
	}
	views := container.NewGridWithColumns(4, preset(lang.L("Iso"), scene3d.PresetIso),
		preset("D1", scene3d.PresetX), preset("D2", scene3d.PresetY), preset("D3", scene3d.PresetZ))
	p.root = container.NewVBox(
		// The rule's and the order's names are long: the rule's list takes
		// the whole width under the section's title, which names it, and
		// the others start where their labels end (a form's column of
		// labels as wide as "Main direction" cut the order's name short).
		kit.Section(lang.L("Rule"), p.rule, kit.Row(lang.L("Main direction"), p.main),
			kit.Row(lang.L("Order"), p.order), kit.Row(lang.L("Seed"), p.seed)),
		kit.Section(lang.L("Growth"), container.NewGridWithColumns(2, step, p.play), kit.Row(lang.L("Speed"), p.speed),
			container.NewBorder(nil, nil, widget.NewLabel(lang.L("Grow to")), grow, p.target)),
		kit.Section(lang.L("View"), views, kit.Row(lang.L("Colour by"), colour),
			widget.NewButtonWithIcon(lang.L("Fit the lattice"), theme.ZoomFitIcon(), w.fit)),
		kit.Section(lang.L("Statistics"), p.stats),
		kit.Section(lang.L("Selected point"), p.point),
	)
	p.showConfig(weave.Config{Rule: weave.RuleSeed, Main: weave.D1, Order: weave.OrderFIFO, Seed: 1})
	return p
}

func (p *panel) toolbarItems() []widget.ToolbarItem {
	return []widget.ToolbarItem{
		p.w.k.NewToolAction(theme.MediaSkipNextIcon(), lang.L("Step (Space)"), p.w.Step),
		p.playTool,
		p.w.k.NewToolAction(theme.ZoomFitIcon(), lang.L("Fit the lattice (Home)"), p.w.fit),
		kit.NewToolbarDivider(),
		p.w.newExportTool(),
	}
}

// showConfig puts a configuration in the selectors without acting on it.
func (p *panel) showConfig(c weave.Config) {
	p.updating = true
	defer func() { p.updating = false }()
	p.rule.SetSelectedIndex(int(c.Rule))
	p.main.SetSelected(c.Main.String())
	p.order.SetSelectedIndex(int(c.Order))
	p.seed.SetText(strconv.FormatUint(c.Seed, 10))
}

// showSettings puts kept settings in the panel without acting on them.
func (p *panel) showSettings(s settings) {
	p.showConfig(s.config())
	p.updating = true
	defer func() { p.updating = false }()
	p.speed.SetValue(s.Speed) // the player takes its speed from it
	p.target.SetText(kit.Int(s.GrowTo))
	colour := lang.L("State")
	if s.ByGen {
		colour = lang.L("Generation")
	}
	p.colour.SetSelected(colour)
}

// setGrowing greys the settings out while a growth runs: the lattice
// takes none of them then, and a choice made was shown but not taken.
func (p *panel) setGrowing(growing bool) {
	for _, o := range []fyne.Disableable{p.rule, p.main, p.order, p.seed, p.target} {
		if growing {
			o.Disable()
		} else {
			o.Enable()
		}
	}
	p.w.k.UndoChanged() // Undo and Redo wait for the lattice too
}

// configChanged applies the selectors. A new rule or main direction grows a
// new lattice (regrow); a new order or seed applies from the next step.
func (p *panel) configChanged(regrow bool) {
	if p.updating || p.w.m == nil || p.w.growing {
		return
	}
	w := p.w
	rule, order := weave.Rule(p.rule.SelectedIndex()), weave.Order(p.order.SelectedIndex())
	main, err := weave.ParseDir(p.main.Selected)
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	seed, err := p.typedSeed()
	switch {
	case err == nil:
	case order == weave.OrderRandom:
		p.seedValue()              // says why
		p.showConfig(w.m.Config()) // the selectors say what the lattice does: Random stayed shown over fifo
		return
	default:
		seed = w.m.Config().Seed // the seed plays no part but in random order
	}
	if !regrow {
		switch err := w.setOrder(order, seed); {
		case err != nil:
			w.status.SetMessage(kit.ErrorText(err))
		case order == weave.OrderManual:
			w.player.pause()
			w.status.SetMessage(manualHint())
		case order == weave.OrderRandom:
			// said, so that a refused seed's message goes with the refusal
			w.status.SetMessage(fmt.Sprintf(lang.L("The next steps take the order %s, seed %d."), p.order.Selected, seed))
		default:
			w.status.SetMessage(fmt.Sprintf(lang.L("The next steps take the order %s."), p.order.Selected))
		}
		p.update()
		return
	}
	cfg := weave.Config{Rule: rule, Main: main, Order: order, Seed: seed}
	if w.status.Busy() {
		// the new lattice grows in a job, and another holds the bar (an
		// export, an opening): it showed one point, its growth refused
		w.status.SetMessage(lang.L("Another rule or direction grows a new lattice once the work under way is done: wait for it, or stop it (Esc)."))
		p.showConfig(w.m.Config())
		return
	}
	// A new lattice: one grown by hand is asked about first, as New asks,
	// and the selectors go back if the person keeps it.
	w.k.ConfirmDiscardElse(w.lostByReplacing(), w.SaveThen, func() { p.regrow(cfg) }, func() { p.showConfig(w.m.Config()) })
}

// typedSeed reads the seed field.
func (p *panel) typedSeed() (uint64, error) {
	return strconv.ParseUint(strings.TrimSpace(p.seed.Text), 10, 64)
}

// seedValue reads the seed field, saying why it cannot when it cannot.
func (p *panel) seedValue() (uint64, bool) {
	seed, err := p.typedSeed()
	if err != nil {
		p.w.status.SetMessage(fmt.Sprintf(lang.L("The seed %q is not a whole number from 0 up."), p.seed.Text))
		return 0, false
	}
	return seed, true
}

// commitSeed takes a seed typed without Enter before the lattice grows or
// is saved, or when the field is left: the field showed 42 while the
// steps and the file used the seed before it. It reports false, having
// said why, when the field holds no seed.
func (p *panel) commitSeed() bool {
	w := p.w
	if p.updating || w.m == nil || w.growing {
		return true
	}
	cfg := w.m.Config()
	seed, err := p.typedSeed()
	switch {
	case err != nil && cfg.Order == weave.OrderRandom:
		p.seedValue() // says why
		return false
	case err != nil || seed == cfg.Seed:
		// in another order the seed plays no part: a field emptied or
		// mistyped must not stop Step, Play or Grow to
		return true
	}
	if err := w.setOrder(cfg.Order, seed); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return false
	}
	return true
}

// regrow shows a new lattice of settings cfg, grown to the size of the
// one on show (so that the two can be compared), as a new document.
func (p *panel) regrow(cfg weave.Config) {
	w := p.w
	if w.growing {
		return
	}
	m, err := weave.New(cfg)
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	size := w.m.Len()
	w.player.pause()
	w.replaceWith(m)
	w.setDoc("") // another lattice: Save must not write it over the file of this one
	p.showConfig(cfg)
	w.keepSettings()
	if cfg.Order != weave.OrderManual && size > 1 {
		// as large as the one on screen, to compare the two, in a job as
		// Grow to does: it grew 50,000 points at most, silently, on the
		// UI goroutine (0.4 s); Undo takes the growth back with the rule
		w.grow(size, true)
	}
}

// update refreshes the counters, the selected point and the play button.
func (p *panel) update() {
	w := p.w
	s := w.m.Stats()
	p.stats.SetText(fmt.Sprintf(lang.L("Points: %s\nLinks: %s\nFree points: %s\nClosed cycles: %s\nSteps: %s"),
		kit.Int(s.Points), kit.Int(s.Links), kit.Int(s.Free), kit.Int(s.Cycles), kit.Int(s.Steps)))
	text, tip, icon := lang.L("Play"), lang.L("Play"), theme.MediaPlayIcon()
	if w.player.playing { // Space pauses a playing growth (and steps a paused one)
		text, tip, icon = lang.L("Pause"), lang.L("Pause (Space)"), theme.MediaPauseIcon()
	}
	if p.play.Text != text {
		p.play.SetText(text)
		p.play.SetIcon(icon)
		p.playTool.SetIcon(icon)
		p.playTool.SetTip(tip)
	}
	pt, ok := w.m.Point(w.selected)
	if !ok {
		kit.SetText(p.point, lang.L("Click a point to see it."), p.root)
		return
	}
	links := make([]string, len(pt.Links))
	for i, n := range pt.Links {
		links[i] = fmt.Sprintf("P%d", n)
	}
	state := lang.L("not free")
	if pt.Free {
		state = lang.L("free")
	}
	kit.SetText(p.point, fmt.Sprintf(lang.L("P%d at (%d, %d, %d), %s, generation %d\nLinks: %s"),
		pt.N, pt.P[0], pt.P[1], pt.P[2], state, pt.Gen, strings.Join(links, ", ")), p.root)
}

// newLattice is New: reset, once the person agrees to lose a lattice
// grown by hand. During a growth it says the lattice is busy at once: it
// asked about losing the lattice, and reset then refused all the same.
func (w *Workspace) newLattice() {
	if w.growing {
		w.busySaid()
		return
	}
	w.k.ConfirmDiscard(w.lostByReplacing(), w.SaveThen, w.reset)
}

// reset starts again from P1 alone with the current settings; a lattice
// being opened is stopped first (stopOpening).
func (w *Workspace) reset() {
	if w.opening {
		w.stopOpening(w.reset)
		return
	}
	if w.busySaid() {
		return
	}
	w.player.pause()
	cfg := w.m.Config()
	m, err := weave.New(cfg)
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.replaceWith(m) // Undo brings it back
	w.setDoc("")     // a new lattice goes to a new file
	w.status.SetMessage(lang.L("New lattice: P1 alone. Step, Play or Grow to weave it."))
}
