package dicewars

import (
	"math"
	"testing"
)

// bruteWins enumerates every roll of n dice against m dice.
func bruteWins(n, m int) (wins, total int64) {
	faces := make([]int, n+m)
	for {
		a, d := 0, 0
		for i, f := range faces {
			if i < n {
				a += f + 1
			} else {
				d += f + 1
			}
		}
		total++
		if a > d {
			wins++
		}
		i := 0
		for i < len(faces) && faces[i] == 5 {
			faces[i] = 0
			i++
		}
		if i == len(faces) {
			return wins, total
		}
		faces[i]++
	}
}

func TestWinOddsMatchEnumeration(t *testing.T) {
	for n := 1; n <= MaxDice; n++ {
		for m := 1; m <= MaxDice; m++ {
			if n+m > 8 {
				continue // 6^8 outcomes is enough to trust the convolution
			}
			w, d := WinOdds(n, m)
			bw, bd := bruteWins(n, m)
			if w != bw || d != bd {
				t.Errorf("WinOdds(%d,%d) = %d/%d, enumeration %d/%d", n, m, w, d, bw, bd)
			}
		}
	}
}

func TestWinProbabilityKnownValues(t *testing.T) {
	tests := []struct {
		n, m int
		want float64
	}{
		{1, 1, 15.0 / 36},      // strictly greater: 15 of 36
		{2, 1, 0.837962962963}, // 181/216
		{1, 2, 20.0 / 216},     // 1+3+6+10 defender sums below 3..6
		{8, 8, 0.471090727064}, // (1 - P(tie)) / 2 by symmetry
		{7, 1, 1},              // 7 dice always beat one
		{1, 6, 0},
		{0, 3, 0},
		{9, 1, 0},
	}
	for _, tc := range tests {
		if got := WinProbability(tc.n, tc.m); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("WinProbability(%d,%d) = %.12f, want %.12f", tc.n, tc.m, got, tc.want)
		}
	}
}

// More attacking dice never hurt, more defending dice never help.
// P(n beats m) + P(m beats n) + P(tie) = 1, and the tie count is the
// convolution of the two sum distributions.
func TestWinOddsSymmetry(t *testing.T) {
	for n := 1; n <= MaxDice; n++ {
		for m := 1; m <= MaxDice; m++ {
			w, den := WinOdds(n, m)
			l, _ := WinOdds(m, n)
			var ties int64
			for s := 0; s <= 6*MaxDice; s++ {
				ties += sumWays[n][s] * sumWays[m][s]
			}
			if w+l+ties != den {
				t.Errorf("%d v %d: wins %d + losses %d + ties %d != %d", n, m, w, l, ties, den)
			}
		}
	}
}

func TestWinProbabilityMonotone(t *testing.T) {
	for n := 1; n <= MaxDice; n++ {
		for m := 1; m <= MaxDice; m++ {
			p := WinProbability(n, m)
			saturated := p == 0 || p == 1
			if n < MaxDice {
				q := WinProbability(n+1, m)
				if q < p || (q == p && !saturated) {
					t.Errorf("P(%d,%d)=%v not above P(%d,%d)=%v", n+1, m, q, n, m, p)
				}
			}
			if m < MaxDice {
				q := WinProbability(n, m+1)
				if q > p || (q == p && !saturated) {
					t.Errorf("P(%d,%d)=%v not below P(%d,%d)=%v", n, m+1, q, n, m, p)
				}
			}
		}
	}
}
