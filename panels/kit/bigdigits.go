package kit

import "strings"

// Big digits: numbers drawn several rows tall for a projector, from one
// 3x5 pixel font. Five rows tall each pixel is two cells wide (a cell is
// about twice as tall as wide); three rows tall two pixel rows share a
// cell through half blocks. The ASCII set draws # pixels five rows tall
// and seven-segment strokes three rows tall.
//
// The thousands separator is a gap, not a mark: from the back of a room a
// comma drawn this large reads as a decimal point ("4,868 KiB" as
// "4.868"), while a gap three or four times the space between digits
// groups them as SI writes numbers ("4 868") and cannot be taken for the
// point, which keeps its ink.

// BigRows are the heights big digits come in.
const (
	BigSmall = 3
	BigLarge = 5
)

// bigFont maps a rune to its pixel rows, top first, "#" for a lit pixel.
var bigFont = map[rune][5]string{
	'0': {"###", "#.#", "#.#", "#.#", "###"},
	'1': {".#.", "##.", ".#.", ".#.", "###"},
	'2': {"###", "..#", "###", "#..", "###"},
	'3': {"###", "..#", "###", "..#", "###"},
	'4': {"#.#", "#.#", "###", "..#", "..#"},
	'5': {"###", "#..", "###", "..#", "###"},
	'6': {"###", "#..", "###", "#.#", "###"},
	'7': {"###", "..#", "..#", "..#", "..#"},
	'8': {"###", "#.#", "###", "#.#", "###"},
	'9': {"###", "#.#", "###", "..#", "###"},
	'.': {".", ".", ".", ".", "#"},
	',': {".", ".", ".", ".", "."}, // a gap: see above
	'-': {"...", "...", "###", "...", "..."},
	'+': {"...", ".#.", "###", ".#.", "..."},
	'x': {"...", "#.#", ".#.", "#.#", "..."},
	'%': {"#.#", "..#", ".#.", "#..", "#.#"},
	'/': {"..#", "..#", ".#.", "#..", "#.."},
	' ': {"..", "..", "..", "..", ".."},
	':': {".", "#", ".", "#", "."},
	'!': {"#", "#", "#", ".", "#"},
}

// bigLetters are capital letters in the same 3x5 font, for a title drawn
// large (BigTitle); three pixels wide, M, N and W are the hardest to tell
// apart, and are drawn as the usual 3x5 fonts draw them.
var bigLetters = map[rune][5]string{
	'A': {".#.", "#.#", "###", "#.#", "#.#"}, 'B': {"##.", "#.#", "##.", "#.#", "##."},
	'C': {".##", "#..", "#..", "#..", ".##"}, 'D': {"##.", "#.#", "#.#", "#.#", "##."},
	'E': {"###", "#..", "##.", "#..", "###"}, 'F': {"###", "#..", "##.", "#..", "#.."},
	'G': {".##", "#..", "#.#", "#.#", ".##"}, 'H': {"#.#", "#.#", "###", "#.#", "#.#"},
	'I': {"###", ".#.", ".#.", ".#.", "###"}, 'J': {"..#", "..#", "..#", "#.#", ".#."},
	'K': {"#.#", "#.#", "##.", "#.#", "#.#"}, 'L': {"#..", "#..", "#..", "#..", "###"},
	'M': {"#.#", "###", "###", "#.#", "#.#"}, 'N': {"##.", "#.#", "#.#", "#.#", "#.#"},
	'O': {".#.", "#.#", "#.#", "#.#", ".#."}, 'P': {"##.", "#.#", "##.", "#..", "#.."},
	'Q': {".#.", "#.#", "#.#", "###", ".##"}, 'R': {"##.", "#.#", "##.", "#.#", "#.#"},
	'S': {".##", "#..", ".#.", "..#", "##."}, 'T': {"###", ".#.", ".#.", ".#.", ".#."},
	'U': {"#.#", "#.#", "#.#", "#.#", "###"}, 'V': {"#.#", "#.#", "#.#", "#.#", ".#."},
	'W': {"#.#", "#.#", "###", "###", "#.#"}, 'X': {"#.#", "#.#", ".#.", "#.#", "#.#"},
	'Y': {"#.#", "#.#", ".#.", ".#.", ".#."}, 'Z': {"###", "..#", ".#.", "#..", "###"},
}

// sevenSeg is the ASCII three-row font.
var sevenSeg = map[rune][3]string{
	'0': {" _ ", "| |", "|_|"}, '1': {"   ", "  |", "  |"}, '2': {" _ ", " _|", "|_ "},
	'3': {" _ ", " _|", " _|"}, '4': {"   ", "|_|", "  |"}, '5': {" _ ", "|_ ", " _|"},
	'6': {" _ ", "|_ ", "|_|"}, '7': {" _ ", "  |", "  |"}, '8': {" _ ", "|_|", "|_|"},
	'9': {" _ ", "|_|", " _|"}, '.': {" ", " ", "."}, ',': {"  ", "  ", "  "},
	'-': {"   ", " _ ", "   "}, '+': {"   ", "_|_", " | "}, 'x': {"   ", "\\ /", "/ \\"},
	'%': {"o /", " / ", "/ o"}, '/': {"  /", " / ", "/  "}, ' ': {"  ", "  ", "  "},
}

// BigDrawable reports whether every rune of s has a big glyph.
func BigDrawable(s string) bool {
	for _, r := range s {
		if _, ok := bigFont[r]; !ok {
			return false
		}
	}
	return s != ""
}

// BigText draws s rows tall (BigSmall or BigLarge) with glyph set g, one
// string per row, all of the same width; runes without a big glyph are
// left out (check with BigDrawable first).
func BigText(g Glyphs, s string, rows int) []string {
	return bigText(g, s, rows, bigFont)
}

// BigTitle draws a title large, in capitals, its words wrapped to lines
// at most w cells wide and a blank row between lines, in at most maxRows
// rows: five rows tall when that fits, else three (in block glyphs only:
// the ASCII set's three-row font is seven-segment digits). It is false
// when the title has a character the font lacks (Chinese, say) or fits
// at neither height.
func BigTitle(g Glyphs, title string, w, maxRows int) ([]string, bool) {
	text := strings.ToUpper(title)
	font := map[rune][5]string{}
	for _, m := range []map[rune][5]string{bigFont, bigLetters} {
		for r, px := range m {
			font[r] = px
		}
	}
	for _, r := range text {
		if _, ok := font[r]; !ok && r != ' ' {
			return nil, false
		}
	}
	for _, rows := range []int{BigLarge, BigSmall} {
		if rows == BigSmall && !g.Blocks {
			continue
		}
		lines, ok := wrapBig(g, strings.Fields(text), rows, w, font)
		if !ok || len(lines) == 0 || len(lines)*(rows+1)-1 > maxRows {
			continue
		}
		var out []string
		for i, l := range lines {
			if i > 0 {
				out = append(out, "")
			}
			out = append(out, bigText(g, l, rows, font)...)
		}
		return out, true
	}
	return nil, false
}

// wrapBig fills lines with words drawn rows tall, each line at most w
// cells wide; false when a word alone is wider.
func wrapBig(g Glyphs, words []string, rows, w int, font map[rune][5]string) ([]string, bool) {
	var lines []string
	fits := func(s string) bool { return Width(bigText(g, s, rows, font)[0]) <= w }
	for _, word := range words {
		switch {
		case len(lines) > 0 && fits(lines[len(lines)-1]+" "+word):
			lines[len(lines)-1] += " " + word
		case fits(word):
			lines = append(lines, word)
		default:
			return nil, false
		}
	}
	return lines, true
}

// bigText draws s rows tall from font.
func bigText(g Glyphs, s string, rows int, font map[rune][5]string) []string {
	out := make([]string, rows)
	first := true
	for _, r := range s {
		px, ok := font[r]
		if !ok {
			continue
		}
		cols := bigColumns(g, r, px, rows)
		for i := range out {
			if !first {
				out[i] += " "
			}
			out[i] += cols[i]
		}
		first = false
	}
	return out
}

// BigWidth is the width of s drawn rows tall.
func BigWidth(g Glyphs, s string, rows int) int {
	lines := BigText(g, s, rows)
	if len(lines) == 0 {
		return 0
	}
	return Width(lines[0])
}

// bigColumns draws one rune rows tall.
func bigColumns(g Glyphs, r rune, px [5]string, rows int) []string {
	if rows == BigSmall && !g.Blocks {
		seg := sevenSeg[r]
		return seg[:]
	}
	if rows == BigSmall {
		out := make([]string, 3)
		for i := range out {
			top := px[2*i]
			bottom := strings.Repeat(".", len(top))
			if 2*i+1 < 5 {
				bottom = px[2*i+1]
			}
			var b strings.Builder
			for c := range top {
				switch {
				case top[c] == '#' && bottom[c] == '#':
					b.WriteString("█")
				case top[c] == '#':
					b.WriteString("▀")
				case bottom[c] == '#':
					b.WriteString("▄")
				default:
					b.WriteByte(' ')
				}
			}
			out[i] = b.String()
		}
		return out
	}
	full := "██"
	if !g.Blocks {
		full = "##"
	}
	out := make([]string, 5)
	for i, row := range px {
		var b strings.Builder
		for _, c := range row {
			if c == '#' {
				b.WriteString(full)
			} else {
				b.WriteString("  ")
			}
		}
		out[i] = b.String()
	}
	return out
}
