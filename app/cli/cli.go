// Package cli is Plateau's headless command line: a registry of subcommands,
// flag parsing that lets flags and file names interleave, and the exit-code
// convention of DESIGN section 4 (0 success, 1 failed search, 2 bad usage or
// bad input). It imports no Fyne, so every command runs without a display;
// the one command that needs Fyne (shot) is registered from the app side.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

// Exit codes of the command line.
const (
	ExitOK    = 0 // success
	ExitFail  = 1 // unsolvable or failed search
	ExitUsage = 2 // bad usage, bad input or an output that cannot be written
)

// StoppedCode is the exit code of a command stopped by sig, the shells'
// 128 plus the signal's number: 130 for Ctrl+C, 143 for SIGTERM. It is
// told apart from a failed search (1), which scripts read as a result.
func StoppedCode(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return ExitFail
}

// Command is one subcommand, such as "weave grow".
type Command struct {
	Name    string // words after "plateau", e.g. "weave grow"
	Args    string // synopsis after the name, e.g. "--points N | --steps N [--json]"
	Summary string // one line shown by `plateau help`
	Run     func(ctx context.Context, env *Env, args []string) error
}

// Env carries the streams a command reads and writes, so tests can give
// and capture them. A nil Stdin is the process's standard input.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

var (
	mu       sync.Mutex
	registry = map[string]Command{}
)

// Register adds a command; it is called from init functions. Registering a
// name twice is a programming error and panics at start-up.
func Register(c Command) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[c.Name]; dup {
		panic("cli: command registered twice: " + c.Name)
	}
	registry[c.Name] = c
}

// Commands returns the registered commands sorted by name.
func Commands() []Command {
	mu.Lock()
	defer mu.Unlock()
	out := make([]Command, 0, len(registry))
	for _, c := range registry {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// exitError carries an exit code with its one-line reason.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// Usagef returns an error that exits with code 2: bad usage, bad input or
// an output that cannot be written.
func Usagef(format string, a ...any) error {
	return &exitError{ExitUsage, fmt.Sprintf(format, a...)}
}

// Failf returns an error that exits with code 1: an unsolvable instance or
// a failed search.
func Failf(format string, a ...any) error {
	return &exitError{ExitFail, fmt.Sprintf(format, a...)}
}

// ExitCode maps an error returned by a command to the process exit code.
// Errors that are neither Usagef nor Failf are treated as bad input (2),
// since in practice they come from reading files the user named.
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var e *exitError
	if errors.As(err, &e) {
		return e.code
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return ExitFail
	}
	return ExitUsage
}

// NewFlags returns a silent flag set that reports errors instead of exiting.
func NewFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// Parse parses args into fs, letting flags and positional arguments
// interleave ("solve F --json" as well as "solve --json F"). A lone "--"
// ends the flags. Errors are usage errors.
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	if err := once(fs, args); err != nil {
		return nil, err
	}
	var pos []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return nil, flagError(fs, err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		// flag stops at the first non-flag; "--" is consumed by Parse, so
		// detect it by comparing with what we passed in.
		consumed := len(args) - len(rest)
		if consumed > 0 && args[consumed-1] == "--" {
			pos = append(pos, rest...)
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	return pos, nil
}

// ParseSize reads a size "WxH" (or "WXH"), all of it: "800x600px" is
// refused, not read as 800x600.
func ParseSize(s string) (w, h int, err error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	w, errW := strconv.Atoi(a)
	h, errH := strconv.Atoi(b)
	if !ok || errW != nil || errH != nil {
		return 0, 0, fmt.Errorf("expected WxH (width x height), got %q", s)
	}
	return w, h, nil
}

// once refuses a flag given twice: the flag package keeps the last value
// without a word, and "--points 5 --points 7" grew 7 points.
func once(fs *flag.FlagSet, args []string) error {
	seen := map[string]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		name, _, withValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		fl := fs.Lookup(name)
		if fl == nil {
			continue // fs.Parse names it
		}
		if seen[name] {
			return Usagef("--%s given twice", name)
		}
		seen[name] = true
		if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); !withValue && !(ok && b.IsBoolFlag()) {
			i++ // its value, which may look like a flag ("--seed -1")
		}
	}
	return nil
}

// WriteJSON writes v as one JSON object on one line.
func WriteJSON(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}

// RunArgs dispatches args (without the program name) to the matching
// command, prints a one-line reason on stderr for errors, and returns the
// exit code. Commands are matched on their longest word prefix.
func RunArgs(ctx context.Context, env *Env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 && !helpFor(args[1]) {
			fmt.Fprintf(env.Stderr, "plateau: help %q: no such command (see 'plateau help')\n", args[1])
			return ExitUsage
		}
		writeHelp(env.Stdout, args)
		return ExitOK
	}
	if args[0] == "--version" {
		args = append([]string{"version"}, args[1:]...)
	}
	cmd, rest, ok := lookup(args)
	if !ok && isFamily(args[0]) {
		// "plateau momentum --help", or a family without its command: the
		// family's commands, as "plateau help momentum" lists them.
		if slices.ContainsFunc(args[1:], isHelpFlag) {
			writeHelp(env.Stdout, []string{"help", args[0]})
			return ExitOK
		}
		var names []string
		for _, c := range family(args[0]) {
			names = append(names, c.Name)
		}
		if len(args) == 1 || strings.HasPrefix(args[1], "-") {
			// the family alone is no unknown command: it wants one of its own
			fmt.Fprintf(env.Stderr, "plateau %s: choose a command: %s (see 'plateau help %s')\n",
				args[0], strings.Join(names, ", "), args[0])
			return ExitUsage
		}
		fmt.Fprintf(env.Stderr, "plateau: unknown command %q: %s (see 'plateau help %s')\n",
			strings.Join(args[:min(2, len(args))], " "), strings.Join(names, ", "), args[0])
		return ExitUsage
	}
	if !ok {
		if a := args[0]; strings.ContainsAny(a, "./\\") && !strings.HasPrefix(a, "-") {
			// meant as a file to open in the window (plateau FILE)
			fmt.Fprintf(env.Stderr, "plateau: %s: %s\n", a, fileProblem(a))
			return ExitUsage
		}
		fmt.Fprintf(env.Stderr, "plateau: unknown command %q (see 'plateau help')\n", strings.Join(args[:min(2, len(args))], " "))
		return ExitUsage
	}
	if slices.ContainsFunc(rest, isHelpFlag) {
		fmt.Fprintf(env.Stdout, "usage: plateau %s %s\n  %s\n", cmd.Name, cmd.Args, cmd.Summary)
		return ExitOK
	}
	out := &watchedWriter{w: env.Stdout}
	err := cmd.Run(ctx, &Env{Stdin: env.Stdin, Stdout: out, Stderr: env.Stderr}, rest)
	if err == nil && out.err != nil {
		// A result lost on its way out (a full disk, a closed pipe) is no
		// success, whichever Fprintf of the command met it.
		// exit 2, as any output that cannot be written: 1 reads as "no
		// solution" to a script
		err = Usagef("cannot write the result: %v", out.err)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "plateau %s: %s\n", cmd.Name, oneLine(err.Error()))
	}
	return ExitCode(err)
}

// watchedWriter keeps the first error its writer returned.
type watchedWriter struct {
	w   io.Writer
	err error
}

func (ww *watchedWriter) Write(p []byte) (int, error) {
	n, err := ww.w.Write(p)
	if err != nil && ww.err == nil {
		ww.err = err
	}
	return n, err
}

func isHelpFlag(a string) bool { return a == "-h" || a == "--help" || a == "-help" }

// isFamily reports whether name is the first word of commands (momentum,
// eternity, ...).
func isFamily(name string) bool { return len(family(name)) > 0 }

// family returns the commands whose first word is name.
func family(name string) []Command {
	var out []Command
	for _, c := range Commands() {
		if strings.HasPrefix(c.Name, name+" ") {
			out = append(out, c)
		}
	}
	return out
}

// fileProblem says why a would-be file to open is not one.
func fileProblem(path string) string {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return "no such file (plateau FILE... opens files in the window; plateau help lists the commands)"
	case fi.IsDir():
		return "a folder, not a file"
	}
	return "cannot be opened with other arguments that are not files"
}

// IsCommand reports whether args start with a command (or help or
// --version) that RunArgs runs, rather than, say, files to open.
func IsCommand(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch args[0] {
	case "help", "-h", "--help", "--version":
		return true
	}
	_, _, ok := lookup(args)
	return ok
}

func lookup(args []string) (Command, []string, bool) {
	mu.Lock()
	defer mu.Unlock()
	for n := min(3, len(args)); n >= 1; n-- {
		if c, ok := registry[strings.Join(args[:n], " ")]; ok {
			return c, args[n:], true
		}
	}
	return Command{}, nil, false
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// helpFor reports whether "plateau help name" has commands to show.
func helpFor(name string) bool {
	return slices.ContainsFunc(Commands(), func(c Command) bool { return strings.HasPrefix(c.Name, name) })
}

func writeHelp(w io.Writer, args []string) {
	cmds := Commands()
	if len(args) > 1 { // "help eternity": only that family
		var keep []Command
		for _, c := range cmds {
			if strings.HasPrefix(c.Name, args[1]) {
				keep = append(keep, c)
			}
		}
		if len(keep) > 0 {
			cmds = keep
		}
	}
	fmt.Fprintln(w, "Plateau: five board games and puzzles (Weave, Momentum, Dice Wars, Eternity, Rikudo).")
	fmt.Fprintln(w, "\nusage: plateau                 open the desktop app")
	fmt.Fprintln(w, "       plateau FILE...         open the app with each file in its workspace")
	fmt.Fprintln(w, "       plateau COMMAND [flags] run headless")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range cmds {
		fmt.Fprintf(w, "  %s %s\n      %s\n", c.Name, c.Args, c.Summary)
	}
	fmt.Fprintln(w, "\n--json prints one JSON object per result.")
	fmt.Fprintln(w, "Exit codes: 0 success, 1 unsolvable or failed, 2 bad usage, bad input or an output that cannot be written;")
	fmt.Fprintln(w, "a command stopped by Ctrl+C or SIGTERM prints what it has, then dies by that signal (exit 130 or 143).")
}
