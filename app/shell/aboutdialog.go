package shell

import (
	"fmt"
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/about"
	"plateau/app/kit"
)

// showAbout says which Plateau this is, where its five workspaces come
// from and what it is built with: Settings' version line was all there
// was, and the five French documents the tagline speaks of were named
// nowhere.
func (s *Shell) showAbout() {
	title := widget.NewLabelWithStyle(about.Line(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	lines := []fyne.CanvasObject{title, wrapped(lang.L("Five games and puzzles from five French documents: play, design, solve."))}
	lines = append(lines, heading(lang.L("The five documents")))
	sources := make([]string, len(about.Sources))
	for i, src := range about.Sources {
		sources[i] = fmt.Sprintf(lang.L("%s: %s."), lang.L(src.Workspace), lang.L(src.What))
	}
	lines = append(lines, wrapped(strings.Join(sources, "\n"))) // one label: as close as lines of a paragraph
	lines = append(lines, heading(lang.L("Built with")))
	libs := ""
	for i, l := range about.Libraries {
		if i > 0 {
			libs += ", "
		}
		libs += fmt.Sprintf(lang.L("%s (%s)"), l.Name, l.Licence)
	}
	lines = append(lines, wrapped(fmt.Sprintf(lang.L("Go and %s."), libs)))
	if u, err := url.Parse(about.Website); err == nil {
		lines = append(lines, kit.NewHyperlink(about.Website, u))
	}
	d := kit.NewCustom(lang.L("About Plateau"), lang.L("Close"), container.NewVScroll(container.NewVBox(lines...)), s.kit.Window)
	kit.FitDialog(d, fyne.NewSize(600, 610), s.kit.Window)
	d.Show()
}

func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// aboutButton opens About, for Home beside Rules and for Settings.
func (s *Shell) aboutButton() *kit.Button {
	return kit.NewButton(lang.L("About"), theme.InfoIcon(), s.showAbout)
}
