package kit

// undoButton is a toolbar's Undo or Redo button and what tells whether
// it would act.
type undoButton struct {
	button *ToolAction // nil: the toolbar has none
	can    func() bool // nil: always
}

// UndoChanged greys the toolbars' Undo and Redo buttons that would do
// nothing now, and brings back the others: they looked usable with
// nothing to undo, while Fix and Play beside them greyed. DocumentChanged
// calls it, as every change of the work may change what Undo can do; a
// workspace calls it itself where only that changes (a job starting that
// holds the work). Every workspace's toolbar is updated: their CanUndo
// are cheap, and a hidden one's buttons are right when it shows.
func (k *Kit) UndoChanged() {
	for _, b := range k.undoBars {
		if b.button == nil || b.can == nil {
			continue
		}
		if b.can() {
			b.button.Button().Enable()
		} else {
			b.button.Button().Disable()
		}
	}
}

// ToolTipOf returns the tip of a toolbar button made by NewToolAction,
// and whether o is one: a test finds a button by it among a toolbar's
// objects.
func ToolTipOf(o any) (string, bool) {
	b, ok := o.(*toolButton)
	if !ok {
		return "", false
	}
	return b.tip, true
}
