package evidence

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
)

// keyMap is the evidence panel's keys: pages, rows or scrolling, the gain
// converter's nudges, and Enter to open a row's panel or apply a typed gain.
type keyMap struct {
	Up, Down, Left, Right, BigLeft, BigRight key.Binding
	NextPage, PrevPage, ScrollUp, ScrollDown key.Binding
	Enter, Erase                             key.Binding
	row, adjust, page                        key.Binding // footer only
}

// newKeyMap builds the key map with help text in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	k := t.Keys
	return keyMap{
		Up:         key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", k.RowUp)),
		Down:       key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", k.RowDown)),
		Left:       key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", k.Decrease)),
		Right:      key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", k.Increase)),
		BigLeft:    key.NewBinding(key.WithKeys("shift+left", "-"), key.WithHelp("shift+←/-", k.DecreaseBig)),
		BigRight:   key.NewBinding(key.WithKeys("shift+right", "+", "="), key.WithHelp("shift+→/+", k.IncreaseBig)),
		NextPage:   key.NewBinding(key.WithKeys("pgdown", "]"), key.WithHelp("pgdn/]", k.NextPage)),
		PrevPage:   key.NewBinding(key.WithKeys("pgup", "["), key.WithHelp("pgup/[", k.PrevPage)),
		ScrollUp:   key.NewBinding(key.WithKeys("shift+up"), key.WithHelp("shift+↑", k.ScrollUp)),
		ScrollDown: key.NewBinding(key.WithKeys("shift+down"), key.WithHelp("shift+↓", k.ScrollDown)),
		Enter:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", k.Open)),
		Erase:      key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", k.Erase)),
		row:        key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.Row)),
		adjust:     key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", k.Adjust)),
		page:       key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", k.Page)),
	}
}

// short lists the footer's keys for the page on screen.
func (k keyMap) short(pg page) []key.Binding {
	switch pg {
	case pageConverter:
		return []key.Binding{k.adjust, k.Enter, k.page}
	case pageKeyNumbers:
		return []key.Binding{k.row, k.Enter, k.page}
	}
	return []key.Binding{k.row, k.page}
}

// full lists every key for the help overlay.
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.NextPage, k.PrevPage, k.ScrollUp, k.ScrollDown},
		{k.Left, k.Right, k.BigLeft, k.BigRight, k.Enter, k.Erase},
	}
}
