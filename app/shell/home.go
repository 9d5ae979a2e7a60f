package shell

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// previewSize is the size of the pictures on Home cards at the normal
// interface size; they grow with it, as the cards do, and are painted at
// the screen's pixels (stretched from 300x170 pixels, they were blurred on
// a HiDPI screen).
var previewSize = fyne.NewSize(300, 170)

// home is the landing page: a card per workspace with a picture, one
// sentence and an Open button, and a card of the files last opened or
// saved.
type home struct {
	shell   *Shell
	content fyne.CanvasObject
	open    map[string]*widget.Button // by workspace id
	recent  *fyne.Container           // the recent files' buttons
	// previews are the cards' pictures with what paints them, painted
	// again when the appearance changes (Momentum's board stands on the
	// window's colour)
	previews []*preview
}

// preview is a card's picture, painted at the pixel size it is drawn at:
// the card's size times the screen's density, painted again when either
// changes.
type preview struct {
	id     string // the workspace's
	raster *canvas.Raster
	paint  func(w, h int) image.Image
	img    image.Image // the last painted; nil to paint again
}

func newPreview(id string, paint func(w, h int) image.Image) *preview {
	p := &preview{id: id, paint: paint}
	p.raster = canvas.NewRaster(p.generate)
	return p
}

// generate is the raster's generator: w and h are pixels. The picture is
// kept while its size is: the software renderer asks on every frame.
func (p *preview) generate(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if p.img == nil || p.img.Bounds().Dx() != w || p.img.Bounds().Dy() != h {
		p.img = p.paint(w, h)
	}
	return p.img
}

func newHome(s *Shell) *home { return &home{shell: s, open: map[string]*widget.Button{}} }

// repaintPreviews paints the cards' pictures again, in the appearance of
// the moment.
func (h *home) repaintPreviews() {
	for _, p := range h.previews {
		p.img = nil
		p.raster.Refresh()
	}
}

func (h *home) Info() kit.Info {
	return kit.Info{ID: "home", Title: lang.L("Home"), Summary: lang.L("Five games and puzzles from five French documents: play, design, solve.")}
}

// Shown lists the recent files again: the workspaces add to them.
func (h *home) Shown(visible bool) {
	if visible {
		h.refreshRecent()
	}
}

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
	h.recent = container.NewVBox()
	h.refreshRecent()
	cards = append(cards, widget.NewCard(lang.L("Recent files"), "", container.NewVScroll(h.recent)))
	logo := canvas.NewImageFromResource(Icon())
	logo.SetMinSize(fyne.NewSize(64, 64))
	logo.FillMode = canvas.ImageFillContain
	// rich text, not a label: a label makes its text object lazily, and
	// the larger size did not always reach it
	title := widget.NewRichText(&widget.TextSegment{Text: "Plateau", Style: widget.RichTextStyle{
		SizeName: theme.SizeNameHeadingText, TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground, Inline: true}})
	intro := widget.NewLabel(h.Info().Summary)
	// wrapped, so that a narrow window or a large interface size does not
	// make the page wider than the window (the cards were cut on the right)
	intro.Wrapping = fyne.TextWrapWord
	big := container.NewThemeOverride(title, pageTitle{})
	head := container.NewBorder(nil, nil, logo, nil, container.NewVBox(big, intro))
	help := widget.NewButtonWithIcon(lang.L("Rules"), theme.HelpIcon(), func() { kit.ShowRules(h.shell.kit.Window, "home") })
	top := container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(h.shell.aboutButton(), help)), head)
	page := container.New(&cardsLayout{cell: fyne.NewSize(previewSize.Width+24, previewSize.Height+150), scale: kit.UIScale, head: top}, append([]fyne.CanvasObject{top}, cards...)...)
	body := container.NewVScroll(container.NewPadded(page))
	stack := h.content.(*fyne.Container)
	stack.Objects = []fyne.CanvasObject{body}
	stack.Refresh()
}

func (h *home) card(info kit.Info) fyne.CanvasObject {
	var pic fyne.CanvasObject
	if info.Preview != nil {
		p := newPreview(info.ID, info.Preview)
		h.previews = append(h.previews, p)
		pic = p.raster
	} else {
		img := canvas.NewImageFromResource(Icon())
		img.FillMode = canvas.ImageFillContain
		pic = img
	}
	pic = container.New(scaledMin(previewSize), pic)
	sentence := widget.NewLabel(info.Summary)
	sentence.Wrapping = fyne.TextWrapWord
	open := widget.NewButtonWithIcon(lang.L("Open"), theme.NavigateNextIcon(), func() { _ = h.shell.Show(info.ID) })
	open.Importance = widget.HighImportance
	h.open[info.ID] = open
	return widget.NewCard(info.Title, "", container.NewBorder(pic, open, nil, nil, sentence))
}

// recentShown is how many recent files the Home card lists.
const recentShown = 7

// refreshRecent lists the recent files as buttons that open them, each
// named with its workspace.
func (h *home) refreshRecent() {
	if h.recent == nil {
		return
	}
	titles := map[string]string{}
	for _, ws := range h.shell.spaces {
		titles[ws.Info().ID] = ws.Info().Title
	}
	h.recent.RemoveAll()
	files := kit.RecentFiles(h.shell.kit.Prefs())
	names := recentNames(files)
	for i, rf := range files {
		title, ok := titles[rf.Workspace]
		if !ok {
			continue
		}
		h.recent.Add(newRecentEntry(names[i], title, func() { h.shell.OpenRecent(rf) }))
		if len(h.recent.Objects) == recentShown {
			break
		}
	}
	if len(h.recent.Objects) == 0 {
		// in the cards' own text, not a caption: it read as fine print
		h.recent.Add(wrapped(lang.L("The files you open or save in the workspaces will be listed here.")))
	}
	h.recent.Refresh()
}

// recentNames names the recent files as distinctNames does: two
// puzzle.json, from two folders, read the same.
func recentNames(files []kit.RecentFile) []string {
	paths := make([]string, len(files))
	for i, rf := range files {
		paths[i] = rf.Path
	}
	return distinctNames(paths)
}

// distinctNames names each of paths by its base name, with as many of its
// folders as tell it from the other paths of the same base name.
func distinctNames(paths []string) []string {
	names := make([]string, len(paths))
	for i, p := range paths {
		parts := strings.Split(filepath.Clean(p), string(filepath.Separator))
		for k := 1; k <= len(parts); k++ {
			names[i] = filepath.Join(parts[len(parts)-k:]...)
			if !sharedTail(paths, p, names[i]) {
				break
			}
		}
	}
	return names
}

// sharedTail reports whether a path of paths other than p ends in tail.
func sharedTail(paths []string, p, tail string) bool {
	for _, q := range paths {
		q = filepath.Clean(q)
		if q != filepath.Clean(p) && (q == tail || strings.HasSuffix(q, string(filepath.Separator)+tail)) {
			return true
		}
	}
	return false
}

// shorten cuts s to n characters, an ellipsis in the middle so that the
// end (a number, the extension) stays.
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	head := (n - 1) / 2
	return string(r[:head]) + "…" + string(r[len(r)-(n-1-head):])
}

// scaledMin lays one object over all the room it is given, and asks for
// its size at the normal interface size, as much larger or smaller as the
// interface size of the moment makes the text.
type scaledMin fyne.Size

// MinSize is part of fyne.Layout.
func (m scaledMin) MinSize([]fyne.CanvasObject) fyne.Size {
	f := kit.UIScale()
	return fyne.NewSize(m.Width*f, m.Height*f)
}

// Layout is part of fyne.Layout.
func (m scaledMin) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// pageTitle is the app's theme of the moment with headings larger, for
// the page's title: at the cards' heading size, "Plateau" read as a sixth
// card's.
type pageTitle struct{}

func (pageTitle) current() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t pageTitle) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.current().Color(n, v)
}
func (t pageTitle) Font(s fyne.TextStyle) fyne.Resource     { return t.current().Font(s) }
func (t pageTitle) Icon(n fyne.ThemeIconName) fyne.Resource { return t.current().Icon(n) }
func (t pageTitle) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameHeadingText {
		return t.current().Size(n) * 1.4
	}
	return t.current().Size(n)
}

// enteredForeground lists the recent files again when Home shows as the
// window gets the focus back: another Plateau may have added to them.
func (s *Shell) enteredForeground() {
	if s.Current() == kit.Workspace(s.home) {
		s.home.refreshRecent()
	}
}
