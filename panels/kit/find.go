package kit

import (
	"slices"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// Query is a search as the user typed it, folded for matching: letter
// case and full-width forms are ignored, so "dcqcn" and "ＤＣＱＣＮ" find
// "DCQCN", and a Chinese query finds Chinese text.
type Query struct {
	text  string
	runes []rune
}

// NewQuery folds s for matching; surrounding spaces are dropped.
func NewQuery(s string) Query {
	r := []rune(s)
	lo, hi := 0, len(r)
	for lo < hi && unicode.IsSpace(r[lo]) {
		lo++
	}
	for hi > lo && unicode.IsSpace(r[hi-1]) {
		hi--
	}
	q := Query{text: string(r[lo:hi]), runes: make([]rune, 0, hi-lo)}
	for _, c := range r[lo:hi] {
		q.runes = append(q.runes, fold(c))
	}
	return q
}

// Text is the query as typed, without surrounding spaces.
func (q Query) Text() string { return q.text }

// Empty reports whether there is nothing to look for.
func (q Query) Empty() bool { return len(q.runes) == 0 }

// fold maps a rune to the form it is compared in: lower case, and the
// ASCII form of a full-width letter, digit or sign.
func fold(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		r -= 0xFEE0
	case r == 0x3000:
		r = ' '
	}
	return unicode.ToLower(r)
}

// Match is one place a query occurs on a page: from rune Rune of body
// line Line to rune EndRune (exclusive) of line EndLine (a match may run
// across a line break, where text was wrapped). Excerpt is the text of
// its first line, without styles.
type Match struct {
	Page         int
	Line, Rune   int
	EndLine      int
	EndRune      int
	Excerpt      string
	ExcerptRunes [2]int // the match's runes within Excerpt (to its end when the match runs on)
}

// Before reports whether m starts before o on the same panel.
func (m Match) Before(o Match) bool {
	if m.Page != o.Page {
		return m.Page < o.Page
	}
	if m.Line != o.Line {
		return m.Line < o.Line
	}
	return m.Rune < o.Rune
}

// Same reports whether m and o are the same place.
func (m Match) Same(o Match) bool {
	return m.Page == o.Page && m.Line == o.Line && m.Rune == o.Rune
}

// pageText is a page's body prepared for searching: the lines without
// styles, and their text folded and joined, so that a phrase that was
// wrapped onto two lines is found.
type pageText struct {
	plain [][]rune
	// joined is the folded text of the lines; a wrapped line is joined to
	// the next with a space (none between two wide characters, which
	// Chinese wraps without), a blank line with a break no query holds.
	joined []rune
	// line and at say where each rune of joined comes from (line -1 for
	// a joint).
	line, at []int32
}

// indexText prepares the lines of a body for searching.
func indexText(lines []string) *pageText {
	t := &pageText{plain: make([][]rune, len(lines))}
	prev := rune(0) // the last rune joined, 0 after a blank line
	for i, l := range lines {
		r := []rune(ansi.Strip(l))
		t.plain[i] = r
		lo, hi := 0, len(r)
		for lo < hi && unicode.IsSpace(r[lo]) {
			lo++
		}
		for hi > lo && unicode.IsSpace(r[hi-1]) {
			hi--
		}
		if lo == hi {
			if prev != 0 {
				t.add('\n', -1, 0)
			}
			prev = 0
			continue
		}
		if prev != 0 && !(wide(prev) && wide(r[lo])) {
			t.add(' ', -1, 0)
		}
		for j := lo; j < hi; j++ {
			t.add(fold(r[j]), i, j)
		}
		prev = r[hi-1]
	}
	return t
}

func (t *pageText) add(r rune, line, at int) {
	t.joined = append(t.joined, r)
	t.line = append(t.line, int32(line))
	t.at = append(t.at, int32(at))
}

// wide reports whether r takes two cells (CJK text).
func wide(r rune) bool { return ansi.StringWidth(string(r)) > 1 }

// find lists where q occurs on the page, in order, without overlaps.
func (t *pageText) find(q Query, page int) []Match {
	n := len(q.runes)
	var out []Match
	for i := 0; n > 0 && i+n <= len(t.joined); i++ {
		if t.line[i] < 0 || !slices.Equal(t.joined[i:i+n], q.runes) {
			continue
		}
		last := i + n - 1
		m := Match{Page: page, Line: int(t.line[i]), Rune: int(t.at[i]), EndLine: int(t.line[last]), EndRune: int(t.at[last]) + 1}
		m.Excerpt = string(t.plain[m.Line])
		end := m.EndRune
		if m.EndLine != m.Line {
			end = len(t.plain[m.Line])
		}
		m.ExcerptRunes = [2]int{m.Rune, end}
		out = append(out, m)
		i = last
	}
	return out
}

// spans are the parts of m on each line it covers: line, first rune and
// end rune.
func (t *pageText) spans(m Match) [][3]int {
	var out [][3]int
	for l := m.Line; l <= m.EndLine && l < len(t.plain); l++ {
		lo, hi := 0, len(t.plain[l])
		if l == m.Line {
			lo = m.Rune
		} else {
			for lo < hi && unicode.IsSpace(t.plain[l][lo]) {
				lo++
			}
		}
		if l == m.EndLine {
			hi = m.EndRune
		} else {
			for hi > lo && unicode.IsSpace(t.plain[l][hi-1]) {
				hi--
			}
		}
		if hi > lo {
			out = append(out, [3]int{l, lo, hi})
		}
	}
	return out
}
