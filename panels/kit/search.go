package kit

import (
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Searchable is what the shell's search needs of a panel; Base
// implements it.
type Searchable interface {
	// PageTitles names the pages in the current language.
	PageTitles() []string
	// Position is the page on screen and the first line of its body
	// shown.
	Position() (page, line int)
	// TextVersion changes whenever the text of the panel's pages may have
	// changed (a knob moved, a result came, the language, styles or size
	// changed), not when the panel only turned a page or scrolled: hits
	// found at one version are where they were while it stays.
	TextVersion() int
	// SearchPage lists where q occurs on page i, laid out as the panel
	// last drew its page area (nothing before it was ever drawn). The
	// pages' text is cached until TextVersion changes; the page and
	// scroll on screen are left as they were.
	SearchPage(q Query, i int) []Match
	// ShowMatch turns to m's page, scrolls m into view (unless it is in
	// view already) and marks it as the current match among q's.
	ShowMatch(q Query, m Match)
	// MarkSearch marks every occurrence of q on the pages (an empty
	// query clears the marks), with no current match.
	MarkSearch(q Query)
}

// searchState is what Base keeps for searches: a version of its text, the
// pages' text cached at that version and size, and the query marked on
// screen with its current match.
type searchState struct {
	version int
	// navOnly is set while Handle takes a message that only turns pages
	// or scrolls: the text does not change.
	navOnly bool
	cache   textCache
	mark    Query
	cur     Match
	hasCur  bool
}

// textCache is the searchable text of each page at one version and page
// area size; a page is read when first searched.
type textCache struct {
	version, w, h int
	pages         []*pageText
}

// Position implements Searchable.
func (b *Base) Position() (page, line int) { return b.Pager.Page, b.Pager.Scroll }

// TextVersion implements Searchable.
func (b *Base) TextVersion() int { return b.search.version }

// SearchPage implements Searchable.
func (b *Base) SearchPage(q Query, i int) []Match {
	if q.Empty() || i < 0 || i >= len(b.Pages) || b.area.w <= 0 || b.area.h <= 0 {
		return nil
	}
	return b.pageText(i).find(q, i)
}

// pageText is page i's text at the current version and page area size,
// rendered once and cached.
func (b *Base) pageText(i int) *pageText {
	c := &b.search.cache
	if c.version != b.search.version || c.w != b.area.w || c.h != b.area.h || len(c.pages) != len(b.Pages) {
		*c = textCache{version: b.search.version, w: b.area.w, h: b.area.h, pages: make([]*pageText, len(b.Pages))}
	}
	if c.pages[i] == nil {
		c.pages[i] = indexText(b.bodyOf(i))
		// A body may record where it drew things (mouse zones) while it is
		// rendered: the page on screen is drawn again before it is used.
		b.stale = true
	}
	return c.pages[i]
}

// bodyOf renders page i's body at the last page area size. A body may
// move the scroll while it is drawn (to keep a selected row in view), so
// the whole pager is put back afterwards.
func (b *Base) bodyOf(i int) []string {
	saved := b.Pager
	b.Pager.Page = i
	defer func() { b.Pager = saved }()
	return b.pageBody(b.area.w, b.area.h)
}

// ShowMatch implements Searchable.
func (b *Base) ShowMatch(q Query, m Match) {
	if m.Page < 0 || m.Page >= len(b.Pages) {
		return
	}
	b.search.mark, b.search.cur, b.search.hasCur = q, m, true
	if m.Page != b.Pager.Page {
		b.Pager.show(m.Page)
	}
	// The rows a scrolled body shows: the area less the line that says
	// how far it has scrolled.
	visible := max(1, b.area.h-1)
	if m.Line < b.Pager.Scroll || m.EndLine >= b.Pager.Scroll+visible {
		b.Pager.Scroll = max(0, m.Line-min(2, visible/4))
	}
	b.restyle()
}

// MarkSearch implements Searchable.
func (b *Base) MarkSearch(q Query) {
	b.search.mark, b.search.hasCur = q, false
	b.restyle()
}

// restyle redraws the view for a change of what is marked or where the
// page is: the text stays, and with it the cached text's version.
func (b *Base) restyle() {
	nav := b.search.navOnly
	b.search.navOnly = true
	b.Redraw()
	b.search.navOnly = nav
}

// textChanged moves the text's version on, unless the message being
// handled only turns pages or scrolls.
func (b *Base) textChanged() {
	if !b.search.navOnly {
		b.search.version++
	}
}

// marked is a page body with every occurrence of the marked query
// underlined and the current match shown in reverse, between two glyphs
// that stay without colour (NO_COLOR, a monochrome projector).
func (b *Base) marked(body []string) []string {
	q := b.search.mark
	if q.Empty() || len(body) == 0 {
		return body
	}
	t := indexText(body)
	found := t.find(q, b.Pager.Page)
	if len(found) == 0 {
		return body
	}
	type span struct {
		lo, hi      int
		current     bool
		first, last bool
	}
	byLine := map[int][]span{}
	for _, m := range found {
		current := b.search.hasCur && m.Same(b.search.cur)
		parts := t.spans(m)
		for k, p := range parts {
			byLine[p[0]] = append(byLine[p[0]], span{lo: p[1], hi: p[2], current: current, first: k == 0, last: k == len(parts)-1})
		}
	}
	s, g := b.Styles, b.Styles.Glyphs
	hit := s.Renderer().NewStyle().Inherit(s.Marker).Underline(true)
	cur := s.Renderer().NewStyle().Inherit(s.Marker).Reverse(true).Bold(true)
	out := slices.Clone(body)
	for l, spans := range byLine {
		// Right to left, so that a glyph put in does not move the spans
		// still to mark.
		slices.SortFunc(spans, func(a, c span) int { return c.lo - a.lo })
		for _, sp := range spans {
			style, before, after := hit, "", ""
			if sp.current {
				style = cur
				if sp.first {
					before = s.Marker.Render(g.PageRight)
				}
				if sp.last {
					after = s.Marker.Render(g.PageLeft)
				}
			}
			out[l] = markRunes(out[l], t.plain[l], sp.lo, sp.hi, style, before, after)
		}
	}
	return out
}

// markRunes styles runes lo to hi of a rendered line whose text is plain,
// with before and after set around them: in place of the space beside
// the match where there is one (so a table stays aligned), else put in.
func markRunes(line string, plain []rune, lo, hi int, style lipgloss.Style, before, after string) string {
	c0, c1 := Width(string(plain[:lo])), Width(string(plain[:hi]))
	left, right := c0, c1
	if before != "" && lo > 0 && plain[lo-1] == ' ' {
		left--
	}
	if after != "" && hi < len(plain) && plain[hi] == ' ' {
		right++
	}
	var b strings.Builder
	b.WriteString(ansi.Truncate(line, left, ""))
	b.WriteString(before)
	b.WriteString(style.Render(string(plain[lo:hi])))
	b.WriteString(after)
	// TruncateLeft keeps the escape sequences of what it cuts, so the text
	// after the match keeps its own style.
	b.WriteString(ansi.TruncateLeft(line, right, ""))
	return b.String()
}
