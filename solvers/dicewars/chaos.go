package dicewars

import (
	"math/bits"
	"math/rand/v2"

	dw "plateau/games/dicewars"
)

// Chaos is the seed's random strategy: one chance in two to attack; if so, a
// random territory of its own and a random neighbour of it, whoever owns it and
// whatever the dice, so it may propose illegal attacks (which end its turn).
type Chaos struct {
	src *rand.PCG
	rng *rand.Rand
}

// NewChaos returns a Chaos player drawing from the given seed.
func NewChaos(seed uint64) *Chaos {
	src := rand.NewPCG(seed, 0xc4a05)
	return &Chaos{src: src, rng: rand.New(src)}
}

// Reseed starts the draws afresh from seed, as NewChaos(seed) would.
func (c *Chaos) Reseed(seed uint64) { c.src.Seed(seed, 0xc4a05) }

// Name returns "chaos".
func (*Chaos) Name() string { return "chaos" }

// Choose draws the seed's two random picks.
func (c *Chaos) Choose(pos *dw.Position) (int, int, bool) {
	own := pos.Own[pos.Current]
	if own == 0 || c.rng.IntN(2) == 0 {
		return 0, 0, false
	}
	from := nthBit(own, c.rng.IntN(bits.OnesCount64(own)))
	nb := pos.Map.Adj(from)
	if nb == 0 {
		return 0, 0, false
	}
	return from, nthBit(nb, c.rng.IntN(bits.OnesCount64(nb))), true
}

// nthBit returns the index of the k-th set bit of m (k from 0).
func nthBit(m uint64, k int) int {
	for ; k > 0; k-- {
		m &= m - 1
	}
	return bits.TrailingZeros64(m)
}
