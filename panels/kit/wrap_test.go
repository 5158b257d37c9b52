package kit

import (
	"regexp"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// closingWide and openingWide are the full-width marks Chinese text must
// keep off the start and the end of a line.
const (
	closingWide = "，。、；：！？）」』》〉】〕"
	openingWide = "（「『《〈【〔"
)

// chineseText draws a paragraph the way the catalogs and documents write
// Chinese: ideographs, Latin words and numbers with spaces around them,
// bracketed asides, and closing marks after a character, at most two in
// a row (。」 or ）。).
func chineseText(t *rapid.T) string {
	pieces := rapid.SliceOfN(rapid.OneOf(
		rapid.SampledFrom([]string{"接", "收", "端", "的", "位", "元", "圖", "噴", "灑", "與", "壅", "塞"}),
		rapid.SampledFrom([]string{" QP ", " credit ", " 400 Gb/s ", " write-with-immediate ", " 16 KiB ", " RNIC"}),
		rapid.SampledFrom([]string{"的，", "圖。", "端、", "元；", "塞：", "灑？", "與」", "接）", "收。」", "位）。", "噴」，"}),
		rapid.SampledFrom([]string{"（接", "「收"}),
	), 1, 80).Draw(t, "pieces")
	text := "接" + strings.Join(pieces, "") + "端。"
	// As in the documents: no space before a closing mark or after an
	// opening one.
	text = spaceBeforeClosing.ReplaceAllString(text, "$1")
	return spaceAfterOpening.ReplaceAllString(text, "$1")
}

var (
	spaceBeforeClosing = regexp.MustCompile(" +([" + closingWide + "])")
	spaceAfterOpening  = regexp.MustCompile("([" + openingWide + "]) +")
)

// TestWrapKeepsChinesePunctuationRules: at any width from eight cells
// (room for the longest piece that may not break: an opening bracket, a
// character and two closing marks), every line fits, none starts with a
// closing mark or ends with an opening one, and no text is lost.
func TestWrapKeepsChinesePunctuationRules(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := chineseText(t)
		w := rapid.IntRange(8, 60).Draw(t, "width")
		lines := Wrap(text, w)
		for _, l := range lines {
			if Width(l) > w {
				t.Fatalf("width %d: %q is %d cells", w, l, Width(l))
			}
			trimmed := strings.TrimLeft(l, " ")
			if r := []rune(trimmed); len(r) > 0 && strings.ContainsRune(closingWide, r[0]) {
				t.Fatalf("width %d: line starts with %q: %q\nall: %q", w, r[0], l, lines)
			}
			if r := []rune(strings.TrimRight(l, " ")); len(r) > 0 && strings.ContainsRune(openingWide, r[len(r)-1]) {
				t.Fatalf("width %d: line ends with %q: %q", w, r[len(r)-1], l)
			}
		}
		squeeze := func(s string) string { return strings.ReplaceAll(s, " ", "") }
		if squeeze(strings.Join(lines, "")) != squeeze(text) {
			t.Fatalf("text changed:\n%q\n%q", text, lines)
		}
	})
}
