package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// previewSize is the size in pixels of the pictures on Home cards.
var previewSize = fyne.NewSize(300, 170)

// home is the landing page: a card per workspace with a picture, one
// sentence and an Open button.
type home struct {
	shell   *Shell
	content fyne.CanvasObject
	open    map[string]*widget.Button // by workspace id
}

func newHome(s *Shell) *home { return &home{shell: s, open: map[string]*widget.Button{}} }

func (h *home) Info() kit.Info {
	return kit.Info{ID: "home", Title: lang.L("Home"), Summary: lang.L("Five games and puzzles from five French documents: play, design, solve.")}
}

func (h *home) Keys() kit.Keys { return kit.Keys{} }

func (h *home) Shown(bool) {}

// Content builds the cards lazily: the workspaces exist only once the shell
// has created them all.
func (h *home) Content() fyne.CanvasObject {
	if h.content == nil {
		h.content = container.NewStack()
	}
	return h.content
}

// fill puts the cards in; the shell calls it after creating the workspaces.
func (h *home) fill() {
	var cards []fyne.CanvasObject
	for _, ws := range h.shell.spaces[1:] {
		cards = append(cards, h.card(ws.Info()))
	}
	logo := canvas.NewImageFromResource(Icon())
	logo.SetMinSize(fyne.NewSize(64, 64))
	logo.FillMode = canvas.ImageFillContain
	title := widget.NewLabelWithStyle("Plateau", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	intro := widget.NewLabel(h.Info().Summary)
	head := container.NewHBox(logo, container.NewVBox(title, intro))
	help := widget.NewButtonWithIcon(lang.L("Rules"), theme.HelpIcon(), func() { kit.ShowRules(h.shell.kit.Window, "home") })
	top := container.NewBorder(nil, nil, nil, container.NewCenter(help), head)
	grid := container.NewGridWrap(fyne.NewSize(previewSize.Width+24, previewSize.Height+150), cards...)
	body := container.NewBorder(container.NewPadded(top), nil, nil, nil, container.NewVScroll(container.NewPadded(grid)))
	stack := h.content.(*fyne.Container)
	stack.Objects = []fyne.CanvasObject{body}
	stack.Refresh()
}

func (h *home) card(info kit.Info) fyne.CanvasObject {
	var pic fyne.CanvasObject
	if info.Preview != nil {
		img := canvas.NewImageFromImage(info.Preview(int(previewSize.Width), int(previewSize.Height)))
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(previewSize)
		pic = img
	} else {
		img := canvas.NewImageFromResource(Icon())
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(previewSize)
		pic = img
	}
	sentence := widget.NewLabel(info.Summary)
	sentence.Wrapping = fyne.TextWrapWord
	open := widget.NewButtonWithIcon(lang.L("Open"), theme.NavigateNextIcon(), func() { _ = h.shell.Show(info.ID) })
	open.Importance = widget.HighImportance
	h.open[info.ID] = open
	return widget.NewCard(info.Title, "", container.NewBorder(pic, open, nil, nil, sentence))
}
