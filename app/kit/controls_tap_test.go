package kit

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// typeSpace types Space into c as the window does, as a key and then as a
// character: to the focused widget, if any, else to the canvas's handlers
// (the workspace's keys, in the app). A Check ticks on the character.
func typeSpace(c fyne.Canvas) {
	ev := &fyne.KeyEvent{Name: fyne.KeySpace}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		f.TypedRune(' ')
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
	if h := c.OnTypedRune(); h != nil {
		h(' ')
	}
}

// menuItems are the items of the list open on c, in order.
func menuItems(c fyne.Canvas) []fyne.Tappable {
	var items []fyne.Tappable
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if fmt.Sprintf("%T", o) == "*widget.menuItem" {
			items = append(items, o.(fyne.Tappable))
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	if top := c.Overlays().Top(); top != nil {
		walk(top)
	}
	return items
}

// A click on a Select (then a choice in its list) or on a Check leaves the
// keyboard to the window: Space after it reaches the workspace, and does
// not reopen the list or untick the box. Reached with Tab, they still
// take Space.
func TestClickedControlsLeaveSpace(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func() focusable
		// click clicks the control as a person does, making a choice.
		click func(t *testing.T, c fyne.Canvas, o focusable)
		// value is what the control shows.
		value func(o focusable) string
	}{
		{"select", func() focusable { return NewSelect([]string{"a", "b"}, nil) },
			func(t *testing.T, c fyne.Canvas, o focusable) {
				test.Tap(o.(fyne.Tappable))
				items := menuItems(c)
				if len(items) != 2 {
					t.Fatalf("a click opened a list of %d items, want 2", len(items))
				}
				test.Tap(items[1])
			},
			func(o focusable) string { return o.(*Select).Selected }},
		{"check", func() focusable { return NewCheck("c", nil) },
			func(t *testing.T, c fyne.Canvas, o focusable) { test.Tap(o.(fyne.Tappable)) },
			func(o focusable) string { return map[bool]string{true: "ticked"}[o.(*Check).Checked] }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			o := tc.make()
			w := test.NewTempWindow(t, container.NewVBox(o, widget.NewLabel("")))
			w.Resize(fyne.NewSize(400, 300))
			c := w.Canvas()
			var got []fyne.KeyName
			c.SetOnTypedKey(func(k *fyne.KeyEvent) { got = append(got, k.Name) })
			tc.click(t, c, o)
			chosen := tc.value(o)
			typeSpace(c)
			if len(got) != 1 || tc.value(o) != chosen || c.Overlays().Top() != nil {
				t.Errorf("Space after a click: the window got %v, value %q then %q, overlay %T; want [Space], the value kept, no list",
					got, chosen, tc.value(o), c.Overlays().Top())
			}

			c.Focus(o)
			typeSpace(c)
			if len(got) != 1 || (tc.value(o) == chosen && c.Overlays().Top() == nil) {
				t.Errorf("Space after Tab: the window got %v, value %q; want the control to take it", got, tc.value(o))
			}
		})
	}
}
