package bom

import (
	"io"
	"strings"
	"testing"
)

func TestSkip(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\ufeff60\n", "60\n"},
		{"60\n", "60\n"},
		{"\ufeff", ""},
		{"\xef\xbb", "\xef\xbb"},
		{"", ""},
		{"x\ufeff", "x\ufeff"}, // only at the start
	} {
		b, err := io.ReadAll(Skip(strings.NewReader(tc.in)))
		if err != nil || string(b) != tc.want {
			t.Errorf("Skip(%q) = %q, %v; want %q", tc.in, b, err, tc.want)
		}
	}
}
