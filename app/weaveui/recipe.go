package weaveui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/openfile"
	"plateau/games/weave"
)

// recipeExt is the extension of a recipe kept for recovery.
const recipeExt = ".recipe"

// recipe is a lattice grown from P1 in one automatic run (grownRun), as
// what grows it again: its rule, main direction, the run's order and
// seed, and its step count (the points a step makes depend on the
// lattice, the steps do not). A lattice of three million points is a few
// bytes, where as JSON it took 300 MB and was not kept at all.
type recipe struct {
	Rule   string `json:"rule"`
	Main   string `json:"main"`
	Order  string `json:"order"`
	Seed   uint64 `json:"seed"`
	Steps  int    `json:"steps"`
	Points int    `json:"points"` // to name it, and to reserve room
	// The order and seed set for the next steps, when they are not the
	// run's: chosen after it, with no step taken yet.
	NextOrder string `json:"next_order"`
	NextSeed  uint64 `json:"next_seed"`
}

// recipe is the lattice on show as a recipe, when it is one.
func (w *Workspace) recipe() (recipe, bool) {
	if w.regrowing != nil {
		return *w.regrowing, true
	}
	r, ok := w.grownRun()
	if !ok {
		return recipe{}, false
	}
	cfg := w.m.Config()
	seed := r.seed
	if r.order != weave.OrderRandom {
		seed = cfg.Seed // it steers nothing, and so stays what the panel shows
	}
	s := w.stats()
	return recipe{Rule: cfg.Rule.String(), Main: cfg.Main.String(), Order: r.order.String(), Seed: seed,
		Steps: s.Steps, Points: s.Points, NextOrder: cfg.Order.String(), NextSeed: cfg.Seed}, true
}

// words name the lattice for the quit question and the recovery.
func (r recipe) words() string {
	return fmt.Sprintf(lang.L("the Weave lattice of %s, which its settings grow again"), pointsText(r.Points))
}

// check says what is wrong with a recipe read from a file, and else
// gives the settings it grows in and those of the next steps.
func (r recipe) check() (grown, next weave.Config, err error) {
	rule, err1 := weave.ParseRule(r.Rule)
	main, err2 := weave.ParseDir(r.Main)
	order, err3 := weave.ParseOrder(r.Order)
	nextOrder, err4 := weave.ParseOrder(r.NextOrder)
	if err := errors.Join(err1, err2, err3, err4); err != nil {
		return grown, next, err
	}
	if r.Steps < 0 || r.Steps > maxPoints || r.Points < 1 || r.Points > maxPoints+8 || (order == weave.OrderManual && r.Steps > 0) {
		return grown, next, fmt.Errorf(lang.L("not a recipe Weave grows: %d steps, %d points, order %s"), r.Steps, r.Points, r.Order)
	}
	return weave.Config{Rule: rule, Main: main, Order: order, Seed: r.Seed},
		weave.Config{Rule: rule, Main: main, Order: nextOrder, Seed: r.NextSeed}, nil
}

// readRecipe reads a recipe file.
func readRecipe(path string) (recipe, error) {
	f, err := openfile.Regular(path)
	if err != nil {
		return recipe{}, err
	}
	defer f.Close()
	var r recipe
	d := json.NewDecoder(io.LimitReader(f, 1<<12))
	d.DisallowUnknownFields()
	if err := d.Decode(&r); err != nil {
		return recipe{}, err
	}
	_, _, err = r.check()
	return r, err
}

// recoverRecipe grows the lattice of a recipe kept for recovery again,
// as the unsaved lattice of file doc: in a job, as Grow to does, with its
// progress and Stop (three million points take seconds). Meanwhile the
// recipe is the lattice's snapshot, so that a Plateau stopped during the
// growth still has it to offer. On error nothing changes.
func (w *Workspace) recoverRecipe(path, doc string) error {
	if w.growing || w.opening || w.status.Busy() {
		return errGrowing()
	}
	r, err := readRecipe(path)
	if err != nil {
		return err
	}
	grown, next, _ := r.check()
	m, err := weave.New(grown)
	if err != nil {
		return err
	}
	m.Reserve(r.Points + 8)
	w.player.pause()
	w.setModel(m)
	w.panel.showConfig(grown)
	w.saved = savedMark{} // work to lose until saved
	w.setDoc(doc)
	ended := func(err error) {
		w.regrowing = nil
		if next != grown {
			_ = w.setOrder(next.Order, next.Seed)
			w.panel.showConfig(next)
		}
		w.k.DocumentChanged()
		if err == nil {
			w.status.SetMessage(kit.RecoveredText())
		}
	}
	if r.Steps == 0 {
		ended(nil)
		return nil
	}
	w.regrowing = &r
	w.growJob(fmt.Sprintf(lang.L("Growing the kept lattice again: %s"), pointsText(r.Points)), weave.Target{Steps: r.Steps}, false, ended)
	return nil
}
