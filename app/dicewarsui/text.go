package dicewarsui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
)

// colourNames name the players by their colour in render/dicewars.Palette.
var colourNames = [dw.MaxPlayers]string{"Blue", "Yellow", "Crimson", "Cyan", "Violet", "Pink", "Green", "Orange"}

// playerName is a player's colour name, translated.
func playerName(pl int) string {
	if pl < 0 || pl >= len(colourNames) {
		return "?"
	}
	return lang.L(colourNames[pl])
}

// seatChoices are the seats offered in the dialogs, by label. Expert comes
// in two of its levels (attacks looked ahead: 1, and the default 2). Its
// deeper levels are left to the command line: head to head, level 3 won
// 51.0% of 2,000 games against level 2 and level 4 51.7% of 900, no
// stronger, for turns up to seconds long on a large map.
var seatChoices = []seatChoice{
	{"Human", Human},
	{"Chaos", "chaos"},
	{"Bourgeoise", "bourgeoise"},
	{"Dijkstra", "dijkstra"},
	{"Expert (quick)", "expert:1"},
	{"Expert", "expert"},
}

// seatChoice is a seat the New game dialog offers, by label (untranslated).
type seatChoice struct {
	label string
	seat  Seat
}

// seatLabel is a seat's name for people: the dialog's label for the seats
// it offers, the level for another Expert a saved game may name.
func seatLabel(s Seat) string {
	for _, c := range seatChoices {
		if c.seat == s {
			return lang.L(c.label)
		}
	}
	if lv, ok := strings.CutPrefix(string(s), "expert:"); ok {
		if n, err := strconv.Atoi(lv); err == nil {
			return fmt.Sprintf(lang.L("Expert (level %d)"), n)
		}
	}
	return string(s)
}

// choicesWith is seatChoices and, after them, the seats given that are not
// among them (a saved game's expert:3), so that a new game can keep them:
// the dialog turned such a seat into a person.
func choicesWith(seats []Seat) []seatChoice {
	out := slices.Clone(seatChoices)
	for _, s := range seats {
		if s != "" && !slices.ContainsFunc(out, func(c seatChoice) bool { return c.seat == s }) {
			out = append(out, seatChoice{string(s), s})
		}
	}
	return out
}

// who names a player with their seat: "Blue (you)", "Yellow (Bourgeoise)".
func (w *Workspace) who(pl int) string {
	s := w.seatOf(pl)
	if s == Human {
		if w.humans() == 1 {
			return fmt.Sprintf(lang.L("%s (you)"), playerName(pl))
		}
		return playerName(pl)
	}
	return fmt.Sprintf("%s (%s)", playerName(pl), seatLabel(s))
}

func (w *Workspace) humans() int {
	n := 0
	for _, s := range w.seats {
		if s == Human {
			n++
		}
	}
	return n
}

// attackText tells what an attack did, in one line.
func attackText(a dw.AttackResult) string {
	var s string
	if a.Won {
		s = fmt.Sprintf(lang.L("%s takes #%d from %s: %d against %d."), playerName(a.Attacker), a.To, playerName(a.Defender), a.AttackSum, a.DefendSum)
	} else {
		s = fmt.Sprintf(lang.L("%s holds #%d against %s: %d against %d."), playerName(a.Defender), a.To, playerName(a.Attacker), a.DefendSum, a.AttackSum)
	}
	if a.Eliminated >= 0 {
		s += " " + fmt.Sprintf(lang.L("%s is out."), playerName(a.Eliminated))
	}
	return s
}

// endText tells where a reinforcement went.
func endText(e dw.TurnEnd) string {
	s := fmt.Sprintf(lang.L("%s ends the turn: +%d dice for a group of %d"), playerName(e.Player), e.Placed, e.Gained)
	if e.Stock > 0 {
		s += fmt.Sprintf(lang.L(", %d in stock"), e.Stock)
	}
	return s + "."
}

// moveText names a move for Undo and Redo messages.
func moveText(m dw.Move) string {
	if m.End {
		return lang.L("end of turn")
	}
	return fmt.Sprintf(lang.L("attack from #%d on #%d"), m.From, m.To)
}

// logLine is a record's line in the log and the player whose colour marks
// it (the attacker, or whoever ended the turn).
func logLine(r record) (int, string) {
	if !r.ev.Move.End {
		a := r.ev.Attack
		verdict := lang.L("held") // the defender held: as short as "won", so the line fits
		if a.Won {
			verdict = lang.L("won")
		}
		s := fmt.Sprintf(lang.L("#%d (%d) → %s #%d (%d): %d to %d, %s"),
			a.From, a.AttackDice, playerName(a.Defender), a.To, a.DefendDice, a.AttackSum, a.DefendSum, verdict)
		if a.Eliminated >= 0 {
			s += "; " + fmt.Sprintf(lang.L("%s is out"), playerName(a.Eliminated))
		}
		return a.Attacker, s
	}
	e := r.ev.End
	s := fmt.Sprintf(lang.L("%s ends the turn: +%d"), playerName(e.Player), e.Placed)
	if e.Stock > 0 {
		s += fmt.Sprintf(lang.L(" (stock %d)"), e.Stock)
	}
	if r.refused != nil {
		s = fmt.Sprintf(lang.L("#%d → #%d refused (%s); "), r.refused.move.From, r.refused.move.To, errorText(r.refused.err)) + s
	}
	return e.Player, s
}

// endReason explains how the game ended.
func (w *Workspace) endReason() string {
	winner, why := w.g.Result()
	pos := w.g.Position()
	switch why {
	case dw.Conquest:
		return fmt.Sprintf(lang.L("%s conquered every territory on turn %d."), w.who(winner), w.g.TurnsPlayed())
	case dw.Stalled:
		return fmt.Sprintf(lang.L("%s: %s"), fmt.Sprintf(lang.L("Nobody attacked for %d rounds"), dw.StallRounds), w.leaderText(pos))
	case dw.TurnLimit:
		return fmt.Sprintf(lang.L("%s: %s"), fmt.Sprintf(lang.L("The game reached %d turns"), dw.MaxTurns), w.leaderText(pos))
	}
	return ""
}

// leaderText says who won a game stopped before a conquest, and what
// decided it: every such end said "with the most territories", a dead
// heat won by the first seat and a tie on territories won on dice alike.
func (w *Workspace) leaderText(pos dw.Position) string {
	winner, by := pos.LeaderBy()
	t, d := pos.Territories(winner), pos.TotalDice(winner)
	switch by {
	case dw.ByDice:
		return fmt.Sprintf(lang.L("%s wins, tied on territories (%d) with the most dice (%d)."), w.who(winner), t, d)
	case dw.BySeat:
		return fmt.Sprintf(lang.L("%s wins, tied on territories (%d) and dice (%d), as the first in seat order."), w.who(winner), t, d)
	}
	return fmt.Sprintf(lang.L("%s wins with the most territories (%d)."), w.who(winner), t)
}

// yourTurnText greets the person to play after the computers' turns with
// what they did: "1 attack", and "the computer" when one alone played
// ("The computers made 1 attacks" it said in a game of two).
func (w *Workspace) yourTurnText() string {
	attacks := kit.Count(int64(w.computerAttacks()), lang.L("%d attack"), lang.L("%d attacks"))
	format := lang.L("%s, your turn. The computers made %s (see History).")
	if len(w.seats)-w.humans() == 1 {
		format = lang.L("%s, your turn. The computer made %s (see History).")
	}
	return fmt.Sprintf(format, playerName(w.g.Current()), attacks)
}

// computerAttacks counts the attacks made since a person last ended a
// turn, from the records: a count kept per run of the computers started
// again at each pause, change of speed or return to the workspace, and
// told of the last run only.
func (w *Workspace) computerAttacks() int {
	n := 0
	for _, r := range slices.Backward(w.records) {
		if r.ev.Move.End && w.seatOf(r.player) == Human {
			break
		}
		if !r.ev.Move.End {
			n++
		}
	}
	return n
}
