package rikudoui

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/games/reason"
	solve "plateau/solvers/rikudo"
)

// prefGenerate keeps the Generate dialog's last choices (JSON): a
// designer making a series of "Hard, 30 %" puzzles set both again for
// each one, the dialog opening on its defaults every time.
const prefGenerate = "rikudo.generate"

// maxDensity is the highest clue density the dialog offers, densityStep
// its step.
const maxDensity, densityStep = 0.5, 0.05

// generateChoices are the Generate dialog's choices but the seed, which is
// drawn afresh each time.
type generateChoices struct {
	Density float64 `json:"density"`    // the least share of cells given, 0 for as few as possible
	Level   int     `json:"difficulty"` // a solve.Level, 0 for the minimal puzzle
	Keep    bool    `json:"keep"`       // keep the designer's givens and bridges
}

// usable brings choices read back to what the dialog offers: the density
// onto its slider's steps, an unknown difficulty to the first.
func (c *generateChoices) usable() bool {
	c.Density = math.Round(kit.Clamp(c.Density, 0, maxDensity)/densityStep) * densityStep
	if c.Level < 0 || c.Level > int(solve.Expert) {
		c.Level = 0
	}
	return true
}

// generateDialog asks for the clue density, the difficulty and whether to
// keep the designer's clues, as they were chosen the last time.
func (w *Workspace) generateDialog() {
	if err := tooLargeToGenerate(w.p.N()); err != nil { // said before the choices it would waste
		w.status.Fail(err, nil)
		return
	}
	last := kit.LoadJSON(w.k.Prefs(), prefGenerate, generateChoices{}, (*generateChoices).usable)
	density := kit.NewSlider(0, maxDensity)
	density.Step = densityStep
	density.SetValue(last.Density)
	densityText := widget.NewLabel(densityLabel(last.Density))
	density.OnChanged = func(v float64) { densityText.SetText(densityLabel(v)) }
	// capitalised as the first is, where sentences say "easy"
	levels := []string{lang.L("Minimal (fewest clues)"), lang.L("Easy"), lang.L("Medium"), lang.L("Hard"), lang.L("Expert")}
	level := kit.NewSelect(levels, nil)
	level.SetSelectedIndex(last.Level)
	pins := kit.NewCheck(lang.L("Keep my givens and bridges"), nil)
	pins.SetChecked(last.Keep)
	seed := kit.NewEntry()
	seed.SetText(strconv.FormatUint(rand.Uint64()%100000, 10))
	seed.Validator = kit.ValidSeed
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Clue density"), container.NewBorder(nil, nil, nil, densityText, density)),
		widget.NewFormItem(lang.L("Difficulty"), level),
		widget.NewFormItem("", pins),
		widget.NewFormItem(lang.L("Seed"), seed),
	}
	d := kit.NewForm(lang.L("Generate a unique puzzle on this shape"), lang.L("Generate"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		c := generateChoices{Density: density.Value, Level: max(0, level.SelectedIndex()), Keep: pins.Checked}
		kit.StoreJSON(w.k.Prefs(), prefGenerate, c)
		s, _ := strconv.ParseUint(seed.Text, 10, 64)
		w.generate(c.Density, solve.Level(c.Level), c.Keep, s)
	}, w.k.Window)
	d.Resize(fyne.NewSize(460, 320))
	d.Show()
}

// densityLabel says what a clue density asks of the generator.
func densityLabel(v float64) string {
	if v <= 0 {
		return lang.L("as few as possible")
	}
	return fmt.Sprintf(lang.L("at least %d%% of cells"), int(math.Round(100*v)))
}

// maxGenerateCells is the most cells Generate works on: those of the
// hexagon of radius 10, the largest the CLI and the New dialog make. Files
// go up to radius 20, and on radius 15 (720 cells) Generate took 1.4 GB
// and 80 s.
const maxGenerateCells = 331

// tooLargeToGenerate says why Generate does not work on a shape of n
// cells, nil when it does.
func tooLargeToGenerate(n int) error {
	if n <= maxGenerateCells {
		return nil
	}
	return reason.New("this shape has %s cells: Generate works on shapes of up to %s (a hexagon of radius 10), as larger ones take minutes and gigabytes", kit.Int(n), kit.Int(maxGenerateCells))
}
