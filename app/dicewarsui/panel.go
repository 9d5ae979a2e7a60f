package dicewarsui

import (
	"fmt"
	"image"
	"math/bits"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// panelWidth is the least width of the side panel's pictures at the normal
// interface size; they take the panel's width when it is wider.
const panelWidth = 340

// numWidth is the least width of a number column of the players table; a
// column is wider when its heading needs it (French "Réserve").
const numWidth = 38

// panel is the Game and Log tabs of the side panel.
type panel struct {
	w      *Workspace
	game   fyne.CanvasObject
	logBox fyne.CanvasObject

	turnMark *seatMark
	turn     *widget.Label
	info     *widget.Label
	hint     *widget.Label
	endBtn   *widget.Button
	playBtn  *widget.Button
	speed    *kit.Select

	battle     *canvas.Raster
	battleText *widget.Label
	rows       [dw.MaxPlayers]*playerRow
	chart      *canvas.Raster

	log   *widget.List
	lines []logItem

	// relayout is set when something was shown or hidden, or the help
	// text changed (its height with it): the frame is
	// then laid out again (the window would do it at its next frame, the
	// headless canvas of tests and shots would not).
	relayout bool
}

type logItem struct {
	player int
	text   string
}

// playerRow is one line of the players table.
type playerRow struct {
	root  *fyne.Container
	mark  *seatMark
	name  *widget.Label
	cells [4]*widget.Label // territories, largest group, dice, stock
}

func newPanel(w *Workspace) *panel {
	p := &panel{w: w, turn: widget.NewLabel(""), info: widget.NewLabel(""), hint: widget.NewLabel(""),
		battleText: widget.NewLabel("")}
	p.turn.TextStyle.Bold = true
	p.turn.Wrapping = fyne.TextWrapWord
	p.hint.Wrapping = fyne.TextWrapWord
	p.battleText.Wrapping = fyne.TextWrapWord
	p.turnMark = newSeatMark(0)
	p.endBtn = widget.NewButtonWithIcon(lang.L("End turn"), theme.MediaSkipNextIcon(), w.endTurnPress)
	p.endBtn.Importance = widget.HighImportance
	p.playBtn = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), p.playOrPause)
	var speeds []string
	for _, s := range speedNames {
		speeds = append(speeds, lang.L(s))
	}
	p.speed = kit.NewSelect(speeds, nil)
	p.speed.SetSelectedIndex(int(w.speed))
	p.speed.OnChanged = func(string) { w.SetSpeed(Speed(p.speed.SelectedIndex())) }

	p.battle = smallView(p.paintBattle)
	p.chart = smallView(p.paintChart)
	turnRow := container.NewBorder(nil, nil, container.NewCenter(kit.Sized(p.turnMark, 16, 16)), nil, p.turn)
	buttons := container.NewGridWithColumns(3, p.endBtn, p.playBtn,
		widget.NewButtonWithIcon(lang.L("Hint"), theme.HelpIcon(), w.hint))
	numbers := kit.NewCheck(lang.L("Territory numbers (the #n of hints and log)"), w.setNumbers)
	numbers.SetChecked(w.numbers)
	p.game = container.NewVBox(
		kit.Section(lang.L("Turn"), turnRow, p.info, buttons, kit.Row(lang.L("Computers"), p.speed), numbers, p.hint),
		kit.Section(lang.L("Players"), p.playersTable()),
		kit.Section(lang.L("Last battle"), wide(p.battle, panelWidth, 84), p.battleText),
	)
	p.log = kit.ReadOnlyList(widget.NewList(func() int { return len(p.lines) },
		func() fyne.CanvasObject {
			// a line too long for the panel ends in "…" rather than mid-word
			line := widget.NewLabel("#12 (8) → Crimson #30 (8): 40 to 39, won")
			line.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, container.NewCenter(kit.Sized(newSeatMark(0), 12, 12)), nil, line)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			it := p.lines[i]
			c := o.(*fyne.Container)
			c.Objects[0].(*widget.Label).SetText(it.text)
			c.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*seatMark).SetSeat(it.player)
		}))
	note := kit.Note(lang.L("Newest first. #n is a territory, (n) its dice."))
	p.logBox = container.NewVBox(
		kit.Section(lang.L("Territories per turn"), wide(p.chart, panelWidth, 140)),
		kit.Section(lang.L("Moves"), note, wide(p.log, panelWidth, 380)),
	)
	return p
}

// smallView is a panel picture painted with render/paint on the theme's
// background. It is a plain raster, not a kit.BoardView: it takes no input,
// and a raster stays clipped by the panel's scroll in every painter.
// paintFn draws in the window's units, as the panel is laid out: the
// raster is asked for in pixels, twice as many on a HiDPI screen, where a
// chart drawn in pixels filled the top half of its box in half-size text.
func smallView(paintFn func(s paint.Surface)) *canvas.Raster {
	var view *canvas.Raster
	view = canvas.NewRaster(func(w, h int) image.Image {
		r := paint.NewRaster(max(w, 1), max(h, 1))
		r.Clear(theme.Color(theme.ColorNameBackground))
		k := 1.0
		if units := view.Size().Width; units > 0 {
			k = float64(w) / float64(units)
		}
		paintFn(paint.Scaled{S: r, K: k})
		return r.Img
	})
	return view
}

func (p *panel) playersTable() fyne.CanvasObject {
	head := []string{lang.L("Land"), lang.L("Group"), lang.L("Dice"), lang.L("Stock")}
	var cells []fyne.CanvasObject
	for _, h := range head {
		l := widget.NewLabelWithStyle(h, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		l.SizeName = theme.SizeNameCaptionText
		cells = append(cells, container.New(column{h, 26}, l))
	}
	who := widget.NewLabelWithStyle(lang.L("Player"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	who.SizeName = theme.SizeNameCaptionText
	header := container.NewBorder(nil, nil, nil, container.NewHBox(cells...), who)
	objs := []fyne.CanvasObject{header}
	for i := range p.rows {
		r := &playerRow{mark: newSeatMark(i), name: widget.NewLabel("")}
		r.name.Truncation = fyne.TextTruncateEllipsis
		var nums []fyne.CanvasObject
		for j := range r.cells {
			r.cells[j] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{})
			nums = append(nums, container.New(column{head[j], 30}, r.cells[j]))
		}
		r.root = container.NewBorder(nil, nil, container.NewCenter(kit.Sized(r.mark, 16, 16)), container.NewHBox(nums...), r.name)
		p.rows[i] = r
		objs = append(objs, r.root)
	}
	legend := kit.Note(lang.L("Group: the largest connected group, the dice received at the end of the turn."))
	objs = append(objs, legend)
	return container.NewVBox(objs...)
}

// column lays out a cell of the players table: as wide as the column's
// heading needs, or numWidth, at the interface size of the moment, so that
// the headings and the numbers under them line up and fit at any size;
// height is the cell's at the normal size.
type column struct {
	heading string
	height  float32
}

// width is the text and a little air: the label's own padding may overlap
// its neighbour's, as with the narrow headings of numWidth.
func (c column) width() float32 {
	text := fyne.MeasureText(c.heading, theme.CaptionTextSize(), fyne.TextStyle{Bold: true}).Width
	return max(numWidth*kit.UIScale(), text+2*theme.Padding())
}

// MinSize is part of fyne.Layout.
func (c column) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(c.width(), c.height*kit.UIScale())
}

// Layout is part of fyne.Layout.
func (c column) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(c.MinSize(nil))
	}
}

// update shows the game's state; UI goroutine only.
func (p *panel) update() {
	w := p.w
	g := w.g
	pos := g.Position()
	cur := g.Current()
	p.turnMark.SetSeat(cur)
	switch {
	case g.Over():
		winner, _ := g.Result()
		p.turnMark.SetSeat(winner)
		p.turn.SetText(fmt.Sprintf(lang.L("%s wins"), w.who(winner)))
	case w.running != nil:
		p.turn.SetText(fmt.Sprintf(lang.L("%s is playing"), w.who(cur)))
	default:
		p.turn.SetText(fmt.Sprintf(lang.L("%s to play"), w.who(cur)))
	}
	if g.Over() {
		p.info.SetText(fmt.Sprintf(lang.L("Game over after %d turns"), g.TurnsPlayed()))
	} else {
		// the round as well as the turn: "turn 5" alone, on the first
		// player's second go, read as if turns had been skipped
		p.info.SetText(fmt.Sprintf(lang.L("Round %d, turn %d · %d of %d players left"), g.Round(), g.Turn()+1, pos.AliveCount(), pos.Players))
	}
	p.updateButtons()
	p.updateHint()
	p.updatePlayers(&pos)
	p.updateBattle()
	p.updateLog()
	p.chart.Refresh()
	if p.relayout {
		p.relayout = false
		p.w.root.Refresh()
	}
}

// setVisible shows or hides o, noting that the layout changed.
func (p *panel) setVisible(o fyne.CanvasObject, v bool) {
	if o.Visible() == v {
		return
	}
	if v {
		o.Show()
	} else {
		o.Hide()
	}
	p.relayout = true
}

func (p *panel) updateButtons() {
	w := p.w
	if w.humanToAct() {
		p.endBtn.Enable()
	} else {
		p.endBtn.Disable()
	}
	switch {
	case w.running != nil:
		p.playBtn.SetText(lang.L("Pause"))
		p.playBtn.SetIcon(theme.MediaPauseIcon())
	case w.speed == SpeedStep:
		p.playBtn.SetText(lang.L("Next step"))
		p.playBtn.SetIcon(theme.MediaSkipNextIcon())
	default:
		p.playBtn.SetText(lang.L("Play"))
		p.playBtn.SetIcon(theme.MediaPlayIcon())
	}
	if w.g.Over() || (w.humanToAct() && w.running == nil) {
		p.playBtn.Disable()
	} else {
		p.playBtn.Enable()
	}
}

func (p *panel) playOrPause() {
	if p.w.running != nil {
		p.w.stop()
		return
	}
	p.w.play()
}

// updateHint explains what to do now, with the exact odds of the attacks
// on offer once a territory is selected.
func (p *panel) updateHint() {
	w := p.w
	pos := w.g.Position()
	var s string
	switch {
	case w.g.Over():
		s = w.endReason()
	case w.selected >= 0 && w.target >= 0:
		a, d := int(pos.Dice[w.selected]), int(pos.Dice[w.target])
		s = fmt.Sprintf(lang.L("#%d attacks #%d, %d dice against %d: %s to win. Click or press Enter to attack."), w.selected, w.target, a, d, kit.Percent(100*dw.WinProbability(a, d), 1))
	case w.selected >= 0:
		s = fmt.Sprintf(lang.L("#%d (%d dice) can attack: %s. Hover a target for its odds, click it to attack."),
			w.selected, pos.Dice[w.selected], p.targetsText(&pos))
	case w.humanToAct():
		s = lang.L("Click one of your territories with 2 dice or more, then a neighbouring enemy. Keys: Left and Right choose the attacker, Up and Down the target, Enter attacks; Space ends your turn.")
	case w.running != nil:
		s = lang.L("Esc pauses the computers.")
	case w.speed == SpeedStep: // Play is Next step
		s = lang.L("Press Space or Next step: the computers make one action each time.")
	default:
		s = lang.L("Press Space or Play to let the computers move.")
	}
	if s == p.hint.Text {
		return
	}
	// The text grows from one line to four when the computers hand back;
	// a panel laid out while hidden kept the old height, and the text was
	// drawn over the Players heading.
	p.relayout = true
	p.hint.SetText(s)
}

// targetsText lists the selected territory's targets with their odds.
func (p *panel) targetsText(pos *dw.Position) string {
	from := p.w.selected
	var parts []string
	for m := pos.Attackable(from); m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		parts = append(parts, fmt.Sprintf("#%d %s", t, percent(dw.WinProbability(int(pos.Dice[from]), int(pos.Dice[t])))))
	}
	return strings.Join(parts, ", ")
}

func (p *panel) updatePlayers(pos *dw.Position) {
	w := p.w
	for i, r := range p.rows {
		p.setVisible(r.root, i < pos.Players)
		if i >= pos.Players {
			continue
		}
		name := w.who(i)
		if !pos.Alive(i) {
			// first, so that a long name loses its strategy to the
			// ellipsis rather than the news that it is out
			name = fmt.Sprintf(lang.L("out · %s"), name)
		}
		// In italics, not greyed: the disabled grey of before had a
		// contrast of 2.8 on the light background, and the row is news
		// to read, not a control to ignore.
		r.name.TextStyle.Italic = !pos.Alive(i)
		r.name.TextStyle.Bold = i == pos.Current && !w.g.Over()
		r.name.SetText(name)
		vals := []int{pos.Territories(i), pos.LargestGroup(i), pos.TotalDice(i), pos.Stock[i]}
		for j, v := range vals {
			r.cells[j].SetText(strconv.Itoa(v))
		}
		if !pos.Alive(i) {
			// the position keeps a player's stock after its last territory
			// falls, where it can never be placed again: no count to show
			r.cells[len(vals)-1].SetText("–")
		}
	}
}

func (p *panel) updateBattle() {
	if b := p.w.battle; b != nil {
		p.battleText.SetText(attackText(*b))
	}
	p.setVisible(p.battleText, p.w.battle != nil)
	p.battle.Refresh()
}

func (p *panel) updateLog() {
	recs := p.w.records
	p.lines = p.lines[:0]
	for i := len(recs) - 1; i >= 0; i-- {
		pl, s := logLine(recs[i])
		p.lines = append(p.lines, logItem{player: pl, text: s})
	}
	p.log.Refresh()
}

// showEnd is the end screen: who won and why, with a way to play again.
func (w *Workspace) showEnd() {
	winner, _ := w.g.Result()
	title := widget.NewLabelWithStyle(fmt.Sprintf(lang.L("%s wins!"), w.who(winner)), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	why := widget.NewLabel(w.endReason())
	why.Wrapping = fyne.TextWrapWord
	// the winner's mark, not a dot of their colour: the mark says who to
	// a person who cannot tell the colours apart
	mark := kit.Sized(newSeatMark(winner), 28, 28)
	body := container.NewVBox(container.NewCenter(mark), title, why)
	d := kit.NewCustomConfirm(lang.L("Game over"), lang.L("New game"), lang.L("Close"), body, func(again bool) {
		if again {
			w.newGameDialog()
		}
	}, w.k.Window)
	d.Resize(fyne.NewSize(420, 260))
	d.Show()
	w.status.SetMessage(w.endReason())
}
