package kit

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func work(id, ext, data string) Work {
	return Work{Kept{Workspace: id, What: "the " + id, Doc: "/docs/" + id + ext, File: id + ext}, []byte(data)}
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
	dir := filepath.Join(root, "7")
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

// Orphans are the folders of processes gone, this PID's own included (an
// earlier process had it), newest first; a folder whose index does not
// read is removed, and other names are left alone.
func TestRecoveryOrphans(t *testing.T) {
	root := t.TempDir()
	old := time.Now().Add(-time.Hour)
	for _, pid := range []int{10, 11, 12, 99} {
		if err := NewRecovery(root, pid).Keep([]Work{work("eternity", ".json", strconv.Itoa(pid)), work("weave", ".json", "w")}); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"10/index.json", "10/eternity.json", "10/weave.json"} {
		if err := os.Chtimes(filepath.Join(root, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	broken := filepath.Join(root, "13")
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
	orphans := NewRecovery(root, 99).Orphans(alive)
	var dirs []string
	for _, o := range orphans {
		dirs = append(dirs, filepath.Base(o.Dir))
	}
	if len(dirs) != 3 || dirs[2] != "10" || !(dirs[0] == "12" || dirs[0] == "99") {
		t.Fatalf("orphans %v, want 12 and 99 (newest) then 10", dirs)
	}
	if _, err := os.Stat(broken); !os.IsNotExist(err) {
		t.Error("the folder with a broken index is still there")
	}
	if _, err := os.Stat(other); err != nil {
		t.Error("a folder not named by a PID was touched")
	}
	latest := Latest(orphans)
	if len(latest) != 2 || filepath.Base(filepath.Dir(latest[0].File)) != dirs[0] {
		t.Errorf("latest %+v, want one entry a workspace from the newest folder", latest)
	}
	Forget(orphans)
	if rest := NewRecovery(root, 99).Orphans(alive); len(rest) != 0 {
		t.Errorf("forgotten orphans came back: %+v", rest)
	}
	if _, err := os.Stat(filepath.Join(root, "11")); err != nil {
		t.Error("a running process's folder was forgotten")
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
			if k.File != filepath.Base(k.File) || k.File == ".." || k.File == indexName || k.Workspace == "" {
				t.Errorf("accepted entry %+v", k)
			}
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
	if _, err := os.Stat(filepath.Join(root, "5")); !os.IsNotExist(err) {
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
	for range 200 { // until it has exited, unreaped
		if zombie(pid) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if ProcessAlive(pid) {
		t.Errorf("the zombie %d counts as alive", pid)
	}
}
