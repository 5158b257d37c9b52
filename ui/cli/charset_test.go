package cli

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"pegasus/i18n"
	"pegasus/ui"
	"pegasus/ui/settings"
)

// firstNonASCII is the first line of s holding a byte outside ASCII.
func firstNonASCII(s string) (string, bool) {
	for _, l := range strings.Split(s, "\n") {
		for i := 0; i < len(l); i++ {
			if l[i] >= utf8.RuneSelf {
				return l, true
			}
		}
	}
	return "", false
}

// TestNonUTF8LocaleSpeaksEnglishInASCII runs calc, check, read and the
// explorer's start under locales whose character set is not UTF-8 (Big5,
// ISO-8859-1, and zh_TW, whose C library default is Big5): each says once,
// on the standard error, in English, that the character set is not
// supported and what to set, then writes what it writes under a UTF-8
// locale in English with --ascii: never a byte the terminal cannot show,
// even with --lang zh-TW or PEGASUS_LANG=zh-TW.
func TestNonUTF8LocaleSpeaksEnglishInASCII(t *testing.T) {
	t.Parallel()
	commands := [][]string{
		{"calc", "credit"},
		{"calc", "advisor", "--lang", "zh-TW"},
		{"check"},
		{"check", "--json"},
		{"read", "--section", "3.3", "--answers"},
		{"read", "--glossary"},
		{"--lang", "zh-TW"}, // the explorer, which finds no terminal
		{},
	}
	locales := map[string][]string{
		"Big5":       {"LANG=zh_TW.Big5"},
		"stroke":     {"LC_ALL=zh_TW.BIG5@stroke", "LANG=zh_TW.UTF-8"},
		"Latin-1":    {"LANG=en_US.ISO-8859-1", "PEGASUS_LANG=zh-TW"},
		"no codeset": {"LANG=zh_TW"},
		"LC_CTYPE":   {"LC_CTYPE=zh_TW.Big5", "LANG=zh_TW.UTF-8"},
	}
	type result struct {
		code     int
		out, err string
	}
	want := map[string]result{} // by command, under C.UTF-8 with --ascii
	for _, args := range commands {
		code, out, errOut := runCmd(t, cleanEnv(t, "LANG=C.UTF-8"), without(append(slices.Clone(args), "--ascii"), "--lang", "zh-TW")...)
		want[strings.Join(args, " ")] = result{code, out, errOut}
	}
	for name, env := range locales {
		run := commands
		if name != "Big5" { // the other spellings of a non-UTF-8 locale: two commands suffice
			run = [][]string{{"calc", "advisor", "--lang", "zh-TW"}, {}}
		}
		for _, args := range run {
			code, out, errOut := runCmd(t, cleanEnv(t, env...), args...)
			where := name + " " + strings.Join(args, " ")
			if l, bad := firstNonASCII(out + errOut); bad {
				t.Errorf("%s: a line is not ASCII: %q", where, l)
			}
			if n := strings.Count(errOut, "not UTF-8"); n != 1 || !strings.Contains(errOut, "UTF-8 locale, for example") {
				t.Errorf("%s: the notice is said %d times:\n%s", where, n, errOut)
			}
			w := want[strings.Join(args, " ")]
			if slices.Contains(args, "--glossary") {
				if strings.Contains(out, "??") || !strings.Contains(out, "Glossary") {
					t.Errorf("%s: the glossary shows Chinese names or is not English:\n%.400s", where, out)
				}
				continue
			}
			notice, rest, _ := strings.Cut(errOut, "\n")
			if code != w.code || out != w.out || rest != w.err || !strings.HasPrefix(notice, "pegasus: the locale ") {
				t.Errorf("%s: exit %d, stdout %d bytes, stderr %q;\nunder C.UTF-8 with --ascii: exit %d, stdout %d bytes, stderr %q",
					where, code, len(out), errOut, w.code, len(w.out), w.err)
			}
		}
	}
}

// without is args less the flag name and its value.
func without(args []string, name, value string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		if args[i] == name && i+1 < len(args) && args[i+1] == value {
			i++
			continue
		}
		out = append(out, args[i])
	}
	return out
}

// TestUTF8AndCLocalesAreUnchanged: C, POSIX, no locale and UTF-8 locales
// print no notice, and zh_TW.UTF-8 still speaks Chinese.
func TestUTF8AndCLocalesAreUnchanged(t *testing.T) {
	t.Parallel()
	for _, env := range [][]string{{}, {"LANG=C"}, {"LC_ALL=POSIX"}, {"LANG=C.UTF-8"}, {"LC_ALL=C.UTF-8", "LANG=zh_TW.Big5"}, {"LANG=zh_TW.UTF-8"}} {
		_, out, errOut := runCmd(t, cleanEnv(t, env...), "calc", "advisor")
		if strings.Contains(errOut, "UTF-8") {
			t.Errorf("%v: a notice: %q", env, errOut)
		}
		_, glyphs := firstNonASCII(out)
		chinese := strings.ContainsFunc(out, func(r rune) bool { return r >= 0x4e00 && r <= 0x9fff })
		if zh := len(env) == 1 && env[0] == "LANG=zh_TW.UTF-8"; zh != chinese || !glyphs {
			t.Errorf("%v: Chinese %v, or not the Unicode glyphs:\n%.300s", env, zh, out)
		}
	}
}

// TestPlainExplorerConfig: on a terminal that takes ASCII only, the
// explorer and the presenter start in English with ASCII glyphs and a
// language key that says why it does not switch, whatever the settings
// say.
func TestPlainExplorerConfig(t *testing.T) {
	t.Parallel()
	c := &ctx{io: IO{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}}, env: settings.NewEnv([]string{"LANG=zh_TW.Big5"})}
	c.charset = i18n.DetectCharset(c.env.Get)
	cfg := ui.Config{Lang: i18n.TraditionalChinese}
	c.plainConfig(&cfg)
	if !cfg.ASCII || cfg.Lang != i18n.English || !strings.Contains(cfg.LanguageLock, "LANG=zh_TW.Big5") || !strings.Contains(cfg.LanguageLock, "LANG=zh_TW.UTF-8") {
		t.Errorf("plain config: %+v", cfg)
	}
	c.charset = i18n.DetectCharset(settings.NewEnv([]string{"LANG=zh_TW.UTF-8"}).Get)
	cfg = ui.Config{Lang: i18n.TraditionalChinese}
	c.plainConfig(&cfg)
	if cfg.ASCII || cfg.Lang != i18n.TraditionalChinese || cfg.LanguageLock != "" {
		t.Errorf("a UTF-8 terminal's config changed: %+v", cfg)
	}
}

// TestASCIIWriterKeepsWidths: ASCII and escape sequences pass; other
// characters become ASCII of their width, also when a write splits one.
func TestASCIIWriterKeepsWidths(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	w := asciiOnly(&b)
	in := "\x1b[1mPeak\x1b[0m 5.0 µs ─│┊ ⣀⠉ 中文 …✓ é\xff"
	raw := []byte(in)
	for i := 0; i < len(raw); i += 3 { // every character split somewhere
		if _, err := w.Write(raw[i:min(i+3, len(raw))]); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := b.String(), "\x1b[1mPeak\x1b[0m 5.0 us -|| .. ???? .v ??"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
