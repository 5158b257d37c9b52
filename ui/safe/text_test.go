package safe

import (
	"strings"
	"testing"
	"unicode"

	"github.com/charmbracelet/x/ansi"
	"pgregory.net/rapid"
)

func TestTextDropsEscapeSequences(t *testing.T) {
	cases := map[string]string{
		"title \x1b]2;owned\x07 end":         "title  end",
		"clip \x1b]52;c;aGVsbG8=\x1b\\ done": "clip  done",
		"clear \x1b[2J\x1b[H here":           "clear  here",
		"bell\x07 and del\x7f and nul\x00":   "bell and del and nul",
		"c1 \u009b31m red":                   "c1 31m red",
		"cr\roverwrite":                      "croverwrite",
		"bidi \u202egnp.exe\u202c":           "bidi gnp.exe",
		"keep\nlines\tand tabs, 中文 ✓ µs ±":   "keep\nlines\tand tabs, 中文 ✓ µs ±",
	}
	for in, want := range cases {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Line("a\nb\tc"); got != "a b c" {
		t.Errorf("Line kept a line break or tab: %q", got)
	}
}

func TestTextNeverLeavesAControlCharacter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.String().Draw(t, "s")
		for _, out := range []string{Text(s), Line(s)} {
			for _, r := range out {
				if (unicode.IsControl(r) && r != '\n' && r != '\t') || isBidiControl(r) {
					t.Fatalf("control %U left in %q (from %q)", r, out, s)
				}
			}
		}
		if strings.ContainsAny(Line(s), "\n\t") {
			t.Fatalf("Line left a line break in %q", Line(s))
		}
	})
}

func TestPlainTextIsUnchanged(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringMatching(`[ -~]*`).Draw(t, "s")
		if Text(s) != s || Line(s) != s {
			t.Fatalf("printable ASCII %q was changed", s)
		}
	})
}

// TestStripAgreesWithXAnsi: on text mixed with well-formed escape
// sequences of every kind, the hand-written stripper removes what x/ansi's
// parser removes (x/ansi stays a test dependency only, so that the
// settings layer, which uses this package, needs no Charm module).
func TestStripAgreesWithXAnsi(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		parts := rapid.SliceOf(rapid.OneOf(
			rapid.StringMatching(`[ -~]{0,8}`),
			rapid.StringMatching(`[中文µ±✓]{0,3}`),
			rapid.StringMatching("\x1b\\[[0-9;?]{0,6}[@-~]"),
			rapid.StringMatching("\x1b\\][0-9]{1,2};[ -~]{0,10}\x07"),
			rapid.StringMatching("\x1b\\][0-9]{1,2};[ -~]{0,10}\x1b\\\\"),
			rapid.StringMatching("\x1bP[0-9;]{0,4}[@-~][ -~]{0,8}\x1b\\\\"),
			rapid.StringMatching("\x1b[_^X][ -~]{0,10}\x1b\\\\"),
			rapid.StringMatching("\x1b([ -/]{1,2}[0-~]|[0-OQ-WYZ`-~])"),
		)).Draw(t, "parts")
		s := strings.Join(parts, "")
		if got, want := stripEscapes(s), ansi.Strip(s); got != want {
			t.Fatalf("stripEscapes(%q) = %q, x/ansi gives %q", s, got, want)
		}
	})
}
