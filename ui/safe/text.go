package safe

import (
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// Text returns s with every terminal escape sequence removed (CSI, OSC,
// DCS, ... as parsed by x/ansi, so an OSC title or clipboard write is
// dropped whole) and every other control character dropped, but for
// newlines and tabs. Bidirectional overrides and isolates, which can make
// text read differently from what it holds, are dropped too. Use it on
// any text that did not come from the program: deck files, state files,
// values a user gave that a message echoes, file names in errors.
func Text(s string) string { return clean(s, true) }

// Line is Text for text that must stay on one line: newlines and tabs
// become spaces too.
func Line(s string) string { return clean(s, false) }

func clean(s string, keepLines bool) string {
	if isPlain(s) {
		return s
	}
	s = ansi.Strip(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
			if keepLines {
				b.WriteRune(r)
			} else {
				b.WriteByte(' ')
			}
		case r == '\r':
			// A lone carriage return moves the cursor back over the line.
		case unicode.IsControl(r), isBidiControl(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isPlain reports whether s holds printable ASCII only, the common case,
// so that it can be returned as it is.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// isBidiControl reports the Unicode bidirectional embedding, override and
// isolate characters (U+202A-U+202E, U+2066-U+2069) and the marks that
// steer them (U+200E, U+200F, U+061C).
func isBidiControl(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 ||
		r == 0x200e || r == 0x200f || r == 0x061c
}
