package dicewarsui

import (
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	dw "plateau/games/dicewars"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// newTestWorkspace builds the workspace in a 1280x800 test window; idle
// hears each end of a computer run or a tournament.
func newTestWorkspace(t *testing.T, path string) (*Workspace, *idleSignal) {
	t.Helper()
	a := test.NewTempApp(t)
	win := test.NewTempWindow(t, nil)
	ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{path}})
	idle := listenIdle(t, ws)
	win.SetContent(ws.Content())
	win.Resize(fyne.NewSize(1280, 800))
	win.Canvas().Capture() // paint once, as a window does
	return ws, idle
}

// idleSignal is the main loop of a test (the computers' moves run on it,
// as on the UI goroutine) and a value for each end of a run.
type idleSignal struct {
	loop *kit.Loop
	ch   chan struct{}
}

func listenIdle(t *testing.T, ws *Workspace) *idleSignal {
	idle := &idleSignal{loop: kittest.Loop(t), ch: make(chan struct{}, 16)}
	ws.idle = func() { idle.ch <- struct{}{} }
	return idle
}

// waitIdle runs the test's main loop until a computer run or a tournament
// ends.
func waitIdle(t *testing.T, idle *idleSignal) {
	t.Helper()
	if !idle.loop.Until(idle.ch, 20*time.Second) {
		t.Fatal("the computers or the tournament never finished")
	}
}

// tapTerritory clicks the middle of territory t's dice (the test canvas has
// scale 1, so picture pixels are Fyne units).
func tapTerritory(t *testing.T, ws *Workspace, ter int) {
	t.Helper()
	p := ws.layout().LabelPoint(ter)
	if got := ws.layout().TerritoryAt(p); got != ter {
		t.Fatalf("pixel %v is territory %d, want %d", p, got, ter)
	}
	test.TapAt(ws.view, fyne.NewPos(float32(p.X), float32(p.Y)))
}

// firstAttack returns a legal attack of the player to move.
func firstAttack(t *testing.T, g *dw.Game) (from, to int) {
	t.Helper()
	pos := g.Position()
	for f := 0; f < pos.Map.N(); f++ {
		if m := pos.Attackable(f); m != 0 {
			return f, bits.TrailingZeros64(m)
		}
	}
	t.Fatal("no legal attack")
	return 0, 0
}

func TestHumanAttacksWithTwoClicks(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	from, to := firstAttack(t, ws.g)
	before := ws.g.Position()
	tapTerritory(t, ws, from)
	if ws.selected != from {
		t.Fatalf("after one click the selection is %d, want %d", ws.selected, from)
	}
	if !strings.Contains(ws.panel.hint.Text, "%") {
		t.Errorf("the panel shows no odds once a territory is selected: %q", ws.panel.hint.Text)
	}
	// Hovering the target shows its exact odds in the panel.
	ws.hover(ws.layout().LabelPoint(to), 0)
	want := fmt.Sprintf("%.1f%%", 100*dw.WinProbability(int(before.Dice[from]), int(before.Dice[to])))
	if ws.target != to || !strings.Contains(ws.panel.hint.Text, want) {
		t.Errorf("hovering #%d: target %d, hint %q, want %s", to, ws.target, ws.panel.hint.Text, want)
	}
	tapTerritory(t, ws, to)
	moves := ws.g.Moves()
	if len(moves) != 1 || moves[0] != dw.Attack(from, to) {
		t.Fatalf("moves after two clicks: %v, want the attack %d->%d", moves, from, to)
	}
	b := ws.battle
	if b == nil || b.AttackDice != int(before.Dice[from]) || b.DefendDice != int(before.Dice[to]) {
		t.Fatalf("battle shown: %+v", b)
	}
	pos := ws.g.Position()
	if pos.Dice[from] != 1 || b.Won != (pos.Owner[to] == 0) {
		t.Errorf("after the attack: #%d has %d dice, #%d belongs to %d, won=%v", from, pos.Dice[from], to, pos.Owner[to], b.Won)
	}
	if !ws.panel.battleText.Visible() || len(ws.panel.lines) != 1 {
		t.Errorf("battle text visible %v, log lines %d", ws.panel.battleText.Visible(), len(ws.panel.lines))
	}
	if ws.selected != -1 {
		t.Error("the selection stayed after the attack")
	}
}

// The map shows the last attack as an arrow until the next move, out of
// the way while the person picks the next attack; a saved game reopened
// on an attack shows it again.
func TestMapShowsTheLastAttack(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.SetSpeed(SpeedStep) // the computers wait after the end of the turn: none outlives the test
	from, to := firstAttack(t, ws.g)
	pos := ws.g.Position()
	if ws.boardView(&pos).Battle != nil {
		t.Fatal("an arrow before any attack")
	}
	ws.Attack(from, to)
	pos = ws.g.Position()
	if b := ws.boardView(&pos).Battle; b == nil || b.From != from || b.To != to {
		t.Fatalf("after the attack %d->%d the map shows %+v", from, to, b)
	}
	ws.selected = from // as a click on an attacker does
	if ws.boardView(&pos).Battle != nil {
		t.Error("the arrow stays while a new attack is picked")
	}
	ws.selected = -1
	ws.EndTurn()
	if ws.running != nil {
		t.Fatal("a computer started at the step speed")
	}
	pos = ws.g.Position()
	if ws.boardView(&pos).Battle != nil {
		t.Error("the arrow stays after the end of the turn")
	}
	if ws.battle == nil {
		t.Error("the Last battle panel lost the attack at the end of the turn")
	}
}

// Clicks that are no legal attack change nothing and say why.
func TestIllegalClicksExplain(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	spent, _ := firstAttack(t, ws.g)
	ws.Attack(firstAttack(t, ws.g)) // leaves spent with 1 die
	pos := ws.g.Position()
	me := int(pos.Current)
	mine := func(ter int) bool { return int(pos.Owner[ter]) == me }
	find := func(what string, ok func(ter int) bool) int {
		t.Helper()
		for ter := 0; ter < pos.Map.N(); ter++ {
			if ok(ter) {
				return ter
			}
		}
		t.Fatalf("no territory %s in the test game", what)
		return -1
	}
	attacker := find("that can attack", func(ter int) bool { return mine(ter) && pos.Dice[ter] >= 2 && pos.Attackable(ter) != 0 })
	far := find("out of the attacker's reach", func(ter int) bool { return !mine(ter) && pos.Attackable(attacker)&(1<<uint(ter)) == 0 })
	inland := find("of 2 dice with no enemy around", func(ter int) bool { return mine(ter) && pos.Dice[ter] >= 2 && pos.Attackable(ter) == 0 })
	moves := len(ws.g.Moves())
	for _, tt := range []struct {
		name            string
		selected, click int // selected: -1 for none
		message         string
		selectedAfter   int
	}{
		{"an enemy first", -1, far, "your own", -1},
		{"an enemy out of reach", attacker, far, "does not border the selected one", attacker},
		{"one die", -1, spent, "only 1 die", -1},
		{"no enemy around", -1, inland, "no enemy neighbour", -1},
		{"an attacker", -1, attacker, "Selected, ", attacker},
	} {
		ws.selected = tt.selected
		tapTerritory(t, ws, tt.click)
		msg := ws.status.Message()
		if len(ws.g.Moves()) != moves || ws.selected != tt.selectedAfter || !strings.Contains(msg, tt.message) {
			t.Errorf("%s: %d moves (want %d), selection %d (want %d), message %q (want %q)", tt.name, len(ws.g.Moves()), moves, ws.selected, tt.selectedAfter, msg, tt.message)
		}
		if strings.Contains(msg, "#") {
			t.Errorf("%s: the message names a number the map may not show: %q", tt.name, msg)
		}
	}
}

// The map picture follows a conquest at once: the overlay repaints the
// territory over the cached map layer until a fresh layer is painted.
func TestConquestRepaintsTheMap(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	for !ws.g.Over() && (ws.battle == nil || !ws.battle.Won) {
		if !ws.humanToAct() {
			t.Skip("no winning attack in the opening")
		}
		from, to := firstAttack(t, ws.g)
		ws.Attack(from, to)
	}
	b := ws.battle
	ws.cache.mu.Lock()
	stale := ws.cache.owners[b.To] != int8(b.Attacker)
	ws.cache.mu.Unlock()
	if !stale {
		t.Fatal("the cached layer already shows the conquest: the test proves nothing")
	}
	img := ws.k.Window.Canvas().Capture()
	l := ws.layout()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(ws.view)
	want := rd.PlayerColor(b.Attacker)
	for _, c := range ws.g.Map().Territories[b.To].Cells {
		q := l.CellCenter(c)
		if nearStack(l, q) {
			continue
		}
		r, g, bl, _ := img.At(int(float64(at.X)+q.X), int(float64(at.Y)+q.Y)).RGBA()
		if d := diff(r>>8, want.R) + diff(g>>8, want.G) + diff(bl>>8, want.B); d > 12 {
			t.Fatalf("cell %d of the conquered #%d shows (%d,%d,%d), want the attacker's %v", c, b.To, r>>8, g>>8, bl>>8, want)
		}
		return
	}
	t.Skip("the conquered territory has no cell away from the dice")
}

// nearStack reports whether q may be covered by a dice stack or badge.
func nearStack(l *rd.Layout, q paint.Pt) bool {
	for ter := range l.Map.Territories {
		p := l.LabelPoint(ter)
		if (q.X-p.X)*(q.X-p.X)+(q.Y-p.Y)*(q.Y-p.Y) < 9*l.R*l.R {
			return true
		}
	}
	return false
}

func diff(a uint32, b uint8) uint32 {
	if a > uint32(b) {
		return a - uint32(b)
	}
	return uint32(b) - a
}

// End turn shows where the reinforcement went; then the computer plays its
// turn in a goroutine, one action per Space at the step speed, the rest of
// its turn at once at the instant speed.
func TestEndTurnThenComputerTurn(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	opts := dw.DefaultOptions(2)
	if err := ws.NewGame(opts, []Seat{Human, "bourgeoise"}, 11); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(SpeedStep)
	ws.view.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // Space on the map ends the turn
	if n := len(ws.g.Moves()); n != 1 || !ws.g.Moves()[0].End {
		t.Fatalf("moves after Space: %v", ws.g.Moves())
	}
	end := ws.records[0].ev.End
	placed := 0
	for _, a := range ws.added {
		placed += int(a)
	}
	if placed != end.Placed || placed == 0 {
		t.Errorf("the map marks %d reinforcement dice, the turn placed %d", placed, end.Placed)
	}
	if ws.running != nil || ws.g.Current() != 1 {
		t.Fatal("at the step speed the computer started on its own")
	}
	ws.Keys().Space()
	waitIdle(t, idle)
	if n := len(ws.g.Moves()); n != 2 {
		t.Fatalf("one step made %d moves", n-1)
	}
	stepEndedTurn := ws.humanToAct()
	ws.SetSpeed(SpeedInstant) // lets the computer finish its turn at once
	if !stepEndedTurn {
		waitIdle(t, idle)
	}
	if !ws.humanToAct() || ws.g.Current() != 0 {
		t.Fatalf("after the computer's turn player %d is to move", ws.g.Current())
	}
	last := ws.records[len(ws.records)-1]
	if !last.ev.Move.End || last.player != 1 {
		t.Errorf("the computer's turn did not end with its end of turn: %+v", last)
	}
	if len(ws.panel.lines) != len(ws.records) {
		t.Errorf("%d log lines for %d moves", len(ws.panel.lines), len(ws.records))
	}
	kittest.LabelsFit(t, ws.Content())
}

// Esc stops the computers before their next action.
func TestEscapeStopsTheComputers(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	ws.SetSpeed(SpeedSlow) // a long pause before each action
	if err := ws.NewGame(dw.DefaultOptions(3), []Seat{"dijkstra", "bourgeoise", "chaos"}, 5); err != nil {
		t.Fatal(err)
	}
	if ws.running == nil {
		t.Fatal("three computers did not start playing")
	}
	ws.Keys().Escape()
	waitIdle(t, idle)
	if n := len(ws.g.Moves()); n != 0 || !ws.paused || ws.running != nil {
		t.Errorf("after Esc: %d moves, paused %v, running %v", n, ws.paused, ws.running != nil)
	}
	// Hiding the workspace pauses them too, showing it lets them go on.
	ws.Keys().Space()
	ws.Shown(false)
	waitIdle(t, idle)
	if ws.running != nil || len(ws.g.Moves()) != 0 {
		t.Fatal("the computers played on while hidden")
	}
	ws.Shown(true)
	if ws.running == nil {
		t.Error("the computers did not go on when shown again")
	}
	ws.Keys().Escape()
	waitIdle(t, idle)
}

// Undo never lets anyone roll again: an attack stays; an end of turn that
// drew nothing at random can be taken back and played again.
func TestUndoOnlyWithoutDice(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.Attack(firstAttack(t, ws.g))
	ws.Keys().Undo()
	if len(ws.g.Moves()) != 1 || !strings.Contains(ws.status.Message(), "Dice are dice") {
		t.Errorf("undo after an attack: moves %v, message %q", ws.g.Moves(), ws.status.Message())
	}
	// Two single-territory players: the one reinforcement die has one place
	// to go, so ending the turn rolls nothing.
	if err := ws.NewGame(dw.Options{Cols: 3, Rows: 3, Territories: 2, Players: 2}, []Seat{Human, Human}, 1); err != nil {
		t.Fatal(err)
	}
	before := ws.g.Position()
	ws.EndTurn()
	if !ws.g.CanUndo() {
		t.Fatal("the engine refuses to undo a forced reinforcement")
	}
	ws.Keys().Undo()
	if len(ws.g.Moves()) != 0 || !samePosition(ws.g.Position(), before) || len(ws.records) != 0 {
		t.Fatalf("undo of the end of turn: moves %v", ws.g.Moves())
	}
	ws.Keys().Redo()
	if len(ws.g.Moves()) != 1 || ws.g.Current() != 1 {
		t.Errorf("redo: moves %v, player %d to move", ws.g.Moves(), ws.g.Current())
	}
}

func TestSaveAndOpenReplaysExactly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	ws, _ := newTestWorkspace(t, path)
	ws.Attack(firstAttack(t, ws.g))
	ws.SetSpeed(SpeedStep) // keep the computers still
	ws.EndTurn()
	want, moves, logLen := ws.g.Position(), len(ws.g.Moves()), len(ws.panel.lines)
	ws.Keys().Save()
	if err := ws.NewGame(dw.DefaultOptions(3), []Seat{Human, Human, Human}, 99); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(SpeedFast)
	ws.Keys().Open() // Bourgeoise is to move: it must wait for Space
	if ws.running != nil || !ws.paused {
		t.Errorf("after loading, the computer to move did not wait (running %v, paused %v)", ws.running != nil, ws.paused)
	}
	if !samePosition(ws.g.Position(), want) || len(ws.g.Moves()) != moves || len(ws.panel.lines) != logLen {
		t.Fatalf("reopened game differs: %d moves, %d log lines", len(ws.g.Moves()), len(ws.panel.lines))
	}
	if ws.seats[1] != "bourgeoise" || ws.battle == nil {
		t.Errorf("seats %v, battle %v after loading", ws.seats, ws.battle)
	}
	// A broken file is refused and changes nothing.
	for _, bad := range []string{`{"version": 1, "moves": [{"end": 3}]}`, `{"version":1,"options":{"cols":28,"rows":32,"territories":30,"players":2},"seed":1,"seats":["human","nobody"],"moves":[]}`} {
		os.WriteFile(path, []byte(bad), 0o644)
		if err := ws.OpenPath(path); err == nil {
			t.Errorf("%s opened", bad)
		}
		if !samePosition(ws.g.Position(), want) {
			t.Fatal("a broken file changed the game")
		}
	}
}
