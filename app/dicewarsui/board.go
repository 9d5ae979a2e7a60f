package dicewarsui

import (
	"image"
	"image/color"
	"math"
	"math/bits"
	"sync"

	"fyne.io/fyne/v2/driver/desktop"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// mapCache keeps the slow layer of the picture (territory fills and
// borders, 20-45 ms for a full map) so that a repaint (a hover, a
// selection, new dice) only copies it and paints the overlay on top (a few
// ms). When territories change hands the overlay first repaints those few
// territories over the old layer, and a goroutine paints a fresh layer.
type mapCache struct {
	mu     sync.Mutex
	img    *image.RGBA // the map layer; never written once published
	at     *rd.Layout  // the layout img was painted at, to scale it to another size
	m      *dw.Map
	owners [dw.MaxTerritories]int8 // the owners img shows
	sea    color.NRGBA             // the sea img shows
	busy   bool                    // a goroutine is painting a fresh layer

	// UI goroutine only: the layout of the last size painted.
	layout *rd.Layout
	lw, lh int
}

// get returns the layer if it fits map m at w x h pixels on sea.
func (c *mapCache) get(m *dw.Map, w, h int, sea color.NRGBA) (*image.RGBA, [dw.MaxTerritories]int8) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.img == nil || c.m != m || c.img.Rect.Dx() != w || c.img.Rect.Dy() != h || c.sea != sea {
		return nil, c.owners
	}
	return c.img, c.owners
}

// last returns the layer if it shows map m on sea, at whatever size, with
// the layout it was painted at.
func (c *mapCache) last(m *dw.Map, sea color.NRGBA) (*image.RGBA, *rd.Layout, [dw.MaxTerritories]int8) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.img == nil || c.m != m || c.sea != sea {
		return nil, nil, c.owners
	}
	return c.img, c.at, c.owners
}

func (c *mapCache) put(img *image.RGBA, l *rd.Layout, owners [dw.MaxTerritories]int8) {
	c.mu.Lock()
	c.img, c.at, c.m, c.owners, c.sea = img, l, l.Map, owners, l.Sea
	c.mu.Unlock()
}

// paintLayer paints the map layer for pos.
func paintLayer(l *rd.Layout, pos *dw.Position, w, h int) *image.RGBA {
	r := paint.NewRaster(w, h)
	rd.DrawMap(r, l, pos)
	return r.Img
}

// refreshLater paints a fresh layer for pos in a goroutine, then repaints
// the view; at most one such goroutine runs at a time. The layer replaces
// the last one even if the view's size changed meanwhile: the repaint then
// scales it, and asks for one at the size of the moment.
func (c *mapCache) refreshLater(l *rd.Layout, pos dw.Position, w, h int, done func()) {
	c.mu.Lock()
	if c.busy {
		c.mu.Unlock()
		return
	}
	c.busy = true
	c.mu.Unlock()
	go func() {
		img := paintLayer(l, &pos, w, h)
		c.mu.Lock()
		c.busy = false
		if c.m == pos.Map && c.img != nil && c.sea == l.Sea {
			c.img, c.at, c.owners = img, l, pos.Owner
		}
		c.mu.Unlock()
		kit.Do(done)
	}()
}

// layoutFor returns the layout of the board's map at w x h pixels, on
// the sea of the window's appearance, its labels at the interface's
// size. A new sea makes a new layout, and so a new map layer: layers
// being painted keep the layout they began with.
func (w *Workspace) layoutFor(pw, ph int) *rd.Layout {
	c := &w.cache
	text, ui := w.view.TextScale(), float64(kit.UIScale())
	if sea := sea(); c.layout == nil || c.layout.Map != w.g.Map() || c.lw != pw || c.lh != ph || c.layout.Sea != sea ||
		c.layout.Text != text || c.layout.UI != ui {
		c.layout = rd.NewLayout(w.g.Map(), float64(pw), float64(ph))
		c.layout.Sea = sea
		c.layout.Text, c.layout.UI = text, ui
		c.lw, c.lh = pw, ph
	}
	return c.layout
}

// sea is the sea round the map for the window's appearance of the moment
// (a theme change repaints the board): the light sea on a dark window was
// a bright panel beside the dark side panels.
func sea() color.NRGBA {
	if kit.IsLight() {
		return rd.SeaColor
	}
	return rd.DarkSea
}

// layout is the layout of the board as shown now, for hit-testing.
func (w *Workspace) layout() *rd.Layout {
	pw, ph := w.view.PixelSize()
	return w.layoutFor(int(math.Round(pw)), int(math.Round(ph)))
}

// paint is the board view's painter; UI goroutine.
func (w *Workspace) paint(r *paint.Raster) {
	pw, ph := r.Img.Rect.Dx(), r.Img.Rect.Dy()
	pos := w.g.Position()
	l := w.layoutFor(pw, ph)
	owners, fresh := w.baseLayer(r, l, &pos)
	var stale uint64
	for t := 0; t < pos.Map.N(); t++ {
		if owners[t] != pos.Owner[t] {
			stale |= 1 << uint(t)
		}
	}
	if stale != 0 {
		rd.Repaint(r, l, &pos, stale)
	}
	if stale != 0 || !fresh {
		w.cache.refreshLater(l, pos, pw, ph, w.view.Refresh)
	}
	rd.DrawOverlay(r, l, &pos, w.boardView(&pos))
	w.paintOdds(r, l, &pos)
}

// baseLayer puts the map layer under the overlay into r, at layout l: the
// cached one, or at a new size the last one scaled while a fresh one is
// painted off the UI goroutine (fresh false), or, with nothing to start
// from (the first paint, a new map or sea), one painted here. It returns
// the owners the layer shows.
func (w *Workspace) baseLayer(r *paint.Raster, l *rd.Layout, pos *dw.Position) (owners [dw.MaxTerritories]int8, fresh bool) {
	pw, ph := r.Img.Rect.Dx(), r.Img.Rect.Dy()
	if base, owners := w.cache.get(pos.Map, pw, ph, l.Sea); base != nil {
		copy(r.Img.Pix, base.Pix)
		return owners, true
	}
	if old, at, owners := w.cache.last(pos.Map, l.Sea); old != nil {
		standIn(r.Img, old, at, l, l.Sea)
		return owners, false
	}
	base := paintLayer(l, pos, pw, ph)
	w.cache.put(base, l, pos.Owner)
	copy(r.Img.Pix, base.Pix)
	return pos.Owner, true
}

// boardView says what the overlay highlights now.
func (w *Workspace) boardView(pos *dw.Position) rd.View {
	var v rd.View
	if w.selected >= 0 {
		v.Selected = 1 << uint(w.selected)
		v.Hints = pos.Attackable(w.selected)
		if w.target >= 0 {
			v.Target = 1 << uint(w.target)
			v.Hints &^= v.Target
		}
	}
	if w.selected < 0 && w.arrow {
		v.Battle = w.battle // out of the way while the person picks an attack
	}
	v.Added = w.added
	v.Numbers = w.numbers
	// The territories the status line names by number show it, numbers on
	// or off: "#12 attacks #9" named numbers nowhere on the map.
	v.Numbered = v.Selected | v.Target | v.Hints
	if b := v.Battle; b != nil && b.From >= 0 && b.To >= 0 {
		v.Numbered |= 1<<uint(b.From) | 1<<uint(b.To)
	}
	return v
}

// paintOdds writes the chance of winning on every legal target of the
// selected territory, larger on the one under the pointer.
func (w *Workspace) paintOdds(r *paint.Raster, l *rd.Layout, pos *dw.Position) {
	if w.selected < 0 {
		return
	}
	a := int(pos.Dice[w.selected])
	for m := pos.Attackable(w.selected); m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		p := dw.WinProbability(a, int(pos.Dice[t]))
		size := l.LabelSize(0.9, 10)
		if t == w.target {
			size = l.LabelSize(1.2, 13)
		}
		rd.Badge(r, rd.StackTop(l, t, int(pos.Dice[t])), size, percent(p), oddsColor(p), color.White)
	}
}

// percent writes a probability as a whole percentage, keeping "<1%" and
// ">99%" apart from the impossible and the certain.
func percent(p float64) string {
	switch {
	case p <= 0:
		return kit.Percent(0, 0)
	case p >= 1:
		return kit.Percent(100, 0)
	case p < 0.01:
		return "<" + kit.Percent(1, 0)
	case p > 0.99:
		return ">" + kit.Percent(99, 0)
	}
	return kit.Percent(p*100, 0)
}

// oddsColor is green for a likely win, amber for a toss-up, red for a
// likely loss: each dark enough for its white figures to have a contrast
// of 4.5 (the amber of before had 3.6, the green 4.4).
func oddsColor(p float64) color.NRGBA {
	switch {
	case p >= 0.6:
		return winColor
	case p >= 0.4:
		return paint.Hex("#96621a")
	}
	return paint.Hex("#c0392b")
}

const prefNumbers = "dicewars.numbers"

// setNumbers shows or hides the territory numbers on the map.
func (w *Workspace) setNumbers(on bool) {
	w.numbers = on
	w.k.Prefs().SetBool(prefNumbers, on)
	w.view.Refresh()
}

// tap turns a click on the map into a person's action.
func (w *Workspace) tap(p paint.Pt) {
	if w.mayChoose() {
		w.clickTerritory(w.layout().TerritoryAt(p))
	}
}

// hover follows the pointer over the legal targets to show the odds.
func (w *Workspace) hover(p paint.Pt, _ desktop.MouseButton) {
	if w.selected < 0 {
		return
	}
	t := w.layout().TerritoryAt(p)
	pos := w.g.Position()
	if t >= 0 && pos.Attackable(w.selected)&(1<<uint(t)) == 0 {
		t = -1
	}
	if t == w.target {
		return
	}
	w.target = t
	w.view.Refresh()
	w.panel.updateHint()
}
