package kit

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Width is the number of terminal cells s occupies (ANSI-aware; CJK
// ideographs and full-width punctuation count two).
func Width(s string) int { return lipgloss.Width(s) }

// PadRight pads s with spaces to width cells (never truncates).
func PadRight(s string, width int) string {
	if w := Width(s); w < width {
		return s + strings.Repeat(" ", width-w)
	}
	return s
}

// PadLeft right-aligns s in width cells (never truncates).
func PadLeft(s string, width int) string {
	if w := Width(s); w < width {
		return strings.Repeat(" ", width-w) + s
	}
	return s
}

// Truncate cuts s to at most width cells, ending in tail when it cuts.
func Truncate(s string, width int, tail string) string {
	if width <= 0 {
		return ""
	}
	if Width(s) <= width {
		return s
	}
	return ansi.Truncate(s, width, tail)
}

// FitLines makes text exactly height lines of at most width cells: long
// lines are truncated, missing lines are blank, extra lines are dropped.
func FitLines(text string, width, height int, tail string) string {
	if height <= 0 {
		return ""
	}
	lines := strings.Split(text, "\n")
	if len(lines) > height {
		lines = lines[:height]
	}
	for i, l := range lines {
		lines[i] = PadRight(Truncate(l, width, tail), width)
	}
	for len(lines) < height {
		lines = append(lines, strings.Repeat(" ", width))
	}
	return strings.Join(lines, "\n")
}

// noLineStart are characters that must not begin a line (closing
// punctuation, in Chinese and Latin typography alike).
const noLineStart = "，。、；：！？）」』》〉】〕…,.;:!?)]}%"

// startsNoLineStart reports whether s begins with a character that must
// not start a line.
func startsNoLineStart(s string) bool {
	for _, r := range s {
		return strings.ContainsRune(noLineStart, r)
	}
	return false
}

// noLineEnd are characters that must not end a line (opening brackets).
const noLineEnd = "（「『《〈【〔([{"

// Wrap breaks plain text into lines of at most width cells. Latin words
// stay whole (a word longer than the line is cut); Chinese breaks between
// any two characters, except that closing punctuation never starts a line
// and opening punctuation never ends one. Newlines in text are kept.
func Wrap(text string, width int) []string {
	if width < 1 {
		width = 1
	}
	var out []string
	for _, para := range strings.Split(text, "\n") {
		out = append(out, wrapParagraph(para, width)...)
	}
	return out
}

// wrapParagraph wraps one paragraph with the rules of Wrap.
func wrapParagraph(para string, width int) []string {
	tokens := tokenize(para)
	var lines []string
	var line strings.Builder
	lineW := 0
	flush := func() {
		lines = append(lines, strings.TrimRight(line.String(), " "))
		line.Reset()
		lineW = 0
	}
	for _, tok := range tokens {
		tw := Width(tok)
		if tok == " " {
			if lineW > 0 && lineW < width {
				line.WriteString(" ")
				lineW++
			}
			continue
		}
		if lineW+tw > width && lineW > 0 {
			flush()
		}
		for tw > width { // a single token longer than the line
			head := ansi.Truncate(tok, width, "")
			if head == "" { // a wide character in a one-cell line: it goes alone
				head = string([]rune(tok)[:1])
			}
			rest := strings.TrimPrefix(tok, head)
			// Keep closing punctuation off the start of the next line:
			// move marks (and the character they close) down with it.
			for r := []rune(head); len(r) > 1 && startsNoLineStart(rest); r = r[:len(r)-1] {
				head, rest = string(r[:len(r)-1]), string(r[len(r)-1])+rest
			}
			lines = append(lines, head)
			tok = rest
			tw = Width(tok)
		}
		line.WriteString(tok)
		lineW += tw
	}
	if lineW > 0 || len(lines) == 0 {
		flush()
	}
	return lines
}

// tokenize splits a paragraph into unbreakable pieces: Latin words, single
// wide characters, and single spaces. Closing punctuation is glued to the
// piece before it (with the space between them, if any: "4.8 %") and
// opening punctuation to the piece after it.
func tokenize(s string) []string {
	var toks []string
	var cur strings.Builder
	glueNext := false
	emit := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	for _, r := range s {
		switch {
		case r == ' ' || r == '\t':
			emit()
			toks = append(toks, " ")
			glueNext = false
		case strings.ContainsRune(noLineStart, r):
			switch n := len(toks); {
			case cur.Len() == 0 && n > 0 && toks[n-1] != " ":
				toks[n-1] += string(r)
			case cur.Len() == 0 && n > 1 && toks[n-2] != " ":
				// "4.8 %": a mark after a space keeps its space and word.
				toks = append(toks[:n-2], toks[n-2]+" "+string(r))
			default:
				cur.WriteRune(r)
				if isWide(r) {
					emit()
				}
			}
		case strings.ContainsRune(noLineEnd, r):
			// A Latin bracket right after a Latin character belongs to the
			// word it follows ("r[n]", "W/(L+J)"): a formula is not split
			// there. Anything else opens a new piece glued to the next.
			if r < 0x80 && cur.Len() > 0 && !endsWide(cur.String()) {
				cur.WriteRune(r)
				continue
			}
			if !glueNext { // brackets in a row open together
				emit()
			}
			cur.WriteRune(r)
			glueNext = true
		case isWide(r):
			if !glueNext {
				emit()
			}
			cur.WriteRune(r)
			emit()
			glueNext = false
		default:
			if cur.Len() > 0 && !glueNext && endsWide(cur.String()) {
				emit()
			}
			cur.WriteRune(r)
			glueNext = false
		}
	}
	emit()
	return toks
}

// isWide reports whether r is a wide (two-cell) character that may be
// broken around, such as a CJK ideograph.
func isWide(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		(r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF)
}

// endsWide reports whether the last rune of s is a wide character, so a
// narrow rune that follows may start a new token.
func endsWide(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return isWide(r)
}

// Table aligns rows of cells into columns separated by gap spaces. The
// columns listed in right are right-aligned; the rest are left-aligned.
// Widths are measured in cells, so Chinese text aligns.
func Table(rows [][]string, gap int, right ...int) []string {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			if w := Width(c); w > widths[i] {
				widths[i] = w
			}
		}
	}
	isRight := map[int]bool{}
	for _, c := range right {
		isRight[c] = true
	}
	out := make([]string, len(rows))
	for ri, r := range rows {
		var b strings.Builder
		for i, c := range r {
			if i > 0 {
				b.WriteString(strings.Repeat(" ", gap))
			}
			if isRight[i] {
				b.WriteString(PadLeft(c, widths[i]))
			} else if i < len(r)-1 {
				b.WriteString(PadRight(c, widths[i]))
			} else {
				b.WriteString(c)
			}
		}
		out[ri] = strings.TrimRight(b.String(), " ")
	}
	return out
}

// FitTable lays rows out as one Table when it fits in width; otherwise it
// splits the columns into several tables, each repeating the first column,
// one after the other. right lists right-aligned columns, as for Table.
func FitTable(rows [][]string, gap, width int, right ...int) []string {
	if full := Table(rows, gap, right...); Widest(full) <= width || len(rows) == 0 {
		return full
	}
	cols := len(rows[0])
	var out []string
	for start := 1; start < cols; {
		end := start + 1
		for end < cols && Widest(Table(project(rows, start, end+1), gap, shift(right, start)...)) <= width {
			end++
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, Table(project(rows, start, end), gap, shift(right, start)...)...)
		start = end
	}
	return out
}

// project keeps column 0 and columns [from, to) of every row.
func project(rows [][]string, from, to int) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		row := []string{r[0]}
		for j := from; j < to && j < len(r); j++ {
			row = append(row, r[j])
		}
		out[i] = row
	}
	return out
}

// shift renumbers right-aligned columns after project.
func shift(right []int, from int) []int {
	var out []int
	for _, c := range right {
		switch {
		case c == 0:
			out = append(out, 0)
		case c >= from:
			out = append(out, c-from+1)
		}
	}
	return out
}
