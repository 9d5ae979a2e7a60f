// Package localeenv rewrites locale variables such as LANG=C.UTF-8 to "C"
// when the program starts. Fyne's lang package looks the locale up in its
// own init and cannot parse "C.UTF-8" (it logs an error), while plain "C"
// means "no locale" to it. This package imports only the standard library,
// so Go's initialisation order (ready packages in import-path order) runs
// it before Fyne's lang package, which waits on text/template; main
// imports it for that side effect. A test guards the order.
package localeenv

import (
	"os"
	"slices"
	"strings"
)

func init() { Normalize() }

// localeVars are the variables a locale lookup reads.
var localeVars = []string{"LC_ALL", "LC_MESSAGES", "LC_PAPER", "LANG", "LANGUAGE"}

// started holds localeVars as the program found them (set before init,
// so before Normalize).
var started = func() map[string]*string {
	m := map[string]*string{}
	for _, k := range localeVars {
		if v, ok := os.LookupEnv(k); ok {
			m[k] = &v
		}
	}
	return m
}()

// Environ is os.Environ() with the locale variables as the program found
// them, for a copy of it started later (a restart): it must follow the
// system's locale as this one did, not the language the user forced on
// this one (LC_ALL=fr stayed, and "System" restarted in French) nor
// Normalize's "C" (the C library's locale of "C.UTF-8" is UTF-8).
func Environ() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(localeVars, k) {
			env = append(env, kv)
		}
	}
	for _, k := range localeVars {
		if v := started[k]; v != nil {
			env = append(env, k+"="+*v)
		}
	}
	return env
}

// Normalize rewrites C.* and POSIX.* values of LC_ALL, LC_MESSAGES and LANG
// to "C".
func Normalize() {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(k)
		base, _, _ := strings.Cut(v, ".")
		if v != base && (base == "C" || base == "POSIX") {
			os.Setenv(k, "C")
		}
	}
}
