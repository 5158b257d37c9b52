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
}

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
		g.Page, g.Scroll = 0, 0
	case key.Matches(msg, k.LastPage):
		g.Page, g.Scroll = g.Pages-1, 0
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
	default:
		return false
	}
	return true
}

// Turn moves by n pages, wrapping around, and scrolls to the top.
func (g *Pager) Turn(n int) {
	g.Page, g.Scroll = ((g.Page+n)%g.Pages+g.Pages)%g.Pages, 0
}

// ScrollBy scrolls by n lines (negative scrolls up), never above the top;
// rendering clamps the bottom.
func (g *Pager) ScrollBy(n int) {
	if g.Scroll == Bottom && n < 0 {
		return // clamped at render time; the caller's next frame fixes it
	}
	g.Scroll = max(0, g.Scroll+n)
}

// ShowPage turns to the page whose stable key is key (keys lists them in
// page order); an unknown key leaves the page as it is.
func (g *Pager) ShowPage(keys []string, key string) {
	for i, k := range keys {
		if k == key {
			g.Page, g.Scroll = i, 0
			return
		}
	}
}
