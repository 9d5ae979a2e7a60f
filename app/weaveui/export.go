package weaveui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
)

// newExportTool returns Weave's Export button, as the other workspaces
// have one: its menu writes the lattice for other programs (PLY, OBJ) or
// the view as a picture. They were reached only by typing an extension in
// Save as… (Ctrl+Shift+S, on no button), which the toolbar's Save opens
// only while the lattice has no file yet.
func (w *Workspace) newExportTool() *kit.ToolAction {
	var t *kit.ToolAction
	t = w.k.NewToolLabel(lang.L("Export"), theme.DownloadIcon(),
		lang.L("Export the lattice for MeshLab or Blender, or the view as a picture (Ctrl+P: the picture)"), func() {
			w.k.DropMenu(t,
				fyne.NewMenuItem(lang.L("Lattice as PLY (coloured points and edges)…"), func() { w.exportLattice(".ply") }),
				fyne.NewMenuItem(lang.L("Lattice as OBJ (vertices and lines)…"), func() { w.exportLattice(".obj") }),
				fyne.NewMenuItem(lang.L("View as a PNG picture…"), w.exportView))
		})
	return t
}

// exportLattice asks where to write the lattice in the format of ext
// (".ply", ".obj"), beside its file.
func (w *Workspace) exportLattice(ext string) {
	name := strings.TrimSuffix(lang.L("lattice.json"), ".json") + ext
	w.k.Files.Save(lang.L("Export the lattice"), kit.Beside(w.doc, name, ext), []string{ext}, func(path string) {
		if path != "" {
			w.writeExport(path)
		}
	})
}

// writeExport writes the lattice to path as PLY or OBJ, files for other
// programs that leave it unsaved: the status bar says it exported, with
// its Open button.
func (w *Workspace) writeExport(path string) {
	w.write(path, func() { w.status.SetMessageFile(fmt.Sprintf(lang.L("Exported %s"), path), path) })
}
