package momentum

import rules "plateau/games/momentum"

// Move ordering: the transposition-table move first, then the two killer
// moves of the ply (moves that caused cut-offs in sibling positions), then
// the rest by history score (how often and how deep they caused cut-offs).
const (
	orderTT     = 1 << 30
	orderKiller = 1 << 29
)

func (s *Search) scoreMoves(moves []rules.Action, order []int32, ttMove rules.Action, me rules.Player, ply int) {
	k := &s.killers[ply]
	h := &s.history[me&1]
	for i, m := range moves {
		switch m {
		case ttMove:
			order[i] = orderTT
		case k[0]:
			order[i] = orderKiller + 1
		case k[1]:
			order[i] = orderKiller
		default:
			order[i] = h[m&(1<<14-1)]
		}
	}
}

// pickNext moves the best-ordered remaining move to position i and returns
// it: a selection sort that stops early at a cut-off.
func pickNext(moves []rules.Action, order []int32, i int) rules.Action {
	b := i
	for j := i + 1; j < len(moves); j++ {
		if order[j] > order[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	order[i], order[b] = order[b], order[i]
	return moves[i]
}

func (s *Search) rememberCutoff(m rules.Action, me rules.Player, depth, ply int) {
	k := &s.killers[ply]
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	h := &s.history[me&1][m&(1<<14-1)]
	*h += int32(depth * depth)
	if *h > orderKiller/2 {
		for p := range s.history {
			for a := range s.history[p] {
				s.history[p][a] >>= 1
			}
		}
	}
}

// sortByScore orders root moves best first, keeping equal scores in their
// current (shuffled) order.
func sortByScore(moves []rules.Action, scores []int32) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && scores[j] > scores[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			scores[j], scores[j-1] = scores[j-1], scores[j]
		}
	}
}
