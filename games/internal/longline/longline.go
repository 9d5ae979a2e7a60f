// Package longline names a line too long for a game reader's
// bufio.Scanner, for the game packages' text readers: bufio's own
// "bufio.Scanner: token too long" told the user neither what was wrong
// with the file nor what was expected.
package longline

import (
	"bufio"
	"errors"

	"plateau/games/reason"
)

// Err is err, an error of a bufio.Scanner whose lines may be max bytes
// long, as the user should read it: a line over the limit becomes the
// refusal "line longer than max bytes" (which the app translates); any
// other error is returned as it is.
func Err(err error, max int) error {
	if errors.Is(err, bufio.ErrTooLong) {
		return reason.New("line longer than %d bytes", max)
	}
	return err
}
