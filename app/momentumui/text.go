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
		return fmt.Sprintf(lang.L("%v slid %s to %v: momentum %d"), playerText(p), dirText(a.Dir()), g.Pos(p), g.Momentum(p))
	case game.KindDestroy:
		x, y := a.Cell()
		return fmt.Sprintf(lang.L("%v lowered the wall on %v"), playerText(p), game.Cell{X: x, Y: y})
	case game.KindBuild:
		x, y := a.Cell()
		return fmt.Sprintf(lang.L("%v raised the wall on %v"), playerText(p), game.Cell{X: x, Y: y})
	}
	return fmt.Sprintf(lang.L("%v played %v"), playerText(p), actionNotation(a))
}

// playerText names player p as the UI shows it: P1 and P2 in English, J1
// and J2 in French (joueur), as the seed writes them. Files and the
// command line keep P1 and P2 (Player.String).
func playerText(p game.Player) string {
	if p == game.P2 {
		return lang.L("P2")
	}
	return lang.L("P1")
}

// actionNotation is action a in the move list's notation: the compass
// letters of a move in the UI language (French writes O for west, so SO,
// O, NO), "x3,2" to destroy and "+3,2" to build as everywhere. Files and
// the command line keep the English letters (Action.String).
func actionNotation(a game.Action) string {
	if a.Kind() != game.KindMove || a.Dir() > game.NW {
		return a.String()
	}
	// in Dir's order, each literal where the translations test reads it
	return [...]string{lang.L("N"), lang.L("NE"), lang.L("E"), lang.L("SE"),
		lang.L("S"), lang.L("SW"), lang.L("W"), lang.L("NW")}[a.Dir()]
}

// dirText names a direction in words.
func dirText(d game.Dir) string {
	if d > game.NW {
		return d.String()
	}
	return [...]string{lang.L("north"), lang.L("north-east"), lang.L("east"), lang.L("south-east"),
		lang.L("south"), lang.L("south-west"), lang.L("west"), lang.L("north-west")}[d]
}
