package momentum

import "fmt"

// Outcome says whether the game goes on, was won or was drawn.
type Outcome uint8

// Outcomes.
const (
	Ongoing Outcome = iota
	Win
	Draw
)

// Reason says why the game ended.
type Reason uint8

// Reasons.
const (
	ReasonNone  Reason = iota
	CampEntered        // a player entered a camp: its owner lost
	Repetition         // the same position occurred a third time
	TurnLimit          // the turn limit was reached
)

// Result is the state of the game's end.
type Result struct {
	Outcome Outcome
	Reason  Reason
	Winner  Player // for Win
	Entrant Player // for CampEntered: who entered the camp
	Camp    Player // for CampEntered: whose camp, the loser
}

// String describes the result in a short English sentence.
func (r Result) String() string {
	switch r.Outcome {
	case Win:
		if r.Entrant == r.Camp {
			return fmt.Sprintf("%v wins: %v entered his own camp", r.Winner, r.Entrant)
		}
		return fmt.Sprintf("%v wins: %v entered %v's camp", r.Winner, r.Entrant, r.Camp)
	case Draw:
		if r.Reason == Repetition {
			return "draw: third repetition of the position"
		}
		return "draw: turn limit reached"
	}
	return "game in progress"
}
