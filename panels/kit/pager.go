package kit

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// Pager is which page of a panel is shown and how far it scrolls.
type Pager struct {
	Page   int
	Pages  int
	Scroll int
	// limit is the largest scroll the last rendering of page limitPage
	// allowed (limited says there was one): keys that arrive before the
	// next rendering, when it waits for the shell's frame, scroll within it.
	limit, limitPage int
	limited          bool
}

// known reports whether the limit is the current page's.
func (g *Pager) known() bool { return g.limited && g.limitPage == g.Page }

// Bottom is a scroll offset past any body; rendering clamps it to the last
// screenful.
const Bottom = 1 << 30

// HandleKey turns pages and scrolls for the shared paging keys and
// reports whether msg was one of them; height is the panel's height, for
// half-page moves.
func (g *Pager) HandleKey(msg tea.KeyMsg, k ControlKeys, height int) bool {
	switch {
	case key.Matches(msg, k.NextPage):
		g.Turn(1)
	case key.Matches(msg, k.PrevPage):
		g.Turn(-1)
	case key.Matches(msg, k.FirstPage):
		g.show(0)
	case key.Matches(msg, k.LastPage):
		g.show(g.Pages - 1)
	case key.Matches(msg, k.ScrollDown):
		g.ScrollBy(1)
	case key.Matches(msg, k.ScrollUp):
		g.ScrollBy(-1)
	case key.Matches(msg, k.HalfDown):
		g.ScrollBy(max(1, height/2))
	case key.Matches(msg, k.HalfUp):
		g.ScrollBy(-max(1, height/2))
	case key.Matches(msg, k.Top):
		g.Scroll = 0
	case key.Matches(msg, k.End):
		g.Scroll = Bottom
		if g.known() {
			g.Scroll = g.limit
		}
	default:
		return false
	}
	return true
}

// Turn moves by n pages, wrapping around, and scrolls to the top.
func (g *Pager) Turn(n int) {
	g.show(((g.Page+n)%g.Pages + g.Pages) % g.Pages)
}

// show turns to page i at its top; how far it scrolls is not known until
// it is rendered.
func (g *Pager) show(i int) {
	g.Page, g.Scroll, g.limited = i, 0, false
}

// ScrollBy scrolls by n lines (negative scrolls up), never above the top
// nor, once the page was rendered, below its last screenful; before that,
// rendering clamps the bottom.
func (g *Pager) ScrollBy(n int) {
	known := g.known()
	if known {
		g.Scroll = min(g.Scroll, g.limit)
	}
	if g.Scroll == Bottom && n < 0 {
		return // clamped at render time; the caller's next frame fixes it
	}
	g.Scroll = max(0, g.Scroll+n)
	if known {
		g.Scroll = min(g.Scroll, g.limit)
	}
}

// clamp records the largest scroll a rendering of the page allows and
// keeps the scroll within it.
func (g *Pager) clamp(limit int) {
	g.limit, g.limitPage, g.limited = max(0, limit), g.Page, true
	g.Scroll = max(0, min(g.Scroll, g.limit))
}

// ShowPage turns to the page whose stable key is key (keys lists them in
// page order); an unknown key leaves the page as it is.
func (g *Pager) ShowPage(keys []string, key string) {
	for i, k := range keys {
		if k == key {
			g.show(i)
			return
		}
	}
}
