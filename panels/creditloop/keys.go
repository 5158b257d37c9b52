package creditloop

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// keyMap is the shared parameter keys plus this panel's answer key.
type keyMap struct {
	kit.ControlKeys
	Reveal key.Binding
}

// newKeyMap builds the key map with help text in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	return keyMap{
		ControlKeys: kit.NewControlKeys(t),
		Reveal:      key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", t.Keys.Reveal)),
	}
}

// short lists the keys for the footer line; the answer key only where
// there is an answer to show.
func (k keyMap) short(onQuestion bool) []key.Binding {
	if onQuestion {
		return append(k.Short(), k.Reveal)
	}
	return k.Short()
}

// full lists the keys for the help overlay, in groups.
func (k keyMap) full() [][]key.Binding {
	groups := k.Full()
	groups[1] = append(groups[1], k.Reveal)
	return groups
}
