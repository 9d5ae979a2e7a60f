package longline

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"

	"plateau/games/reason"
)

func TestErr(t *testing.T) {
	tests := []struct {
		name    string
		err     error
		want    string
		refusal bool
	}{
		{"too long", bufio.ErrTooLong, "line longer than 64 bytes", true},
		{"too long, wrapped", errors.Join(io.EOF, bufio.ErrTooLong), "line longer than 64 bytes", true},
		{"another error", io.ErrUnexpectedEOF, io.ErrUnexpectedEOF.Error(), false},
		{"none", nil, "", false},
	}
	for _, tc := range tests {
		got := Err(tc.err, 64)
		var r *reason.Error
		if got == nil && tc.want != "" || got != nil && got.Error() != tc.want || errors.As(got, &r) != tc.refusal {
			t.Errorf("%s: %v, want %q (a refusal: %v)", tc.name, got, tc.want, tc.refusal)
		}
	}
	// What a scanner gives on a line over its limit.
	sc := bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100) + "\n"))
	sc.Buffer(make([]byte, 0, 16), 64)
	for sc.Scan() {
	}
	if got := Err(sc.Err(), 64); got == nil || got.Error() != "line longer than 64 bytes" {
		t.Errorf("a scanner's error: %v", got)
	}
}
