package kit

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Find implements Panel: it searches the page bodies, case-insensitively,
// starting on the current page below the top line shown (or, when next is
// set, below the first line shown) and wrapping round to earlier pages.
// The page that holds the match is shown scrolled to it.
func (b *Base) Find(query string, next bool) bool {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" || b.area.w <= 0 {
		return false
	}
	n := len(b.Pages)
	for i := range n {
		page := (b.Pager.Page + i) % n
		from := 0
		if i == 0 {
			from = b.Pager.Scroll
			if next {
				from++
			}
		}
		lines := b.bodyOf(page)
		for l := from; l < len(lines); l++ {
			if strings.Contains(strings.ToLower(ansi.Strip(lines[l])), q) {
				b.Pager.Page, b.Pager.Scroll = page, l
				return true
			}
		}
	}
	// Wrap round on the current page, above where the search began.
	lines := b.bodyOf(b.Pager.Page)
	for l := 0; l < min(b.Pager.Scroll, len(lines)); l++ {
		if strings.Contains(strings.ToLower(ansi.Strip(lines[l])), q) {
			b.Pager.Scroll = l
			return true
		}
	}
	return false
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
