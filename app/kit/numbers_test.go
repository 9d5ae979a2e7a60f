package kit

import (
	"encoding/json"
	"slices"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
)

func TestHuman(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		want string
	}{
		{0, "0"},
		{999, "999"},
		{1000, "1.0k"},
		{145_800, "145.8k"},
		{1_741_102, "1.7M"},
		{80.6e9, "80.60G"},
		{999.4, "999"},
		{999.6, "1.0k"},
		{999_960, "1.0M"},
		{999_960_000, "1.00G"},
		{380498002.46e9, "3.8×10^17"},
		{1.5e12, "1.50T"},
		{999.996e12, "1.0×10^15"},
		{2.4515225677746154e32, "2.5×10^32"},
		{9.96e15, "1.0×10^16"},
	} {
		if got := Human(tc.v); got != tc.want {
			t.Errorf("Human(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestDuration(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0 ms"},
		{40 * time.Microsecond, "< 0.1 ms"},
		{50 * time.Microsecond, "0.1 ms"},
		{420 * time.Microsecond, "0.4 ms"},
		{9_940 * time.Microsecond, "9.9 ms"},
		{9_960 * time.Microsecond, "10 ms"},
		{10 * time.Millisecond, "10 ms"},
		{49_600 * time.Microsecond, "50 ms"},
		{999 * time.Millisecond, "999 ms"},
		{999_600 * time.Microsecond, "1.00 s"},
		{1234 * time.Millisecond, "1.23 s"},
		{9_996 * time.Millisecond, "10.0 s"},
		{12_540 * time.Millisecond, "12.5 s"},
		{59_960 * time.Millisecond, "1 min 00 s"},
		{64_500 * time.Millisecond, "1 min 05 s"},
		{59*time.Minute + 59_600*time.Millisecond, "1 h 00 min"},
		{2*time.Hour + 7*time.Minute + 20*time.Second, "2 h 07 min"},
	} {
		if got := Duration(tc.d); got != tc.want {
			t.Errorf("Duration(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// TestDecimalSeparator: counts and times take the language's separator.
func TestDecimalSeparator(t *testing.T) {
	test.NewTempApp(t)
	set := func(sep string) { setTranslation(t, "number.decimal", sep) }
	set(",")
	defer set(".")
	if got := Human(145_800); got != "145,8k" {
		t.Errorf("Human = %q, want 145,8k", got)
	}
	if got := Duration(1234 * time.Millisecond); got != "1,23 s" {
		t.Errorf("Duration = %q, want 1,23 s", got)
	}
	if got := Percent(65.46, 1); got != "65,5%" {
		t.Errorf("Percent = %q, want 65,5%%", got)
	}
}

func TestBarText(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		want string
	}{
		{0, "0.0%"},
		{0.00001, "< 0.1%"},
		{0.0005, "0.1%"},
		{0.0034, "0.3%"},
		{0.0996, "10%"},
		{0.1, "10%"},
		{0.504, "50%"},
		{1, "100%"},
	} {
		if got := barText(tc.v); got != tc.want {
			t.Errorf("barText(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

// TestInt: whole numbers group their digits by three from 10000 up, with
// the language's separator, and ParseInt reads them back.
func TestInt(t *testing.T) {
	test.NewTempApp(t)
	set := func(sep string) { setTranslation(t, "number.group", sep) }
	for _, tc := range []struct {
		sep  string
		n    int
		want string
	}{
		{",", 0, "0"},
		{",", 9999, "9999"},
		{",", 10000, "10,000"},
		{",", 1000000, "1,000,000"},
		{",", 1498158, "1,498,158"},
		{",", -123456, "-123,456"},
		{"\u00a0", 20000, "20\u00a0000"},
		{"\u00a0", 1000000, "1\u00a0000\u00a0000"},
	} {
		set(tc.sep)
		if got := Int(tc.n); got != tc.want {
			t.Errorf("Int(%d) with %q = %q, want %q", tc.n, tc.sep, got, tc.want)
		}
		if back, err := ParseInt(tc.want); err != nil || back != tc.n {
			t.Errorf("ParseInt(%q) with %q = %d, %v; want %d", tc.want, tc.sep, back, err, tc.n)
		}
	}
	for _, tc := range []struct {
		sep, text string
		want      int
		ok        bool
	}{
		{",", " 2 000 000 ", 2000000, true},
		{",", "12", 12, true},
		{",", "1.5", 0, false},
		{"\u00a0", "1,5", 0, false}, // a French decimal comma is no group
		{"\u00a0", "2 000", 2000, true},
		{",", "", 0, false},
		{",", "ten", 0, false},
	} {
		set(tc.sep)
		got, err := ParseInt(tc.text)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseInt(%q) with %q = %d, %v; want %d, ok %v", tc.text, tc.sep, got, err, tc.want, tc.ok)
		}
	}
	set(",")
}

// setTranslation makes key read value in the current language.
func setTranslation(t testing.TB, key, value string) {
	t.Helper()
	data, err := json.Marshal(map[string]string{key: value})
	if err == nil {
		err = lang.AddTranslationsForLocale(data, lang.SystemLocale())
	}
	if err != nil {
		t.Fatal(err)
	}
}

// A seed field accepts whole numbers from 0 and says what it wants
// otherwise, in words rather than strconv's message.
func TestValidSeed(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool
	}{
		{"0", true}, {"31936", true}, {"18446744073709551615", true},
		{"31936 4", false}, {"-1", false}, {"", false}, {"1e3", false}, {"18446744073709551616", false},
	} {
		err := ValidSeed(tc.text)
		if (err == nil) != tc.ok || (err != nil && err.Error() != "a whole number from 0") {
			t.Errorf("ValidSeed(%q) = %v, want ok %v", tc.text, err, tc.ok)
		}
	}
}

func TestLimitNames(t *testing.T) {
	got := LimitNames([]time.Duration{0, 10 * time.Second, time.Minute, 30 * time.Minute, 2 * time.Hour})
	want := []string{"none", "10 s", "1 min", "30 min", "2 h"}
	if !slices.Equal(got, want) {
		t.Errorf("LimitNames = %q, want %q", got, want)
	}
}

// FuzzParseInt: what Int writes, ParseInt reads back, with either
// separator (a comma, a no-break space); what ParseInt takes holds digits,
// a sign, spaces and separators only, and reads as the number Int writes.
func FuzzParseInt(f *testing.F) {
	test.NewTempApp(f)
	for _, s := range []string{"0", "10,000", " 2 000 000 ", "-123,456", "1.5", "+7", "9223372036854775807", "1\u00a0000"} {
		f.Add(s, int64(len(s)*1001), len(s)%2 == 0)
	}
	current := ","
	setTranslation(f, "number.group", current)
	f.Cleanup(func() { setTranslation(f, "number.group", ",") })
	f.Fuzz(func(t *testing.T, text string, n int64, french bool) {
		sep := ","
		if french {
			sep = "\u00a0"
		}
		if sep != current { // a translation takes milliseconds to set
			setTranslation(t, "number.group", sep)
			current = sep
		}
		if back, err := ParseInt(Int(int(n))); err != nil || back != int(n) {
			t.Fatalf("Int(%d) with %q = %q, read back as %d, %v", n, sep, Int(int(n)), back, err)
		}
		v, err := ParseInt(text)
		if err != nil {
			return
		}
		for _, r := range text {
			if (r < '0' || r > '9') && !unicode.IsSpace(r) && r != '-' && r != '+' && string(r) != sep {
				t.Fatalf("%q with %q read as %d", text, sep, v)
			}
		}
		if back, err := ParseInt(Int(v)); err != nil || back != v {
			t.Fatalf("%q -> %d -> %q -> %d, %v", text, v, Int(v), back, err)
		}
	})
}
