package cli

import (
	"io"
	"os"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
)

// asciiWriter writes what it is given as ASCII, for a terminal whose
// character set is not UTF-8: ASCII passes through (escape sequences
// included), and every other character becomes ASCII of the same width, a
// look-alike where there is one ("─" "-", "µ" "u", "…" ".", a braille dot
// pattern "."), else "?" ("??" for a wide character), so that a screen
// laid out for UTF-8 keeps its columns. The explorer prints English with
// ASCII glyphs there, so this only catches what is left: text from a file
// (a deck), or a glyph that has no ASCII twin.
type asciiWriter struct {
	w io.Writer
	// partial holds the first bytes of a character a write ended inside.
	partial []byte
}

// Write implements io.Writer. It reports p as written when the ASCII it
// became was; the first bytes of a character split between writes wait
// for the rest.
func (a *asciiWriter) Write(p []byte) (int, error) {
	in := append(a.partial, p...)
	a.partial = nil
	out := make([]byte, 0, len(in))
	for len(in) > 0 {
		if in[0] < utf8.RuneSelf {
			out = append(out, in[0])
			in = in[1:]
			continue
		}
		if !utf8.FullRune(in) {
			a.partial = append([]byte(nil), in...)
			break
		}
		r, size := utf8.DecodeRune(in)
		in = in[size:]
		out = append(out, asciiFor(r)...)
	}
	if _, err := a.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// asciiFor is the ASCII that stands for a character that is not ASCII,
// as wide as it is on screen.
func asciiFor(r rune) string {
	if s, ok := asciiTwins[r]; ok {
		return s
	}
	switch {
	case r == utf8.RuneError:
		return "?"
	case r >= 0x2800 && r <= 0x28ff: // braille dot patterns (charts)
		if r == 0x2800 {
			return " "
		}
		return "."
	case r >= 0x2500 && r <= 0x257f: // box drawing
		return "+"
	case r >= 0x2580 && r <= 0x259f: // block elements
		return "#"
	}
	switch runewidth.RuneWidth(r) {
	case 0:
		return ""
	case 2:
		return "??"
	}
	return "?"
}

// asciiTwins are look-alikes of the glyphs and punctuation the explorer's
// text uses, one cell each like the character they replace.
var asciiTwins = map[rune]string{
	'─': "-", '━': "-", '═': "=", '╌': "-", '╍': "-", '┄': "-", '┅': "-", '╴': "-", '╶': "-",
	'│': "|", '┃': "|", '║': "|", '┆': "|", '┊': "|", '╎': "|", '╏': "|",
	'—': "-", '–': "-", '−': "-", '‐': "-", '‑': "-",
	'…': ".", '·': ".", '•': "*", '●': "o", '○': "o", '◦': "o", '◒': "~", '◐': "~",
	'×': "x", '÷': "/", 'µ': "u", 'μ': "u", '†': "+", '‡': "+", '§': "S", '°': "o",
	'≤': "<", '≥': ">", '≈': "~", '≠': "#", '±': "~", '∞': "8", '√': "v",
	'←': "<", '→': ">", '↑': "^", '↓': "v", '↔': "-", '⇒': ">",
	'▸': ">", '▶': ">", '►': ">", '◂': "<", '◀': "<", '◄': "<", '▴': "^", '▾': "v",
	'✓': "v", '✔': "v", '✗': "x", '✘': "x",
	'‘': "'", '’': "'", '“': "\"", '”': "\"", '«': "\"", '»': "\"",
	'⌈': "[", '⌉': "]", '⌊': "[", '⌋': "]",
	'\u00a0': " ", '\u2009': " ", '\u202f': " ",
	'¹': "1", '²': "2", '³': "3",
}

// asciiFile is the terminal's output file writing through an asciiWriter:
// Bubble Tea still finds the terminal behind it (its size, raw mode).
type asciiFile struct {
	*asciiWriter
	f *os.File
}

// Read implements io.Reader.
func (a asciiFile) Read(p []byte) (int, error) { return a.f.Read(p) }

// Close implements io.Closer.
func (a asciiFile) Close() error { return a.f.Close() }

// Fd is the file's descriptor, for terminal queries.
func (a asciiFile) Fd() uintptr { return a.f.Fd() }

// asciiOnly wraps w so that it writes ASCII only; a file stays a file.
func asciiOnly(w io.Writer) io.Writer {
	a := &asciiWriter{w: w}
	if f, ok := w.(*os.File); ok {
		return asciiFile{asciiWriter: a, f: f}
	}
	return a
}
