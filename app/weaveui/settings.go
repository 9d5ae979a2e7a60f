package weaveui

import (
	"context"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	"plateau/games/weave"
)

// prefSettings keeps the panel's settings between sessions (JSON): the
// next start grew the default lattice, fifo from seed 1, whatever the
// person had chosen, so that "its settings grow it again" was true only
// until Plateau quit.
const prefSettings = "weave.settings"

// settings are the panel's choices kept between sessions. The rule, main
// direction and order go by the command line's names (seed, D1, fifo), so
// that the file reads as the CLI's flags do and survives a reordering of
// the constants.
type settings struct {
	Rule   string  `json:"rule"`
	Main   string  `json:"main"`
	Order  string  `json:"order"`
	Seed   uint64  `json:"seed"`
	Speed  float64 `json:"speed"`   // the speed slider, 0 to 1
	ByGen  bool    `json:"by_gen"`  // colour by generation rather than by state
	GrowTo int     `json:"grow_to"` // the Grow to field
}

// defaultSettings are the settings of a first start.
func defaultSettings() settings {
	return settings{Rule: weave.RuleSeed.String(), Main: weave.D1.String(), Order: weave.OrderFIFO.String(),
		Seed: 1, Speed: 0.4, GrowTo: 20000}
}

// loadSettings reads the kept settings; each value that is missing or
// not a valid one (a file edited by hand, or written by another version)
// is the default, the others stay: one seed written as -1 lost them all.
func loadSettings(p fyne.Preferences) settings {
	def := defaultSettings()
	return kit.LoadJSON(p, prefSettings, def, func(s *settings) bool {
		if _, err := weave.ParseRule(s.Rule); err != nil {
			s.Rule = def.Rule
		}
		if _, err := weave.ParseDir(s.Main); err != nil {
			s.Main = def.Main
		}
		if _, err := weave.ParseOrder(s.Order); err != nil {
			s.Order = def.Order
		}
		if !(s.Speed >= 0 && s.Speed <= 1) {
			s.Speed = def.Speed
		}
		if s.GrowTo < 1 || s.GrowTo > maxPoints {
			s.GrowTo = def.GrowTo
		}
		return true
	})
}

// config is the lattice settings s names (loadSettings checked them).
func (s settings) config() weave.Config {
	r, _ := weave.ParseRule(s.Rule)
	m, _ := weave.ParseDir(s.Main)
	o, _ := weave.ParseOrder(s.Order)
	return weave.Config{Rule: r, Main: m, Order: o, Seed: s.Seed}
}

// keepSettings writes the settings the workspace now has for the next
// start: call it when the person changes one.
func (w *Workspace) keepSettings() {
	cfg := w.m.Config()
	s := settings{Rule: cfg.Rule.String(), Main: cfg.Main.String(), Order: cfg.Order.String(), Seed: cfg.Seed,
		Speed: w.panel.speed.Value, ByGen: w.byGen, GrowTo: defaultSettings().GrowTo}
	if n, err := parseGrowTo(w.panel.target.Text); err == nil {
		s.GrowTo = n
	}
	kit.StoreJSON(w.k.Prefs(), prefSettings, s)
}

// openOn shows the lattice the workspace opens on, grown to defaultPoints
// by the kept settings s, and puts s in the panel. In manual order it
// grows fifo, then takes the manual order: the clicks choose from there.
func (w *Workspace) openOn(s settings) {
	cfg := s.config()
	grown := cfg
	if cfg.Order == weave.OrderManual {
		grown.Order = weave.OrderFIFO
	}
	m, _ := weave.New(grown) // checked settings: no error
	_ = m.Grow(context.Background(), weave.Target{Points: defaultPoints}, nil)
	w.byGen = s.ByGen
	w.setModel(m)
	w.grownFromP1()
	if cfg.Order != grown.Order {
		_ = m.SetOrder(cfg.Order, cfg.Seed)
		w.reseeded = true
	}
	w.panel.showSettings(s)
}
