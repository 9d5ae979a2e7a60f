package scene3d

import (
	"image"
	"runtime"
	"sync"
	"sync/atomic"
)

// Tiles are independent once binned: each reads its own run and writes its
// own pixels. A frame's tiles are therefore shared among the calling
// goroutine and up to maxHelpers goroutines of the renderer's own, which
// take the next tile from a counter until none is left; they live as long
// as the renderer, so that a frame allocates nothing.
const maxHelpers = 3

// tileWorker is what painting a tile needs for itself: the canvas and the
// sort's scratch.
type tileWorker struct {
	cv      canvas
	tmp     []prim
	tmpKeys []uint16
}

// frame is the work of one Render for the pool: the tiles of r into img.
type frame struct {
	r            *Renderer
	img          *image.RGBA
	bgTerm       [256]uint32
	gizmo, ring  image.Rectangle // pixels under the overlays, painted apart
	next, nTiles atomic.Int32
}

// overlaid reports whether tile lies under the gizmo or the selection ring.
func (f *frame) overlaid(tile image.Rectangle) bool {
	return f.gizmo.Overlaps(tile) || f.ring.Overlaps(tile)
}

// work paints tiles with w until none is left.
func (f *frame) work(w *tileWorker) {
	n := f.nTiles.Load()
	for t := f.next.Add(1) - 1; t < n; t = f.next.Add(1) - 1 {
		f.paintTile(w, int(t))
	}
}

// tilePool is the renderer's helpers: workers[0] is the calling
// goroutine's, workers[1:] the helpers'. The helpers hold the pool, never
// the renderer, so that a renderer no longer used is collected and its
// helpers end (see newTilePool).
type tilePool struct {
	workers []*tileWorker
	start   chan *frame
	wg      sync.WaitGroup
	f       frame
	live    atomic.Int32 // helpers not yet ended
}

// newTilePool starts min(GOMAXPROCS, maxHelpers+1) - 1 helpers (one fewer
// for a background renderer), stopped when owner is collected.
func newTilePool(owner *Renderer) *tilePool {
	p := &tilePool{start: make(chan *frame)}
	procs := runtime.GOMAXPROCS(0)
	if owner.background {
		procs--
	}
	helpers := max(min(procs, maxHelpers+1)-1, 0)
	p.workers = make([]*tileWorker, helpers+1)
	for i := range p.workers {
		p.workers[i] = new(tileWorker)
	}
	p.live.Store(int32(helpers))
	for _, w := range p.workers[1:] {
		go p.help(w)
	}
	runtime.AddCleanup(owner, func(start chan *frame) { close(start) }, p.start)
	return p
}

// help paints the tiles of each frame it is handed, until the pool closes.
func (p *tilePool) help(w *tileWorker) {
	defer p.live.Add(-1)
	for f := range p.start {
		f.work(w)
		p.wg.Done()
	}
}

// startFrame returns the frame of this Render, starting the pool at the
// first.
func (r *Renderer) startFrame() *frame {
	if r.pool == nil {
		r.pool = newTilePool(r)
	}
	f := &r.pool.f
	f.r = r
	return f
}

// run paints the n tiles of f not under an overlay, with the helpers when
// there is enough to share, and returns once all are painted.
func (p *tilePool) run(f *frame, n int) {
	f.next.Store(0)
	f.nTiles.Store(int32(n))
	helpers := len(p.workers) - 1
	if n < 8 {
		helpers = 0 // a thumbnail: not worth waking anyone
	}
	p.wg.Add(helpers)
	for range helpers {
		p.start <- f
	}
	f.work(p.workers[0])
	p.wg.Wait()
}
