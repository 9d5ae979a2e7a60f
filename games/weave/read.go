package weave

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"plateau/games/internal/bom"
	"plateau/games/reason"
)

// Limits of ReadJSON: beyond them a file is refused rather than read.
const (
	MaxFilePoints = 1 << 25 // points in a file
	maxCoord      = 1 << 30 // |coordinate|: growth from there cannot overflow int32
)

// jsonFile is the shape of DESIGN section 4; pointers and the opt types
// tell a missing field from a zero one.
type jsonFile struct {
	Rule   *string     `json:"rule"`
	Main   *string     `json:"main"`
	Order  *string     `json:"order"` // ours, optional: fifo when missing
	Seed   uint64      `json:"seed"`  // ours, optional
	Points []jsonPoint `json:"points"`
	Links  []intList   `json:"links"`
}

type jsonPoint struct {
	N    optInt  `json:"n"`
	P    intList `json:"p"`
	Free optBool `json:"free"`
}

// ReadJSON reads a lattice written by WriteJSON and checks that the rule
// could have grown it: points numbered 1..N, P1 at the origin, distinct
// coordinates, every link one step along a direction of the point's tripod,
// every expanded point linked in all its directions, and a growth from P1
// expanding the file's expanded points that creates the points with their
// numbers (see replay), which also gives each point's creator and so its
// generation.
//
// The loaded lattice has no undo history; its order is the file's "order"
// and "seed" (fifo when the file has none), and its steps are its expanded
// points. In the fifo, lifo and nearest orders it then grows on exactly as
// the lattice that was saved would have; random draws afresh from the
// seed.
func ReadJSON(r io.Reader) (*Model, error) {
	return ReadJSONContext(context.Background(), r)
}

// ReadJSONContext is ReadJSON ending soon after ctx does (a million points
// take about a second), with ctx's error.
func ReadJSONContext(ctx context.Context, r io.Reader) (*Model, error) {
	data, err := io.ReadAll(bom.Skip(r))
	if err != nil {
		return nil, fmt.Errorf("reading: %w", err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, refuse("empty file: not a lattice file")
	}
	var f jsonFile
	if err := decodeFile(ctx, data, &f); err != nil {
		return nil, err
	}
	order := OrderFIFO
	if f.Order != nil {
		if order, err = ParseOrder(*f.Order); err != nil {
			return nil, reason.At(itemLine(data, "order", -1), err)
		}
	}
	m, err := f.model(ctx)
	var ie *itemError
	if errors.As(err, &ie) {
		return nil, reason.At(itemLine(data, ie.key, ie.n), ie.err)
	}
	if err != nil {
		return nil, err
	}
	if err := m.SetOrder(order, f.Seed); err != nil {
		return nil, err
	}
	return m, nil
}

// An itemError is a fault of the file's value of key, or with n >= 0 of
// its n-th item (from 0), which ReadJSONContext places at its line.
type itemError struct {
	key string
	n   int
	err error
}

func (e *itemError) Error() string { return e.err.Error() }
func (e *itemError) Unwrap() error { return e.err }

// at is err, a fault of the value of key or of its n-th item.
func at(key string, n int, err error) error {
	return &itemError{key: key, n: n, err: err}
}

// stopped is ctx's error every progressEvery-th i (Grow's interval: a
// few milliseconds of work), else nil.
func stopped(ctx context.Context, i int) error {
	if i&(progressEvery-1) == 0 {
		return ctx.Err()
	}
	return nil
}

// model builds and checks the lattice described by f.
func (f *jsonFile) model(ctx context.Context) (*Model, error) {
	for _, field := range []struct {
		name    string
		missing bool
	}{{"rule", f.Rule == nil}, {"main", f.Main == nil}, {"points", f.Points == nil}, {"links", f.Links == nil}} {
		if field.missing {
			return nil, refuse("not a lattice file: no field %q (a lattice has \"rule\", \"main\", \"points\" and \"links\")", field.name)
		}
	}
	rule, err := ParseRule(*f.Rule)
	if err != nil {
		return nil, at("rule", -1, err)
	}
	main, err := ParseDir(*f.Main)
	if err != nil {
		return nil, at("main", -1, err)
	}
	if len(f.Points) == 0 || len(f.Points) > MaxFilePoints {
		return nil, at("points", -1, refuse("%d points: want 1 to %d", len(f.Points), MaxFilePoints))
	}
	m := newEmpty(Config{Rule: rule, Main: main})
	m.Reserve(len(f.Points))
	if err := f.addPoints(ctx, m); err != nil {
		return nil, err
	}
	for i, l := range f.Links {
		if err := stopped(ctx, i); err != nil {
			return nil, err
		}
		if err := m.addFileLink(l); err != nil {
			return nil, at("links", i, err)
		}
	}
	if err := m.checkExpanded(); err != nil {
		return nil, err
	}
	return m.replay(ctx)
}

// addPoints adds the points of f in order, checking numbers and coordinates.
func (f *jsonFile) addPoints(ctx context.Context, m *Model) error {
	for i, jp := range f.Points {
		if err := stopped(ctx, i); err != nil {
			return err
		}
		p, err := m.filePoint(i, jp)
		if err != nil {
			return at("points", i, err)
		}
		m.addPoint(p, -1)
		if !jp.Free.v {
			m.free[i] = false
			m.nfree--
			m.steps++
		}
	}
	return nil
}

// filePoint checks jp, the i-th point of the file, and returns its place.
func (m *Model) filePoint(i int, jp jsonPoint) ([3]int32, error) {
	var p [3]int32
	n := i + 1
	if !jp.N.ok || jp.N.v != int64(n) {
		return p, refuse("point %d of the list: want \"n\": %d", n, n)
	}
	if !jp.P.ok || jp.P.n != 3 || !jp.Free.ok {
		return p, refuse("P%d: want \"p\": [x, y, z] and \"free\": true or false", n)
	}
	for c, v := range jp.P.v {
		if v < -maxCoord || v > maxCoord {
			return p, refuse("P%d: coordinate %d out of range (±%d)", n, v, maxCoord)
		}
		p[c] = int32(v)
	}
	if n == 1 && p != [3]int32{} {
		return p, refuse("P1 is at %v: want (0, 0, 0)", p)
	}
	if j := m.at.get(p); j >= 0 {
		return p, refuse("P%d and P%d are both at %v", j+1, n, p)
	}
	return p, nil
}

// addFileLink adds link l = [a, b] after checking it follows the rule.
func (m *Model) addFileLink(l intList) error {
	if !l.ok || l.n != 2 {
		return refuse("link %d of the list: want [a, b]", m.links+1)
	}
	a, b := l.v[0], l.v[1]
	n := int64(len(m.pos))
	if a < 1 || b < 1 || a > n || b > n || a == b {
		return refuse("link [%d, %d]: want two different points among 1..%d", a, b, n)
	}
	i, j := int32(a-1), int32(b-1)
	p, q := m.pos[i], m.pos[j]
	k := m.geo.slotOf(parity(p), [3]int32{q[0] - p[0], q[1] - p[1], q[2] - p[2]})
	if k < 0 {
		return refuse("link [%d, %d] from %v to %v is not a step of the %v rule", a, b, p, q, m.cfg.Rule)
	}
	if m.link[i][k] != 0 {
		return refuse("link [%d, %d] is listed twice", min(a, b), max(a, b))
	}
	if m.free[i] && m.free[j] {
		return refuse("link [%d, %d] joins two free points: one of them must have been expanded", a, b)
	}
	m.connect(i, k, j)
	return nil
}

// checkExpanded checks that every expanded point is linked in every
// direction of its tripod, as expanding it would have done.
func (m *Model) checkExpanded() error {
	for i, p := range m.pos {
		if m.free[i] {
			continue
		}
		for k := 0; k < m.geo.n; k++ {
			if m.link[i][k] == 0 {
				return at("points", i, refuse("P%d is not free but has no link towards %v", i+1, m.geo.dirs[parity(p)][k]))
			}
		}
	}
	return nil
}

// replay grows the lattice of file model f again, from P1: the point after
// the last one created so far must be created by one of its expanded
// neighbours, the one whose expansion creates exactly the next points of the
// file, in order. Expansions that create nothing can come at any time; they
// come last. This checks that the numbering is a creation order of the rule
// and finds every point's creator, hence its generation. When two expanded
// points would create the same block, the file cannot tell which expanded
// first; the lower-numbered one is taken. That finds the true creators of
// fifo, lifo and nearest growths (checked for every rule and main direction
// in TestJSONRoundTrip's cases); random growths may get some other
// generations.
func (f *Model) replay(ctx context.Context) (*Model, error) {
	m := newEmpty(f.cfg)
	m.Reserve(len(f.pos))
	m.addPoint(f.pos[0], -1)
	var want [][3]int32
	for steps := 0; len(m.pos) < len(f.pos); steps++ {
		if err := stopped(ctx, steps); err != nil {
			return nil, err
		}
		next := int32(len(m.pos))
		creator := int32(-1)
		for _, v := range f.link[next][:f.geo.n] {
			c := v - 1
			if v == 0 || c >= next || f.free[c] || !m.free[c] || (creator >= 0 && c > creator) {
				continue
			}
			want = m.wouldCreate(c, want[:0])
			if len(want) > 0 && int(next)+len(want) <= len(f.pos) && slices.Equal(want, f.pos[next:int(next)+len(want)]) {
				creator = c
			}
		}
		if creator < 0 {
			return nil, at("points", int(next), refuse("P%d: no expanded neighbour before it creates it there by the %v rule: the numbering is not an order of growth", next+1, f.cfg.Rule))
		}
		m.expand(creator)
	}
	for i := range f.pos {
		if !f.free[i] && m.free[i] {
			m.expand(int32(i)) // creates nothing: every neighbour is in the file
		}
	}
	if len(m.pos) != len(f.pos) || m.links != f.links {
		return nil, at("links", -1, refuse("the links do not match a growth of the %v rule", f.cfg.Rule))
	}
	m.undo = undoLog{}
	m.last = -1
	return m, nil
}

// wouldCreate appends to dst the coordinates of the points expanding i would
// create, in order.
func (m *Model) wouldCreate(i int32, dst [][3]int32) [][3]int32 {
	p, par := m.pos[i], parity(m.pos[i])
	for t := 0; t < m.geo.n; t++ {
		d := &m.geo.dirs[par][m.slotTried(i, t)]
		q := [3]int32{p[0] + d[0], p[1] + d[1], p[2] + d[2]}
		if m.at.get(q) < 0 {
			dst = append(dst, q)
		}
	}
	return dst
}
