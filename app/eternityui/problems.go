package eternityui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	game "plateau/games/eternity"
)

// listedPieces bounds the piece numbers a problem's sentence lists; the
// board highlights them all.
const listedPieces = 8

// pieceList writes piece numbers for a sentence: "3, 7, 12" or "3, 7, …
// and 40 more".
func pieceList(ns []int) string {
	var b strings.Builder
	for i, n := range ns {
		if i == listedPieces {
			return fmt.Sprintf(lang.L("%s and %d more"), b.String(), len(ns)-i)
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(n))
	}
	return b.String()
}

// problemText says in one translated sentence how a design breaks a law.
func problemText(p game.Problem) string {
	list := pieceList(p.Pieces)
	var s string
	switch p.Kind {
	case game.Duplicate:
		s = fmt.Sprintf(lang.L("Pieces %s are the same up to turning."), list)
	case game.HalfTurnSymmetric:
		s = fmt.Sprintf(lang.L("Piece %s is the same turned half way."), list)
		if len(p.Pieces) > 1 {
			s = fmt.Sprintf(lang.L("Pieces %s are each the same turned half way."), list)
		}
	case game.MisplacedGrey:
		s = fmt.Sprintf(lang.L("Piece %s has grey edges that fit no cell."), list)
		if len(p.Pieces) > 1 {
			s = fmt.Sprintf(lang.L("Pieces %s have grey edges that fit no cell."), list)
		}
	case game.WrongKindCount:
		s = kindCountText(p)
	case game.MixedColor:
		s = fmt.Sprintf(lang.L("Colour %d is on both frame and inner edges (pieces %s)."), p.Color, list)
	case game.UnpairedColor:
		if p.Frame {
			s = fmt.Sprintf(lang.L("Colour %d is on %d frame edges, an odd number: they cannot pair up (pieces %s)."), p.Color, p.Got, list)
		} else {
			s = fmt.Sprintf(lang.L("Colour %d is on %d inner edges, an odd number: they cannot pair up (pieces %s)."), p.Color, p.Got, list)
		}
	default:
		s = p.String()
	}
	if law := p.Kind.Law(); law != 0 {
		return fmt.Sprintf(lang.L("Law %d: %s"), law, s)
	}
	return s
}

func kindCountText(p game.Problem) string {
	switch p.PieceKind {
	case game.Corner:
		return fmt.Sprintf(lang.L("%d corner pieces where the board needs %d."), p.Got, p.Want)
	case game.Border:
		return fmt.Sprintf(lang.L("%d border pieces where the board needs %d."), p.Got, p.Want)
	}
	return fmt.Sprintf(lang.L("%d inner pieces where the board needs %d."), p.Got, p.Want)
}

// groupProblems merges the problems Check reports piece by piece (half-turn
// symmetric pieces, misplaced greys) into one of each kind, so that a
// blank design lists a few problems rather than hundreds.
func groupProblems(ps []game.Problem) []game.Problem {
	var out []game.Problem
	merged := map[game.ProblemKind]int{} // kind -> index in out
	for _, p := range ps {
		if p.Kind != game.HalfTurnSymmetric && p.Kind != game.MisplacedGrey {
			out = append(out, p)
			continue
		}
		if i, ok := merged[p.Kind]; ok {
			out[i].Pieces = append(out[i].Pieces, p.Pieces...)
			continue
		}
		merged[p.Kind] = len(out)
		p.Pieces = append([]int(nil), p.Pieces...)
		out = append(out, p)
	}
	return out
}
