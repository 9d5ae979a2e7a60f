package eternityui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/render/paint"
)

// tools are the workspace's own toolbar buttons, after Undo and Redo.
type tools struct {
	w                            *Workspace
	generate, fix, export, solve toolButton
}

func newTools(w *Workspace) *tools {
	t := &tools{w: w}
	t.generate = newToolButton(lang.L("Generate…"), theme.ViewRefreshIcon(), w.generateDialog)
	t.fix = newToolButton(lang.L("Fix"), theme.ConfirmIcon(), w.ToggleFixed)
	t.export = newToolButton(lang.L("Export"), theme.DownloadIcon(), t.showExportMenu)
	t.solve = newToolButton(lang.L("Solve"), theme.MediaPlayIcon(), w.startSolver)
	t.solve.b.Importance = widget.HighImportance
	t.solve.b.Hide()
	return t
}

func (t *tools) items() []widget.ToolbarItem {
	return []widget.ToolbarItem{t.generate, t.fix, t.export, t.solve}
}

// update names the Fix button after what it would do to the selection.
func (t *tools) update() {
	w := t.w
	x, y, ok := w.d.Board.Where(w.selected)
	switch {
	case !ok:
		t.fix.b.SetText(lang.L("Fix"))
		t.fix.b.Disable()
	case w.d.Board.At(x, y).Fixed:
		t.fix.b.SetText(lang.L("Free"))
		t.fix.b.Enable()
	default:
		t.fix.b.SetText(lang.L("Fix"))
		t.fix.b.Enable()
	}
}

// showExportMenu drops the export choices below the Export button.
func (t *tools) showExportMenu() {
	w := t.w
	menu := fyne.NewMenu("",
		fyne.NewMenuItem(lang.L("Board as PNG…"), func() { w.exportDialog(false, paint.FormatPNG) }),
		fyne.NewMenuItem(lang.L("Board as SVG…"), func() { w.exportDialog(false, paint.FormatSVG) }),
		fyne.NewMenuItem(lang.L("Board as PDF, to print…"), func() { w.exportDialog(false, paint.FormatPDF) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Pieces sheet as PNG…"), func() { w.exportDialog(true, paint.FormatPNG) }),
		fyne.NewMenuItem(lang.L("Pieces sheet as SVG…"), func() { w.exportDialog(true, paint.FormatSVG) }),
		fyne.NewMenuItem(lang.L("Pieces sheet as PDF, to print and cut out…"), func() { w.exportDialog(true, paint.FormatPDF) }),
	)
	b := t.export.b
	widget.ShowPopUpMenuAtRelativePosition(menu, w.k.Window.Canvas(), fyne.NewPos(0, b.Size().Height), b)
}
