package i18n

import "testing"

func TestDetectLang(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{}, English},
		{map[string]string{"LANG": "zh_TW.UTF-8"}, TraditionalChinese},
		{map[string]string{"LANG": "zh_HK.UTF-8"}, TraditionalChinese},
		{map[string]string{"LANG": "zh_Hant_TW.UTF-8"}, TraditionalChinese},
		{map[string]string{"LANG": "zh_CN.UTF-8"}, English},
		{map[string]string{"LANG": "C.UTF-8"}, English},
		{map[string]string{"LC_ALL": "en_US.UTF-8", "LANG": "zh_TW.UTF-8"}, English},
		{map[string]string{"LC_MESSAGES": "zh_TW", "LANG": "en_GB.UTF-8"}, TraditionalChinese},
		{map[string]string{"LC_ALL": "zh_TW.Big5@stroke"}, TraditionalChinese},
	}
	for _, c := range cases {
		if got := DetectLang(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("DetectLang(%v) = %s, want %s", c.env, got, c.want)
		}
	}
}

func TestParseLang(t *testing.T) {
	good := map[string]Lang{"en": English, "EN_us": English, "zh-TW": TraditionalChinese, "zh_TW": TraditionalChinese, "zh-Hant": TraditionalChinese, "zh-HK": TraditionalChinese}
	for in, want := range good {
		if got, err := ParseLang(in); err != nil || got != want {
			t.Errorf("ParseLang(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "fr", "zh-CN", "zh", "klingon"} {
		if _, err := ParseLang(bad); err == nil {
			t.Errorf("ParseLang(%q) accepted", bad)
		}
	}
}

// TestRange: a range whose ends print the same is one number.
func TestRange(t *testing.T) {
	cases := []struct {
		lo, hi float64
		d      int
		want   string
	}{
		{20.2, 32.5, 1, "20.2-32.5"}, {0.0031, 0.0034, 3, "0.003"}, {0.0031, 0.0034, 4, "0.0031-0.0034"}, {1500, 1500, 0, "1,500"},
	}
	for _, c := range cases {
		if got := Range(c.lo, c.hi, c.d); got != c.want {
			t.Errorf("Range(%v, %v, %d) = %q, want %q", c.lo, c.hi, c.d, got, c.want)
		}
	}
}

func TestNumber(t *testing.T) {
	cases := []struct {
		v    float64
		d    int
		want string
	}{
		{1234567.891, 2, "1,234,567.89"}, {-0.001, 1, "0.0"}, {-1500, 0, "-1,500"}, {327.68, 2, "327.68"}, {999, 0, "999"}, {0, 0, "0"},
	}
	for _, c := range cases {
		if got := Number(c.v, c.d); got != c.want {
			t.Errorf("Number(%v, %d) = %q, want %q", c.v, c.d, got, c.want)
		}
	}
	if got := Signed(0.6, 1); got != "+0.6" {
		t.Errorf("Signed(0.6) = %q", got)
	}
	if got := Bytes(4 << 20); got != "4 MiB" {
		t.Errorf("Bytes(4 MiB) = %q", got)
	}
	if got := Bytes(147456); got != "144 KiB" {
		t.Errorf("Bytes(147456) = %q", got)
	}
	if got := Duration(83886.08); got != "83.9 µs" {
		t.Errorf("Duration = %q", got)
	}
}

func TestDetectCharset(t *testing.T) {
	cases := []struct {
		env      map[string]string
		utf8     bool
		codeset  string
		suggests string
	}{
		{map[string]string{}, true, "", "C.UTF-8"},
		{map[string]string{"LANG": "C"}, true, "", "C.UTF-8"},
		{map[string]string{"LANG": "POSIX"}, true, "", "C.UTF-8"},
		{map[string]string{"LANG": "C.UTF-8"}, true, "UTF-8", "C.UTF-8"},
		{map[string]string{"LANG": "zh_TW.UTF-8"}, true, "UTF-8", "zh_TW.UTF-8"},
		{map[string]string{"LANG": "en_US.utf8"}, true, "utf8", "en_US.UTF-8"},
		{map[string]string{"LC_CTYPE": "UTF-8", "LANG": "C"}, true, "", "C.UTF-8"},
		{map[string]string{"LANG": "zh_TW.Big5"}, false, "Big5", "zh_TW.UTF-8"},
		{map[string]string{"LANG": "zh_TW.BIG5@stroke"}, false, "BIG5", "zh_TW.UTF-8"},
		{map[string]string{"LANG": "en_US.ISO-8859-1"}, false, "ISO-8859-1", "en_US.UTF-8"},
		{map[string]string{"LANG": "zh_TW"}, false, "", "zh_TW.UTF-8"},
		{map[string]string{"LANG": "de_DE@euro"}, false, "", "de_DE.UTF-8"},
		{map[string]string{"LANG": "C.ISO-8859-1"}, false, "ISO-8859-1", "C.UTF-8"},
		// LC_ALL, then LC_CTYPE, then LANG; LC_MESSAGES picks the language only.
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "zh_TW.Big5"}, true, "UTF-8", "C.UTF-8"},
		{map[string]string{"LC_CTYPE": "zh_TW.Big5", "LANG": "zh_TW.UTF-8"}, false, "Big5", "zh_TW.UTF-8"},
		{map[string]string{"LC_MESSAGES": "zh_TW", "LANG": "en_GB.UTF-8"}, true, "UTF-8", "en_GB.UTF-8"},
	}
	for _, c := range cases {
		got := DetectCharset(func(k string) string { return c.env[k] })
		if got.UTF8 != c.utf8 || got.Codeset != c.codeset || got.UTF8Locale() != c.suggests {
			t.Errorf("DetectCharset(%v) = %+v (suggests %s); want UTF-8 %v, codeset %q, %s", c.env, got, got.UTF8Locale(), c.utf8, c.codeset, c.suggests)
		}
	}
}
