package dicewarsui

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	"plateau/render/paint"
	sd "plateau/solvers/dicewars"
)

// maxPanelGames bounds a tournament started from the panel.
const maxPanelGames = 100_000

// strategyChoices are the computer seats a tournament can seat.
var strategyChoices = seatChoices[1:]

// tournament is the Tournament tab: pick 2 to 8 strategies and a number of
// games, play them in the background with the status bar's progress and
// Stop, then show the win rates with their 95% confidence intervals.
type tournament struct {
	w        *Workspace
	root     fyne.CanvasObject
	count    *kit.Select
	picks    [dw.MaxPlayers]*kit.Select
	rows     [dw.MaxPlayers]fyne.CanvasObject
	games    *kit.Entry
	start    *kit.Select
	run      *widget.Button
	summary  *widget.Label
	table    *fyne.Container
	chart    *canvas.Raster
	chartBox *wideLayout // sizes the chart: one row per strategy

	names []string // strategies of the result shown, by position
	res   *sd.TournamentResult
}

func newTournament(w *Workspace) *tournament {
	t := &tournament{w: w, summary: widget.NewLabel(lang.L("No tournament yet.")), table: container.NewVBox()}
	t.summary.Wrapping = fyne.TextWrapWord
	var labels []string
	for _, c := range strategyChoices {
		labels = append(labels, lang.L(c.label))
	}
	// The four strategies, ours first, so that a first tournament compares
	// them all; then again for more players.
	defaults := []int{3, 2, 1, 0, 3, 2, 1, 0} // expert (quick), dijkstra, bourgeoise, chaos
	var rows []fyne.CanvasObject
	for i := range t.picks {
		t.picks[i] = kit.NewSelect(labels, nil)
		t.picks[i].SetSelectedIndex(defaults[i])
		t.rows[i] = container.NewBorder(nil, nil, kit.Sized(widget.NewLabel(strconv.Itoa(i+1)+"."), 24, 36), nil, t.picks[i])
		rows = append(rows, t.rows[i])
	}
	var counts []string
	for n := dw.MinPlayers; n <= dw.MaxPlayers; n++ {
		counts = append(counts, strconv.Itoa(n))
	}
	t.count = kit.NewSelect(counts, func(string) { t.showRows() })
	t.count.SetSelected("4")
	t.games = kit.NewEntry()
	t.games.SetText("200")
	t.start = kit.NewSelect([]string{lang.L("4 each"), lang.L("Original random deal")}, nil)
	t.start.SetSelectedIndex(0)
	t.run = widget.NewButtonWithIcon(lang.L("Run tournament"), theme.MediaPlayIcon(), t.Run)
	t.run.Importance = widget.HighImportance
	t.chart = smallView(t.paintBars)
	t.chartBox = &wideLayout{w: panelWidth}
	note := kit.Note(lang.L("Seats change from game to game, so each strategy moves first as often and plays after each of the others. Original map: 28 × 32 cells, 30 territories."))
	t.restoreChoices() // before root: showRows lays out the frame once there is one
	t.root = container.NewVBox(
		kit.Section(lang.L("Strategies"), kit.Row(lang.L("Players"), t.count), container.NewGridWithColumns(2, rows...)),
		kit.Section(lang.L("Settings"), kit.Form(kit.Field{Label: lang.L("Games"), Control: t.games},
			kit.Field{Label: lang.L("Starting dice"), Control: t.start}), t.run, note),
		kit.Section(lang.L("Win rates"), t.summary, container.New(t.chartBox, t.chart), t.table),
	)
	return t
}

func (t *tournament) showRows() {
	n := t.count.SelectedIndex() + dw.MinPlayers
	for i, r := range t.rows {
		if r == nil {
			continue
		}
		if i < n {
			r.Show()
		} else {
			r.Hide()
		}
	}
	if t.root != nil {
		t.w.root.Refresh()
	}
}

// config reads the tab's fields.
func (t *tournament) config() (sd.TournamentConfig, error) {
	c, ok := t.choices()
	if !ok {
		return sd.TournamentConfig{}, fmt.Errorf(lang.L("Games: want a whole number from 1 to %d"), maxPanelGames)
	}
	cfg := sd.TournamentConfig{Games: c.Games, Seed: t.w.g.Seed() + 1,
		Workers: max(1, runtime.GOMAXPROCS(0)-1)} // a core stays free for the window
	cfg.Options.Start = c.Start
	for _, s := range c.Players {
		cfg.Players = append(cfg.Players, string(s))
	}
	return cfg, nil
}

// Run plays the tournament in the background (status bar progress, Stop
// or Esc), then shows the results; a stopped run shows the games played.
func (t *tournament) Run() {
	cfg, err := t.config()
	if err != nil {
		t.summary.SetText(kit.ErrorText(err))
		return
	}
	var res sd.TournamentResult
	job := func(ctx context.Context, p *kit.Progress) error {
		p.Set(0, fmt.Sprintf(lang.L("0 / %d games"), cfg.Games))
		cfg.Progress = func(done, total int) {
			p.Set(float64(done)/float64(total), fmt.Sprintf(lang.L("%d / %d games"), done, total))
		}
		var err error
		res, err = sd.Tournament(ctx, cfg)
		return err
	}
	title := fmt.Sprintf(lang.L("Tournament of %d games"), cfg.Games)
	// Widgets are set before the job starts: once it runs, its end may come
	// at any time (and in tests, on the job's goroutine).
	t.run.Disable()
	prev := t.summary.Text
	t.summary.SetText(lang.L("Playing… the status bar shows the progress."))
	err = t.w.status.Run(title, job, func(err error) {
		t.run.Enable()
		if err == nil || err == context.Canceled { // other errors: the status bar shows them
			t.show(cfg.Players, res, err != nil)
		}
		if t.w.idle != nil {
			t.w.idle()
		}
	})
	if err != nil {
		t.run.Enable()
		t.summary.SetText(prev + " " + lang.L("A tournament is already running."))
	}
}

// show fills the table and the chart with a result.
func (t *tournament) show(names []string, res sd.TournamentResult, stopped bool) {
	t.names, t.res = names, &res
	s := fmt.Sprintf(lang.L("%s in %s (%s a second), %.0f turns on average, %s."),
		kit.Count(int64(res.Games), lang.L("%d game"), lang.L("%d games")), kit.Duration(res.Elapsed),
		kit.Int(int(math.Round(res.GamesPerS))), res.MeanTurns,
		kit.Count(int64(res.Stalled), lang.L("%d stalled game"), lang.L("%d stalled games")))
	if stopped {
		s = lang.L("Stopped.") + " " + s
	}
	t.summary.SetText(s)
	head := tableRow(lang.L("Strategy"), lang.L("Wins"), lang.L("Rate"), lang.L("95% CI"), true)
	objs := []fyne.CanvasObject{head}
	for i, name := range names {
		ci := kit.Decimal(100*res.CI95[i][0], 0) + "–" + kit.Percent(100*res.CI95[i][1], 0)
		objs = append(objs, tableRow(fmt.Sprintf("%d. %s", i+1, seatLabel(Seat(name))), strconv.Itoa(res.Wins[i]),
			kit.Percent(100*res.WinRate[i], 1), ci, false))
	}
	t.table.Objects = objs
	t.table.Refresh()
	t.chartBox.h = float32(barsHeight(len(names)))
	t.chart.Refresh()
	t.w.root.Refresh() // the tab grew: lay the frame out again
	t.w.status.SetMessage(s)
}

func tableRow(name, wins, rate, ci string, bold bool) fyne.CanvasObject {
	st := fyne.TextStyle{Bold: bold}
	cell := func(s string, w float32) fyne.CanvasObject {
		return kit.Sized(widget.NewLabelWithStyle(s, fyne.TextAlignTrailing, st), w, 30)
	}
	return container.NewBorder(nil, nil, nil, container.NewHBox(cell(wins, 50), cell(rate, 62), cell(ci, 84)),
		widget.NewLabelWithStyle(name, fyne.TextAlignLeading, st))
}

// barsHeight is the height of the chart of n strategies at the normal
// interface size: a row each.
func barsHeight(n int) float64 { return 16 + 26*float64(n) }

// paintBars draws each strategy's win rate as a bar with its 95%
// confidence interval as a whisker, and the fair share as a dashed line.
// The rows and their labels grow with the interface size, the labels at
// the size of the table's text under the chart.
func (t *tournament) paintBars(r paint.Surface) {
	w, _ := r.Size()
	fg := fgColor()
	if t.res == nil {
		return
	}
	f, ts := float64(kit.UIScale()), float64(theme.TextSize())
	n := len(t.names)
	// The positions stand left of the bars, where a bar of no wins cannot
	// hide them.
	left := 4*f + paint.TextWidth(strconv.Itoa(n)+".", ts) + 6*f
	right := paint.TextWidth(kit.Percent(100, 0), ts) + 10*f
	span := w - left - right
	fair := left + span/float64(n)
	for y := 4 * f; y < (barsHeight(n)-8)*f; y += 8 * f {
		r.StrokePolyline([]paint.Pt{{X: fair, Y: y}, {X: fair, Y: y + 4*f}}, false, f, fg)
	}
	for i := range t.names {
		y := (18 + 26*float64(i)) * f
		rate, ci := t.res.WinRate[i], t.res.CI95[i]
		// One colour for every bar: the game's player colours named
		// other players there (green was Bourgeoise in the game, Dijkstra
		// in the chart); the number beside a bar names its strategy.
		paint.FillRect(r, left, y-8*f, span*rate, 16*f, theme.Color(theme.ColorNamePrimary))
		lo, hi := left+span*ci[0], left+span*ci[1]
		r.StrokePolyline([]paint.Pt{{X: lo, Y: y}, {X: hi, Y: y}}, false, 1.5*f, fg)
		r.StrokePolyline([]paint.Pt{{X: lo, Y: y - 5*f}, {X: lo, Y: y + 5*f}}, false, 1.5*f, fg)
		r.StrokePolyline([]paint.Pt{{X: hi, Y: y - 5*f}, {X: hi, Y: y + 5*f}}, false, 1.5*f, fg)
		r.Text(strconv.Itoa(i+1)+".", paint.Pt{X: 4 * f, Y: y}, ts, fg, paint.AnchorLeft)
		r.Text(kit.Percent(100*rate, 0), paint.Pt{X: w - 4*f, Y: y}, ts, fg, paint.AnchorRight)
	}
}
