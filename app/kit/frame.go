package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// sideWidth is the minimum width of a workspace's settings panel at the
// normal interface size; it grows with the interface size, as the text
// in the panel does (fixed, at Larger it wrapped lines that fit at
// Normal).
const sideWidth = 270

// scrollBarRoom is the room kept right of the settings for the scroll
// bar (Fyne's thin bar, 3 wide, and its margin).
const scrollBarRoom = 6

// NewFrame lays out a workspace: toolbar on top, status bar at the bottom,
// settings on the right (scrolling if tall) and the board in the middle,
// taking all the room left. A *widget.Toolbar's labelled buttons show their
// icons alone when it is narrow (foldLayout).
func NewFrame(toolbar fyne.CanvasObject, board, side fyne.CanvasObject, status *StatusBar) fyne.CanvasObject {
	var right fyne.CanvasObject
	if side != nil {
		// room on the right for the scroll bar, which lies over the
		// content: full-width controls ran under it
		gap := canvas.NewRectangle(color.Transparent)
		gap.SetMinSize(fyne.NewSize(scrollBarRoom, 0))
		scroll := container.NewVScroll(container.NewPadded(container.NewBorder(nil, nil, nil, gap, side)))
		right = container.NewBorder(nil, nil, widget.NewSeparator(), nil, container.New(atLeast{width: sideWidth}, scroll))
	}
	top := container.NewVBox(foldable(toolbar), widget.NewSeparator())
	bottom := container.NewVBox(widget.NewSeparator(), status.Object())
	return container.NewBorder(top, bottom, nil, right, board)
}

// atLeast lays its objects over all the room given, and asks for their
// minimum size, at least width wide at the normal interface size and as
// much wider as the interface size of the moment makes the text.
type atLeast struct{ width float32 }

// MinSize is part of fyne.Layout.
func (l atLeast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(l.width*UIScale(), 0)
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// Layout is part of fyne.Layout.
func (l atLeast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// Toolbar returns the toolbar every workspace starts with: New, Open,
// Save, Undo, Redo, then the workspace's own items, then Rules (help), each
// with a tip naming it and its key. Nil handlers in keys leave their button
// out. Undo and Redo grey out while keys' CanUndo and CanRedo say no (see
// UndoChanged).
func (k *Kit) Toolbar(keys Keys, rules func(), extra ...widget.ToolbarItem) *widget.Toolbar {
	tb := widget.NewToolbar()
	add := func(icon fyne.Resource, tip string, fn func()) *ToolAction {
		if fn == nil {
			return nil
		}
		a := k.NewToolAction(icon, tip, fn)
		tb.Append(a)
		return a
	}
	add(theme.DocumentCreateIcon(), lang.L("New (Ctrl+N)"), keys.New)
	add(theme.FolderOpenIcon(), lang.L("Open… (Ctrl+O)"), keys.Open)
	add(theme.DocumentSaveIcon(), lang.L("Save (Ctrl+S)"), keys.Save)
	if keys.Undo != nil || keys.Redo != nil {
		tb.Append(NewToolbarDivider())
	}
	k.undoBars = append(k.undoBars,
		undoButton{add(theme.ContentUndoIcon(), lang.L("Undo (Ctrl+Z)"), keys.Undo), keys.CanUndo},
		undoButton{add(theme.ContentRedoIcon(), lang.L("Redo (Ctrl+Y)"), keys.Redo), keys.CanRedo})
	if len(extra) > 0 {
		tb.Append(NewToolbarDivider())
		for _, it := range extra {
			tb.Append(it)
		}
	}
	if rules != nil {
		tb.Append(widget.NewToolbarSpacer())
		add(theme.HelpIcon(), lang.L("Rules, as Plateau plays them"), rules)
	}
	return tb
}

// Section is a titled group of settings for a side panel.
func Section(title string, objs ...fyne.CanvasObject) fyne.CanvasObject {
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(append([]fyne.CanvasObject{head}, objs...)...)
}

// Note is a side panel's explanatory text: wrapped, smaller and muted but
// legible. (A LowImportance label takes the disabled colour, at a contrast
// of 1.3 to 1.6 with the background: a legend nobody could read.)
func Note(text string) *widget.RichText {
	rt := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{
		ColorName: theme.ColorNamePlaceHolder, SizeName: theme.SizeNameCaptionText}})
	rt.Wrapping = fyne.TextWrapWord
	return rt
}

// SetText sets a label's text, hides the label while the text is empty (an
// empty label still takes a line, which showed as a gap under the buttons
// of a result line), and, when that changes the height the label needs,
// lays box out again: Fyne leaves the label at its old height otherwise,
// and its last line runs into what follows it.
func SetText(l *widget.Label, text string, box fyne.CanvasObject) {
	before := l.MinSize().Height
	if l.Hidden {
		before = 0
	}
	l.SetText(text)
	l.Hidden = text == ""
	after := l.MinSize().Height
	if l.Hidden {
		after = 0
	}
	if after != before {
		box.Refresh()
	}
}

// Row puts a label before a control, for a setting on its own.
func Row(label string, obj fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, widget.NewLabel(label), nil, obj)
}

// Field is one labelled control of a Form.
type Field struct {
	Label   string
	Control fyne.CanvasObject
}

// Form lays settings out with their labels in one column as wide as the
// widest, so the controls start on one line (Rows one under the other
// start each control where its own label ends).
func Form(fields ...Field) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 2*len(fields))
	for _, f := range fields {
		objs = append(objs, widget.NewLabel(f.Label), f.Control)
	}
	return container.New(layout.NewFormLayout(), objs...)
}
