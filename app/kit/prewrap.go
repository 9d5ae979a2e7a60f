package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne 2.7 wraps a RichText segment by segment, and when the text after a
// bold word does not fit on the rest of the line but would fit on a line
// of its own, and the widest part that fits ends just before a space, it
// moves that text whole to the next line: "**Expanding** a free point..."
// showed "Expanding" alone, the rest under it starting with a space. The
// Rules pages are wrapped here first, word by word across the segments,
// a little narrower than the page, so that Fyne's own wrapping finds
// every line fits and never moves a segment.

// PreWrap returns segs with line breaks put into their inline text so
// that no line is wider than width: each paragraph and list item is
// wrapped greedily, word by word, whatever its segments' styles. Blocks
// (headings, code) are left as they are. The segments are new; segs is
// unchanged.
func PreWrap(segs []widget.RichTextSegment, width float32) []widget.RichTextSegment {
	if width < 100 { // not laid out yet, or too narrow to mean anything: a word a line
		return segs
	}
	w := &wrapper{width: width}
	return w.segments(segs)
}

// wrapper is one PreWrap: where the line has got to, the last inline
// text written, and the last place the line may break.
type wrapper struct {
	width float32
	x     float32
	last  *widget.TextSegment
	brk   *breakAt
}

// breakAt is a space where a line may break: byte off of seg's text (of
// the text being built, while seg is), x the line's width after it, and
// before the inline text written before seg (nil for none).
type breakAt struct {
	seg    *widget.TextSegment
	off    int
	x      float32
	before *widget.TextSegment
}

func (w *wrapper) segments(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := make([]widget.RichTextSegment, 0, len(segs))
	for _, s := range segs {
		switch x := s.(type) {
		case *widget.ListSegment:
			l := *x // the same list, its items wrapped
			l.Items = make([]widget.RichTextSegment, len(x.Items))
			for i, it := range x.Items {
				w.newLine()
				w.x = w.measure(listMark(x, i), widget.RichTextStyleStrong)
				l.Items[i] = w.segments([]widget.RichTextSegment{it})[0]
			}
			w.newLine()
			out = append(out, &l)
		case *widget.ParagraphSegment:
			out = append(out, &widget.ParagraphSegment{Texts: w.segments(x.Texts)})
			w.newLine()
		case *widget.TextSegment:
			if !x.Style.Inline {
				w.newLine()
				out = append(out, &widget.TextSegment{Style: x.Style, Text: x.Text})
				continue
			}
			out = append(out, w.text(x))
		default:
			w.newLine()
			out = append(out, s)
		}
	}
	return out
}

// listMark is the mark Fyne draws before item i of list l.
func listMark(l *widget.ListSegment, i int) string {
	if l.Ordered {
		return "00.  " // a number, a dot and a space: about this wide
	}
	return "•  "
}

func (w *wrapper) newLine() { w.x, w.last, w.brk = 0, nil, nil }

// text wraps one inline segment, going on from where the line has got to.
// A line breaks at a space, never before a word joined to the one before
// it (the rest of a word after a bold part, "**libre**,") nor before the
// punctuation French sets off with a space (" :", " ;", " »"), nor after
// an opening "«": those break at the space before, or not at all.
func (w *wrapper) text(seg *widget.TextSegment) *widget.TextSegment {
	out := &widget.TextSegment{Style: seg.Style}
	var buf []byte
	space := w.measure(" ", seg.Style)
	words := strings.Split(seg.Text, " ")
	prev := ""
	for i, word := range words {
		if i > 0 && w.x > 0 {
			if !closing(word) && prev != "«" {
				w.brk = &breakAt{seg: out, off: len(buf), x: w.x + space, before: w.last}
			}
			buf = append(buf, ' ')
			w.x += space
		}
		if word == "" {
			continue
		}
		ww := w.measure(word, seg.Style)
		if w.x > 0 && w.x+ww > w.width {
			buf = w.breakLine(buf, out)
		}
		buf = append(buf, word...)
		w.x += ww
		prev = word
	}
	out.Text = string(buf)
	w.last = out
	return out
}

// closing reports whether word is punctuation that stays with the word
// before it across a space (French ":", ";", "!", "?", "»").
func closing(word string) bool {
	switch word {
	case ":", ";", "!", "?", "»", "):", ");":
		return true
	}
	return false
}

// breakLine breaks the line at the last place it may, before the word
// about to be written after buf (the text of cur so far), and returns buf.
// A break that would open a segment goes at the end of the one before
// instead: a segment that starts with a break has Fyne wrap its next line
// to what was left of the line before ("B = {D2, D4, D6}" fell apart, a
// word a line).
func (w *wrapper) breakLine(buf []byte, cur *widget.TextSegment) []byte {
	b := w.brk
	if b == nil {
		return buf // no place to break since the line began: it overflows
	}
	w.brk = nil
	w.x -= b.x
	text := string(buf)
	if b.seg != cur {
		text = b.seg.Text
	}
	switch {
	case b.off == 0 && b.before != nil:
		b.before.Text = strings.TrimRight(b.before.Text, " ") + "\n"
		text = text[1:]
	default:
		text = text[:b.off] + "\n" + text[b.off+1:]
	}
	if b.seg != cur {
		b.seg.Text = text
		return buf
	}
	return []byte(text)
}

// measure is the width of text in style as the RichText draws it.
func (w *wrapper) measure(text string, st widget.RichTextStyle) float32 {
	size := theme.Size(theme.SizeNameText)
	if st.SizeName != "" {
		size = theme.Size(st.SizeName)
	}
	return fyne.MeasureText(text, size, st.TextStyle).Width
}
