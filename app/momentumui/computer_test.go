package momentumui

import (
	"strings"
	"sync"
	"testing"
	"time"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// waitPly runs the test's main loop until the game reaches ply n, or limit.
func waitPly(ws *Workspace, n int, limit time.Duration) bool {
	for deadline := time.Now().Add(limit); ws.g.Ply() < n; loop.For(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}

// A new game started while a computer thinks, or while a hint is looked
// for, gets its own computer moving: the old job's late answer paused it
// (Stop's pause, meant for the old game), or kept it from starting.
func TestANewGameDuringAJobPlaysOn(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before func(ws *Workspace)
	}{
		{"computer thinking", func(ws *Workspace) {
			ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human})
		}},
		{"hint looked for", func(ws *Workspace) {
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			ws.hint()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			tc.before(ws)
			if !ws.status.Busy() {
				t.Fatal("no job running")
			}
			ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human})
			if !waitPly(ws, 1, 10*time.Second) {
				t.Errorf("the new game's computer never moved: paused %v, busy %v", ws.paused, ws.status.Busy())
			}
		})
	}
}

// A computer's choice that comes back after a new game is not played in
// it: both games at ply 0, the old choice was played for the person.
func TestAnOldChoiceIsNotPlayedInANewGame(t *testing.T) {
	ws := newTestWorkspace(t, "")
	returned := make(chan struct{})
	thinkReturned = sync.OnceFunc(func() { close(returned) })
	t.Cleanup(func() { thinkReturned = nil })
	ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human})
	// The loop not pumped: the job's answer is queued, not yet played.
	select {
	case <-returned:
	case <-time.After(30 * time.Second): // a hang guard, not a timing
		t.Fatal("the computer's job did not return")
	}
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "greedy"})
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if ws.g.Ply() != 0 {
		t.Errorf("the old computer's choice was played in the new game: %v", ws.g.Moves())
	}
}

// A computer thinking stops while another workspace is shown and plays on
// when this one is shown again: it stayed paused until Space.
func TestTheComputerPlaysOnWhenShownAgain(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human})
	ws.Shown(false)
	loop.For(minThink + 200*time.Millisecond)
	if ws.g.Ply() != 0 || ws.status.Busy() {
		t.Fatalf("hidden: ply %d, thinking %v; want the computer stopped", ws.g.Ply(), ws.status.Busy())
	}
	ws.Shown(true)
	if !waitPly(ws, 1, 10*time.Second) {
		t.Errorf("shown again, the computer did not play (paused %v)", ws.paused)
	}
}

// Space while the computer thinks, or while a hint is looked for, keeps
// their answer: it was thrown away, the computer thinking again from the
// start and the hint lost.
func TestSpaceDuringAJobKeepsItsAnswer(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	ws.hint()
	ws.step()
	loop.Until(ws.status.Idle(), 10*time.Second)
	if ws.hintCells == nil {
		t.Errorf("the hint was lost: %q", ws.status.Message())
	}
	ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human})
	epoch := ws.epoch // the board the computer thinks about
	ws.step()
	if !waitPly(ws, 1, 10*time.Second) || ws.epoch != epoch {
		t.Errorf("ply %d, epoch %d then %d: the computer's answer was thrown away", ws.g.Ply(), epoch, ws.epoch)
	}
}

// The computer thinking is named as the New game dialog names it
// ("Computer: expert"), not by its engine's name (search:7).
func TestTheComputerThinkingIsNamedForPeople(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "search:7"})
	ws.play(game.Move(game.E))
	msg := ""
	for end := time.Now().Add(5 * time.Second); !strings.Contains(msg, "thinking") && time.Now().Before(end); {
		loop.For(10 * time.Millisecond)
		msg = ws.status.Message()
	}
	ws.Shown(false) // stops it: no computer outlives the test
	loop.Until(ws.status.Idle(), 10*time.Second)
	if !strings.Contains(msg, "P2 (Computer: expert) is thinking") {
		t.Errorf("status %q", msg)
	}
}

// A computer that moves first says it is thinking: the New game message
// covered that for the whole of its first move.
func TestAComputerMovingFirstSaysSo(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human})
	msg := ws.status.Message()
	ws.Shown(false) // no computer outlives the test
	loop.Until(ws.status.Idle(), 10*time.Second)
	if !strings.Contains(msg, "P1 (Computer: easy) is thinking") {
		t.Errorf("status %q", msg)
	}
}

// Undo while a computer thinks takes the person's action back and says
// so; the computer's "stopped" joins that message (it replaced it: the
// status said only "P2 (Computer: expert) is thinking: stopped").
func TestUndoWhileAComputerThinksSaysWhatItDid(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "search"})
	ws.play(game.Move(game.W))
	for end := time.Now().Add(5 * time.Second); !ws.status.Busy() && time.Now().Before(end); {
		loop.For(10 * time.Millisecond)
	}
	if !ws.status.Busy() || ws.g.Ply() != 1 {
		t.Fatalf("the computer is not thinking (ply %d, status %q)", ws.g.Ply(), ws.status.Message())
	}
	ws.Undo()
	for end := time.Now().Add(5 * time.Second); ws.status.Busy() && time.Now().Before(end); {
		loop.For(10 * time.Millisecond)
	}
	if msg := ws.status.Message(); ws.g.Ply() != 0 || !strings.HasPrefix(msg, "Took back the last action") || !strings.Contains(msg, "stopped") {
		t.Errorf("ply %d, status %q", ws.g.Ply(), msg)
	}
}
