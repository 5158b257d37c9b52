package spraying

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// keyMap is the shared parameter keys, the answer key and the receiver's
// step keys.
type keyMap struct {
	kit.ControlKeys
	Reveal, StepNext, StepBack key.Binding
}

// newKeyMap builds the key map with help text in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	return keyMap{
		ControlKeys: kit.NewControlKeys(t),
		Reveal:      key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", t.Keys.Reveal)),
		StepNext:    key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", t.Keys.StepNext)),
		StepBack:    key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", t.Keys.StepBack)),
	}
}

// short lists the footer's keys for the page on screen.
func (k keyMap) short(pg page) []key.Binding {
	if _, ok := pg.question(); ok {
		return append(k.Short(), k.Reveal)
	}
	if pg == pageReceiver {
		return append(k.Short(), k.StepNext, k.StepBack)
	}
	return k.Short()
}

// full lists every key for the help overlay.
func (k keyMap) full() [][]key.Binding {
	groups := k.Full()
	groups[1] = append(groups[1], k.Reveal, k.StepNext, k.StepBack)
	return groups
}
