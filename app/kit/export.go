package kit

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/safefile"
	"plateau/render/paint"
)

// BoardPictureWidth is an exported board picture's width in pixels (or
// SVG units): the printed page's width, the PNG saying so (about 226 dpi
// on A4, 219 on Letter).
const BoardPictureWidth = 1600

// BoardExport is a workspace's Export button and Ctrl+P for a board with
// one printed page (Momentum's, Dice Wars' map): a menu of the board as
// a PNG or SVG picture or as a PDF to print, suggested beside the work's
// file, written off the UI goroutine.
type BoardExport struct {
	doc    *Doc
	status *StatusBar
	render func(f paint.Format) func(io.Writer) error
	tool   *ToolAction
}

// NewBoardExport returns the export of the board of the work kept in
// doc, which says what it wrote on status. render is called on the UI
// goroutine, as the export is asked for: it takes what it needs of the
// board then, and returns what writes it in format f, which runs on
// another goroutine while the game goes on.
func (k *Kit) NewBoardExport(doc *Doc, status *StatusBar, render func(f paint.Format) func(io.Writer) error) *BoardExport {
	e := &BoardExport{doc: doc, status: status, render: render}
	e.tool = k.NewToolLabel(lang.L("Export"), theme.DownloadIcon(), lang.L("Export the board as a picture or a PDF to print (Ctrl+P: the PDF)"), e.showMenu)
	return e
}

// Tool is the Export button, for the toolbar.
func (e *BoardExport) Tool() *ToolAction { return e.tool }

// Print asks where to write the PDF: Ctrl+P.
func (e *BoardExport) Print() { e.Ask(paint.FormatPDF) }

// showMenu drops the formats below the Export button.
func (e *BoardExport) showMenu() {
	e.doc.Kit.DropMenu(e.tool,
		fyne.NewMenuItem(lang.L("Board as PNG…"), func() { e.Ask(paint.FormatPNG) }),
		fyne.NewMenuItem(lang.L("Board as SVG…"), func() { e.Ask(paint.FormatSVG) }),
		fyne.NewMenuItem(lang.L("Board as PDF, to print…"), e.Print),
	)
}

// DropMenu shows items in a menu below the toolbar button tool, as an
// Export button's formats.
func (k *Kit) DropMenu(tool *ToolAction, items ...*fyne.MenuItem) {
	b := tool.ToolbarObject()
	widget.ShowPopUpMenuAtRelativePosition(fyne.NewMenu("", items...), k.Window.Canvas(), fyne.NewPos(0, b.Size().Height), b)
}

// Ask asks where to write the board in format f, starting beside the
// work's file under its name (new work: the name Save would offer).
func (e *BoardExport) Ask(f paint.Format) {
	ext := f.Ext()
	name := strings.TrimSuffix(e.doc.Suggested, filepath.Ext(e.doc.Suggested)) + ext
	e.doc.Kit.Files.Save(lang.L("Export the board"), Beside(e.doc.Path, name, ext), []string{ext}, func(path string) {
		if path != "" {
			e.Write(path, nil)
		}
	})
}

// Write writes the board to path, in the format of its extension, in a
// goroutine that quitting waits for: beside the status bar's job (a
// computer thinking, a tournament), which an export would have held up.
// The bar then says where it went, with its Open button; a failure is
// shown in a dialog. done, if not nil, gets the error on the UI goroutine.
func (e *BoardExport) Write(path string, done func(error)) {
	finish := func(err error) {
		if err != nil {
			ShowSaveError(path, err, e.doc.Kit.Window)
		} else {
			e.status.SetMessageFile(fmt.Sprintf(lang.L("Exported %s"), path), path)
		}
		if done != nil {
			done(err)
		}
	}
	f, err := paint.FormatOf(path)
	if err != nil {
		finish(err)
		return
	}
	write := e.render(f)
	Go(func() {
		err := safefile.Write(path, write)
		Do(func() { finish(err) })
	})
}

// Stem is the name of the work's file without its folder and extension,
// to title a printed page by; untitled (the workspace's name) while the work has no file.
func (d *Doc) Stem(untitled string) string {
	if d.Path == "" {
		return untitled
	}
	base := filepath.Base(d.Path)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
