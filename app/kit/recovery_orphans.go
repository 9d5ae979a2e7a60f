package kit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"plateau/app/safefile"
	"slices"
	"strings"
	"time"
)

// The orphans: the folders of Plateaus that did not quit, read back at
// the next start, and what is done with their work.

// Orphan is the work a Plateau that did not quit left behind.
type Orphan struct {
	Dir  string
	When time.Time // when its newest file was written
	Kept []Kept    // File is a full path
	// HandedOver is set when the process that kept the work started this
	// one to take it (HandOver): restore it without asking.
	HandedOver bool
}

// Orphans lists the folders under root left by processes that are no
// longer running (alive says which are), newest first. Another folder of
// this process's own PID is from an earlier process that had the same
// number. A folder whose index cannot be read offers the snapshots found
// in it (salvage): a damaged index removed the folder, and good work with
// it. A folder with neither is removed.
func (r *Recovery) Orphans(alive func(pid int) bool) []Orphan {
	entries, err := os.ReadDir(r.root)
	if err != nil {
		return nil
	}
	var out []Orphan
	for _, e := range entries {
		pid, ok := folderPID(e.Name())
		dir := filepath.Join(r.root, e.Name())
		if !ok || !e.IsDir() || dir == r.dir || (pid != r.pid && alive(pid) && !handedOver(dir)) {
			continue
		}
		o, err := readOrphan(dir)
		if err != nil {
			if o, err = salvage(dir); err != nil {
				_ = os.RemoveAll(dir)
				continue
			}
		}
		out = append(out, o)
	}
	slices.SortFunc(out, func(a, b Orphan) int { return b.When.Compare(a.When) })
	return out
}

// handedOver reports whether the folder is marked as handed over.
func handedOver(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, handOverName))
	return err == nil
}

// maxIndexBytes bounds an index file: a few entries of short strings.
const maxIndexBytes = 1 << 16

func readOrphan(dir string) (Orphan, error) {
	name := filepath.Join(dir, indexName)
	st, err := os.Stat(name)
	if err != nil {
		return Orphan{}, err
	}
	if st.Size() > maxIndexBytes {
		return Orphan{}, fmt.Errorf("%s: too large", name)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return Orphan{}, err
	}
	kept, err := parseIndex(b)
	if err != nil {
		return Orphan{}, fmt.Errorf("%s: %w", name, err)
	}
	when := st.ModTime()
	for i := range kept {
		kept[i].File = filepath.Join(dir, kept[i].File)
		fst, err := os.Stat(kept[i].File)
		if err != nil {
			continue
		}
		kept[i].When = fst.ModTime()
		if kept[i].When.After(when) {
			when = kept[i].When
		}
	}
	return Orphan{Dir: dir, When: when, Kept: kept, HandedOver: handedOver(dir)}, nil
}

// parseIndex reads an index, refusing one of another version, without
// work, or naming a file outside its folder.
func parseIndex(b []byte) ([]Kept, error) {
	var ix recoveryIndex
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ix); err != nil {
		return nil, err
	}
	if ix.Version != recoveryVersion {
		return nil, fmt.Errorf("version %d, not %d", ix.Version, recoveryVersion)
	}
	if len(ix.Kept) == 0 {
		return nil, errors.New("no work kept")
	}
	for _, k := range ix.Kept {
		if k.Workspace == "" || k.File == "" || k.File != filepath.Base(k.File) ||
			k.File == "." || k.File == ".." || k.File == indexName || k.File == handOverName {
			return nil, fmt.Errorf("bad entry %q", k.File)
		}
	}
	return ix.Kept, nil
}

// Latest is the newest work of each workspace among orphans (listed
// newest first), one entry a workspace.
func Latest(orphans []Orphan) []Kept {
	var out []Kept
	for _, o := range orphans {
		for _, k := range o.Kept {
			if !slices.ContainsFunc(out, func(x Kept) bool { return x.Workspace == k.Workspace }) {
				out = append(out, k)
			}
		}
	}
	return out
}

// Drop removes from the orphans' folders the kept work done says is over
// (restored, or discarded) and the folders left with none; the rest stays,
// to be offered at the next start (older work of a workspace, or work that
// did not open). A folder whose index cannot be written again goes whole
// only when all its work is over.
func Drop(orphans []Orphan, done func(Kept) bool) {
	for _, o := range orphans {
		var left []Kept
		for _, k := range o.Kept {
			if !done(k) {
				k.File = filepath.Base(k.File)
				left = append(left, k)
			}
		}
		if len(left) == 0 {
			_ = os.RemoveAll(o.Dir)
			continue
		}
		if len(left) == len(o.Kept) {
			continue
		}
		if rewriteIndex(o, left) != nil {
			continue
		}
		_ = os.Remove(filepath.Join(o.Dir, handOverName)) // what is left is offered, not taken
		for _, k := range o.Kept {
			if done(k) {
				_ = os.Remove(k.File)
			}
		}
	}
}

// MarkUnreadable marks in the orphans, and in their folders' indexes, the
// kept work failed says a Restore could not open: it stays (the person
// may want to look at it), and the next start says it could not be read
// rather than offer it in the same words, to fail the same way, at every
// start.
func MarkUnreadable(orphans []Orphan, failed func(Kept) bool) {
	for _, o := range orphans {
		marked := false
		for i, k := range o.Kept {
			if failed(k) && !k.Unreadable {
				o.Kept[i].Unreadable, marked = true, true
			}
		}
		if !marked {
			continue
		}
		index := make([]Kept, len(o.Kept))
		for i, k := range o.Kept {
			k.File = filepath.Base(k.File)
			index[i] = k
		}
		_ = rewriteIndex(o, index)
	}
}

// rewriteIndex writes the index of orphan o's folder again, naming kept.
func rewriteIndex(o Orphan, kept []Kept) error {
	b, err := json.MarshalIndent(recoveryIndex{Version: recoveryVersion, Kept: kept}, "", "  ")
	if err != nil {
		return err
	}
	index := filepath.Join(o.Dir, indexName)
	if err := safefile.WriteBytes(index, b); err != nil {
		return err
	}
	// Folders are offered newest first, by their files' times: the
	// index written now would make this one look newer than it is.
	return os.Chtimes(index, o.When, o.When)
}

// salvage makes an orphan of the snapshots in dir when its index cannot be
// read: each file named after a workspace, as Keep names them ("rikudo.txt"),
// is that workspace's work; what it was and its own file are lost with
// the index. It fails when there is no such file.
func salvage(dir string) (Orphan, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return Orphan{}, err
	}
	o := Orphan{Dir: dir, HandedOver: handedOver(dir)}
	for _, e := range entries {
		name := e.Name()
		id, _, _ := strings.Cut(name, ".")
		info, err := e.Info()
		if err != nil || !e.Type().IsRegular() || name == indexName || name == handOverName || !isWorkspaceID(id) {
			continue
		}
		o.Kept = append(o.Kept, Kept{Workspace: id, File: filepath.Join(dir, name), When: info.ModTime()}) // no What: the window names the workspace
		if info.ModTime().After(o.When) {
			o.When = info.ModTime()
		}
	}
	if len(o.Kept) == 0 {
		return Orphan{}, errors.New("nothing to salvage")
	}
	return o, nil
}

// isWorkspaceID reports whether s can be a workspace's ID: lower-case
// letters only (safefile's temporary files and strays are not).
func isWorkspaceID(s string) bool {
	return s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == ""
}
