package evidence

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// keyMap is the evidence panel's keys: the shared paging, arrow and nudge
// keys (up and down move through rows here), Enter to open a row's panel
// or apply a typed gain, and Backspace to erase a typed digit.
type keyMap struct {
	kit.ControlKeys
	Enter, Erase key.Binding
	row          key.Binding // footer only
}

// newKeyMap builds the key map with help text in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	k := t.Keys
	shared := kit.NewControlKeys(t)
	shared.Up.SetHelp("↑/k", k.RowUp)
	shared.Down.SetHelp("↓/j", k.RowDown)
	return keyMap{
		ControlKeys: shared,
		Enter:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", k.Open)),
		Erase:       key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", k.Erase)),
		row:         key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.Row)),
	}
}

// short lists the footer's keys for the page on screen.
func (k keyMap) short(pg page) []key.Binding {
	switch pg {
	case pageConverter:
		return []key.Binding{k.Adjust, k.Enter, k.Page}
	case pageKeyNumbers:
		return []key.Binding{k.row, k.Enter, k.Page}
	}
	return []key.Binding{k.row, k.Page}
}

// full lists every key for the help overlay.
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.NextPage, k.PrevPage, k.ScrollUp, k.ScrollDown},
		{k.Left, k.Right, k.BigLeft, k.BigRight, k.Enter, k.Erase},
	}
}
