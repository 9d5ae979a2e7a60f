//go:build !unix

package main

import "os"

// dieBy does nothing where a process cannot signal itself: the exit code
// says the stop.
func dieBy(os.Signal) {}
