package evidence

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// keyMap is the evidence panel's keys: the shared paging, arrow and nudge
// keys (up and down move through rows or scroll here), Enter to open a
// row's result or type a gain, and Backspace to erase a typed digit.
type keyMap struct {
	kit.ControlKeys
	Enter, Type, Apply, Erase, Cancel key.Binding
	row, scroll                       key.Binding // footer only
}

// newKeyMap builds the key map with help text in the current language.
func newKeyMap(t *i18n.Text, g kit.Glyphs) keyMap {
	k := t.Keys
	shared := kit.NewControlKeys(t)
	shared.Up.SetHelp("↑/k", k.RowUp)
	shared.Down.SetHelp("↓/j", k.RowDown)
	km := keyMap{
		ControlKeys: shared,
		Enter:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", k.Open)),
		Type:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", k.TypeValue)),
		Apply:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", k.Apply)),
		Erase:       key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", k.Erase)),
		Cancel:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", k.Back)),
		row:         key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.Row)),
		scroll:      key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.ScrollDown)),
	}
	km.ControlKeys = km.ControlKeys.For(g)
	km.row, km.scroll = kit.ForGlyphs(g, km.row), kit.ForGlyphs(g, km.scroll)
	return km
}

// short lists the footer's keys for the page on screen, its own first.
func (k keyMap) short(page string, editing bool) []key.Binding {
	switch {
	case editing:
		return []key.Binding{k.Apply, k.Erase, k.Cancel}
	case page == "converter":
		return []key.Binding{k.Type, k.Adjust, k.Page}
	case page == "keynumbers":
		return []key.Binding{k.Enter, k.row, k.Page}
	}
	return []key.Binding{k.scroll, k.Page}
}

// full lists every key for the help overlay.
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		append([]key.Binding{k.Up, k.Down}, k.PageFull()...),
		{k.Left, k.Right, k.BigLeft, k.BigRight, k.Enter, k.Type, k.Erase},
	}
}
