package kit

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"
)

// Human writes a big count short, as 12.3M, for status bars and panels
// where the exact figure would only be noise while it changes; with the
// language's decimal separator (12,3M in French).
func Human(v float64) string {
	// Each unit from where the one below would round up to 1000 of it
	// (999,960 read "1000.0k").
	var s string
	switch {
	case v >= 999.995e12:
		// past T, a power of ten: "245152256777461541371904.00G" read as
		// nothing (a 16x16 search tree)
		m, e := mantissa(v)
		s = fmt.Sprintf("%.1f×10^%d", m, e)
	case v >= 999.995e9:
		s = fmt.Sprintf("%.2fT", v/1e12)
	case v >= 999.95e6:
		s = fmt.Sprintf("%.2fG", v/1e9)
	case v >= 999.95e3:
		s = fmt.Sprintf("%.1fM", v/1e6)
	case v >= 999.5:
		s = fmt.Sprintf("%.1fk", v/1e3)
	default:
		return fmt.Sprintf("%.0f", v)
	}
	return decimal(s)
}

// mantissa splits v >= 1 into m in [1, 10) and e with v = m × 10^e, m
// rounded to a decimal (9.96e15 is 1.0 × 10^16, not 10.0 × 10^15).
func mantissa(v float64) (float64, int) {
	e := int(math.Floor(math.Log10(v)))
	m := math.Round(v/math.Pow(10, float64(e))*10) / 10
	if m >= 10 {
		m, e = m/10, e+1
	}
	return m, e
}

// Duration writes a time taken for people, with the precision that
// matters at its size: 0.4 ms, 50 ms, 1.24 s, 12.5 s, 3 min 05 s,
// 2 h 07 min. Go's own form ("1m4.5s", "50ms") reads as code, not as a
// time; and a quick proof said to take "0 ms" reads as one that did not run.
func Duration(d time.Duration) string {
	switch {
	case d <= 0:
		return "0 ms"
	case d < 50*time.Microsecond:
		return decimal("< 0.1 ms")
	// each form up to where its rounding would reach the next one's
	// ("60.0 s" rather than "1 min 00 s")
	case d < 9950*time.Microsecond:
		return decimal(fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)))
	case d < 999500*time.Microsecond:
		return fmt.Sprintf("%d ms", d.Round(time.Millisecond).Milliseconds())
	case d < 9995*time.Millisecond:
		return decimal(fmt.Sprintf("%.2f s", d.Seconds()))
	case d < 59950*time.Millisecond:
		return decimal(fmt.Sprintf("%.1f s", d.Seconds()))
	case d.Round(time.Second) < time.Hour:
		d = d.Round(time.Second)
		return fmt.Sprintf("%d min %02d s", int(d.Minutes()), int(d.Seconds())%60)
	}
	d = d.Round(time.Minute)
	return fmt.Sprintf("%d h %02d min", int(d.Hours()), int(d.Minutes())%60)
}

// decimal puts the language's decimal separator in s, written with a point.
func decimal(s string) string {
	if sep := lang.L("number.decimal"); sep != "." && len([]rune(sep)) == 1 {
		return strings.Replace(s, ".", sep, 1)
	}
	return s
}

// Int writes a whole number exactly, its digits grouped by three from
// 10000 up with the language's separator (12,345 in English, 12 345 with
// a no-break space in French), so that a count of a million reads at a
// glance and never breaks across lines.
func Int(n int) string {
	s := strconv.Itoa(n)
	digits := strings.TrimPrefix(s, "-")
	sep := lang.L("number.group")
	if len(digits) < 5 || sep == "number.group" {
		return s
	}
	var b strings.Builder
	b.WriteString(s[:len(s)-len(digits)])
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(d)
	}
	return b.String()
}

// ParseInt reads a whole number as Int writes it or as people type it:
// spaces and the language's group separator between the digits are
// allowed ("2,000,000", "2 000 000"); nothing else is.
func ParseInt(text string) (int, error) {
	sep := lang.L("number.group")
	clean := strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || string(r) == sep {
			return -1
		}
		return r
	}, text)
	return strconv.Atoi(clean)
}

// Decimal writes v with that many decimals and the language's separator.
func Decimal(v float64, decimals int) string {
	return decimal(strconv.FormatFloat(v, 'f', decimals, 64))
}

// Percent writes a percentage (v from 0 to 100) as the language writes
// one: 65.5% in English, 65,5 % in French.
func Percent(v float64, decimals int) string {
	return fmt.Sprintf(lang.L("%s%%"), Decimal(v, decimals))
}

// ValidSeed is the validator of a seed field: a whole number from 0, said
// in the interface's language (strconv's own message read "strconv.ParseUint:
// parsing ...: invalid syntax").
func ValidSeed(s string) error {
	if _, err := strconv.ParseUint(s, 10, 64); err != nil {
		return errors.New(lang.L("a whole number from 0"))
	}
	return nil
}

// LimitNames names time limits for a selector, 0 as "none": 10 s, 5 min,
// 1 h.
func LimitNames(limits []time.Duration) []string {
	names := make([]string, 0, len(limits))
	for _, d := range limits {
		switch {
		case d <= 0:
			names = append(names, lang.L("none"))
		case d < time.Minute:
			names = append(names, fmt.Sprintf(lang.L("%d s"), int(d.Seconds())))
		case d < time.Hour:
			names = append(names, fmt.Sprintf(lang.L("%d min"), int(d.Minutes())))
		default:
			names = append(names, fmt.Sprintf(lang.L("%d h"), int(d.Hours())))
		}
	}
	return names
}
