package dicewarsui

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	"plateau/render/paint"
	sd "plateau/solvers/dicewars"
)

func TestNewGameRejectsBadOptions(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	g := ws.g
	if err := ws.NewGame(dw.Options{Cols: 5, Rows: 5, Territories: 20, Players: 2}, []Seat{Human, Human}, 1); err == nil {
		t.Error("20 territories on a 5x5 map were accepted")
	}
	if err := ws.NewGame(dw.DefaultOptions(3), []Seat{Human}, 1); err == nil {
		t.Error("one seat for three players was accepted")
	}
	if ws.g != g {
		t.Error("a refused new game replaced the game")
	}
}

func TestTournamentPanelPlaysGames(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	tp := ws.tourney
	tp.count.SetSelected("3")
	tp.picks[0].SetSelectedIndex(0) // chaos
	tp.picks[1].SetSelectedIndex(1) // bourgeoise
	tp.picks[2].SetSelectedIndex(2) // dijkstra
	tp.games.SetText("9")
	test.Tap(tp.run)
	waitIdle(t, idle)
	if tp.res == nil {
		t.Fatalf("no result; summary %q", tp.summary.Text)
	}
	res := tp.res
	wins := 0
	for i, w := range res.Wins {
		wins += w
		if lo, hi := res.CI95[i][0], res.CI95[i][1]; lo > res.WinRate[i] || hi < res.WinRate[i] {
			t.Errorf("position %d: rate %.2f outside its interval [%.2f, %.2f]", i, res.WinRate[i], lo, hi)
		}
	}
	if res.Games != 9 || wins != 9 || len(tp.names) != 3 || tp.names[0] != "chaos" {
		t.Errorf("%d games, %d wins, players %v", res.Games, wins, tp.names)
	}
	if len(tp.table.Objects) != 4 {
		t.Errorf("table of %d rows, want a header and 3", len(tp.table.Objects))
	}
	// In French, the counts agree with their number and large ones are
	// grouped: "12000 parties ..., 1 bloquées" it said.
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	big := *res
	big.Games, big.GamesPerS, big.Stalled = 12000, 10234.4, 1
	tp.show(tp.names, big, false)
	if got := tp.summary.Text; !strings.HasPrefix(got, "12\u00a0000 parties en ") || !strings.Contains(got, "(10\u00a0234 par seconde)") || !strings.HasSuffix(got, ", 1 partie bloquée.") {
		t.Errorf("the summary says %q", got)
	}
	kit.SetLanguage("en")
	tp.games.SetText("0")
	test.Tap(tp.run)
	if !strings.Contains(tp.summary.Text, "Games") || ws.status.Busy() {
		t.Errorf("0 games: summary %q, busy %v", tp.summary.Text, ws.status.Busy())
	}
}

// TestWinRateChartNamesEveryPosition: a strategy that never won still has
// its number beside its (empty) bar; it was drawn inside the bar, in black.
func TestWinRateChartNamesEveryPosition(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	tp := ws.tourney
	tp.names = []string{"expert", "chaos"}
	tp.res = &sd.TournamentResult{Games: 10, Wins: []int{10, 0}, WinRate: []float64{1, 0}, CI95: [][2]float64{{0.7, 1}, {0, 0.3}}}
	r := paint.NewRaster(300, 70)
	tp.paintBars(r)
	fg := color.NRGBAModel.Convert(fgColor()).(color.NRGBA)
	for i := range tp.names {
		y := 8 + 26*i + 10
		inked := 0
		for x := 0; x < 20; x++ {
			for dy := -6; dy <= 6; dy++ {
				c := color.NRGBAModel.Convert(r.Img.At(x, y+dy)).(color.NRGBA)
				if absDiff(c.R, fg.R) < 60 && absDiff(c.G, fg.G) < 60 && absDiff(c.B, fg.B) < 60 && c.A > 128 {
					inked++
				}
			}
		}
		if inked < 5 {
			t.Errorf("position %d: %d pixels of its number left of the bar", i+1, inked)
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// samePosition compares two positions' play, not their map pointers.
func samePosition(a, b dw.Position) bool {
	a.Map, b.Map = nil, nil
	return a == b
}

// The New game form refuses what the rules refuse, says why, and starts
// the game it describes.
func TestNewGameForm(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	g := ws.g
	f := newSetupForm(ws.lastSetup())
	f.count.SetSelected("6")
	f.terr.SetText("5")
	if ws.startFromForm(f) || ws.g != g || !strings.Contains(f.problem.Text, "territories") {
		t.Errorf("5 territories for 6 players: started %v, problem %q", ws.g != g, f.problem.Text)
	}
	f.terr.SetText("abc")
	if ws.startFromForm(f) || !strings.Contains(f.problem.Text, "abc") {
		t.Errorf("territories abc: problem %q", f.problem.Text)
	}
	f.terr.SetText("24")
	f.seed.SetText("42")
	f.deal.SetSelected(f.deal.Options[1])
	f.seats[5].SetSelected(seatLabel("chaos"))
	if !ws.startFromForm(f) {
		t.Fatalf("a good form was refused: %q", f.problem.Text)
	}
	o := ws.g.Options()
	if o.Players != 6 || o.Territories != 24 || o.Deal != dw.DealRandom || ws.g.Seed() != 42 || ws.seats[5] != "chaos" {
		t.Errorf("started %+v seed %d seats %v", o, ws.g.Seed(), ws.seats)
	}
	// The next dialog remembers these choices.
	if last := ws.lastSetup(); last.Options != o || len(last.Seats) != 6 {
		t.Errorf("last setup %+v", last)
	}
}

// A seat the dialog does not list (a saved game's expert:3) stays what it
// is when the dialog starts a game: it became a person.
func TestNewGameFormKeepsAnUnlistedSeat(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	last := ws.lastSetup()
	// a person first, so that no computer plays on after the test
	last.Seats = append([]Seat{Human, "expert:3"}, last.Seats[2:]...)
	f := newSetupForm(last)
	if got := f.seats[1].Selected; got != "Expert (level 3)" {
		t.Errorf("the seat shows %q", got)
	}
	if !ws.startFromForm(f) {
		t.Fatalf("refused: %q", f.problem.Text)
	}
	if ws.seats[1] != "expert:3" || ws.running != nil {
		t.Errorf("seat 2 is %q, computers running %v; want expert:3, none (a person's turn)", ws.seats[1], ws.running != nil)
	}
}

// The win-rate chart fills its box at every screen scale: the raster is
// asked for in pixels, twice the units at scale 2, and a chart drawn in
// pixels filled the top half with half-size text.
func TestWinRateChartFillsItsBoxOnAHiDPIScreen(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	tp := ws.tourney
	tp.names = []string{"expert", "dijkstra", "bourgeoise", "chaos"}
	tp.res = &sd.TournamentResult{Games: 200, Wins: []int{120, 40, 30, 10}, WinRate: []float64{.6, .2, .15, .05},
		CI95: [][2]float64{{.53, .67}, {.15, .26}, {.11, .21}, {.03, .09}}}
	const scale, units = 2, 16 + 26*4
	view := smallView(tp.paintBars)
	view.Resize(fyne.NewSize(340, units))
	img := view.Generator(340*scale, units*scale)
	// the bars' colour, in the last bar's middle
	last := color.NRGBAModel.Convert(theme.Color(theme.ColorNamePrimary)).(color.NRGBA)
	y := scale * (8 + 26*3 + 10)
	for x := 0; x < 340*scale; x++ {
		if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == last {
			return
		}
	}
	t.Errorf("no fourth bar at y=%d of the %d pixels of a box %d units high", y, units*scale, units)
}
