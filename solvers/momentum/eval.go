package momentum

import rules "plateau/games/momentum"

// Score bounds. Wins are scored MateScore minus the distance in plies, so
// the search prefers quicker wins and slower losses.
const (
	MateScore = 30000
	mateBound = MateScore - 1000 // scores beyond this are wins or losses
	infinity  = MateScore + 1
)

// Evaluation weights, in hundredths of a wall, tuned by matches between
// variants at low depth (see the package tests).
const (
	wDistance = 12  // per cell of Manhattan distance to the enemy camp
	wGuard    = 40  // per wall guarding one's own camp (the 3 cells around it)
	wGuardMax = 3   // guard walls count up to this value
	wThreat   = 250 // a slide that would end in the enemy camp right now
	wMomentum = 2   // per point of momentum, up to the board's span
)

// Evaluate scores the position for player p: positive is good for p. A
// player to act in the movement phase who can slide into the enemy camp is
// scored as winning in one; otherwise the score weighs the distance to the
// enemy camp, the walls guarding each camp, threats of sliding into a camp
// and momentum. Finished games score as the result says.
func Evaluate(g *rules.Game, p rules.Player) int32 {
	if g.Over() {
		r := g.Result()
		switch {
		case r.Outcome == rules.Draw:
			return 0
		case r.Winner == p:
			return MateScore
		}
		return -MateScore
	}
	me := g.ToMove()
	if g.Phase() == rules.Movement && g.CanReachCamp(me, me.Other()) {
		if me == p {
			return MateScore - 1
		}
		return -(MateScore - 1)
	}
	s := side(g, p) - side(g, p.Other())
	return s
}

// side scores one player's half of the position.
func side(g *rules.Game, p rules.Player) int32 {
	n, h := g.Size()
	at := g.Pos(p)
	enemy := g.Camp(p.Other())
	s := -wDistance * int32(abs(at.X-enemy.X)+abs(at.Y-enemy.Y))
	own := g.Camp(p)
	dx, dy := 1, 1
	if own.X > 0 {
		dx, dy = -1, -1
	}
	for _, c := range [3]rules.Cell{{X: own.X + dx, Y: own.Y}, {X: own.X, Y: own.Y + dy}, {X: own.X + dx, Y: own.Y + dy}} {
		s += wGuard * int32(min(g.Wall(c.X, c.Y), wGuardMax))
	}
	if g.CanReachCamp(p, p.Other()) {
		s += wThreat
	}
	s += wMomentum * int32(min(g.Momentum(p), max(n, h)))
	return s
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
