package dicewars

import (
	"math/bits"

	dw "plateau/games/dicewars"
)

// Bourgeoise is the seed's dice-difference strategy: among its legal attacks
// it takes the largest difference attacker dice - defender dice, ties going to
// the attacker with fewer dice (2 against 1 beats 3 against 2). A positive
// difference attacks; a zero difference attacks only when a loss would be
// made good: the dice needed to bring every territory to 8, counting the
// attacker dropping to 1, are covered by the stock plus the reinforcement
// due at the end of this turn. A negative difference never attacks.
type Bourgeoise struct{}

// Name returns "bourgeoise".
func (Bourgeoise) Name() string { return "bourgeoise" }

// Choose applies the rule above.
func (Bourgeoise) Choose(pos *dw.Position) (int, int, bool) {
	return bourgeoiseChoice(pos)
}

// bestDifference returns the seed's preferred attack: the largest dice
// difference, then the fewest attacking dice, then the lowest territory
// numbers. ok is false when there is no legal attack at all.
func bestDifference(pos *dw.Position) (from, to, diff int, ok bool) {
	me := pos.Current
	bestDiff, bestDice := -maxDiff, 0
	for own := pos.Own[me]; own != 0; own &= own - 1 {
		f := bits.TrailingZeros64(own)
		d := int(pos.Dice[f])
		if d < 2 {
			continue
		}
		for en := pos.Map.Adj(f) &^ pos.Own[me]; en != 0; en &= en - 1 {
			t := bits.TrailingZeros64(en)
			df := d - int(pos.Dice[t])
			if !ok || df > bestDiff || (df == bestDiff && d < bestDice) {
				from, to, bestDiff, bestDice, ok = f, t, df, d, true
			}
		}
	}
	return from, to, bestDiff, ok
}

// maxDiff bounds a dice difference; it only seeds the search for the largest.
const maxDiff = 2 * dw.MaxDice

func bourgeoiseChoice(pos *dw.Position) (int, int, bool) {
	from, to, diff, ok := bestDifference(pos)
	switch {
	case !ok || diff < 0:
		return 0, 0, false
	case diff > 0:
		return from, to, true
	}
	me := pos.Current
	need := dw.MaxDice*pos.Territories(me) - pos.TotalDice(me) + int(pos.Dice[from]) - 1
	if need <= pos.Stock[me]+pos.LargestGroup(me) {
		return from, to, true
	}
	return 0, 0, false
}
