package eternitysolveui

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// liveEvery is how often the board of a running search is shown.
const liveEvery = 100 * time.Millisecond

// Run searches the design with the chosen configuration. The board shows
// the search moving; Stop (or Esc) ends it within 100 ms with the counts so
// far.
func (p *Panel) Run() {
	if p.busy(p.Run) {
		return
	}
	p.solvedFor = designKey(p.w.Design())
	p.ranAll = p.all.Checked // the box may change while the search runs
	switch p.method() {
	case methodSAT:
		p.runSAT()
		return
	case methodMaxScore:
		p.runMaxScore()
		return
	}
	p.search(func(cfg solver.Config) string { return fmt.Sprintf(lang.L("Solving with %v"), configLabel(cfg)) }, nil, p.finish)
}

// search runs a search of the design with the panel's settings, changed
// by adjust when not nil, showing it live; title names the job for the
// configuration and done gets what it found.
func (p *Panel) search(title func(solver.Config) string, adjust func(*solver.Options), done func(solver.Result, error)) {
	st := p.w.Status()
	cfg, err := p.Config()
	if err != nil {
		st.SetMessage(kit.ErrorText(err))
		return
	}
	d := p.w.Design()
	opt := p.searchOptions(cfg, d)
	if adjust != nil {
		adjust(&opt)
	}
	var res solver.Result
	var preparing time.Duration // how long a search stopped while prepared took; 0 once prepared
	job := func(ctx context.Context, pr *kit.Progress) error {
		// Prepared here, not on the UI goroutine: corolles of radius 2
		// take seconds on a big board, and Stop ends them too.
		start := time.Now()
		s, err := solver.NewSearchContext(ctx, d.Puzzle, opt)
		if err != nil {
			if ctx.Err() != nil {
				preparing = max(time.Since(start), time.Nanosecond)
			}
			return err
		}
		stop := watch(s, pr, kit.Do, p, nil)
		defer stop()
		res, err = s.Run(ctx)
		return stopped(ctx, res.Complete, err)
	}
	p.starting()
	if st.Run(title(cfg), within(p.timeLimit(), job), func(err error) {
		if preparing > 0 { // nothing searched: zero nodes in 0 ms said nothing true
			_ = p.w.ShowBoard(nil)
			if p.changedDuring() {
				return
			}
			text := fmt.Sprintf(lang.L("Stopped: the search was being prepared (its corolles), for %s."), kit.Duration(preparing))
			p.setResult(text)
			st.SetMessage(text)
			return
		}
		done(res, err)
	}) == nil {
		p.liveNote = p.bigBoardHint()
		p.setResult(p.liveNote) // said at once, not after a wait that cannot end, and kept under the live counters
	}
}

// searchOptions are the panel's settings of a search with configuration
// cfg of design d.
func (p *Panel) searchOptions(cfg solver.Config, d *game.Design) solver.Options {
	workers, _ := strconv.Atoi(p.workers.Selected)
	openings, _ := strconv.Atoi(p.openings.Selected) // "auto" reads as 0
	finale, _ := strconv.Atoi(p.finale.Selected)
	return solver.Options{Config: cfg, All: p.all.Checked, Workers: workers, Hints: d.Board.FixedOnly(),
		Keep: keepSolutions, Openings: openings, Finale: finale}
}

// bigBoardHint points a search of a big board to Max score; "" for a
// board a search can finish.
func (p *Panel) bigBoardHint() string {
	if d := p.w.Design(); d.Puzzle.W*d.Puzzle.H >= bigBoard {
		return lang.L("A search of a board this size may never end: Max score finds the best boards it can.")
	}
	return ""
}

// starting readies the panel for a run: the last run's answer, its
// solutions to step through and its board go (a SAT run showed Max
// score's best board and result all along).
func (p *Panel) starting() {
	p.found, p.bestOnly, p.liveNote = 0, false, ""
	p.nav.Hide()
	p.setResult("")
	_ = p.w.ShowBoard(nil)
}

// rateEvery is the span the nodes-a-second rate is measured over.
const rateEvery = time.Second

// rateMeter is the nodes-a-second rate over a second or more: the workers
// publish their counts in batches, and a tenth of a second's rate
// flickered between 0/s and twice the true one.
type rateMeter struct {
	nodes int64     // the count at the start of the span
	at    time.Time // its start
	rate  float64   // the last span's rate
}

// sample takes the count at instant now and returns the rate to show: a
// new one once the span is long enough, or while none was measured yet.
func (m *rateMeter) sample(nodes int64, now time.Time) float64 {
	if dt := now.Sub(m.at); dt >= rateEvery || (m.rate == 0 && dt > 0) {
		m.rate = float64(nodes-m.nodes) / dt.Seconds()
		m.nodes, m.at = nodes, now
	}
	return m.rate
}

// watch copies the search's counters into the status bar and its partial
// board onto the workspace ten times a second until stopped; stop then
// writes the counters once more, as the search left them: the last tick's
// were up to 100 ms older than the result beside them. part maps the part
// of the search's tree explored to the bar's (nil: the same), for a
// search that is one of several.
func watch(s *solver.Search, pr *kit.Progress, do func(func()), p *Panel, part func(float64) float64) (stop func()) {
	if part == nil {
		part = func(d float64) float64 { return d }
	}
	done, exited := make(chan struct{}), make(chan struct{})
	// over is set when the search has returned: a board taken just before
	// and queued after the job's end showed a stale partial board over
	// the design, or over the solution found
	var over atomic.Bool
	meter := rateMeter{at: time.Now()}
	publish := func(now time.Time) string {
		pg := s.Progress()
		text := counters(pg, meter.sample(pg.Nodes, now))
		if pg.FinaleBuilding || pg.Nodes == 0 {
			pr.SetText(text) // the bar turns until the search starts
		} else {
			pr.Set(part(pg.Done), text)
		}
		return text
	}
	go func() {
		defer close(exited)
		t := time.NewTicker(liveEvery)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case now := <-t.C:
				text := publish(now)
				b := s.Snapshot()
				if p != nil {
					do(func() {
						if !over.Load() {
							_ = p.w.ShowLiveBoard(b)
							p.setResult(strings.TrimSpace(liveLines(text) + "\n" + p.liveNote))
						}
					})
				}
			}
		}
	}()
	return func() {
		over.Store(true)
		close(done)
		<-exited // a tick under way would write its older figures after these
		publish(time.Now())
	}
}

// liveLines is the counters two by two on lines of their own, for the
// panel while a search runs: the status bar cuts them short in a small
// window or at a large interface size ("35.8M nodes · 17.2M/s · depth 179
// (b…"), and they were to be seen nowhere else.
func liveLines(counters string) string {
	parts := strings.Split(counters, " · ")
	var lines []string
	for i := 0; i < len(parts); i += 2 {
		lines = append(lines, strings.Join(parts[i:min(i+2, len(parts))], " · "))
	}
	return strings.Join(lines, "\n")
}

func counters(pg solver.Progress, rate float64) string {
	if pg.FinaleBuilding {
		return fmt.Sprintf(lang.L("storing the finale: %s fillings · %s"),
			kit.Human(float64(pg.FinaleStored)), kit.Duration(pg.Elapsed))
	}
	s := fmt.Sprintf(lang.L("%s nodes · %s/s · depth %d (best %d) · %s · %s"),
		kit.Human(float64(pg.Nodes)), kit.Human(rate), pg.Depth, pg.BestDepth,
		kit.Count(pg.Solutions, lang.L("%d solution"), lang.L("%d solutions")), kit.Duration(pg.Elapsed))
	if pg.Units > 0 {
		s += fmt.Sprintf(lang.L(" · %s/%s openings"), kit.Human(float64(pg.UnitsDone)), kit.Human(float64(pg.Units)))
	}
	if left, ok := timeLeft(pg); ok {
		s += fmt.Sprintf(lang.L(", about %s left"), left)
	}
	return s
}

// timeLeft writes the search's guess of the time left (see
// solver.Progress.Left) for people.
func timeLeft(pg solver.Progress) (string, bool) {
	left, ok := pg.Left()
	if !ok {
		return "", false
	}
	return roughDuration(left), true
}

// roughDuration is d to the second under a minute, to the minute under an
// hour, else in tenths of hours.
func roughDuration(d time.Duration) string {
	switch {
	case d < time.Minute:
		return fmt.Sprintf(lang.L("%d s"), int(d.Seconds())+1)
	case d < time.Hour:
		return fmt.Sprintf(lang.L("%d min"), int(d.Minutes()+0.5))
	}
	return fmt.Sprintf(lang.L("%s h"), kit.Decimal(d.Hours(), 1))
}

// percent is part of whole as a percentage (see share).
func percent(part, whole int64) string {
	if whole <= 0 {
		return kit.Percent(0, 0)
	}
	return share(float64(part) / float64(whole))
}

// share writes fraction f as a percentage, with two significant digits
// below 1% (a finale's hit rate is often a hundredth of a per cent, a long
// search's explored part a thousandth).
func share(f float64) string {
	p := 100 * f
	if p < 1 && p > 0 {
		// two significant digits, trailing zeros dropped: 0.01%, 0.5%
		s := strings.TrimRight(strconv.FormatFloat(p, 'f', 1-int(math.Floor(math.Log10(p))), 64), "0")
		_, frac, _ := strings.Cut(s, ".")
		return kit.Percent(p, len(frac))
	}
	return kit.Percent(p, 1)
}

// bigBoard is the number of cells from which a search is hopeless: the
// seed's benchmark sizes stop at 9x9, whose plain search places 1.9e14
// pieces (some two weeks here).
const bigBoard = 100

// finish shows the result: the seed's statistics, and the solutions to
// step through.
func (p *Panel) finish(r solver.Result, err error) {
	if !p.answered(err) {
		return
	}
	if !r.Complete && r.Nodes == 0 && r.FinaleCells == 0 && r.FinaleBuild > 0 {
		// "0 solutions, 0 nodes; best depth 1" said nothing true
		text := fmt.Sprintf(lang.L("Stopped while storing the finale, after %s: nothing searched yet."), kit.Duration(r.FinaleBuild))
		p.setResult(text)
		p.w.Status().SetMessage(text)
		return
	}
	solutions := kit.Count(r.Solutions, lang.L("%d solution"), lang.L("%d solutions"))
	if n, ok := p.upToTurns(r); ok {
		solutions += " " + fmt.Sprintf(lang.L("(%d up to turning the board)"), n)
	}
	first := r.Solved && r.Complete && !p.ranAll // the search stopped at its first solution
	var text string
	switch {
	case first:
		text = firstText(r)
	case r.Solved:
		text = fmt.Sprintf(lang.L("%s, %s nodes in %s; first after %s nodes, %s; best depth %d."),
			solutions, kit.Human(float64(r.Nodes)), kit.Duration(r.Elapsed),
			kit.Human(float64(r.FirstSolutionNodes)), kit.Duration(r.FirstSolutionTime), r.BestDepth)
	default: // no first solution to speak of
		text = fmt.Sprintf(lang.L("%s, %s nodes in %s; best depth %d."),
			solutions, kit.Human(float64(r.Nodes)), kit.Duration(r.Elapsed), r.BestDepth)
	}
	switch {
	case r.Units > 0 && first: // the units left unfinished at the first solution are not the point
		text += fmt.Sprintf(lang.L(" Openings of depth %d: %s."), r.Openings, kit.Int(int(r.Units)))
	case r.Units > 0:
		text += fmt.Sprintf(lang.L(" Openings of depth %d: %s, %s explored."), r.Openings, kit.Int(int(r.Units)), kit.Int(int(r.UnitsDone)))
	}
	if r.FinaleCells > 0 {
		text += fmt.Sprintf(lang.L(" Finale of %d cells: %s fillings stored in %s; %s of %s lookups completed the board (%s)."),
			r.FinaleCells, kit.Human(float64(r.FinaleSize)), kit.Duration(r.FinaleBuild),
			kit.Human(float64(r.FinaleHits)), kit.Human(float64(r.FinaleLookups)), percent(r.FinaleHits, r.FinaleLookups))
		if r.FinaleRefused > 0 { // only the brute force refuses placements early
			text += fmt.Sprintf(lang.L(" %s placements refused before it."), kit.Human(float64(r.FinaleRefused)))
		}
	}
	if !r.Complete {
		text = lang.L("Stopped: ") + text
		if r.Explored >= 1e-6 { // below, "0.0001%" only says it is hopeless, as the line below does
			text += fmt.Sprintf(lang.L(" About %s of the tree explored."), share(r.Explored))
		}
		if hint := p.bigBoardHint(); !r.Solved && hint != "" {
			text += " " + hint
		}
	}
	if r.Complete && r.Solutions == 0 {
		text = lang.L("No solution: ") + text
		if why := fixedClash(p.w.Design()); why != "" {
			text += " " + why
		}
	}
	p.setResult(text)
	// The status bar says what came of it too, rather than a bare "done"
	// under a panel the person may have scrolled away from.
	headline, _, _ := strings.Cut(text, ". ")
	p.w.Status().SetMessage(strings.TrimSuffix(headline, ".") + ".")
	p.solutions, p.at, p.found = r.Kept, 0, r.Solutions
	if len(p.solutions) == 0 && r.First != nil {
		p.solutions = append(p.solutions, r.First)
	}
	if len(p.solutions) > 0 {
		p.nav.Show()
		p.showSolution()
	}
}

// firstText is the result of a search stopped at its first solution. With
// the board's symmetry that solution comes with its three turns of the
// whole board, which the count includes: say so, rather than "found a
// solution: 4 solutions".
func firstText(r solver.Result) string {
	text := fmt.Sprintf(lang.L("Found a solution after %s nodes, %s; best depth %d."),
		kit.Human(float64(r.FirstSolutionNodes)), kit.Duration(r.FirstSolutionTime), r.BestDepth)
	if r.Solutions > 1 {
		text += " " + fmt.Sprintf(lang.L("With its turns of the whole board, %d boards."), r.Solutions)
	}
	return text
}

// stopped is a job's error once the search returned: a search that ended
// early because the person stopped it reports context.Canceled, so that the
// status bar says "stopped" rather than "done".
func stopped(ctx context.Context, complete bool, err error) error {
	if err == nil && !complete && ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// answered puts the design's board back and reports whether a job's
// answer is to be shown: the job ended or was stopped (an error is the
// status bar's to show), and the design is still the one it was about.
func (p *Panel) answered(err error) bool {
	_ = p.w.ShowBoard(nil)
	if err != nil && !errors.Is(err, context.Canceled) {
		why := ""
		if errors.Is(err, solver.ErrHints) { // the error says (x, y); the panel names the piece on the board's own cell names
			why = fixedClash(p.w.Design())
		}
		p.setResult(why)
		return false
	}
	return !p.changedDuring()
}

// changedDuring reports that the design changed while a search ran (its
// pieces or fixed pieces): its answer is about another puzzle. It says so
// in the status bar, but after New, Open, Generate, Undo or Redo, which
// stop the search of the puzzle they replace and say what they did ("The
// puzzle changed" covered "New blank puzzle").
func (p *Panel) changedDuring() bool {
	if designKey(p.w.Design()) == p.solvedFor {
		return false
	}
	p.setResult("")
	if !p.w.Status().Interrupted() {
		p.w.Status().SetMessage(lang.L("The puzzle changed during the search: run it again."))
	}
	return true
}
