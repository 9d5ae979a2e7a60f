package weave

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Format is a file format the lattice exports to.
type Format int

// The export formats of DESIGN section 6; only JSON is read back.
const (
	FormatJSON Format = iota // {"rule", "main", "points": [{"n", "p", "free"}], "links": [[a, b]]}
	FormatPLY                // ASCII PLY: vertices with a colour by state, and edges (MeshLab, Blender)
	FormatOBJ                // Wavefront OBJ: v lines and l lines (Blender, MeshLab)
)

// FormatOf returns the format named by the extension of path (.json, .ply, .obj).
func FormatOf(path string) (Format, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return FormatJSON, nil
	case ".ply":
		return FormatPLY, nil
	case ".obj":
		return FormatOBJ, nil
	}
	return 0, refuse("%q: want a .json, .ply or .obj file", path)
}

// Write writes the lattice in format f.
func (m *Model) Write(w io.Writer, f Format) error {
	l := m.lattice()
	return l.write(w, f)
}

// lattice is what the writers read of a lattice: its settings, points and
// links; a Model's shares the model's slices, a Frozen's holds copies.
type lattice struct {
	cfg   Config
	slots int // the link slots a point has: the rule's directions
	pos   [][3]int32
	free  []bool
	link  [][6]int32
	links int
}

func (m *Model) lattice() lattice {
	return lattice{cfg: m.cfg, slots: m.geo.n, pos: m.pos, free: m.free, link: m.link, links: m.links}
}

// Frozen is a lattice as it was when frozen, written out on another
// goroutine while the model changes on: copying half a million points
// takes a few milliseconds, writing them out as JSON a fifth of a second
// (the app's recovery snapshot, which copies on the UI goroutine).
type Frozen struct{ l lattice }

// Freeze copies what Write writes of the lattice.
func (m *Model) Freeze() *Frozen {
	l := m.lattice()
	l.pos, l.free, l.link = slices.Clone(l.pos), slices.Clone(l.free), slices.Clone(l.link)
	return &Frozen{l}
}

// Write writes the lattice as it was when frozen in format f, as
// Model.Write did then. It may run on any goroutine.
func (f *Frozen) Write(w io.Writer, format Format) error { return f.l.write(w, format) }

func (l *lattice) write(w io.Writer, f Format) error {
	switch f {
	case FormatJSON:
		return l.writeJSON(w)
	case FormatPLY:
		return l.writePLY(w)
	case FormatOBJ:
		return l.writeOBJ(w)
	}
	return fmt.Errorf("weave: unknown format %d", int(f))
}

// lineWriter appends to a reused line buffer and flushes through bufio, so
// exporting a million points allocates nothing per point.
type lineWriter struct {
	bw  *bufio.Writer
	buf []byte
}

func newLineWriter(w io.Writer) *lineWriter {
	return &lineWriter{bw: bufio.NewWriterSize(w, 1<<16), buf: make([]byte, 0, 128)}
}

func (lw *lineWriter) str(s string) *lineWriter { lw.buf = append(lw.buf, s...); return lw }
func (lw *lineWriter) num(v int64) *lineWriter  { lw.buf = strconv.AppendInt(lw.buf, v, 10); return lw }

// flush moves the line buffer into the bufio.Writer and reports whether
// writing goes on: once the writer has failed (ctxio's after Stop), bufio
// keeps its error and takes nothing more, and the loops that went on
// formatting the rest of the lattice for nothing held a Stop a second on
// five million points. The error itself surfaces in done.
func (lw *lineWriter) flush() bool {
	_, err := lw.bw.Write(lw.buf)
	lw.buf = lw.buf[:0]
	return err == nil
}

func (lw *lineWriter) done() error {
	lw.flush()
	return lw.bw.Flush()
}

// coords writes "x<sep>y<sep>z".
func (lw *lineWriter) coords(p [3]int32, sep string) *lineWriter {
	return lw.num(int64(p[0])).str(sep).num(int64(p[1])).str(sep).num(int64(p[2]))
}

// WriteJSON writes the lattice in the JSON shape of DESIGN section 4, one
// point or link a line; links are listed once, lower number first. Beside
// that shape it records the visiting order and its seed ("order", "seed"),
// so that a lattice opened again grows on as it would have.
func (m *Model) WriteJSON(w io.Writer) error {
	l := m.lattice()
	return l.writeJSON(w)
}

func (l *lattice) writeJSON(w io.Writer) error {
	lw := newLineWriter(w)
	lw.str(`{"rule": "`).str(l.cfg.Rule.String()).str(`", "main": "`).str(l.cfg.Main.String())
	lw.str(`", "order": "`).str(l.cfg.Order.String()).str(`", "seed": `)
	lw.buf = strconv.AppendUint(lw.buf, l.cfg.Seed, 10)
	lw.str(`, "points": [`)
	for i, p := range l.pos {
		if i > 0 {
			lw.str(",")
		}
		lw.str("\n  {\"n\": ").num(int64(i+1)).str(`, "p": [`).coords(p, ", ").str(`], "free": `).str(strconv.FormatBool(l.free[i])).str("}")
		if !lw.flush() {
			return lw.done()
		}
	}
	lw.str("\n], \"links\": [")
	first := true
	l.eachLink(func(a, b int32) bool {
		if !first {
			lw.str(",")
		}
		first = false
		lw.str("\n  [").num(int64(a + 1)).str(", ").num(int64(b + 1)).str("]")
		return lw.flush()
	})
	lw.str("\n]}\n")
	return lw.done()
}

// eachLink calls f(a, b) for every link once, a < b, in order of a,
// until f returns false (a writer that failed).
func (m *Model) eachLink(f func(a, b int32) bool) {
	l := m.lattice()
	l.eachLink(f)
}

func (l *lattice) eachLink(f func(a, b int32) bool) {
	for i := range l.link {
		for _, v := range l.link[i][:l.slots] {
			if v > int32(i+1) && !f(int32(i), v-1) {
				return
			}
		}
	}
}

// Colours of the PLY export: expanded points grey, free points green, as in
// the app's "by state" view.
var (
	plyTagged = "170 176 190"
	plyFree   = "80 220 120"
)

// WritePLY writes an ASCII PLY file: one vertex per point (coordinates and a
// colour by state) and one edge per link, vertices numbered from 0.
func (m *Model) WritePLY(w io.Writer) error {
	l := m.lattice()
	return l.writePLY(w)
}

func (l *lattice) writePLY(w io.Writer) error {
	lw := newLineWriter(w)
	lw.str("ply\nformat ascii 1.0\ncomment plateau weave rule ").str(l.cfg.Rule.String()).str(" main ").str(l.cfg.Main.String()).str("\n")
	lw.str("element vertex ").num(int64(len(l.pos))).str("\nproperty float x\nproperty float y\nproperty float z\n")
	lw.str("property uchar red\nproperty uchar green\nproperty uchar blue\n")
	lw.str("element edge ").num(int64(l.links)).str("\nproperty int vertex1\nproperty int vertex2\nend_header\n")
	for i, p := range l.pos {
		c := plyTagged
		if l.free[i] {
			c = plyFree
		}
		lw.coords(p, " ").str(" ").str(c).str("\n")
		if !lw.flush() {
			return lw.done()
		}
	}
	l.eachLink(func(a, b int32) bool {
		lw.num(int64(a)).str(" ").num(int64(b)).str("\n")
		return lw.flush()
	})
	return lw.done()
}

// WriteOBJ writes a Wavefront OBJ file: a v line per point and an l line per
// link (OBJ numbers vertices from 1, like the points).
func (m *Model) WriteOBJ(w io.Writer) error {
	l := m.lattice()
	return l.writeOBJ(w)
}

func (l *lattice) writeOBJ(w io.Writer) error {
	lw := newLineWriter(w)
	lw.str("# plateau weave rule ").str(l.cfg.Rule.String()).str(" main ").str(l.cfg.Main.String()).str("\n")
	lw.str("# ").num(int64(len(l.pos))).str(" points, ").num(int64(l.links)).str(" links\no weave\n")
	for _, p := range l.pos {
		lw.str("v ").coords(p, " ").str("\n")
		if !lw.flush() {
			return lw.done()
		}
	}
	l.eachLink(func(a, b int32) bool {
		lw.str("l ").num(int64(a + 1)).str(" ").num(int64(b + 1)).str("\n")
		return lw.flush()
	})
	return lw.done()
}
