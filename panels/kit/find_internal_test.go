package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// TestQueryFoldsCaseAndFullWidth: a query matches whatever its letter
// case or full-width form, and spaces around it do not count.
func TestQueryFoldsCaseAndFullWidth(t *testing.T) {
	body := []string{"Credits against DCQCN: the queue", "接收端的佇列"}
	for _, q := range []string{"dcqcn", "  DCQCN ", "ＤＣＱＣＮ", "Dcqcn"} {
		if got := indexText(body).find(NewQuery(q), 0); len(got) != 1 || got[0].Line != 0 || got[0].Rune != 16 {
			t.Errorf("%q: %+v", q, got)
		}
	}
	if got := indexText(body).find(NewQuery("佇列"), 3); len(got) != 1 || got[0].Page != 3 || got[0].Line != 1 || got[0].Rune != 4 {
		t.Errorf("Chinese: %+v", got)
	}
	if !NewQuery(" \t ").Empty() || NewQuery(" a ").Text() != "a" {
		t.Error("spaces around a query should not count")
	}
}

// TestFindCountsEachPlaceOnce: matches are listed in order and do not
// overlap; styles are not part of the text; a blank line ends a phrase.
func TestFindCountsEachPlaceOnce(t *testing.T) {
	body := []string{"aaaa", "\x1b[31mqueue\x1b[0m and \x1b[1mQueue\x1b[0m", "", "the end"}
	got := indexText(body).find(NewQuery("aa"), 0)
	if len(got) != 2 || got[0].Rune != 0 || got[1].Rune != 2 {
		t.Errorf("aa in aaaa: %+v", got)
	}
	got = indexText(body).find(NewQuery("queue"), 0)
	if len(got) != 2 || got[0].Line != 1 || got[0].Rune != 0 || got[1].Rune != 10 || got[1].Excerpt != "queue and Queue" {
		t.Errorf("styled: %+v", got)
	}
	if got[0].Before(got[1]) != true || got[1].Before(got[0]) || !got[0].Same(got[0]) || got[0].Same(got[1]) {
		t.Error("order of matches")
	}
	if got := indexText(body).find(NewQuery("Queue the"), 0); len(got) != 0 {
		t.Errorf("a phrase across a blank line: %+v", got)
	}
}

// TestFindJoinsWrappedLines: a phrase the layout wrapped onto two lines
// is one match (with a space in English, none in Chinese), whose spans
// cover each line's part and never its indentation.
func TestFindJoinsWrappedLines(t *testing.T) {
	body := []string{"  the receiver's", "  port queue grows", "接收端的佇", "列變長"}
	tx := indexText(body)
	got := tx.find(NewQuery("receiver's port"), 0)
	if len(got) != 1 || got[0].Line != 0 || got[0].EndLine != 1 || got[0].ExcerptRunes != [2]int{6, 16} {
		t.Fatalf("English wrapped: %+v", got)
	}
	if spans := tx.spans(got[0]); len(spans) != 2 || spans[0] != [3]int{0, 6, 16} || spans[1] != [3]int{1, 2, 6} {
		t.Errorf("spans %v", spans)
	}
	got = tx.find(NewQuery("佇列"), 0)
	if len(got) != 1 || got[0].Line != 2 || got[0].EndLine != 3 {
		t.Fatalf("Chinese wrapped: %+v", got)
	}
	if got := tx.find(NewQuery("grows 接收"), 0); len(got) != 1 {
		t.Errorf("a Latin line joined to a Chinese one keeps its space: %+v", got)
	}
}

// TestMarkRunesKeepsTheTextAndItsWidth: marking a match leaves the text
// as it was, puts the glyphs in place of the spaces beside the match (a
// table stays as wide), and keeps the styles of what follows.
func TestMarkRunesKeepsTheTextAndItsWidth(t *testing.T) {
	line := "Peak queue  \x1b[31m44.2 MiB\x1b[0m" // raw: tests draw without colour
	plain := []rune(ansi.Strip(line))
	out := markRunes(line, plain, 5, 10, lipgloss.NewStyle().Reverse(true), ">", "<")
	if got := ansi.Strip(out); got != "Peak>queue< 44.2 MiB" {
		t.Errorf("marked: %q", got)
	}
	if Width(out) != Width(line) {
		t.Errorf("width %d, was %d", Width(out), Width(line))
	}
	if !strings.Contains(out, "\x1b[31m44.2 MiB") {
		t.Errorf("the value lost its style: %q", out)
	}
	// At the start of a line there is no space to take: the glyph is put in.
	if got := ansi.Strip(markRunes("queue", []rune("queue"), 0, 5, lipgloss.NewStyle(), ">", "<")); got != ">queue<" {
		t.Errorf("at the edges: %q", got)
	}
}
