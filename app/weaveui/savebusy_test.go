package weaveui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit/kittest"
)

// shownText is the text of the labels of the window's top overlay (a
// dialog), "" without one.
func shownText(ws *Workspace) string {
	said := ""
	if top := ws.k.Window.Canvas().Overlays().Top(); top != nil {
		kittest.EachVisible(top, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok {
				said += l.Text
			}
		})
	}
	return said
}

// Save as and a save to a file while a growth runs are refused in a
// sentence, Save as before its dialog: the name was asked for and then
// refused in lower case, with no full stop.
func TestSavesDuringAGrowthAreRefusedInASentence(t *testing.T) {
	for _, tc := range []struct {
		name string
		doc  bool
		act  func(*Workspace)
	}{
		{"Save as", false, (*Workspace).saveAs},
		{"Save with no file", false, (*Workspace).save},
		{"Save to its file", true, (*Workspace).save},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := growingWorkspace(t)
			if tc.doc {
				ws.setDoc(t.TempDir() + "/mine.json")
			}
			files := ws.k.Files.(*kittest.Files)
			files.Path = t.TempDir() + "/other.json"
			tc.act(ws)
			if files.Saves != 0 {
				t.Errorf("the save dialog was shown %d times", files.Saves)
			}
			if said, want := shownText(ws), "Wait for the growth to finish."; !strings.Contains(said, want) {
				t.Errorf("the refusal says %q, want %q in it", said, want)
			}
			ws.status.Stop()
			kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
		})
	}
}
