package kit

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// Controls is the state every parameter panel shares: its parameters,
// which one is selected, and which page is shown and how far it scrolls.
type Controls[S any] struct {
	Params []Param[S]
	Sel    int
	Page   int
	Pages  int
	Scroll int
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
	case key.Matches(msg, k.NextPage):
		c.Page, c.Scroll = (c.Page+1)%c.Pages, 0
	case key.Matches(msg, k.PrevPage):
		c.Page, c.Scroll = (c.Page+c.Pages-1)%c.Pages, 0
	case key.Matches(msg, k.ScrollDown):
		c.Scroll++
	case key.Matches(msg, k.ScrollUp):
		c.Scroll = max(0, c.Scroll-1)
	default:
		return s, false
	}
	return s, true
}

// ShowPage turns to the page whose stable key is key (keys lists them in
// page order); an unknown key leaves the page as it is.
func (c *Controls[S]) ShowPage(keys []string, key string) {
	for i, k := range keys {
		if k == key {
			c.Page, c.Scroll = i, 0
			return
		}
	}
}
