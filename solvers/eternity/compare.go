package eternity

import (
	"context"
	"time"

	"plateau/games/eternity"
)

// Row is one line of the seed's comparison table (section 4.1): time and
// nodes to the first solution, total solutions, total nodes, total time.
// The rowscan brute force's nodes, counted by the row engine on the boards
// it takes, are the pieces of the half rows it places (see the package
// doc): compare its times with the other configurations, not its nodes.
type Row struct {
	Config             Config
	FirstSolutionTime  time.Duration
	FirstSolutionNodes int64
	Solutions          int64
	Nodes              int64
	Time               time.Duration
	Complete           bool // false when the context stopped this configuration
}

// Compare runs each configuration on puzzle p, one after the other, with
// the other options of o (its Config is ignored, All is forced so the totals
// mean something), and returns one row each. onRow, when set, receives each
// row as soon as it is done, and onSearch each search before it starts (to
// watch it live). When ctx is done the current configuration stops with a
// partial row and the rest are skipped; when o.Limit ends one, the next
// runs.
func Compare(ctx context.Context, p *eternity.Puzzle, configs []Config, o Options,
	onSearch func(*Search), onRow func(Row)) ([]Row, error) {
	o.All = true
	var rows []Row
	for _, c := range configs {
		if ctx.Err() != nil {
			break
		}
		o.Config = c
		s, err := NewSearchContext(ctx, p, o)
		switch {
		case err != nil && ctx.Err() != nil: // stopped while it prepared
			return rows, nil
		case err != nil:
			return rows, err
		}
		if onSearch != nil {
			onSearch(s)
		}
		res, err := s.Run(ctx)
		if err != nil {
			return rows, err
		}
		row := Row{
			Config:             c,
			FirstSolutionTime:  res.FirstSolutionTime,
			FirstSolutionNodes: res.FirstSolutionNodes,
			Solutions:          res.Solutions,
			Nodes:              res.Nodes,
			Time:               res.Elapsed,
			Complete:           res.Complete,
		}
		rows = append(rows, row)
		if onRow != nil {
			onRow(row)
		}
	}
	return rows, nil
}
