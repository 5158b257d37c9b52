package kit

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestBigTextDrawsEveryGlyphAtBothHeights(t *testing.T) {
	for _, g := range []Glyphs{UnicodeGlyphs(), ASCIIGlyphs()} {
		for _, rows := range []int{BigSmall, BigLarge} {
			lines := BigText(g, "0123456789.,-+x%/ ", rows)
			if len(lines) != rows {
				t.Fatalf("blocks=%v rows=%d: %d lines", g.Blocks, rows, len(lines))
			}
			for _, l := range lines[1:] {
				if Width(l) != Width(lines[0]) {
					t.Errorf("blocks=%v rows=%d: ragged lines %q", g.Blocks, rows, lines)
				}
			}
			if !g.Blocks && strings.ContainsAny(strings.Join(lines, ""), "█▀▄") {
				t.Errorf("the ASCII set draws block glyphs: %q", lines)
			}
		}
	}
}

func TestBigTextLooksLikeTheDigits(t *testing.T) {
	got := strings.Join(BigText(UnicodeGlyphs(), "10", BigSmall), "\n")
	want := "▄█  █▀█\n █  █ █\n▀▀▀ ▀▀▀"
	if got != want {
		t.Errorf("big 10:\n%s\nwant\n%s", got, want)
	}
	got = strings.Join(BigText(ASCIIGlyphs(), "42", BigSmall), "\n")
	want = "     _ \n|_|  _|\n  | |_ "
	if got != want {
		t.Errorf("seven-segment 42:\n%s\nwant\n%s", got, want)
	}
}

// TestBigWidthGrowsWithText: a longer number never draws narrower.
func TestBigWidthGrowsWithText(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.StringOfN(rapid.SampledFrom([]rune("0123456789.-%")), 1, 12, -1).Draw(rt, "s")
		rows := rapid.SampledFrom([]int{BigSmall, BigLarge}).Draw(rt, "rows")
		g := rapid.SampledFrom([]Glyphs{UnicodeGlyphs(), ASCIIGlyphs()}).Draw(rt, "glyphs")
		if !BigDrawable(s) {
			rt.Fatalf("%q is not drawable", s)
		}
		if BigWidth(g, s+"8", rows) <= BigWidth(g, s, rows) {
			rt.Fatalf("%q: adding a digit did not widen it", s)
		}
	})
}

// TestThousandsSeparatorIsAGap: drawn large, a thousands comma read as a
// decimal point ("4,868" as "4.868"). It is a gap now, in both glyph sets
// and at both heights: the columns between "4" and "868" are blank in
// every row, the gap is wider than the space between two digits, and the
// decimal point still has ink.
func TestThousandsSeparatorIsAGap(t *testing.T) {
	for _, g := range []Glyphs{UnicodeGlyphs(), ASCIIGlyphs()} {
		for _, rows := range []int{BigSmall, BigLarge} {
			four, grouped := BigText(g, "4", rows), BigText(g, "4,868", rows)
			digitGap := BigWidth(g, "48", rows) - BigWidth(g, "4", rows) - BigWidth(g, "8", rows)
			sepGap := BigWidth(g, "4,8", rows) - BigWidth(g, "4", rows) - BigWidth(g, "8", rows)
			if sepGap < 3*digitGap {
				t.Errorf("blocks=%v rows=%d: the separator's gap is %d cells, the digits' %d", g.Blocks, rows, sepGap, digitGap)
			}
			from := Width(four[0])
			for r, line := range grouped {
				if gap := []rune(line)[from : from+sepGap]; strings.TrimSpace(string(gap)) != "" {
					t.Errorf("blocks=%v rows=%d: row %d has ink in the separator: %q", g.Blocks, rows, r, line)
				}
			}
			point := BigText(g, "4.8", rows)
			ink := ""
			for _, line := range point {
				ink += string([]rune(line)[from : from+BigWidth(g, "4.8", rows)-BigWidth(g, "48", rows)+digitGap])
			}
			if strings.TrimSpace(ink) == "" {
				t.Errorf("blocks=%v rows=%d: the decimal point has no ink:\n%s", g.Blocks, rows, strings.Join(point, "\n"))
			}
		}
	}
}

// TestBigTitle: a title is drawn large in capitals, five rows tall when
// there is room, three when there is less, wrapped by words with a blank
// row between lines; Chinese (not in the font), a title that fits at
// neither height, and three rows in the ASCII set are refused.
func TestBigTitle(t *testing.T) {
	g := UnicodeGlyphs()
	lines, ok := BigTitle(g, "Pegasus: a network", 200, 20)
	if !ok || len(lines) != BigLarge || !strings.HasPrefix(lines[0], "████") {
		t.Fatalf("one line, five rows: %v\n%s", ok, strings.Join(lines, "\n"))
	}
	first, _ := BigTitle(g, "Pegasus:", 200, 20)
	wide := Width(first[0])
	lines, ok = BigTitle(g, "Pegasus: network", wide+2, 20)
	if !ok || len(lines) != 2*BigLarge+1 || strings.TrimSpace(lines[BigLarge]) != "" {
		t.Errorf("two lines of five rows, a blank between: %v\n%s", ok, strings.Join(lines, "\n"))
	}
	for _, l := range lines {
		if Width(l) > wide+2 {
			t.Errorf("a line wider than %d: %q", wide+2, l)
		}
	}
	if lines, ok = BigTitle(g, "Pegasus: network", wide*2/3, 2*BigLarge); !ok || len(lines) != 2*BigSmall+1 {
		t.Errorf("narrower, two lines of three: %v\n%s", ok, strings.Join(lines, "\n"))
	}
	if _, ok = BigTitle(g, "Pegasus：裸機 AI 雲的網路", 200, 20); ok {
		t.Error("a Chinese title is drawn large")
	}
	if _, ok = BigTitle(g, "Pegasus: a network", 200, BigSmall-1); ok {
		t.Error("a title drawn in fewer rows than three")
	}
	if _, ok = BigTitle(ASCIIGlyphs(), "Pegasus", 200, BigLarge-1); ok {
		t.Error("the ASCII set draws letters three rows tall")
	}
	if lines, ok = BigTitle(ASCIIGlyphs(), "Pegasus", 200, BigLarge); !ok || strings.ContainsAny(strings.Join(lines, ""), "█▀▄") {
		t.Errorf("the ASCII set, five rows: %v\n%s", ok, strings.Join(lines, "\n"))
	}
}
