package eternityui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/render/paint"
)

// tools are the workspace's own toolbar buttons, after Undo and Redo.
type tools struct {
	w                            *Workspace
	generate, fix, export, solve *kit.ToolAction
}

func newTools(w *Workspace) *tools {
	t := &tools{w: w}
	k := w.k
	t.generate = k.NewToolLabel(lang.L("Generate…"), theme.ViewRefreshIcon(), fmt.Sprintf(lang.L("Generate a puzzle from %d x %d to %d x %d, with the hardest colour counts"), minNewSize, minNewSize, maxNewSize, maxNewSize), w.generateDialog)
	t.fix = k.NewToolLabel(lang.L("Fix"), theme.ConfirmIcon(), lang.L("Fix the selected piece as a hint (F)"), w.ToggleFixed)
	t.export = k.NewToolLabel(lang.L("Export"), theme.DownloadIcon(), lang.L("Export the board or a sheet of pieces (Ctrl+P: the board as a PDF)"), t.showExportMenu)
	t.solve = k.NewToolLabel(lang.L("Solve"), theme.MediaPlayIcon(), lang.L("Solve the puzzle on the board (Space)"), w.startSolver)
	t.solve.Button().Importance = widget.HighImportance
	t.solve.Button().Hide()
	return t
}

func (t *tools) items() []widget.ToolbarItem {
	return []widget.ToolbarItem{t.generate, t.fix, t.export, t.solve}
}

// update names the Fix button after what it would do to the selection.
func (t *tools) update() {
	w := t.w
	x, y, ok := w.d.Board.Where(w.selected)
	b := t.fix.Button()
	switch {
	case !ok:
		t.fix.SetLabel(lang.L("Fix"))
		b.Disable()
	case w.d.Board.At(x, y).Fixed:
		t.fix.SetLabel(lang.L("Free"))
		t.fix.SetTip(lang.L("Free the selected piece (F)"))
		b.Enable()
	default:
		t.fix.SetLabel(lang.L("Fix"))
		t.fix.SetTip(lang.L("Fix the selected piece as a hint (F)"))
		b.Enable()
	}
}

// showExportMenu drops the export choices below the Export button.
func (t *tools) showExportMenu() {
	w := t.w
	w.k.DropMenu(t.export,
		fyne.NewMenuItem(lang.L("Board as PNG…"), func() { w.exportDialog(false, paint.FormatPNG) }),
		fyne.NewMenuItem(lang.L("Board as SVG…"), func() { w.exportDialog(false, paint.FormatSVG) }),
		fyne.NewMenuItem(lang.L("Board as PDF, to print…"), func() { w.exportDialog(false, paint.FormatPDF) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Pieces sheet as PNG…"), func() { w.exportDialog(true, paint.FormatPNG) }),
		fyne.NewMenuItem(lang.L("Pieces sheet as SVG…"), func() { w.exportDialog(true, paint.FormatSVG) }),
		fyne.NewMenuItem(lang.L("Pieces sheet as PDF, to print and cut out…"), func() { w.exportDialog(true, paint.FormatPDF) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Copy the e2.bucas.name link"), w.CopyLink),
	)
}
