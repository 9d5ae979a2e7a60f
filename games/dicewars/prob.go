package dicewars

// sumWays[n][s] is the number of ways n six-sided dice add up to s, built by
// convolving one die at a time: exact integers (6^8 fits easily).
var sumWays = func() [MaxDice + 1][6*MaxDice + 1]int64 {
	var w [MaxDice + 1][6*MaxDice + 1]int64
	w[0][0] = 1
	for n := 1; n <= MaxDice; n++ {
		for s := n; s <= 6*n; s++ {
			for f := 1; f <= 6 && f <= s; f++ {
				w[n][s] += w[n-1][s-f]
			}
		}
	}
	return w
}()

// winWays[n][m] counts the outcomes of n dice against m dice in which the
// attacker's sum is strictly greater; the products stay below 6^16 < 2^63.
var winWays = func() [MaxDice + 1][MaxDice + 1]int64 {
	var w [MaxDice + 1][MaxDice + 1]int64
	for n := 1; n <= MaxDice; n++ {
		for m := 1; m <= MaxDice; m++ {
			var below int64 // ways the defender's sum is < s
			for s := 0; s <= 6*n; s++ {
				w[n][m] += sumWays[n][s] * below
				if s <= 6*m {
					below += sumWays[m][s]
				}
			}
		}
	}
	return w
}()

var winProb = func() [MaxDice + 1][MaxDice + 1]float64 {
	var p [MaxDice + 1][MaxDice + 1]float64
	for n := 1; n <= MaxDice; n++ {
		for m := 1; m <= MaxDice; m++ {
			num, den := WinOdds(n, m)
			p[n][m] = float64(num) / float64(den)
		}
	}
	return p
}()

// WinOdds returns the exact chance that n dice roll a strictly greater sum
// than m dice, as wins out of den = 6^(n+m) equally likely outcomes. Both
// counts are 0 outside 1..MaxDice.
func WinOdds(n, m int) (wins, den int64) {
	if n < 1 || n > MaxDice || m < 1 || m > MaxDice {
		return 0, 0
	}
	den = 1
	for i := 0; i < n+m; i++ {
		den *= 6
	}
	return winWays[n][m], den
}

// WinProbability returns the probability that an attack of n dice against m
// dice succeeds (0 outside 1..MaxDice).
func WinProbability(n, m int) float64 {
	if n < 1 || n > MaxDice || m < 1 || m > MaxDice {
		return 0
	}
	return winProb[n][m]
}
