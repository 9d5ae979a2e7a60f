package kit

import "fyne.io/fyne/v2"

// Placeholder is a workspace whose real content is not built yet: it has
// the common frame (toolbar with Rules, status bar) around a notice.
type Placeholder struct {
	info    Info
	content fyne.CanvasObject
}

// NewPlaceholder makes a placeholder workspace.
func NewPlaceholder(k *Kit, info Info) *Placeholder {
	status := NewStatusBar(k.Window)
	tb := StandardToolbar(Keys{}, func() { ShowRules(k.Window, info.ID) })
	return &Placeholder{info: info, content: NewFrame(tb, ComingSoon(info.Title), nil, status)}
}

// Info describes the workspace.
func (p *Placeholder) Info() Info { return p.info }

// Content returns the frame.
func (p *Placeholder) Content() fyne.CanvasObject { return p.content }

// Keys returns no handlers.
func (p *Placeholder) Keys() Keys { return Keys{} }

// Shown does nothing.
func (p *Placeholder) Shown(bool) {}
