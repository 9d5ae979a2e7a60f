package kit

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/safefile"
)

// Recoverable is implemented by the workspaces whose unsaved work is kept
// in a recovery file while Plateau runs, so that a crash, a power cut or a
// killed process loses at most the last seconds of it. The next start
// offers it back.
type Recoverable interface {
	Unsaved
	Documented
	// Snapshot is the work in a file format the workspace opens, and
	// that format's extension (".json"). It must not change the work or
	// what Unsaved says of it; ErrBusy means "not now, the work is
	// changing", and the last snapshot is kept meanwhile; ErrTooLarge
	// means the work is not kept at all.
	Snapshot() (ext string, data []byte, err error)
	// Recover opens the snapshot at path as work not yet saved whose file
	// is doc ("" when it had none): Save then writes to doc, and the
	// window's title marks the work unsaved. On error nothing changes.
	Recover(path, doc string) error
}

// ErrTooLarge is a Snapshot's answer for work too large to write out
// every few seconds on the UI goroutine (a lattice of millions of points
// froze the window 1.5 s at each keep, and held gigabytes): it is not
// kept, and the workspace says so.
var ErrTooLarge = errors.New("too large to keep for recovery")

// Kept names one workspace's unsaved work in a recovery folder.
type Kept struct {
	Workspace string `json:"workspace"` // Info().ID
	What      string `json:"what"`      // Unsaved()'s words when it was kept
	Lang      string `json:"lang"`      // the language of What
	Doc       string `json:"doc"`       // the work's own file, "" for none
	File      string `json:"file"`      // the snapshot's name in the folder
}

// Work is one workspace's unsaved work, ready to be kept.
type Work struct {
	Kept
	Data []byte
}

// WorkOf is workspace id's work, snapshotted, when it is unsaved; ok is
// false when there is nothing to keep.
func WorkOf(id string, r Recoverable) (w Work, ok bool, err error) {
	what := r.Unsaved()
	if what == "" {
		return Work{}, false, nil
	}
	ext, data, err := r.Snapshot()
	switch {
	case errors.Is(err, ErrTooLarge):
		return Work{}, false, nil
	case err != nil:
		return Work{}, false, err
	}
	return Work{Kept{Workspace: id, What: what, Lang: CurrentLanguage(), Doc: r.Document(), File: id + ext}, data}, true, nil
}

// recoveryIndex is index.json in a process's recovery folder.
type recoveryIndex struct {
	Version int    `json:"version"`
	Kept    []Kept `json:"kept"`
}

const recoveryVersion = 1

// Recovery keeps the unsaved work of one running Plateau in a folder of
// its own, root/PID.START (its process number and start time, since
// process numbers come round again, in sandboxes often at every start): a
// snapshot file a workspace and index.json naming them. Folders left by
// processes that ended without quitting are orphans: their work is offered
// back at the next start.
type Recovery struct {
	mu     sync.Mutex // Keep runs off the UI goroutine, Close on it
	closed bool
	root   string
	dir    string
	pid    int
	// last is the hash of each snapshot written, by file name, so that
	// unchanged work is not written again.
	last map[string][32]byte
	kept []Kept // the index as last written
}

// NewRecovery keeps work under root for the process pid, starting now.
func NewRecovery(root string, pid int) *Recovery {
	name := strconv.Itoa(pid) + "." + strconv.FormatInt(time.Now().UnixNano(), 36)
	return &Recovery{root: root, pid: pid, dir: filepath.Join(root, name), last: map[string][32]byte{}}
}

// folderPID reads the process number a folder's name starts with.
func folderPID(name string) (int, bool) {
	p, _, ok := strings.Cut(name, ".")
	pid, err := strconv.Atoi(p)
	return pid, ok && err == nil && pid > 0
}

// Keep brings the folder up to date with work, the unsaved work of every
// workspace now: new or changed snapshots are written, then the index,
// then the snapshots of work saved or discarded since are removed; with
// nothing left the folder goes. Each file is written whole or not at all,
// so a crash at any point leaves an index whose files are there.
func (r *Recovery) Keep(work []Work) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil
	}
	return r.keep(work)
}

// HandOver keeps work for the next Plateau, which this one starts (a
// restart in another language): the folder is marked as handed over, so
// that the next process takes it at once, without asking and while this
// one may still be leaving. Keep does nothing after it.
func (r *Recovery) HandOver(work []Work) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return errors.New("recovery closed")
	}
	if err := r.keep(work); err != nil {
		return err
	}
	r.closed = true
	if len(work) == 0 {
		return nil
	}
	return safefile.WriteBytes(filepath.Join(r.dir, handOverName), nil)
}

// handOverName marks a folder handed over to the next process.
const handOverName = "handover"

func (r *Recovery) keep(work []Work) error {
	if len(work) == 0 {
		return r.clear()
	}
	if err := os.MkdirAll(r.dir, 0o700); err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(r.dir, indexName)); err != nil {
		// the folder was emptied behind Keep's back: write it all again
		r.kept, r.last = nil, map[string][32]byte{}
	}
	index := make([]Kept, len(work))
	for i, w := range work {
		index[i] = w.Kept
		sum := sha256.Sum256(w.Data)
		if old, ok := r.last[w.File]; ok && old == sum {
			continue
		}
		if err := safefile.WriteBytes(filepath.Join(r.dir, w.File), w.Data); err != nil {
			return err
		}
		r.last[w.File] = sum
	}
	if slices.Equal(index, r.kept) {
		return nil
	}
	b, err := json.MarshalIndent(recoveryIndex{Version: recoveryVersion, Kept: index}, "", "  ")
	if err != nil {
		return err
	}
	if err := safefile.WriteBytes(filepath.Join(r.dir, indexName), b); err != nil {
		return err
	}
	for _, old := range r.kept {
		if !slices.ContainsFunc(index, func(k Kept) bool { return k.File == old.File }) {
			_ = os.Remove(filepath.Join(r.dir, old.File))
			delete(r.last, old.File)
		}
	}
	r.kept = index
	return nil
}

// indexName is the file naming a folder's snapshots.
const indexName = "index.json"

// Close removes the process's folder for good, when Plateau quits: the
// work is saved, or the person chose to discard it. Keep does nothing
// after it.
func (r *Recovery) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	return r.clear()
}

func (r *Recovery) clear() error {
	r.kept, r.last = nil, map[string][32]byte{}
	err := os.RemoveAll(r.dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

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
		if fst, err := os.Stat(kept[i].File); err == nil && fst.ModTime().After(when) {
			when = fst.ModTime()
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
		b, err := json.MarshalIndent(recoveryIndex{Version: recoveryVersion, Kept: left}, "", "  ")
		index := filepath.Join(o.Dir, indexName)
		if err != nil || safefile.WriteBytes(index, b) != nil {
			continue
		}
		// Folders are offered newest first, by their files' times: the
		// index written now would make this one look newer than it is.
		_ = os.Chtimes(index, o.When, o.When)
		_ = os.Remove(filepath.Join(o.Dir, handOverName)) // what is left is offered, not taken
		for _, k := range o.Kept {
			if done(k) {
				_ = os.Remove(k.File)
			}
		}
	}
}

// RecoveredText is what a workspace's status bar says of work it
// recovered.
func RecoveredText() string {
	return lang.L("Restored the unsaved work Plateau kept when it last stopped. It is not saved yet.")
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
		o.Kept = append(o.Kept, Kept{Workspace: id, File: filepath.Join(dir, name)}) // no What: the window names the workspace
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
