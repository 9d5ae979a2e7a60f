package dicewars

import (
	"math/bits"

	dw "plateau/games/dicewars"
)

// Weights tune Expert's evaluation of the position at the end of its turn.
type Weights struct {
	Territory float64 // per territory held
	Group     float64 // per territory of the largest group: the next reinforcement
	Dice      float64 // per die held once the coming reinforcement is in (capped at 8 a territory)
	Risk      float64 // per territory expected to be lost before our next turn
	GroupRisk float64 // extra per expected loss inside the largest group
	Enemy     float64 // per territory of the strongest opponent's largest group
	Fill      float64 // share of the coming reinforcement counted in defence (0..1)
}

// DefaultWeights were tuned by coordinate ascent over 800-game tournaments
// against Dijkstra, Bourgeoise and Bourgeoise, then checked on other seeds.
var DefaultWeights = Weights{
	Territory: 0.25,
	Group:     0.5,
	Dice:      0.375,
	Risk:      1,
	GroupRisk: 0.75,
	Enemy:     0.8,
	Fill:      1,
}

// Evaluate scores the position for player me as if me ended its turn now.
//
// Dice are counted after the reinforcement, capped at what the territories
// can hold, so a failed attack costs nothing when the stock will refill the
// territory anyway. A territory's risk is the chance that its strongest
// enemy neighbour (with at least 2 dice) takes it, against its dice plus its
// expected share of the reinforcement. Penalising the strongest opponent's
// group makes Expert attack the leader rather than the weak.
func (w *Weights) Evaluate(pos *dw.Position, me int) float64 {
	own := pos.Own[me]
	if own == 0 {
		return -1e6
	}
	n := bits.OnesCount64(own)
	big := largestGroupMask(pos, me)
	groupSize := bits.OnesCount64(big)
	coming := groupSize + pos.Stock[me]
	fill := 0.0
	if k := n - fullCount(pos, own); k > 0 {
		fill = w.Fill * float64(coming) / float64(k)
	}
	var risk, groupRisk float64
	total := 0
	for m := own; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		dt := int(pos.Dice[t])
		total += dt
		def := min(float64(dt)+fill, dw.MaxDice)
		worst := 0.0
		for en := pos.Map.Adj(t) &^ own; en != 0; en &= en - 1 {
			if de := int(pos.Dice[bits.TrailingZeros64(en)]); de >= 2 {
				worst = max(worst, winProbFrac(de, def))
			}
		}
		risk += worst
		if big&(1<<uint(t)) != 0 {
			groupRisk += worst
		}
	}
	enemy := 0
	for pl := 0; pl < pos.Players; pl++ {
		if pl != me && pos.Own[pl] != 0 {
			enemy = max(enemy, pos.LargestGroup(pl))
		}
	}
	dice := min(total+coming, dw.MaxDice*n)
	return w.Territory*float64(n) + w.Group*float64(groupSize) + w.Dice*float64(dice) -
		w.Risk*risk - w.GroupRisk*groupRisk - w.Enemy*float64(enemy)
}

// fullCount returns how many territories of the set hold MaxDice dice.
func fullCount(pos *dw.Position, set uint64) int {
	n := 0
	for m := set; m != 0; m &= m - 1 {
		if pos.Dice[bits.TrailingZeros64(m)] == dw.MaxDice {
			n++
		}
	}
	return n
}

// winProbFrac interpolates the chance that n dice beat x dice for a
// fractional x (expected dice after reinforcement).
func winProbFrac(n int, x float64) float64 {
	lo := int(x)
	if lo >= dw.MaxDice {
		return dw.WinProbability(n, dw.MaxDice)
	}
	f := x - float64(lo)
	return (1-f)*dw.WinProbability(n, lo) + f*dw.WinProbability(n, lo+1)
}

// largestGroupMask returns player pl's largest connected group.
func largestGroupMask(pos *dw.Position, pl int) uint64 {
	var best uint64
	for rest := pos.Own[pl]; rest != 0; {
		g := pos.GroupOf(bits.TrailingZeros64(rest), pos.Own[pl])
		if bits.OnesCount64(g) > bits.OnesCount64(best) {
			best = g
		}
		rest &^= g
	}
	return best
}
