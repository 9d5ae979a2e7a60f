package shell

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// Work left for later by one session (answered Later), then newer work of
// the same workspace kept by the next: the offer names both, each with when
// it was kept, the older as offered at the next start; there it comes
// alone, with its date. It came back unannounced, as the work of a Plateau
// that "stopped last time", after a clean quit, over the work restored and
// saved since.
func TestOfferSaysWhenWorkWasKept(t *testing.T) {
	root := t.TempDir()
	docs := t.TempDir()
	s, w := newTestShell(t)
	older := leaveOrphan(t, s, root, 101, filepath.Join(docs, "older.json"))
	ageTo(t, older, time.Date(2026, 1, 2, 13, 47, 0, 0, time.Local))
	leaveOrphan(t, s, root, 102, filepath.Join(docs, "newer.json"))
	olderLine := "• Eternity: the design (older.json), kept on 2026-01-02 at 13:47"

	s.openRecovery(root, 103, gone)
	first := dialogText(w)
	if !strings.Contains(first, "• Eternity: the design (newer.json), kept today at ") ||
		!strings.Contains(first, "Also kept, and offered at the next start:\n"+olderLine) {
		t.Errorf("the first offer says %q", first)
	}
	kittest.TapDialogButton(t, w, "Restore")
	if err := s.recovery.Close(); err != nil { // saved, and quit
		t.Fatal(err)
	}

	next, nw := newTestShell(t)
	next.openRecovery(root, 104, gone)
	text := dialogText(nw)
	if !strings.Contains(text, olderLine) || strings.Contains(text, "newer.json") || strings.Contains(text, "Also kept") {
		t.Errorf("the next offer says %q", text)
	}
	for _, offer := range []string{first, text} {
		if strings.Contains(offer, "last time") {
			t.Errorf("an offer says %q", offer)
		}
	}
}

// When work was kept reads as the time of day, today or yesterday, and
// with its date before.
func TestKeptWhen(t *testing.T) {
	now := time.Date(2026, 11, 27, 0, 10, 0, 0, time.Local)
	for _, tc := range []struct {
		kept time.Time
		want string
	}{
		{time.Date(2026, 11, 27, 0, 5, 0, 0, time.Local), "kept today at 00:05"},
		{time.Date(2026, 11, 26, 23, 55, 0, 0, time.Local), "kept yesterday at 23:55"},
		{time.Date(2026, 11, 25, 13, 47, 0, 0, time.Local), "kept on 2026-11-25 at 13:47"},
		{time.Date(2025, 11, 27, 0, 5, 0, 0, time.Local), "kept on 2025-11-27 at 00:05"},
	} {
		if got := keptWhen(tc.kept, now); got != tc.want {
			t.Errorf("kept %v: %q, want %q", tc.kept, got, tc.want)
		}
	}
}

// The work waiting for the next start is listed up to maxWaitingLines,
// the rest counted: a person who answers Later every time gathers a
// folder a time.
func TestOfferCountsTheRestOfTheWorkWaiting(t *testing.T) {
	s, _ := newTestShell(t)
	now := time.Now()
	work := kit.Kept{Workspace: "eternity", What: "the design", Lang: kit.CurrentLanguage(), When: now}
	waiting := slices.Repeat([]kit.Kept{work}, maxWaitingLines+2)
	text := s.offerText([]kit.Kept{work}, waiting, now)
	if n := strings.Count(text, "• Eternity"); n != maxWaitingLines+1 || !strings.HasSuffix(text, "\n… and 2 more") {
		t.Errorf("%d lines of work in %q", n, text)
	}
}
