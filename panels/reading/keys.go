package reading

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// keyMap is the reading panel's keys: the shared paging and scrolling
// keys, up and down to read on (or reach the next link on screen), left
// and right to jump between links and questions, Enter to follow one, a
// key for the side-by-side mode, and the glossary's search keys.
type keyMap struct {
	kit.ControlKeys
	Follow, OpenSection, Search, Side key.Binding
	Keep, Erase, Clear                key.Binding
	// The footer's shorter entries.
	read, links, section, follow, open, side, search key.Binding
}

// newKeyMap builds the key map with help text in the current language;
// in one language only, the side-by-side key is off.
func newKeyMap(t *i18n.Text, oneLanguage bool) keyMap {
	r := t.Reading
	shared := kit.NewControlKeys(t)
	shared.Up.SetHelp("↑/k", r.KeyReadBack)
	shared.Down.SetHelp("↓/j", r.KeyRead)
	shared.Left.SetHelp("←/h", r.KeyLinkPrev)
	shared.Right.SetHelp("→/l", r.KeyLinkNext)
	k := keyMap{
		ControlKeys: shared,
		Follow:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.KeyFollow)),
		OpenSection: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.KeyOpenSection)),
		Search:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.KeySearch)),
		Side:        key.NewBinding(key.WithKeys("|", "s"), key.WithHelp("|/s", r.KeySideBySide)),
		Keep:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.KeyKeep)),
		Erase:       key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", r.KeyErase)),
		Clear:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", r.KeyClear)),
		read:        key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", r.ShortRead)),
		links:       key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", r.ShortLinks)),
		section:     key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", r.KeySection)),
		follow:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.ShortFollow)),
		open:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.ShortOpen)),
		side:        key.NewBinding(key.WithKeys("|", "s"), key.WithHelp("|", r.ShortSide)),
		search:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", r.ShortSearch)),
	}
	k.Side.SetEnabled(!oneLanguage)
	k.side.SetEnabled(!oneLanguage)
	return k
}

// short lists the footer's keys for a kind of page, its own first.
func (k keyMap) short(kind pageKind, typing bool) []key.Binding {
	switch {
	case typing:
		return []key.Binding{k.Keep, k.Erase, k.Clear}
	case kind == contentsPage:
		return []key.Binding{k.open, k.section, k.side, k.Page}
	case kind == glossaryPage:
		return []key.Binding{k.search, k.side, k.Page}
	case kind == sectionPage:
		return []key.Binding{k.follow, k.links, k.side, k.Page}
	}
	return []key.Binding{k.read, k.side, k.Page}
}

// full lists every key for the help overlay (Esc, which clears a search,
// is the shell's key too, so the overlay lists it with the shell's).
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.Follow, k.OpenSection, k.Side},
		append([]key.Binding{k.Search, k.Keep, k.Erase}, k.PageFull()...),
	}
}
