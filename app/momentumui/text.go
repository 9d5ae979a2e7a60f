package momentumui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	game "plateau/games/momentum"
)

// actionText says what player p's action a did, on game g just after it:
// where a slide stopped and the momentum it left, or which wall changed.
func actionText(g *game.Game, p game.Player, a game.Action) string {
	switch a.Kind() {
	case game.KindMove:
		return fmt.Sprintf(lang.L("%v slid %s to %v: momentum %d"), p, dirText(a.Dir()), g.Pos(p), g.Momentum(p))
	case game.KindDestroy:
		x, y := a.Cell()
		return fmt.Sprintf(lang.L("%v lowered the wall on %v"), p, game.Cell{X: x, Y: y})
	case game.KindBuild:
		x, y := a.Cell()
		return fmt.Sprintf(lang.L("%v raised the wall on %v"), p, game.Cell{X: x, Y: y})
	}
	return fmt.Sprintf(lang.L("%v played %v"), p, a)
}

// dirText names a direction in words.
func dirText(d game.Dir) string {
	switch d {
	case game.N:
		return lang.L("north")
	case game.NE:
		return lang.L("north-east")
	case game.E:
		return lang.L("east")
	case game.SE:
		return lang.L("south-east")
	case game.S:
		return lang.L("south")
	case game.SW:
		return lang.L("south-west")
	case game.W:
		return lang.L("west")
	}
	return lang.L("north-west")
}
