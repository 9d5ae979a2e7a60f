package kit

import (
	"os"
	"path/filepath"
	"testing"
)

// Work marked unreadable stays marked at the next start, also in a folder
// whose index was damaged (salvaged) and after other work of its folder is
// dropped; the rest of the folder is left as it was.
func TestMarkUnreadableLasts(t *testing.T) {
	for _, damaged := range []bool{false, true} {
		root := t.TempDir()
		r := NewRecovery(root, 31)
		if err := r.Keep([]Work{work("eternity", ".json", "{"), work("rikudo", ".txt", "3 3")}); err != nil {
			t.Fatal(err)
		}
		if damaged {
			if err := os.WriteFile(filepath.Join(r.dir, indexName), []byte("{"), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		me := NewRecovery(root, 32)
		orphans := me.Orphans(never)
		MarkUnreadable(orphans, func(k Kept) bool { return k.Workspace == "eternity" })
		Drop(orphans, func(k Kept) bool { return k.Workspace == "rikudo" })
		next := NewRecovery(root, 33).Orphans(never)
		if len(next) != 1 || len(next[0].Kept) != 1 || next[0].Kept[0].Workspace != "eternity" || !next[0].Kept[0].Unreadable {
			t.Errorf("damaged index %v: the next start reads %+v, want eternity alone, unreadable", damaged, next)
		}
	}
}
