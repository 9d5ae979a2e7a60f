package rikudo

import "plateau/games/rikudo"

// graph is the puzzle's adjacency in flat arrays for the hot loops.
type graph struct {
	n      int
	adjOff []int32 // neighbours of c are adj[adjOff[c]:adjOff[c+1]]
	adj    []int32
	brOff  []int32 // bridge partners of c are br[brOff[c]:brOff[c+1]]
	br     []int32
	maxDeg int
}

func newGraph(p *rikudo.Puzzle) *graph {
	n := p.N()
	g := &graph{n: n, adjOff: make([]int32, n+1), brOff: make([]int32, n+1)}
	for c := range n {
		nb := p.Neighbors(c)
		g.maxDeg = max(g.maxDeg, len(nb))
		for _, d := range nb {
			g.adj = append(g.adj, int32(d))
		}
		g.adjOff[c+1] = int32(len(g.adj))
		for _, d := range p.BridgePartners(c) {
			g.br = append(g.br, int32(d))
		}
		g.brOff[c+1] = int32(len(g.br))
	}
	return g
}

func (g *graph) nbr(c int32) []int32     { return g.adj[g.adjOff[c]:g.adjOff[c+1]] }
func (g *graph) bridges(c int32) []int32 { return g.br[g.brOff[c]:g.brOff[c+1]] }

// distances returns all-pairs BFS distances, d[a*n+b], with a large value
// between disconnected cells.
func (g *graph) distances() []int16 {
	n := g.n
	const far = 1 << 14
	d := make([]int16, n*n)
	queue := make([]int32, n)
	for s := range n {
		row := d[s*n : (s+1)*n]
		for i := range row {
			row[i] = far
		}
		row[s] = 0
		queue[0] = int32(s)
		head, tail := 0, 1
		for head < tail {
			c := queue[head]
			head++
			for _, e := range g.nbr(c) {
				if row[e] == far {
					row[e] = row[c] + 1
					queue[tail] = e
					tail++
				}
			}
		}
	}
	return d
}
