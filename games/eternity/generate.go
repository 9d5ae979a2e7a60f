package eternity

import (
	"context"
	"fmt"
	"math/rand/v2"

	"plateau/games/reason"
)

// GenOptions are the parameters of a generated puzzle.
type GenOptions struct {
	W, H         int
	BorderColors int // colours of the joins along the frame: 1..B
	InnerColors  int // colours of the other joins: B+1..B+I
	Seed         uint64
}

// suggested holds the colour counts (frame + inner) that make the hardest
// puzzles, by board side: Brendan Owen's counts for 4..16 (the bench
// README), ours in between and beyond.
var suggested = map[int][2]int{
	3: {2, 2}, 4: {2, 3}, 5: {3, 4}, 6: {3, 5}, 7: {3, 6}, 8: {3, 8}, 9: {4, 9},
	10: {4, 10}, 11: {4, 11}, 12: {4, 12}, 13: {4, 13}, 14: {5, 15}, 15: {5, 16},
	16: {5, 17}, 17: {5, 18}, 18: {6, 19}, 19: {6, 20}, 20: {6, 22},
}

// SuggestedColors is the number of frame and inner colours that makes the
// hardest w x h puzzles (seed 002, law 2): 6x6 3+5, 7x7 3+6, 8x8 3+8, 9x9
// 4+9, 10x10 4+10, 12x12 4+12, 14x14 5+15, 16x16 5+17. A rectangle takes the
// counts of its mean side.
func SuggestedColors(w, h int) (border, inner int) {
	s := (w + h + 1) / 2
	if c, ok := suggested[s]; ok {
		return c[0], c[1]
	}
	if s < 3 {
		return 2, 2
	}
	return 6 + (s-20)/4, s + 2
}

// genRestarts and genSteps bound the search for a dealing of the colours
// that obeys law 1: after genRestarts fresh deals, each repaired by up to
// genSteps swaps a cell (at least genMinSteps), Generate gives up. The
// suggested counts need a few dozen swaps in all; counts at the edge of the
// pigeonhole bound (every border piece of its class) up to 200 a cell.
const (
	genRestarts = 8
	genSteps    = 200
	genMinSteps = 20000
)

// ErrNoDeal is returned when no dealing of the colours obeying law 1 was
// found: too few colours for the size.
var ErrNoDeal = reason.New("could not deal the colours so that every piece is unique: try more colours")

// Generate makes a puzzle that obeys both laws, and its solution. The frame
// joins and the inner joins of a solved board are dealt colours evenly
// (frame colours 1..B, inner colours B+1..B+I), then colours are swapped
// between joins of the same class until no two pieces are the same up to
// turning and none is the same turned half way; the pieces are then
// shuffled and turned. The same options give the same puzzle. It takes
// well under a millisecond with the suggested counts, and at most a few
// seconds when the counts are too few (see GenerateContext to stop it).
func Generate(o GenOptions) (*Puzzle, *Board, error) {
	return GenerateContext(context.Background(), o)
}

// Check reports why no puzzle can be generated with o (a size out of range,
// too many colours for the joins, too few for the pieces to differ), or
// nil: what a dialog asks before it lets the person generate.
func (o GenOptions) Check() error {
	_, err := newGen(o)
	return err
}

// GenerateContext is Generate, stopped with ctx's error when ctx is done.
func GenerateContext(ctx context.Context, o GenOptions) (*Puzzle, *Board, error) {
	g, err := newGen(o)
	if err != nil {
		return nil, nil, err
	}
	rng := rand.New(rand.NewPCG(o.Seed, rngStream))
	steps := max(genSteps*len(g.cells), genMinSteps)
	for range genRestarts {
		g.deal(rng)
		for done := 0; done < steps; done += 1024 {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
			if g.repair(rng, min(1024, steps-done)) {
				p, b := g.shuffle(rng)
				return p, b, nil
			}
		}
	}
	return nil, nil, ErrNoDeal
}

// gen is a solved board as joins: each cell side names its join (or -1
// outside), and each join has a colour. It keeps, as colours are swapped,
// the groups of cells whose pieces are the same up to turning and the set of
// culprit cells (in a group of two or more, or half-turn symmetric).
type gen struct {
	w, h    int
	o       GenOptions
	cells   []Piece  // current pieces of the solved board
	keys    []uint32 // their canonical keys
	side    [][4]int // join of each cell side, -1 on the outside
	ends    [][2]int // the two cells of each join
	color   []Color
	frame   []int // frame joins
	inner   []int // inner joins
	isFrame []bool
	groups  map[uint32][]int // canonical key -> cells
	culprit []int            // the culprit cells, in no order
	at      []int            // position of each cell in culprit, or -1
}

func newGen(o GenOptions) (*gen, error) {
	if err := CheckSize(o.W, o.H); err != nil {
		return nil, err
	}
	b, i := o.BorderColors, o.InnerColors
	if b < 1 || i < 1 || b+i > MaxColor {
		return nil, reason.New("colours %d+%d: expected at least 1 frame and 1 inner colour, %d in all at most", b, i, MaxColor)
	}
	g := &gen{w: o.W, h: o.H, o: o, groups: map[uint32][]int{}}
	g.layout()
	nb, ni := Expected(o.W, o.H, Border), Expected(o.W, o.H, Inner)
	switch {
	case b > len(g.frame):
		return nil, reason.New("%d frame colours for %d frame joins: at most %d", b, len(g.frame), len(g.frame))
	case i > len(g.inner):
		return nil, reason.New("%d inner colours for %d inner joins: at most %d", i, len(g.inner), len(g.inner))
	case b*b < 4 || b*b*i < nb || (i*i*i*i-i*i)/4 < ni:
		// pigeonholes: distinct corners are ordered pairs of frame colours,
		// border pieces two frame colours and an inner one, inner pieces
		// the turn classes of four colours without a half-turn symmetry
		return nil, reason.New("%d+%d colours: too few for %d pieces all different", b, i, o.W*o.H)
	}
	return g, nil
}

// layout numbers the joins between neighbouring cells; a join is on the
// frame when both its cells are.
func (g *gen) layout() {
	n := g.w * g.h
	g.cells = make([]Piece, n)
	g.keys = make([]uint32, n)
	g.at = make([]int, n)
	g.side = make([][4]int, n)
	for c := range g.side {
		g.side[c] = [4]int{-1, -1, -1, -1}
	}
	ring := func(c int) bool { return CellKind(g.w, g.h, c%g.w, c/g.w) != Inner }
	add := func(a, b int, s Side) {
		j := len(g.ends)
		g.ends = append(g.ends, [2]int{a, b})
		g.side[a][s], g.side[b][s.Opposite()] = j, j
		f := ring(a) && ring(b)
		g.isFrame = append(g.isFrame, f)
		if f {
			g.frame = append(g.frame, j)
		} else {
			g.inner = append(g.inner, j)
		}
	}
	for y := range g.h {
		for x := range g.w {
			c := y*g.w + x
			if x+1 < g.w {
				add(c, c+1, East)
			}
			if y+1 < g.h {
				add(c, c+g.w, South)
			}
		}
	}
	g.color = make([]Color, len(g.ends))
}

// deal gives the joins of each class their colours evenly, in random order.
func (g *gen) deal(rng *rand.Rand) {
	spread := func(joins []int, first, k int) {
		cs := make([]Color, len(joins))
		for i := range cs {
			cs[i] = Color(first + i%k)
		}
		rng.Shuffle(len(cs), func(a, b int) { cs[a], cs[b] = cs[b], cs[a] })
		for i, j := range joins {
			g.color[j] = cs[i]
		}
	}
	spread(g.frame, 1, g.o.BorderColors)
	spread(g.inner, 1+g.o.BorderColors, g.o.InnerColors)
	clear(g.groups)
	g.culprit = g.culprit[:0]
	for c := range g.cells {
		g.at[c] = -1
	}
	for c := range g.cells {
		g.set(c)
	}
}

func (g *gen) piece(c int) Piece {
	var pc Piece
	for s, j := range g.side[c] {
		if j >= 0 {
			pc[s] = g.color[j]
		}
	}
	return pc
}

// set recomputes cell c's piece from its joins and moves it to its group.
func (g *gen) set(c int) {
	old := g.keys[c]
	if grp, ok := g.groups[old]; ok && contains(grp, c) {
		grp = remove(grp, c)
		g.groups[old] = grp
		if len(grp) == 1 {
			g.judge(grp[0])
		}
	}
	g.cells[c] = g.piece(c)
	k := g.cells[c].Canonical()
	g.keys[c] = k
	grp := append(g.groups[k], c)
	g.groups[k] = grp
	if len(grp) == 2 {
		g.judge(grp[0])
	}
	g.judge(c)
}

// judge puts cell c in or out of the culprit set.
func (g *gen) judge(c int) {
	pc := g.cells[c]
	bad := len(g.groups[g.keys[c]]) > 1 || (pc.Kind() == Inner && pc.HalfSymmetric())
	switch {
	case bad && g.at[c] < 0:
		g.at[c] = len(g.culprit)
		g.culprit = append(g.culprit, c)
	case !bad && g.at[c] >= 0:
		i, last := g.at[c], g.culprit[len(g.culprit)-1]
		g.culprit[i], g.at[last] = last, i
		g.culprit = g.culprit[:len(g.culprit)-1]
		g.at[c] = -1
	}
}

func contains(list []int, c int) bool {
	for _, d := range list {
		if d == c {
			return true
		}
	}
	return false
}

func remove(list []int, c int) []int {
	for i, d := range list {
		if d == c {
			list[i] = list[len(list)-1]
			return list[:len(list)-1]
		}
	}
	return list
}

// swap exchanges the colours of joins a and b and updates the groups.
func (g *gen) swap(a, b int) {
	g.color[a], g.color[b] = g.color[b], g.color[a]
	touched := [4]int{g.ends[a][0], g.ends[a][1], g.ends[b][0], g.ends[b][1]}
	for i, c := range touched {
		if !contains(touched[:i], c) {
			g.set(c)
		}
	}
}

// repair swaps colours between joins of one class, starting from a piece
// that breaks law 1, keeping a swap unless it adds violations. It reports
// whether law 1 holds within the given number of steps.
func (g *gen) repair(rng *rand.Rand, steps int) bool {
	for range steps {
		if len(g.culprit) == 0 {
			return true
		}
		c := g.culprit[rng.IntN(len(g.culprit))]
		j := g.side[c][rng.IntN(4)]
		if j < 0 {
			continue
		}
		class := g.inner
		if g.isFrame[j] {
			class = g.frame
		}
		k := class[rng.IntN(len(class))]
		if g.color[k] == g.color[j] {
			continue
		}
		before := len(g.culprit)
		g.swap(j, k)
		if len(g.culprit) > before {
			g.swap(j, k)
		}
	}
	return len(g.culprit) == 0
}

// shuffle numbers the pieces in random order, each randomly turned, and
// returns the puzzle and its solution.
func (g *gen) shuffle(rng *rand.Rand) (*Puzzle, *Board) {
	solved := NewBoard(g.w, g.h)
	for c := range solved.Cells {
		solved.Cells[c].Piece = c + 1
	}
	p, b := shuffled(&Puzzle{W: g.w, H: g.h, Pieces: g.cells}, solved, rng)
	p.Comments = []string{fmt.Sprintf("generated %dx%d, %d frame + %d inner colours, seed %d",
		g.w, g.h, g.o.BorderColors, g.o.InnerColors, g.o.Seed)}
	return p, b
}
