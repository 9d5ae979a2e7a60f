package dicewarsui

import (
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// replay sets the saved game up and plays its moves, recording what each
// did; a move the rules refuse is named with its line in the file. The
// attacks the seats' computers proposed and the engine refused are found
// again (see refusedBefore): the file holds the moves only, and History
// lost them once the game was saved and opened.
func replay(sf *dw.SaveFile, seats []Seat) (*dw.Game, []record, error) {
	g, err := dw.New(sf.Options, sf.Seed)
	if err != nil {
		return nil, nil, err
	}
	strategies := make([]sd.Strategy, len(seats))
	recs := make([]record, 0, len(sf.Moves))
	for i, m := range sf.Moves {
		pl := g.Current()
		var ref *refusal
		if m.End {
			ref = refusedBefore(g, seats, strategies)
		}
		ev, err := g.Apply(m)
		if err != nil {
			return nil, nil, sf.MoveError(i, err)
		}
		recs = append(recs, record{player: pl, ev: ev, refused: ref, terr: territoryCounts(g.Position())})
	}
	return g, recs, nil
}

// refusedBefore is the illegal attack the computer to play proposed before
// ending its turn in g, or nil. Only a player that draws at random (Chaos)
// proposes one, and its draw is a function of the game's seed and moves
// (decisionSeed), so it is drawn again here; the others are not asked (an
// Expert would think for every turn of the game again, and proposes only
// legal attacks). strategies keeps each seat's player between calls.
func refusedBefore(g *dw.Game, seats []Seat, strategies []sd.Strategy) *refusal {
	pl := g.Current()
	if pl >= len(seats) || seats[pl] == Human {
		return nil
	}
	if strategies[pl] == nil {
		s, err := sd.New(string(seats[pl]), 0)
		if err != nil {
			return nil
		}
		strategies[pl] = s
	}
	r, ok := strategies[pl].(sd.Reseeder)
	if !ok {
		return nil
	}
	r.Reseed(decisionSeed(g.Seed(), pl, g.MoveCount()))
	pos := g.Position()
	from, to, attacks := strategies[pl].Choose(&pos)
	if !attacks {
		return nil
	}
	m := dw.Attack(from, to)
	if err := g.CheckAttack(from, to); err != nil {
		return &refusal{move: m, err: err}
	}
	return nil // a legal attack it would have made: not this game's player
}
