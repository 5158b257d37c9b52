package safe

import (
	"strings"
	"unicode"
)

// Text returns s with every terminal escape sequence removed (CSI, OSC,
// DCS, ... as ECMA-48 defines them, so an OSC title or clipboard write is
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
	s = stripEscapes(s)
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

// stripEscapes removes ECMA-48 escape sequences introduced by ESC: a
// control sequence (ESC [ parameters, intermediates, a final byte), a
// control string (ESC ] for OSC, ESC P, X, ^ or _ for DCS, SOS, PM and
// APC, up to BEL or the string terminator ESC \), and the two- or
// three-byte escapes (ESC, intermediates, a final byte). An unfinished
// sequence runs to the end of s. A lone 8-bit control (U+0080-U+009F) is
// left to the caller, which drops it; without its introducer what follows
// is plain text.
func stripEscapes(s string) string {
	if !strings.ContainsRune(s, 0x1b) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if s[i] != 0x1b {
			b.WriteByte(s[i])
			i++
			continue
		}
		i = skipEscape(s, i+1)
	}
	return b.String()
}

// skipEscape returns the index just past the escape sequence whose ESC
// stood before s[i].
func skipEscape(s string, i int) int {
	if i >= len(s) {
		return i
	}
	switch c := s[i]; {
	case c == '[': // CSI: parameters and intermediates, then a final byte
		for i++; i < len(s); i++ {
			switch {
			case s[i] == 0x1b: // a new escape cancels this one
				return skipEscape(s, i+1)
			case s[i] >= 0x40 && s[i] <= 0x7e:
				return i + 1
			}
		}
		return i
	case c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_': // control strings
		for i++; i < len(s); i++ {
			switch {
			case s[i] == 0x07:
				return i + 1
			case s[i] == 0x1b && i+1 < len(s) && s[i+1] == '\\':
				return i + 2
			case s[i] == 0x1b: // a new escape ends the string
				return skipEscape(s, i+1)
			case s[i] == 0xc2 && i+1 < len(s) && s[i+1] == 0x9c: // U+009C, the 8-bit terminator
				return i + 2
			}
		}
		return i
	case c >= 0x20 && c <= 0x2f: // intermediates, then a final byte
		for i++; i < len(s) && s[i] >= 0x20 && s[i] <= 0x2f; i++ {
		}
		if i < len(s) && s[i] >= 0x30 && s[i] <= 0x7e {
			i++
		}
		return i
	case c >= 0x30 && c <= 0x7e: // a two-byte escape (ESC 7, ESC c, ...)
		return i + 1
	}
	return i // ESC before anything else: only the ESC goes
}
