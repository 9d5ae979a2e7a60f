package eternityui

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/openfile"
	"plateau/app/safefile"
	game "plateau/games/eternity"
	draw "plateau/render/eternity"
	"plateau/render/paint"
)

// designExts are the files a design opens from and saves to (DESIGN
// section 6): the editor's JSON, the plain piece list, the board link.
var designExts = []string{".json", ".txt", ".url"}

// Export sizes: pixels a cell in PNG (sharp in print at about 2 cm a
// piece), units a cell in SVG.
const (
	exportPNGCell = 96
	exportSVGCell = 64
)

// maxFileBytes bounds the files opened: the largest design (30 x 30, with
// comments) is far below it.
const maxFileBytes = 8 << 20

// OpenPath opens a design from a .json, .txt or .url file. A bad file
// changes nothing and the error names the file and what was wrong.
func (w *Workspace) OpenPath(path string) error {
	if t, err := game.FileTypeOf(path); err == nil && t == game.LinkFile {
		return w.openLink(path)
	}
	d, err := readDesign(path)
	if err != nil {
		return err
	}
	w.setDesign(d, path)
	w.status.SetMessage(fmt.Sprintf(lang.L("Opened %s"), filepath.Base(path)))
	return nil
}

// openLink opens an e2.bucas.name link: as a board of the puzzle being
// edited when its pieces are this puzzle's (an undoable edit, the way the
// community shares boards of one puzzle), else as a puzzle of its own,
// which needs every cell filled.
func (w *Workspace) openLink(path string) error {
	base := filepath.Base(path)
	f, err := openfile.Regular(path)
	if err != nil {
		return err
	}
	defer f.Close()
	l, err := game.ReadLink(io.LimitReader(f, maxFileBytes))
	if err != nil {
		return err
	}
	if b, err := l.BoardFor(w.d.Puzzle); err == nil && b.Validate(w.d.Puzzle) == nil {
		moved, err := w.applyBoard(b)
		if err != nil {
			return err
		}
		w.status.SetMessage(strings.TrimSpace(fmt.Sprintf(lang.L("Placed the board of %s on this puzzle."), base) + " " + moved))
		return nil
	}
	p, b, err := l.Puzzle()
	if err != nil {
		return err
	}
	d := game.NewDesign(l.Name, p)
	d.Board = b
	if err := checkDesign(d, base); err != nil {
		return err
	}
	w.setDesign(d, path)
	w.status.SetMessage(fmt.Sprintf(lang.L("Opened %s"), base))
	return nil
}

// readDesign reads and checks a design file.
func readDesign(path string) (*game.Design, error) {
	base := filepath.Base(path)
	t, err := game.FileTypeOf(path)
	if err != nil {
		return nil, err
	}
	f, err := openfile.Regular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	d, err := game.ReadDesign(io.LimitReader(f, maxFileBytes), t)
	if err != nil {
		return nil, err
	}
	return d, checkDesign(d, base)
}

// checkDesign makes sure a design read from file base is whole: a valid
// puzzle, a board that fits it, and a name (base's, if it has none). Its
// errors do not name the file: the open dialog's headline does.
func checkDesign(d *game.Design, base string) error {
	if err := d.Puzzle.Validate(); err != nil {
		return err
	}
	if d.Board == nil {
		d.Board = game.NewBoard(d.Puzzle.W, d.Puzzle.H)
	}
	if err := d.Board.Validate(d.Puzzle); err != nil {
		return err
	}
	if d.Name == "" {
		d.Name = strings.TrimSuffix(base, filepath.Ext(base))
	}
	return nil
}

// SavePath writes the design in the format its extension names. A .txt
// keeps only the pieces, a .url the board shown (the design's, or a
// solver's; empty, the pieces laid out in order) and the pieces as they
// show on it; a board partly laid makes no link.
func (w *Workspace) SavePath(path string) error {
	t, err := game.FileTypeOf(path)
	if err != nil {
		return err
	}
	d := w.written(t)
	if err := safefile.Write(path, func(wr io.Writer) error { return game.WriteDesign(wr, t, d) }); err != nil {
		return err
	}
	w.file.saved = keptText(path, t, d)
	w.lastEdit = "" // a turn after the save is a step of its own: Undo comes back to what was saved
	return nil
}

// keptText is the design file path keeps, as designText, when it is all
// of d; otherwise what reading the file back gives ("" when it does not
// read as a design of its own: a link of a board half laid). A piece
// list or a link counted as saving everything, and the board, the palette
// and the fixed pieces left out were lost without a question on closing.
func keptText(path string, t game.FileType, d *game.Design) string {
	text := designText(d)
	if t == game.JSONFile {
		return text
	}
	back, err := readDesign(path)
	if err != nil {
		return ""
	}
	if back.Name = d.Name; designText(back) == text { // the name is the file's when it has none: not a loss
		return text
	}
	return designText(back)
}

// designText is d as the editor's JSON file, to compare designs.
func designText(d *game.Design) string {
	var b strings.Builder
	if err := game.WriteDesign(&b, game.JSONFile, d); err != nil {
		return ""
	}
	return b.String()
}

// Snapshot is the design as the editor's JSON file, which keeps all of it
// (kit.Recoverable).
func (w *Workspace) Snapshot() (string, []byte, error) {
	var b bytes.Buffer
	err := game.WriteDesign(&b, game.JSONFile, w.d)
	return ".json", b.Bytes(), err
}

// Recover opens a snapshot as the unsaved design of file doc
// (kit.Recoverable).
func (w *Workspace) Recover(path, doc string) error {
	if err := w.OpenPath(path); err != nil {
		return err
	}
	w.file.saved = ""
	w.setPath(doc)
	w.status.SetMessage(kit.RecoveredText())
	return nil
}

// Unsaved names the design when it differs from the one last opened or
// saved (kit.Unsaved).
func (w *Workspace) Unsaved() string {
	if designText(w.d) == w.file.saved {
		return ""
	}
	return lang.L("the Eternity puzzle being designed")
}

func (w *Workspace) open() {
	w.k.ConfirmDiscard(w.Unsaved(), w.SaveThen, w.pickAndOpen)
}

func (w *Workspace) pickAndOpen() {
	w.k.PickToOpen("eternity", lang.L("Open an Eternity puzzle"), designExts, func(path string) {
		if err := w.OpenPath(path); err != nil {
			kit.ShowOpenError(path, err, w.k.Window)
			return
		}
		kit.AddRecent(w.k.Prefs(), "eternity", path)
	})
}

// save writes the design to its file when that is JSON, which keeps all
// of it (a piece list or a link does not); otherwise it asks, as saveAs.
func (w *Workspace) save() { w.SaveThen(nil) }

// SaveThen is save, calling then (when not nil) once the design is saved
// (kit.Unsaved): whole, not to a piece list or a link that left part of it
// out, after which the design stays unsaved and then does not run (Save
// in "Save changes?" before an Open saved a .txt and went on, and the
// board was lost all the same). When the file changed on disk since it
// was opened or saved, the person chooses first (kit.ConfirmChangedOnDisk).
func (w *Workspace) SaveThen(then func()) {
	doc := ""
	if t, err := game.FileTypeOf(w.file.path); err == nil && t == game.JSONFile {
		doc = w.file.path
	}
	save := func() {
		w.k.SaveDoc(doc, "eternity", lang.L("Save the Eternity puzzle"), w.suggestedName("", ".json"), designExts, w.SavePath, w.savedThen(then))
	}
	if doc != "" && w.file.disk.ChangedAt(doc) {
		w.k.ConfirmChangedOnDisk(doc, save, func() { w.saveAsThen(then) })
		return
	}
	save()
}

// saveAs asks where to save the design, as JSON, a piece list or a link.
func (w *Workspace) saveAs() { w.saveAsThen(nil) }

// saveAsThen is saveAs, calling then (when not nil) once the design is
// saved whole.
func (w *Workspace) saveAsThen(then func()) {
	w.k.SaveWith("eternity", lang.L("Save the Eternity puzzle"), w.suggestedName("", ".json"), designExts, w.SavePath, w.savedThen(then))
}

// savedThen is what follows a save to path: didSave, then then (when not
// nil) if the file kept the whole design.
func (w *Workspace) savedThen(then func()) func(path string) {
	return func(path string) {
		w.didSave(path)
		if then != nil && w.Unsaved() == "" {
			then()
		}
	}
}

// setPath records the file the design came from or went to ("" for none).
func (w *Workspace) setPath(path string) {
	w.file.path = path
	w.file.disk = kit.OnDiskNow(path)
	w.k.DocumentChanged()
}

// Document is the file the design came from or was saved to
// (kit.Documented).
func (w *Workspace) Document() string { return w.file.path }

// suggestedName is a file for the design, with suffix and ext: beside
// the file it came from, with its name (kit.Beside), or its name made safe
// for a file name.
func (w *Workspace) suggestedName(suffix, ext string) string {
	if w.file.path != "" {
		return kit.Beside(w.file.path, "", suffix+ext)
	}
	base := fileStem(w.d.Name)
	if base == "" {
		base = "eternity"
	}
	return base + suffix + ext
}

// fileStem makes a design's name a file name: its letters, digits, - and
// _ kept, every other run of characters one "-" ("Generated 8 x 8, 3 + 8
// colours" is Generated-8-x-8-3-8-colours), none at either end.
func fileStem(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	return b.String()
}

// exportDialog asks where to write the board (or the pieces sheet) as a
// picture, then writes it through the status bar.
func (w *Workspace) exportDialog(sheet bool, f paint.Format) {
	// the suffix in the language of the name before it ("-graine-2016-board" mixed two)
	ext, suffix, title := f.Ext(), "-"+lang.L("board"), lang.L("Export the board")
	if sheet {
		suffix, title = "-"+lang.L("pieces"), lang.L("Export the pieces sheet")
	}
	w.k.Files.Save(title, w.suggestedName(suffix, ext), []string{ext}, func(path string) {
		if path != "" {
			w.Export(path, sheet, nil)
		}
	})
}

// sheetTitle heads each page of the printed pieces sheet of the puzzle
// called name: its name, and the page's number once there are several, so
// that two sheets printed together sort apart. The words are taken on the
// UI goroutine, for the export's job to use.
func sheetTitle(name string) func(page, pages int) string {
	one, many := lang.L("%s: pieces sheet"), lang.L("%s: pieces sheet, page %d of %d")
	return func(page, pages int) string {
		if pages == 1 {
			return fmt.Sprintf(one, name)
		}
		return fmt.Sprintf(many, name, page, pages)
	}
}

// Export writes the board, or with sheet the sheet of all pieces, to path
// as PNG, SVG or PDF (by its extension), off the UI goroutine. done, if not nil,
// gets the job's error on the UI goroutine.
func (w *Workspace) Export(path string, sheet bool, done func(error)) {
	f, err := paint.FormatOf(path)
	if err == nil && w.status.Busy() {
		err = kit.ErrBusy
	}
	if err != nil {
		w.status.Fail(err, done)
		return
	}
	cell := float64(exportPNGCell)
	if f != paint.FormatPNG { // vectors: the cell only sets the proportions
		cell = exportSVGCell
	}
	// The job works on copies: the user may edit on while it runs. The
	// board shows the piece numbers when the screen does (the print small).
	p, b, pal, title := w.d.Puzzle.Clone(), w.shownBoard().Clone(), palette(w.d), w.displayName()
	pageTitle, view, paper := sheetTitle(title), draw.View{Palette: pal, Numbers: w.numbers}, w.k.Paper()
	job := func(ctx context.Context, _ *kit.Progress) error {
		return safefile.Write(path, func(wr io.Writer) error {
			var err error
			switch {
			case sheet:
				err = draw.ExportSheet(ctx, wr, f, paper, p, pal, cell, 0, pageTitle)
			case f == paint.FormatPDF: // the page to print, under the puzzle's name
				err = draw.PrintBoard(wr, paper, p, b, view, title)
			default:
				err = draw.ExportBoard(wr, f, p, b, view, cell)
			}
			if err != nil {
				return err
			}
			return ctx.Err() // stopped: safefile leaves no file behind
		})
	}
	said := fmt.Sprintf(lang.L("Exported %s"), path)
	if sheet { // a sheet lays the pieces out W to a row: in solution order, the solved board
		said = withNote(said, w.inOrderNote())
	}
	exported := func() { w.status.SetMessageFile(said, path) }
	w.exporting = true
	w.status.Start(fmt.Sprintf(lang.L("Exporting %s"), filepath.Base(path)), kit.SaveJob(path, job), exported, func(err error) {
		w.exporting = false
		if done != nil {
			done(err)
		}
	})
}
