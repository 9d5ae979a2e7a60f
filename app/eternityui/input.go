package eternityui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	game "plateau/games/eternity"
	draw "plateau/render/eternity"
	"plateau/render/paint"
)

// dragState is a piece being dragged.
type dragState struct {
	piece     int       // 0: the drag started on nothing that moves
	turn      game.Turn // as it shows
	fromBoard bool
	grab      paint.Pt // the pointer, from the piece's top-left corner
	at        paint.Pt // the pointer
}

// spot is a piece under the pointer, on the board or in the tray.
type spot struct {
	piece   int
	onBoard bool
	x, y    int
	sq      draw.Square
}

// tray is the tray shown beside board b: a slot for each piece, the
// placed ones empty, so that pieces keep their places; none when every
// piece is on the board, which leaves the board more room.
func (w *Workspace) tray(b *game.Board) []game.Placement {
	if b.Placed() >= w.d.Puzzle.N() {
		return nil
	}
	return draw.FixedTray(w.d.Puzzle, b)
}

// layoutFor is the layout of the picture at that size in pixels.
func (w *Workspace) layoutFor(iw, ih float64) draw.Layout {
	b := w.shownBoard()
	return draw.NewLayout(b.W, b.H, len(w.tray(b)), iw, ih)
}

// layout is the layout of the picture on screen.
func (w *Workspace) layout() draw.Layout {
	return w.layoutFor(w.view.PixelSize())
}

// pieceAt finds the piece under p; ok is false over an empty cell or slot.
func (w *Workspace) pieceAt(l draw.Layout, p paint.Pt) (s spot, ok bool) {
	b := w.shownBoard()
	if x, y, in := l.CellAt(p); in {
		pl := b.At(x, y)
		return spot{piece: pl.Piece, onBoard: true, x: x, y: y, sq: l.CellSquare(x, y)}, !pl.Empty()
	}
	if i, in := l.SlotAt(p); in {
		if tray := w.tray(b); i < len(tray) && tray[i].Piece != 0 {
			return spot{piece: tray[i].Piece, sq: l.SlotSquare(i)}, true
		}
	}
	return spot{}, false
}

// tap selects the piece under the pointer, or paints the edge under it
// with the brush.
func (w *Workspace) tap(p paint.Pt) {
	w.focusBoard()
	if w.leavePreview() {
		return
	}
	s, ok := w.pieceAt(w.layout(), p)
	if w.brush != 0 {
		switch {
		case !ok:
		case s.onBoard:
			_ = w.PaintEdge(s.x, s.y, s.sq.SideAt(p))
		default:
			_ = w.PaintTrayEdge(s.piece, s.sq.SideAt(p))
		}
		return
	}
	w.selectPiece(s.piece)
	switch {
	case !ok && s.onBoard:
		w.setCursor(s.x, s.y)
		w.sayCell()
	case !ok:
		w.cursor, w.typed = 0, ""
		w.status.SetMessage("")
	case s.onBoard:
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d on %s: R or the wheel turns it, F fixes it, Delete puts it back in the tray."), s.piece, CellName(s.x, s.y)))
	default:
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d: drag it onto the board."), s.piece))
	}
	w.refresh()
}

// secondaryTap turns the piece under the pointer a quarter turn clockwise.
// On a solver's board it does what a click does: the piece under the
// pointer was turned where it lay on the design, another cell.
func (w *Workspace) secondaryTap(p paint.Pt) {
	w.focusBoard()
	if w.leavePreview() {
		return
	}
	if s, ok := w.pieceAt(w.layout(), p); ok {
		_ = w.TurnPiece(s.piece, 1)
	}
}

// leavePreview answers a click on a board that is not the design's, and
// reports whether one shows: a solver's answer goes, the design's board
// shows again; a running search's board stays, shown again at its next
// tick, and the click says so (it said "Back to the design's board." under
// the search going on).
func (w *Workspace) leavePreview() bool {
	switch {
	case w.following():
		w.sayFollowing()
	case w.preview != nil:
		w.ShowBoard(nil)
		w.status.SetMessage(lang.L("Back to the design's board."))
	default:
		return false
	}
	return true
}

// following reports whether the board shows a running job's board, which
// it shows again at every tick (ShowLiveBoard).
func (w *Workspace) following() bool {
	return w.live && w.preview != nil && w.status.Busy()
}

// sayFollowing tells why an edit on the board waits.
func (w *Workspace) sayFollowing() {
	w.status.SetMessage(lang.L("The board shows the search: Stop (Esc) to edit the design."))
}

// scrolled turns the piece under the pointer, a quarter turn a wheel notch:
// clockwise when the wheel rolls towards the user.
func (w *Workspace) scrolled(p paint.Pt, dy float64) {
	s, ok := w.pieceAt(w.layout(), p)
	if !ok || !s.onBoard || w.preview != nil {
		return
	}
	if s.piece != w.wheelAt {
		w.wheelAt, w.wheel = s.piece, 0
	}
	w.wheel += dy
	turns := 0
	for ; w.wheel >= 1; w.wheel-- {
		turns += 3
	}
	for ; w.wheel <= -1; w.wheel++ {
		turns++
	}
	if turns%4 != 0 {
		_ = w.TurnPiece(s.piece, game.Turn(turns&3))
	}
}

// moved follows the pointer, to show which edge a click would paint and,
// on pieces too small for every number, the number of the piece under it.
func (w *Workspace) moved(p paint.Pt, _ desktop.MouseButton) {
	w.hover, w.hovering = p, true
	l, under := w.layout(), 0
	if s, ok := w.pieceAt(l, p); ok {
		under = s.piece
	}
	named := under != w.hoverPiece && w.numbers && l.Cell < minNumberedCell
	w.hoverPiece = under
	if w.brush != 0 || named {
		w.view.Refresh()
	}
}

// mouseOut forgets the pointer: no edge outlined, no number named.
func (w *Workspace) mouseOut() {
	named := w.hoverPiece != 0
	w.hovering, w.hoverPiece = false, 0
	if w.brush != 0 || named {
		w.view.Refresh()
	}
}

// dragged moves a piece with the pointer. The first event of a drag starts
// it where the button went down: the pointer less the distance dragged.
func (w *Workspace) dragged(p, delta paint.Pt, _ desktop.MouseButton, _ fyne.KeyModifier) {
	if w.drag == nil {
		w.drag = w.startDrag(p.Sub(delta))
	}
	if w.drag.piece == 0 {
		return
	}
	w.drag.at = p
	w.view.Refresh()
}

func (w *Workspace) startDrag(at paint.Pt) *dragState {
	if w.preview != nil {
		if w.following() { // a drop did nothing and said nothing
			w.sayFollowing()
		}
		return &dragState{}
	}
	s, ok := w.pieceAt(w.layout(), at)
	if !ok {
		return &dragState{}
	}
	d := &dragState{piece: s.piece, fromBoard: s.onBoard, grab: at.Sub(s.sq.Min), at: at}
	if s.onBoard {
		pl := w.d.Board.At(s.x, s.y)
		if pl.Fixed {
			w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d is fixed: free it first (F)."), s.piece))
			return &dragState{}
		}
		d.turn = pl.Turn
	}
	w.selectPiece(s.piece)
	return d
}

// dragEnd drops the piece on the cell under its centre; a piece from the
// board dropped off it goes back to the tray.
func (w *Workspace) dragEnd() {
	d := w.drag
	w.drag = nil
	w.focusBoard()
	if d == nil || d.piece == 0 {
		return
	}
	l := w.layout()
	centre := d.at.Sub(d.grab).Add(paint.Pt{X: l.Cell / 2, Y: l.Cell / 2})
	if x, y, ok := l.CellAt(centre); ok {
		_ = w.MovePiece(d.piece, x, y)
		w.refresh()
		return
	}
	if d.fromBoard {
		_ = w.RemovePiece(d.piece)
	}
	w.refresh()
}

// typedKey handles the editor's own keys while the board has the focus:
// Space and Escape, which the window handles when nothing is focused, and
// the board's keys (keys.go).
func (w *Workspace) typedKey(name fyne.KeyName) {
	switch name {
	case fyne.KeyEscape:
		w.escape()
	case fyne.KeySpace:
		w.startSolver()
	default:
		w.key(name)
	}
}

// focusBoard gives the keyboard to the board, for R, F and Delete.
func (w *Workspace) focusBoard() {
	if c := w.k.Window.Canvas(); c != nil && c.Focused() != fyne.Focusable(w.view) {
		c.Focus(w.view)
	}
}

// viewKey is the board view's key handler: every key but F11 (the
// window's full screen) is the editor's. The view takes the keyboard
// itself, where an invisible catcher under it did: Tab stopped on both,
// and the board's focus ring was not seen on either.
func (w *Workspace) viewKey(ev *fyne.KeyEvent) bool {
	if ev.Name == fyne.KeyF11 {
		return false
	}
	w.typedKey(ev.Name)
	return true
}
