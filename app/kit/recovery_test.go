package kit

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"
)

func work(id, ext, data string) Work {
	return Work{Kept: Kept{Workspace: id, What: "the " + id, Doc: "/docs/" + id + ext, File: id + ext}, Data: []byte(data)}
}

func never(int) bool { return false }

func readString(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// An orphan read back names what was kept, and its files hold the work.
func TestRecoveryKeepsWorkForTheNextStart(t *testing.T) {
	root := t.TempDir()
	r := NewRecovery(root, 101)
	if err := r.Keep([]Work{work("eternity", ".json", `{"a":1}`), work("rikudo", ".txt", "3 3")}); err != nil {
		t.Fatal(err)
	}
	next := NewRecovery(root, 202)
	orphans := next.Orphans(never)
	if len(orphans) != 1 || len(orphans[0].Kept) != 2 {
		t.Fatalf("orphans %+v, want one with two works", orphans)
	}
	for _, k := range orphans[0].Kept {
		want := map[string]string{"eternity": `{"a":1}`, "rikudo": "3 3"}[k.Workspace]
		if got := readString(t, k.File); got != want {
			t.Errorf("%s holds %q, want %q", k.File, got, want)
		}
		if k.Doc != "/docs/"+filepath.Base(k.File) || k.What != "the "+k.Workspace {
			t.Errorf("entry %+v lost its document or words", k)
		}
	}
}

// Work saved since is taken out, unchanged work is not written again, and
// with nothing left the folder goes.
func TestRecoveryFollowsTheWork(t *testing.T) {
	root := t.TempDir()
	r := NewRecovery(root, 7)
	dir := r.dir
	if err := r.Keep([]Work{work("eternity", ".json", "v1"), work("rikudo", ".txt", "r1")}); err != nil {
		t.Fatal(err)
	}
	// Touch the file behind Keep's back: an unchanged snapshot is not
	// rewritten, so the touch stays.
	if err := os.WriteFile(filepath.Join(dir, "rikudo.txt"), []byte("outside"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := r.Keep([]Work{work("eternity", ".json", "v2"), work("rikudo", ".txt", "r1")}); err != nil {
		t.Fatal(err)
	}
	if got := readString(t, filepath.Join(dir, "eternity.json")); got != "v2" {
		t.Errorf("changed work holds %q, want v2", got)
	}
	if got := readString(t, filepath.Join(dir, "rikudo.txt")); got != "outside" {
		t.Errorf("unchanged work was written again (%q)", got)
	}
	if err := r.Keep([]Work{work("eternity", ".json", "v2")}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "rikudo.txt")); !os.IsNotExist(err) {
		t.Errorf("the saved Rikudo's snapshot is still there (%v)", err)
	}
	o := NewRecovery(root, 8).Orphans(never)
	if len(o) != 1 || len(o[0].Kept) != 1 || o[0].Kept[0].Workspace != "eternity" {
		t.Errorf("index after a save: %+v", o)
	}
	if err := r.Keep(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the folder outlived the work (%v)", err)
	}
}

// Orphans are the folders of processes gone, and an earlier folder of
// this process's own PID (another process had the number), newest first;
// not this process's own folder nor a running one's. A folder whose index
// does not read is removed, and other names are left alone.
func TestRecoveryOrphans(t *testing.T) {
	root := t.TempDir()
	old := time.Now().Add(-time.Hour)
	dirs := map[int]string{}
	for _, pid := range []int{10, 11, 12, 99} {
		r := NewRecovery(root, pid)
		if err := r.Keep([]Work{work("eternity", ".json", strconv.Itoa(pid)), work("weave", ".json", "w")}); err != nil {
			t.Fatal(err)
		}
		dirs[pid] = r.dir
	}
	for _, name := range []string{indexName, "eternity.json", "weave.json"} {
		if err := os.Chtimes(filepath.Join(dirs[10], name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	broken := filepath.Join(root, "13.x")
	if err := os.MkdirAll(broken, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(broken, indexName), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(root, "notes")
	if err := os.MkdirAll(other, 0o700); err != nil {
		t.Fatal(err)
	}
	alive := func(pid int) bool { return pid == 11 || pid == 99 }
	me := NewRecovery(root, 99) // the same PID as an earlier process
	if err := me.Keep([]Work{work("rikudo", ".txt", "mine")}); err != nil {
		t.Fatal(err)
	}
	orphans := me.Orphans(alive)
	var got []string
	for _, o := range orphans {
		got = append(got, o.Dir)
	}
	if len(got) != 3 || got[2] != dirs[10] || !(got[0] == dirs[12] || got[0] == dirs[99]) || slices.Contains(got, me.dir) {
		t.Fatalf("orphans %v, want %s and %s (newest) then %s", got, dirs[12], dirs[99], dirs[10])
	}
	if _, err := os.Stat(broken); !os.IsNotExist(err) {
		t.Error("the folder with a broken index is still there")
	}
	if _, err := os.Stat(other); err != nil {
		t.Error("a folder not named by a PID was touched")
	}
	latest := Latest(orphans)
	if len(latest) != 2 || filepath.Dir(latest[0].File) != got[0] {
		t.Errorf("latest %+v, want one entry a workspace from the newest folder", latest)
	}
	Drop(orphans, func(Kept) bool { return true })
	if rest := me.Orphans(alive); len(rest) != 0 {
		t.Errorf("forgotten orphans came back: %+v", rest)
	}
	for _, d := range []string{dirs[11], me.dir} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s, a running process's folder, was forgotten", d)
		}
	}
}

// A folder emptied behind Keep's back is written again whole.
func TestRecoveryWritesAnEmptiedFolderAgain(t *testing.T) {
	r := NewRecovery(t.TempDir(), 3)
	w := []Work{work("eternity", ".json", "v1")}
	if err := r.Keep(w); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(r.dir); err != nil {
		t.Fatal(err)
	}
	if err := r.Keep(w); err != nil {
		t.Fatal(err)
	}
	if got := readString(t, filepath.Join(r.dir, "eternity.json")); got != "v1" {
		t.Errorf("after the folder went, the work kept is %q", got)
	}
	if _, err := os.Stat(filepath.Join(r.dir, indexName)); err != nil {
		t.Error("no index after the folder went")
	}
}

func TestParseIndexRefusesBadIndexes(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"not JSON", "{"},
		{"other version", `{"version":2,"kept":[{"workspace":"w","file":"w.json"}]}`},
		{"unknown field", `{"version":1,"kept":[],"x":1}`},
		{"no work", `{"version":1,"kept":[]}`},
		{"no workspace", `{"version":1,"kept":[{"file":"w.json"}]}`},
		{"path outside", `{"version":1,"kept":[{"workspace":"w","file":"../w.json"}]}`},
		{"absolute path", `{"version":1,"kept":[{"workspace":"w","file":"/etc/passwd"}]}`},
		{"the folder above", `{"version":1,"kept":[{"workspace":"w","file":".."}]}`},
		{"the index itself", `{"version":1,"kept":[{"workspace":"w","file":"index.json"}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if k, err := parseIndex([]byte(tc.text)); err == nil {
				t.Errorf("accepted: %+v", k)
			}
		})
	}
	k, err := parseIndex([]byte(`{"version":1,"kept":[{"workspace":"w","what":"x","doc":"","file":"w.json"}]}`))
	if err != nil || len(k) != 1 || k[0].File != "w.json" {
		t.Errorf("a good index: %+v, %v", k, err)
	}
}

func FuzzParseIndex(f *testing.F) {
	f.Add([]byte(`{"version":1,"kept":[{"workspace":"w","file":"w.json"}]}`))
	f.Add([]byte(`{"version":1,"kept":[{"workspace":"w","file":"../w"}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		kept, err := parseIndex(b)
		if err != nil {
			return
		}
		for _, k := range kept {
			if k.File != filepath.Base(k.File) || k.File == "." || k.File == ".." || k.File == indexName || k.File == handOverName || k.Workspace == "" {
				t.Errorf("accepted entry %+v", k)
			}
		}
		// what is read writes back to an index that reads the same
		again, err := json.Marshal(recoveryIndex{Version: recoveryVersion, Kept: kept})
		if err != nil {
			t.Fatal(err)
		}
		if back, err := parseIndex(again); err != nil || !slices.Equal(back, kept) {
			t.Fatalf("written and read back: %+v, %v; want %+v", back, err, kept)
		}
	})
}

func TestProcessAlive(t *testing.T) {
	if !ProcessAlive(os.Getpid()) {
		t.Error("this process is not alive")
	}
	if ProcessAlive(1 << 30) {
		t.Error("a PID beyond any system's range is alive")
	}
}

// Once Plateau quits, nothing is kept: a last tick must not bring back
// the folder Close removed.
func TestRecoveryKeepsNothingAfterClose(t *testing.T) {
	root := t.TempDir()
	r := NewRecovery(root, 5)
	if err := r.Keep([]Work{work("weave", ".json", "w")}); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if err := r.Keep([]Work{work("weave", ".json", "w2")}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(r.dir); !os.IsNotExist(err) {
		t.Errorf("the folder is there after Close (%v)", err)
	}
}

// A process that ended but was not yet waited for (a zombie) has ended.
func TestProcessAliveCountsAZombieAsEnded(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	cmd := exec.Command("true")
	if err := cmd.Start(); err != nil {
		t.Skip("cannot start a process:", err)
	}
	pid := cmd.Process.Pid
	defer cmd.Wait()
	// until it has exited, unreaped: the wait is for that, the 5 ms
	// only paces the looks, and the 30 s guards against a hang
	for deadline := time.Now().Add(30 * time.Second); !zombie(pid); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d never became a zombie", pid)
		}
	}
	if ProcessAlive(pid) {
		t.Errorf("the zombie %d counts as alive", pid)
	}
}

// Work handed over to the next process is taken even while the process
// that kept it still runs, marked to be restored without asking; nothing
// is kept after. Handing over no work leaves nothing.
func TestRecoveryHandsWorkOver(t *testing.T) {
	root := t.TempDir()
	old := NewRecovery(root, 20)
	if err := old.HandOver([]Work{work("rikudo", ".txt", "r")}); err != nil {
		t.Fatal(err)
	}
	if err := old.Keep([]Work{work("rikudo", ".txt", "later")}); err != nil {
		t.Fatal(err)
	}
	alive := func(int) bool { return true }
	o := NewRecovery(root, 21).Orphans(alive)
	if len(o) != 1 || !o[0].HandedOver || readString(t, o[0].Kept[0].File) != "r" {
		t.Fatalf("orphans %+v, want the handed-over work as it was handed", o)
	}
	Drop(o, func(Kept) bool { return true })
	empty := NewRecovery(root, 22)
	if err := empty.HandOver(nil); err != nil {
		t.Fatal(err)
	}
	if o := NewRecovery(root, 23).Orphans(alive); len(o) != 0 {
		t.Errorf("nothing handed over, yet %+v", o)
	}
}

// Drop takes the work done out of a folder and keeps the rest, and the
// folder keeps its place among the orphans: its index written again made an
// older folder look newest, and its older work was offered over newer.
func TestDropKeepsTheRestInItsPlace(t *testing.T) {
	root := t.TempDir()
	older, newer := NewRecovery(root, 21), NewRecovery(root, 22)
	if err := older.Keep([]Work{work("weave", ".json", "old weave"), work("dicewars", ".json", "d")}); err != nil {
		t.Fatal(err)
	}
	if err := newer.Keep([]Work{work("weave", ".json", "new weave"), work("momentum", ".json", "m")}); err != nil {
		t.Fatal(err)
	}
	hour := time.Now().Add(-time.Hour)
	for _, name := range []string{indexName, "weave.json", "dicewars.json"} {
		if err := os.Chtimes(filepath.Join(older.dir, name), hour, hour); err != nil {
			t.Fatal(err)
		}
	}
	me := NewRecovery(root, 23)
	Drop(me.Orphans(never), func(k Kept) bool { return k.Workspace != "weave" })
	orphans := me.Orphans(never)
	if len(orphans) != 2 || orphans[0].Dir != newer.dir {
		t.Fatalf("orphans %+v, want the newer folder first", orphans)
	}
	latest := Latest(orphans)
	if len(latest) != 1 || readString(t, latest[0].File) != "new weave" {
		t.Errorf("latest %+v, want the newer weave alone", latest)
	}
}

// A folder whose index is damaged offers the snapshots in it, named
// after their workspaces (it was removed, and the work with it); strays
// are left out.
func TestRecoverySalvagesADamagedIndex(t *testing.T) {
	root := t.TempDir()
	r := NewRecovery(root, 20)
	if err := r.Keep([]Work{work("rikudo", ".txt", "60 cells"), work("weave", ".json", "w")}); err != nil {
		t.Fatal(err)
	}
	index := filepath.Join(r.dir, indexName)
	b, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(index, b[:len(b)/2], 0o600); err != nil { // cut in half
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(r.dir, ".rikudo.txt.tmp42"), []byte("half"), 0o600); err != nil {
		t.Fatal(err)
	}
	me := NewRecovery(root, 21)
	orphans := me.Orphans(func(int) bool { return false })
	if len(orphans) != 1 {
		t.Fatalf("%d orphans, want the damaged folder's", len(orphans))
	}
	var ids []string
	for _, k := range orphans[0].Kept {
		ids = append(ids, k.Workspace)
		if data, err := os.ReadFile(k.File); err != nil || len(data) == 0 {
			t.Errorf("%s: %v", k.File, err)
		}
	}
	slices.Sort(ids)
	if !slices.Equal(ids, []string{"rikudo", "weave"}) {
		t.Errorf("salvaged %v, want rikudo and weave", ids)
	}
}

// A snapshot is written only when none taken after it has been: a tick's,
// taken before a Restore and written after the keep that followed it,
// emptied the folder the restored work had just been kept in.
func TestRecoveryKeepsNoSnapshotOlderThanTheLastWritten(t *testing.T) {
	root := t.TempDir()
	r := NewRecovery(root, 7)
	older := r.Stamp() // nothing unsaved then
	if err := r.Keep([]Work{work("eternity", ".json", "restored")}); err != nil {
		t.Fatal(err)
	}
	if err := r.KeepStamped(older, nil); err != nil {
		t.Fatal(err)
	}
	if got := readString(t, filepath.Join(r.dir, "eternity.json")); got != "restored" {
		t.Errorf("kept %q after the older snapshot, want the restored work", got)
	}
	if err := r.KeepStamped(r.Stamp(), nil); err != nil { // a newer one, with the work saved
		t.Fatal(err)
	}
	if _, err := os.Stat(r.dir); !os.IsNotExist(err) {
		t.Errorf("the folder stays after a newer snapshot with nothing to keep: %v", err)
	}
}
