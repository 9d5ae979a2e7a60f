package eternitysolveui

import (
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
)

// The Solve section is no wider than its Solve | Check unique row, which
// it needs anyway, in English and in French, at every interface size:
// Count and Save… side by side in a grid, each as wide as the wider,
// made it 480 wide in French at Larger, and the board lost as much.
func TestSolverSectionIsAsWideAsItsButtons(t *testing.T) {
	for _, language := range []string{"en", "fr"} {
		kit.SetLanguage(language)
		_, p := newTestPanel(t)
		for _, size := range kit.Sizes {
			setLook("dark", size)
			solve := p.box.Objects[3].(*fyne.Container) // Solve | Check unique
			if got, want := p.box.MinSize().Width, solve.MinSize().Width; got > want+0.5 {
				t.Errorf("%s, %q size: the Solve section is %.0f wide, its Solve row %.0f", language, size, got, want)
			}
		}
	}
	kit.SetLanguage("")
}
