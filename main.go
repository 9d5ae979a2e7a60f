// Plateau is a desktop workbench for five board games and puzzles: Weave,
// Momentum, Dice Wars, Eternity and Rikudo. With no argument it opens the
// window, and with files (plateau FILE...: what a file manager's "Open
// with" runs) the window with each file in the workspace it belongs to,
// saying there which ones do not open (gone, say); with a subcommand it
// runs headless (plateau help lists them).
package main

import (
	"fmt"
	"os"

	"plateau/app/cli"
	_ "plateau/app/localeenv" // before Fyne reads the locale: see its doc
	"plateau/app/shell"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 && (cli.IsCommand(args) || !shell.OpensInWindow(args)) {
		os.Exit(runCommand(args))
	}
	if !shell.HasWindow {
		// It exited 0 having done nothing: a mistyped command naming a
		// file passed unseen on a batch machine.
		fmt.Fprintln(os.Stderr, "plateau: this build has no window (built with -tags ci): give it a command, see 'plateau help'")
		os.Exit(cli.ExitUsage)
	}
	if shell.Run(args...) {
		if err := shell.Relaunch(); err != nil {
			fmt.Fprintln(os.Stderr, "plateau: could not start again:", err)
			os.Exit(1)
		}
	}
}
