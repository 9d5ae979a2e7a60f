package cnf

import (
	"context"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// loadChunk is how many literals Load hands to gini between checks of the
// context: a 16x16 Eternity encoding has a few million, whose loading alone
// takes long enough that a stop request should not wait for it.
const loadChunk = 1 << 16

// Load hands f's clauses to a new gini solver, sized for them. When ctx ends
// first it returns ctx's error and no solver. It looks before making the
// solver too: sizing it for a 16x16 Eternity encoding (315k variables, a
// watch list each) takes 60-170 ms that nothing can stop.
func (f *Formula) Load(ctx context.Context) (*gini.Gini, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	g := gini.NewVc(int(f.vars), f.clauses)
	for i, l := range f.lits {
		if i%loadChunk == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		g.Add(z.Dimacs2Lit(int(l)))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return g, nil
}
