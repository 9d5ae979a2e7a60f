// Package weaveui is the Weave workspace: a lattice grown from P1 by the
// rules of seed 000 (or the 3D variants), shown in an orbitable 3D view.
// The model is games/weave; the camera and the software rasteriser are
// render/scene3d. The model belongs to the UI goroutine, except while a
// "Grow to" job runs: the view then draws the last scene it built, every
// edit waits, and what is asked of the lattice (is it unsaved?) is
// answered from the figures the job publishes (seen.go).
package weaveui

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/ctxio"
	"plateau/app/kit"
	"plateau/app/safefile"
	"plateau/games/weave"
	"plateau/render/paint"
	"plateau/render/scene3d"
)

// defaultPoints is how far the lattice the workspace opens on is grown.
const defaultPoints = 400

// Workspace is the Weave workspace.
type Workspace struct {
	k      *kit.Kit
	status *kit.StatusBar
	view   *kit.BoardView
	panel  *panel
	root   fyne.CanvasObject

	m            *weave.Model
	scene        scene3d.Scene
	cam          scene3d.Camera
	rend         *scene3d.Renderer
	opts         scene3d.Options
	byGen        bool          // colour points by generation rather than by state
	recolour     bool          // byGen changed while a job owned the lattice: its end rebuilds the scene
	selected     int           // number of the selected point, 0 for none
	growing      bool          // a job owns the model: a growth, or a save (save.go)
	saving       bool          // ... a save
	afterSave    []func()      // saves asked for during it, to go on once it ends
	opening      bool          // a job reads a lattice (OpenPathThen)
	waiting      []waitingOpen // lattices asked for while one opens, in turn
	openGen      int           // openings stopped so far (stopOpening): one stopped once read is not shown
	player       *player
	panFrom      *paint.Pt   // last position of a right-button pan
	follow       bool        // the view frames the lattice as it grows: until a zoom or a pan
	saved        savedMark   // the lattice when last opened, saved or started
	runs         []run       // the runs of steps in one order since the lattice was made or read (runs.go)
	reseeded     bool        // the order was set since the last step: a random one draws afresh from its seed
	shuffled     bool        // an Undo or Redo since the last step: a random order draws on from a shuffled list
	growths      []growth    // the Grow to runs Undo takes back whole (undogrowth.go)
	regrowths    []growth    // ... and those taken back, for Redo
	before       []shown     // the lattices New or a new rule replaced, the last one last, for Undo (replaced.go)
	after        []shown     // ... and those Undo took back, for Redo
	snap         snapshot    // the last one kept for recovery
	regrowing    *recipe     // the recipe a job grows again, kept for recovery meanwhile (recipe.go)
	seen         *growthSeen // the lattice a growth's job owns, as the job last published it (seen.go)
	toldTooLarge bool        // the status bar said the lattice is too large to keep
	rebuilds     int         // changes of the lattice so far (rebuild), to tell a snapshot current
	doc          string      // the JSON file it was opened from or saved to: Save writes there again
	disk         kit.OnDisk  // doc as last read or written, to see another writer

	moving    bool        // the camera moved, or the view's size changed, and has not rested yet (lod.go)
	sized     bool        // the view had a size before: a new one is a move
	restGen   int         // which rest the timer's call is for
	restTimer *time.Timer // draws the whole lattice once the view rests
	whole     wholeFrames // the frames of a large lattice, painted off the UI goroutine
	prebuilt  *prebuilt   // the scene a lattice job built at its end, for rebuild
	builtHere int         // scenes built on the UI goroutine (for tests)
}

// New builds the workspace on the seed's rule grown to a few hundred points.
func New(k *kit.Kit) *Workspace {
	w := &Workspace{k: k, cam: scene3d.NewCamera(), rend: scene3d.NewRenderer(), opts: scene3d.DefaultOptions()}
	w.status = k.NewStatusBar()
	w.view = kit.NewBoardView()
	w.view.Background = color.RGBA{0x14, 0x16, 0x1c, 0xff}
	w.view.Paint = w.paint
	w.view.OnResize = w.resized
	w.installInput()
	w.player = newPlayer(w)
	w.panel = newPanel(w)
	tb := k.Toolbar(w.Keys(), func() { kit.ShowRules(k.Window, "weave") }, w.panel.toolbarItems()...)
	w.root = kit.NewFrame(tb, w.view, w.panel.root, w.status)
	w.openOn(loadSettings(k.Prefs()))
	w.status.SetMessage(lang.L("Drag or the arrow keys to orbit, the wheel or +/- to zoom, Shift-drag or Shift+arrows to pan; Step or Play grows the lattice."))
	return w
}

// Info describes the workspace.
func (w *Workspace) Info() kit.Info {
	return kit.Info{ID: "weave", Title: lang.L("Weave"),
		Summary: lang.L("Grow a lattice of points in 3D from a single point, and orbit it."), Preview: Preview}
}

// Content returns the frame.
func (w *Workspace) Content() fyne.CanvasObject { return w.root }

// Keys returns the shortcut handlers: Space steps (or pauses a playing
// growth), Esc stops playing and any job.
func (w *Workspace) Keys() kit.Keys {
	return kit.Keys{New: w.newLattice, Open: w.open, Save: w.save, SaveAs: w.saveAs, Undo: w.Undo,
		Redo: w.Redo, CanUndo: w.canUndo, CanRedo: w.canRedo, Print: w.exportView, Space: w.spaceKey, Escape: w.stop, Board: w.key, Rune: w.typed}
}

// Shown pauses the growth animation when the workspace is hidden, and
// plays it on when it is shown again, as Dice Wars' computers do.
func (w *Workspace) Shown(visible bool) {
	w.hideWhole(!visible)
	if visible {
		w.player.show()
	} else {
		w.player.hide()
	}
}

// Model returns the lattice (for tests).
func (w *Workspace) Model() *weave.Model { return w.m }

// setModel shows a new lattice and frames it.
func (w *Workspace) setModel(m *weave.Model) {
	w.m, w.selected = m, 0
	w.saved = w.mark()
	w.startRuns()
	w.growths, w.regrowths = nil, nil
	w.forgetReplaced()
	if !w.status.Busy() {
		w.status.SetCounters("") // the last growth's "1,703,940 points" stayed under a new lattice
	}
	w.rebuild()
	w.fit()
}

// reuse empties s to hold about n items again, or lets its array go when
// it is far larger than that: after New, the arrays of a lattice of
// three million points (some 90 MB) stayed for one point. A new array
// has room for n items and a quarter more: appended to from nothing,
// the arrays of four million points were copied some twenty times on the
// UI goroutine.
func reuse[T any](s []T, n int) []T {
	if cap(s) > 4*n && cap(s) > 1<<16 || cap(s) < n {
		return make([]T, 0, n+n/4)
	}
	return s[:0]
}

// buildScene fills s with m's points, links and colours (by generation or
// by state in pal), reusing its arrays.
func buildScene(s *scene3d.Scene, m *weave.Model, byGen bool, pal scene3d.Palette) {
	n := m.Len()
	s.Points = scene3d.AppendInt32Points(reuse(s.Points, n), m.Positions())
	s.Links = m.AppendLinks(reuse(s.Links, m.Stats().Links))
	if byGen {
		s.Colors = scene3d.GenerationColors(reuse(s.Colors, n), m.Generations())
	} else {
		s.Colors = scene3d.StateColors(reuse(s.Colors, n), m.FreeFlags(), pal)
	}
}

// rebuild copies the model into the scene the view draws and updates the
// panel; call it after every change of the model (UI goroutine). The
// scene a lattice job built of the lattice as it left it is taken as it
// is (prebuilt.go).
func (w *Workspace) rebuild() {
	w.rebuilds++
	if !w.takePrebuilt() {
		s := &w.scene
		if w.whole.lent { // being painted: into new arrays
			s.Points, s.Links, s.Colors = nil, nil, nil
			w.whole.lent = false
		}
		buildScene(s, w.m, w.byGen, w.opts.Palette)
		w.builtHere++
	}
	w.recolour = false
	w.opts.Current = w.m.LastExpanded() - 1
	w.opts.Selected = w.selected - 1
	if w.follow {
		w.fit() // the new points come into view as they grow
	} else {
		w.view.Refresh()
	}
	w.panel.update()
	w.k.DocumentChanged() // the title marks unsaved work
	if !w.status.Busy() && w.status.Counters() != "" {
		// a growth's count follows the lattice: it said 5,000 points
		// beside a lattice taken back to 400
		w.status.SetCounters(fmt.Sprintf(lang.L("%s points"), kit.Int(w.m.Len())))
	}
}

// paint draws the frame; those of a large lattice come from off the UI
// goroutine (wholeframe.go).
func (w *Workspace) paint(r *paint.Raster) {
	b := r.Img.Bounds()
	w.opts.Scale = w.pixelScale()
	w.opts.Stride = w.stride()
	if w.offUI() {
		w.showOffUI(r, frameKey{w.cam, w.opts, b.Dx(), b.Dy(), w.rebuilds})
		return
	}
	if len(w.scene.Points) <= wholeOffUI {
		w.dropWhole()
	}
	img := w.rend.Render(&w.cam, &w.scene, b.Dx(), b.Dy(), &w.opts)
	copy(r.Img.Pix, img.Pix)
	w.whole.shown = false
}

// pixelScale is the number of picture pixels per Fyne unit (2 on HiDPI).
func (w *Workspace) pixelScale() float32 {
	pw, _ := w.view.PixelSize()
	if s := w.view.Size().Width; s > 0 && pw > 0 {
		return float32(pw) / s
	}
	return 1
}

// fit frames the whole lattice, and has the view follow its growth until
// the user frames it another way (zoom or pan).
func (w *Workspace) fit() {
	w.follow = true
	w.frame()
	w.view.Refresh()
}

// frame points the camera at the whole lattice, at the view's size; its
// orbit stays.
func (w *Workspace) frame() {
	lo, hi := scene3d.Bounds(w.scene.Points)
	pw, ph := w.view.PixelSize()
	if pw < 10 || ph < 10 {
		pw, ph = 900, 650 // not laid out yet: a typical size, framed again once it is (resized)
	}
	w.cam.Fit(lo, hi, int(pw), int(ph))
}

// resized frames the lattice again for the view's new size, while the
// view follows it: the first framing, before the view was laid out, was
// for a 900x650 view, and cut the lattice at both sides of a narrower
// one. A zoom or a pan of the person's stops it, as it stops following
// the growth; an orbit stays. A new size is drawn as a move is, coarsely
// until it rests: a drag of the window's corner over a million points
// drew each step whole, 200-540 ms each, and froze the window 2 s. The
// first size is no move: nothing was shown before it.
func (w *Workspace) resized() {
	if w.follow {
		w.frame()
	}
	if w.sized {
		w.unsettle()
	}
	w.sized = true
}

// Preview paints a small lattice for the Home card.
func Preview(width, height int) image.Image {
	m, _ := weave.New(weave.Config{Rule: weave.RuleSeed, Main: weave.D1, Order: weave.OrderFIFO})
	_ = m.Grow(context.Background(), weave.Target{Points: 160}, nil)
	var s scene3d.Scene
	buildScene(&s, m, false, scene3d.DefaultPalette)
	cam := scene3d.NewCamera()
	lo, hi := scene3d.Bounds(s.Points)
	cam.Fit(lo, hi, width, height)
	// Fit frames the bounding sphere; the flat honeycomb of the seed's rule
	// fills a card better closer up.
	cam.Zoom(0.6)
	o := scene3d.DefaultOptions()
	o.Gizmo = false
	// links as thick, for the picture's size, at every density and
	// interface size: the card's picture is 170 high at the normal ones
	o.Scale = max(1, float32(height)/170)
	img := scene3d.NewRenderer().Render(&cam, &s, width, height, &o)
	out := image.NewRGBA(img.Bounds())
	copy(out.Pix, img.Pix)
	return out
}

// setDoc records the JSON file the lattice is kept in ("" for none).
func (w *Workspace) setDoc(path string) {
	w.doc, w.disk = path, kit.OnDiskNow(path)
	w.k.DocumentChanged()
}

// Document is the JSON file the lattice is kept in (kit.Documented).
func (w *Workspace) Document() string { return w.doc }

// pictureScale is how many times the view's pixels a picture has on each
// side: sharp enough to print or to zoom into.
const pictureScale = 2

// exportView asks where to write the view as a PNG picture (Ctrl+P).
func (w *Workspace) exportView() {
	w.k.Files.Save(lang.L("Export the view"), kit.Beside(w.doc, lang.L("lattice.png"), ".png"), []string{".png"}, func(path string) {
		if path != "" {
			w.ExportPicture(path, nil)
		}
	})
}

// ExportPicture writes the view, as the camera shows it, to path as a PNG
// picture pictureScale times its size in Fyne units, whatever the screen's
// scale, off the UI goroutine (the scene is
// copied first, so the lattice may grow meanwhile). The picture is for
// paper: in scene3d.PrintOptions' palette, dark on white, where the screen's
// near-black background would take a page of ink, and lighter, edged,
// where the points crowd into a slab (scene3d.Crowded). done, if not nil, gets
// the job's error on the UI goroutine. Stop leaves no file (the picture
// of two million points was written, and said saved, a second and a half
// after Stop): the drawing, which cannot be stopped, is followed by no
// encoding, and the encoding ends at once.
func (w *Workspace) ExportPicture(path string, done func(error)) {
	// In Fyne units, not the screen's pixels: the same view gave a file of
	// four times the pixels on a screen at scale 2.
	size := w.view.Size()
	width := max(int(math.Round(float64(size.Width))), 320) * pictureScale
	height := max(int(math.Round(float64(size.Height))), 240) * pictureScale
	scene := scene3d.Scene{Points: slices.Clone(w.scene.Points), Links: slices.Clone(w.scene.Links),
		Colors: scene3d.PrintColors(nil, w.scene.Colors)}
	cam, opts := w.cam, scene3d.PrintOptions(w.opts)
	opts.Scale = pictureScale
	// it prints at the size the view has on a screen of paint.ScreenDPI
	dpi := paint.ScreenDPI * float64(opts.Scale)
	opts.Stride = 1 // a still picture, whole even when taken during Play or a move
	job := func(ctx context.Context, _ *kit.Progress) error {
		rend := scene3d.NewRenderer()
		opts := scene3d.Crowded(opts, scene.Colors, rend.Crowding(&cam, &scene, width, height, &opts))
		img := rend.Render(&cam, &scene, width, height, &opts)
		if err := ctx.Err(); err != nil {
			return err
		}
		return safefile.Write(path, func(wr io.Writer) error { return paint.WritePNG(ctxio.Writer(ctx, wr), img, dpi) })
	}
	w.status.Start(fmt.Sprintf(lang.L("Exporting %s"), filepath.Base(path)), kit.SaveJob(path, job),
		func() { w.status.SetMessageFile(fmt.Sprintf(lang.L("Exported %s"), path), path) }, done)
}
