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

// HandleKey turns pages and scrolls for the shared paging keys and
// reports whether msg was one of them.
func (g *Pager) HandleKey(msg tea.KeyMsg, k ControlKeys) bool {
	switch {
	case key.Matches(msg, k.NextPage):
		g.Page, g.Scroll = (g.Page+1)%g.Pages, 0
	case key.Matches(msg, k.PrevPage):
		g.Page, g.Scroll = (g.Page+g.Pages-1)%g.Pages, 0
	case key.Matches(msg, k.ScrollDown):
		g.Scroll++
	case key.Matches(msg, k.ScrollUp):
		g.Scroll = max(0, g.Scroll-1)
	default:
		return false
	}
	return true
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

// Controls is the state every parameter panel shares: its parameters,
// which one is selected, and its pages.
type Controls[S any] struct {
	Params []Param[S]
	Sel    int
	Pager
}

// HandleKey applies a shared key to the controls and to state s. It returns
// the new state and whether the key was one of the shared ones.
func (c *Controls[S]) HandleKey(msg tea.KeyMsg, k ControlKeys, s, defaults S) (S, bool) {
	n := len(c.Params)
	switch {
	case key.Matches(msg, k.Up):
		c.Sel = (c.Sel + n - 1) % n
	case key.Matches(msg, k.Down):
		c.Sel = (c.Sel + 1) % n
	case key.Matches(msg, k.Left):
		return c.Params[c.Sel].Adjust(s, -1, false), true
	case key.Matches(msg, k.Right):
		return c.Params[c.Sel].Adjust(s, 1, false), true
	case key.Matches(msg, k.BigLeft):
		return c.Params[c.Sel].Adjust(s, -1, true), true
	case key.Matches(msg, k.BigRight):
		return c.Params[c.Sel].Adjust(s, 1, true), true
	case key.Matches(msg, k.Reset):
		return c.Params[c.Sel].Reset(s, defaults), true
	case key.Matches(msg, k.ResetAll):
		return defaults, true
	default:
		return s, c.Pager.HandleKey(msg, k)
	}
	return s, true
}
