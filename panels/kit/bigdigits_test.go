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
