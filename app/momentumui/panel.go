package momentumui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	game "plateau/games/momentum"
	draw "plateau/render/momentum"
)

// panel is the side panel: whose turn and phase, both players, the
// result, and the move list.
type panel struct {
	w       *Workspace
	root    fyne.CanvasObject
	turn    *widget.Label
	players [2]*widget.Label
	result  *widget.Label
	moves   *widget.List
	list    []string
	// listed are the actions list shows, of game listedOf: the lines of
	// those still played are kept, not written again.
	listed   []game.Action
	listedOf *game.Game
}

func newPanel(w *Workspace) *panel {
	p := &panel{w: w, turn: widget.NewLabel(""), result: widget.NewLabel("")}
	p.turn.Wrapping = fyne.TextWrapWord
	p.result.Wrapping = fyne.TextWrapWord
	p.result.Importance = widget.HighImportance
	var rows []fyne.CanvasObject
	for i := range p.players {
		p.players[i] = widget.NewLabel("")
		// wrapped, so that a long seat ("Computer: expert") does not widen
		// the panel and move the board under the pointer
		p.players[i].Wrapping = fyne.TextWrapWord
		dot := canvas.NewCircle(draw.PlayerColor(game.Player(i)))
		rows = append(rows, container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSize(16, 16), dot)), nil, p.players[i]))
	}
	p.moves = kit.ReadOnlyList(widget.NewList(func() int { return len(p.list) },
		func() fyne.CanvasObject { return widget.NewLabel("Turn 100: P2 x10,10") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.list[i]) }))
	// The list of moves takes the height the rest leaves, at least a few
	// lines, so that the legend below it is never scrolled out of sight.
	movesMin := canvas.NewRectangle(color.Transparent)
	movesMin.SetMinSize(fyne.NewSize(240, 120))
	legend := widget.NewLabel(lang.L("Click an arrow around your piece to slide (the ring shows where it stops and the momentum after), a red cross to destroy a wall, a green plus to build. Keys: the arrows; Home, Page Up, End, Page Down for the diagonals; H for a hint, Enter to play it. To build, the arrows move a cursor, Enter builds there and Delete lowers a wall."))
	legend.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(
		kit.Section(lang.L("Game"), p.turn, p.result,
			widget.NewButtonWithIcon(lang.L("Hint"), theme.HelpIcon(), w.hint)),
		kit.Section(lang.L("Players"), rows...),
		kit.Section(lang.L("Moves")),
	)
	p.root = container.NewBorder(top, kit.Section(lang.L("How to play"), legend), nil, nil, container.NewStack(movesMin, p.moves))
	return p
}

func (p *panel) toolbarItems() []widget.ToolbarItem {
	w := p.w
	return []widget.ToolbarItem{
		w.k.NewToolAction(theme.MediaSkipPreviousIcon(), lang.L("Back to the first move"), w.toFirst),
		w.k.NewToolAction(theme.MediaPlayIcon(), lang.L("Next move, or let the computer play (Space)"), w.step),
		w.k.NewToolAction(theme.MediaSkipNextIcon(), lang.L("Forward to the last move"), w.toLast),
		kit.NewToolbarDivider(),
		w.export.Tool(),
	}
}

// update shows the game's state; UI goroutine only.
func (p *panel) update() {
	g := p.w.g
	if g.Over() {
		p.turn.SetText(fmt.Sprintf(lang.L("Turn %d: game over"), g.LastTurn()))
		// in the text's own colour: the highlight's blue is P1's, and read
		// as P1's win when P2 won
		p.result.Importance = widget.MediumImportance
		p.result.SetText(resultText(g.Result()))
		p.result.Show()
	} else {
		p.turn.SetText(turnText(g))
		p.result.Hide()
		if p.w.paused && p.w.seats[g.ToMove()] != Human {
			p.result.Importance = widget.HighImportance
			p.result.SetText(lang.L("Paused: press Space or Play to let the computer move."))
			p.result.Show()
		}
	}
	for i, l := range p.players {
		pl := game.Player(i)
		l.SetText(fmt.Sprintf(lang.L("%v · %s · momentum %d"), playerText(pl), seatLabel(p.w.seats[i]), g.Momentum(pl)))
	}
	p.updateList(g)
	// Lay the panel out again (refreshing the move list with it): a label
	// that wrapped onto a second line keeps one line's height otherwise,
	// and runs into the heading under it.
	p.root.Refresh()
	if n := len(p.list); n > 0 {
		// once the list knows its new length: scrolled before, it stopped
		// a row short, the newest move hidden
		p.moves.ScrollToBottom()
	}
}

// NewGame starts a game with these options and seats; invalid options are
// reported and change nothing.
func (w *Workspace) NewGame(o game.Options, seats [2]Seat) {
	g, err := game.New(o)
	if err != nil {
		kit.ShowError(err, w.k.Window)
		return
	}
	w.paused = false
	w.doc.Opened("") // a new game goes to a new file
	kit.StoreJSON(w.k.Prefs(), prefNewGame, gameSetup{Options: o, Seats: seats})
	// Said first: a computer that moves first then says it is thinking,
	// which this message covered for the whole of its first move.
	w.status.SetMessage(fmt.Sprintf(lang.L("New game: %s against %s"), seatLabel(seats[0]), seatLabel(seats[1])))
	w.start(g, seats, w.seed+1)
}

// updateList brings the move list to the actions of g, read from its
// history and writing only the lines of actions it did not show: the list
// was written anew by replaying the whole game, and in a long game every
// step of Undo, Redo, ⏮ and ⏭ took as long as the game.
func (p *panel) updateList(g *game.Game) {
	keep := 0
	if p.listedOf == g {
		for keep < len(p.listed) && keep < g.Ply() {
			if a, _, _ := g.Played(keep); a != p.listed[keep] {
				break
			}
			keep++
		}
	}
	p.list, p.listed, p.listedOf = p.list[:keep], p.listed[:keep], g
	format := lang.L("Turn %d: %v %v")
	for i := keep; i < g.Ply(); i++ {
		a, turn, by := g.Played(i)
		p.list = append(p.list, fmt.Sprintf(format, turn, playerText(by), actionNotation(a)))
		p.listed = append(p.listed, a)
	}
}

// turnText is the turn under way out of the turn limit, so that a draw at
// the limit comes with warning, and whose action it is.
func turnText(g *game.Game) string {
	format := lang.L("Turn %d of %d, %s phase: %v to act")
	if g.Turn() == g.Options().TurnLimit {
		format = lang.L("Last turn (%d of %d), %s phase: %v to act")
	}
	return fmt.Sprintf(format, g.Turn(), g.Options().TurnLimit, lang.L(g.Phase().String()), playerText(g.ToMove()))
}
