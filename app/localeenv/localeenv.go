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
	"strings"
)

func init() { Normalize() }

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
