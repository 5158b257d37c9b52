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
	out := make([]string, rows)
	first := true
	for _, r := range s {
		px, ok := bigFont[r]
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
