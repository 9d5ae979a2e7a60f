package shell

import (
	"testing"

	"plateau/app/cli"
	"plateau/app/kit"
)

// The commands, which import no Fyne, are given the system's locale for
// their default paper, as the window's Settings follow it: without it a
// Letter country on Windows printed `rikudo gen --pdf` on A4.
func TestCommandsAskTheSystemLocale(t *testing.T) {
	if cli.SystemLocale == nil {
		t.Fatal("cli.SystemLocale is not set: the commands' paper ignores the system's locale")
	}
	if got, want := cli.SystemLocale(), kit.SystemLocale(); got != want {
		t.Errorf("cli.SystemLocale() = %q, want the system's %q", got, want)
	}
}
