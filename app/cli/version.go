package cli

import (
	"context"
	"fmt"

	"plateau/app/about"
)

func init() {
	Register(Command{
		Name:    "version",
		Summary: "print Plateau's version and the commit it was built from (also --version)",
		Run: func(_ context.Context, env *Env, args []string) error {
			if len(args) > 0 {
				return Usagef("version takes no arguments")
			}
			_, err := fmt.Fprintln(env.Stdout, about.Line())
			return err
		},
	})
}
