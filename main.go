// Plateau is a desktop workbench for five board games and puzzles: Weave,
// Momentum, Dice Wars, Eternity and Rikudo. With no argument it opens the
// window; with a subcommand it runs headless (plateau help lists them).
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"plateau/app/cli"
	_ "plateau/app/localeenv" // before Fyne reads the locale: see its doc
	"plateau/app/shell"
)

func main() {
	if len(os.Args) > 1 {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := cli.RunArgs(ctx, &cli.Env{Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:])
		stop()
		os.Exit(code)
	}
	if shell.Run() {
		if err := shell.Relaunch(); err != nil {
			fmt.Fprintln(os.Stderr, "plateau: could not start again:", err)
			os.Exit(1)
		}
	}
}
