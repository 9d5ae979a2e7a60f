package weave

import (
	"bytes"
	"context"
	"errors"
	"strconv"

	"plateau/games/reason"
)

// decodeFile fills f from data as json.Unmarshal would: keys matched
// without regard to case, the last of a repeated key winning, other keys
// skipped once checked, null leaving a field missing, nothing but space
// after the object. It is written for the millions of small values of a
// large lattice, which encoding/json scans twice (to check, then to
// decode) and hands one by one to the opt types' UnmarshalJSON: a million
// points took it 1.5 s. Errors name their line.
// It ends soon after ctx does, with ctx's error.
func decodeFile(ctx context.Context, data []byte, f *jsonFile) error {
	d := decoder{b: data, ctx: ctx}
	d.space()
	if d.literal("null") {
		// json.Unmarshal leaves f as it is
	} else if err := d.object(func(key []byte) error { return d.fileField(key, f) }); err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return err // no line for a stop
		}
		return d.fail(err)
	}
	if d.space(); d.i < len(d.b) {
		return d.fail(d.fault("unexpected %q after the lattice's object"))
	}
	return nil
}

// itemLine is the line of data, a file decodeFile read, where the value
// of the lattice object's key starts, or with n >= 0 its n-th item (from
// 0); of a key given twice, the last, which decodeFile keeps. 0 when there
// is none. It finds the line of a fault found once the file is decoded,
// whatever the file's spacing, without the cost of keeping every item's
// place while decoding.
func itemLine(data []byte, key string, n int) int {
	d := decoder{b: data, ctx: context.Background()}
	at := -1
	d.space()
	err := d.object(func(k []byte) error {
		if !bytes.EqualFold(k, []byte(key)) {
			return d.skip()
		}
		if at = -1; n < 0 {
			at = d.i
			return d.skip()
		}
		i := 0
		_, err := d.array(func() error {
			if i == n {
				at = d.i
			}
			i++
			return d.skip()
		})
		return err
	})
	if err != nil || at < 0 {
		return 0
	}
	return 1 + bytes.Count(data[:at], []byte{'\n'})
}

// fileField reads the value of the lattice object's key.
func (d *decoder) fileField(key []byte, f *jsonFile) error {
	switch {
	case bytes.EqualFold(key, []byte("rule")):
		return d.optString(&f.Rule)
	case bytes.EqualFold(key, []byte("main")):
		return d.optString(&f.Main)
	case bytes.EqualFold(key, []byte("order")):
		return d.optString(&f.Order)
	case bytes.EqualFold(key, []byte("seed")):
		return d.seed(&f.Seed)
	case bytes.EqualFold(key, []byte("points")):
		return d.points(&f.Points)
	case bytes.EqualFold(key, []byte("links")):
		// A point has at most six links, each listed once: more links
		// than that are refused as they come, not once all are read (a
		// 57 MB list of empty links for one point took 2.6 GB). The points
		// are those read so far: a file giving its points again after its
		// links, which no program writes, is refused where encoding/json
		// would read it (the oracle test knows).
		most := 3 * MaxFilePoints
		if len(f.Points) > 0 {
			most = 3 * len(f.Points)
		}
		return d.links(&f.Links, most)
	}
	return d.skip()
}

// points reads the list of points as decodeSlice does; a null point leaves
// its element as it is, as encoding/json does.
func (d *decoder) points(out *[]jsonPoint) error {
	n := 0 // the point's number, P1 first, as the reader checks them
	return decodeSlice(d, out, MaxFilePoints, "more than %d points", func(p *jsonPoint) error {
		n++
		if d.literal("null") {
			return nil
		}
		return d.object(func(key []byte) error { return d.pointField(key, p, n) })
	})
}

// pointField reads the value of key in point Pn; a refusal names the
// point and the field, as the reader's checks do.
func (d *decoder) pointField(key []byte, p *jsonPoint, n int) error {
	var err error
	switch {
	case bytes.EqualFold(key, []byte("n")):
		if err = d.optInt(&p.N); err != nil {
			return reason.New("P%d: n: %v", n, err)
		}
	case bytes.EqualFold(key, []byte("p")):
		err = d.intList(&p.P)
		if errors.Is(err, errOutOfRange) {
			return reason.New("P%d: coordinate %v (±%d)", n, err, maxCoord)
		}
		if err != nil {
			return reason.New("P%d: coordinates: %v", n, err)
		}
	case bytes.EqualFold(key, []byte("free")):
		if err = d.optBool(&p.Free); err != nil {
			return reason.New("P%d: free: %v", n, err)
		}
	default:
		return d.skip()
	}
	return nil
}

// links reads the list of links as decodeSlice does, at most most of them.
func (d *decoder) links(out *[]intList, most int) error {
	n := 0
	return decodeSlice(d, out, most, "more than %d links", func(l *intList) error {
		n++
		if err := d.intList(l); err != nil {
			return reason.New("link %d: %v", n, err)
		}
		return nil
	})
}

// decodeSlice reads an array into *out as encoding/json does: each value
// into the element already there, if any (a key given twice), else into a
// new one, then the slice cut to the values read; null makes it nil and []
// empty but not nil. More than most values are refused, told by tooMany
// (a format of most).
func decodeSlice[T any](d *decoder, out *[]T, most int, tooMany string, item func(*T) error) error {
	s, i := *out, 0
	isNull, err := d.array(func() error {
		if i >= most {
			return reason.New(tooMany, most)
		}
		if i >= len(s) {
			if i == cap(s) {
				// Doubling, where append grows a large slice by a quarter:
				// a million points were copied some eight times over.
				grown := make([]T, len(s), max(16, 2*cap(s)))
				copy(grown, s)
				s = grown
			}
			s = s[:i+1]
		}
		if err := stopped(d.ctx, i); err != nil {
			return err
		}
		i++
		return item(&s[i-1])
	})
	switch {
	case err != nil:
		return err
	case isNull:
		s = nil
	case i == 0:
		s = []T{}
	default:
		s = s[:i]
	}
	*out = s
	return nil
}

// intList reads an array of integers into l, as intList.UnmarshalJSON.
func (d *decoder) intList(l *intList) error {
	*l = intList{}
	isNull, err := d.array(func() error {
		v, err := d.integer()
		if err != nil {
			return err
		}
		if l.n < len(l.v) {
			l.v[l.n] = v
		}
		l.n++
		return nil
	})
	l.ok = err == nil && !isNull
	return err
}

func (d *decoder) optInt(o *optInt) error {
	*o = optInt{}
	if d.literal("null") {
		return nil
	}
	v, err := d.integer()
	if err != nil {
		return err
	}
	o.v, o.ok = v, true
	return nil
}

func (d *decoder) optBool(o *optBool) error {
	switch {
	case d.literal("true"):
		*o = optBool{v: true, ok: true}
	case d.literal("false"):
		*o = optBool{ok: true}
	case d.literal("null"):
		*o = optBool{}
	default:
		return reason.New("want true or false")
	}
	return nil
}

// integer reads a JSON number that must be an integer (parseInt's range).
func (d *decoder) integer() (int64, error) {
	if d.i >= len(d.b) || d.b[d.i] != '-' && (d.b[d.i] < '0' || d.b[d.i] > '9') {
		return 0, errNotInt
	}
	start := d.i
	if err := d.number(); err != nil {
		return 0, err
	}
	v, _, err := parseInt(d.b[start:d.i], 0)
	return v, err
}

// optString reads a string, or null (which makes *s nil, as encoding/json
// does with a pointer).
func (d *decoder) optString(s **string) error {
	if d.literal("null") {
		*s = nil
		return nil
	}
	b, err := d.str()
	if err != nil {
		return err
	}
	v := string(b)
	*s = &v
	return nil
}

// seed reads a whole number 0..2^64-1; null leaves it as it is.
func (d *decoder) seed(s *uint64) error {
	if d.literal("null") {
		return nil
	}
	start := d.i
	if err := d.number(); err != nil {
		return err
	}
	v, err := strconv.ParseUint(string(d.b[start:d.i]), 10, 64)
	if err != nil {
		return reason.New("the seed: want a whole number from 0 to 18446744073709551615")
	}
	*s = v
	return nil
}
