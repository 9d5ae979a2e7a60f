package kit

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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

// LateSnapshot is a Recoverable whose work takes long to encode (a
// Weave lattice of half a million points: 0.2 to 0.3 s as JSON, every ten
// seconds on the UI goroutine while it changed). SnapshotLater is
// Snapshot, with the same errors, but it only copies the work, on the UI
// goroutine where the recovery asks: encode makes the snapshot's bytes
// from that copy, once, on the goroutine that keeps them (Recovery.Keep),
// and may be called again for the same bytes.
type LateSnapshot interface {
	SnapshotLater() (ext string, encode func() ([]byte, error), err error)
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
	// Unreadable is set on work a Restore could not open (MarkUnreadable):
	// the next start says so rather than offer it as good work again.
	// Written only when set, so that an index is as before unless a
	// Restore failed: a Plateau older than the field (session 30) reads
	// the others, and refuses only such an index, whose work it then
	// salvages from the folder's files as it does a folder with no index.
	Unreadable bool `json:"unreadable,omitempty"`
	// When is when the snapshot was last written, read back from its
	// file with the orphans: the offer says when the work was kept, as it
	// may be older than the last session (answered Later).
	When time.Time `json:"-"`
}

// Work is one workspace's unsaved work, ready to be kept.
type Work struct {
	Kept
	Data []byte
	// Encode, when not nil, makes Data where the work is kept, off the
	// UI goroutine (LateSnapshot).
	Encode func() ([]byte, error)
}

// WorkOf is workspace id's work, snapshotted, when it is unsaved; ok is
// false when there is nothing to keep. Work too large to keep gives
// ErrTooLarge: it is unsaved all the same, and a restart must not leave
// it behind without asking.
func WorkOf(id string, r Recoverable) (w Work, ok bool, err error) {
	what := r.Unsaved()
	if what == "" {
		return Work{}, false, nil
	}
	var ext string
	var data []byte
	var encode func() ([]byte, error)
	if l, ok := r.(LateSnapshot); ok {
		ext, encode, err = l.SnapshotLater()
	} else {
		ext, data, err = r.Snapshot()
	}
	if err != nil {
		return Work{}, false, err
	}
	return Work{Kept{Workspace: id, What: what, Lang: CurrentLanguage(), Doc: r.Document(), File: id + ext}, data, encode}, true, nil
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
	// stamps numbers the snapshots as they are taken (Stamp), and
	// written is the stamp of the last one written.
	stamps  atomic.Uint64
	written Stamp
}

// A Stamp orders the snapshots of the work: taken with a snapshot, on
// the UI goroutine, it lets KeepStamped refuse one older than the last
// written. A tick's snapshot, taken just before a Restore and written
// after the keep that followed it, removed the restored work's only kept
// copy; the tick cannot hold the keeps' lock on the UI goroutine while
// it waits for that goroutine.
type Stamp uint64

// Stamp is the next snapshot's stamp: take it as the snapshot is taken.
func (r *Recovery) Stamp() Stamp { return Stamp(r.stamps.Add(1)) }

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
// workspace snapshotted just now: new or changed snapshots are written,
// then the index, then the snapshots of work saved or discarded since are
// removed; with nothing left the folder goes. Each file is written whole
// or not at all, so a crash at any point leaves an index whose files are
// there.
func (r *Recovery) Keep(work []Work) error { return r.KeepStamped(r.Stamp(), work) }

// KeepStamped is Keep of work snapshotted at stamp at, written elsewhere
// than where it was taken: it writes nothing when a snapshot taken after
// it has been written already.
func (r *Recovery) KeepStamped(at Stamp, work []Work) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed || at < r.written {
		return nil
	}
	r.written = at
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
		data := w.Data
		if w.Encode != nil {
			var err error
			if data, err = w.Encode(); err != nil {
				return err
			}
		}
		sum := sha256.Sum256(data)
		if old, ok := r.last[w.File]; ok && old == sum {
			continue
		}
		if err := safefile.WriteBytes(filepath.Join(r.dir, w.File), data); err != nil {
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

// RecoveredText is what a workspace's status bar says of work it
// recovered.
func RecoveredText() string {
	return lang.L("Restored the unsaved work Plateau kept when it stopped without quitting. It is not saved yet.")
}
