//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// dieBy ends the process by sig with its default action: a shell looping
// over commands stops on a child killed by SIGINT, and goes on after one
// that merely exited 130.
func dieBy(sig os.Signal) {
	s, ok := sig.(syscall.Signal)
	if !ok {
		return
	}
	signal.Reset(s)
	os.Stdout.Sync()
	if syscall.Kill(os.Getpid(), s) == nil {
		// Another thread may take the signal while this one goes on to
		// exit 128+N: give it the moment it needs. An ignored signal (a
		// background job's Ctrl+C) ends the wait with the exit code.
		time.Sleep(time.Second)
	}
}
