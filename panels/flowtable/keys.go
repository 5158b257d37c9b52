package flowtable

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
)

// keyMap is the panel's own keys, beside the shared knob and page keys.
// Every action has a key that is not a letter (input methods swallow
// letters): Enter, Space, Backspace, F7 to F9, comma and full stop.
type keyMap struct {
	// The fill page.
	Play, Refill key.Binding
	// The lookup page.
	Next key.Binding
	// The two-level page.
	Step, Run, RestartRNIC, DropChannel, CrashDPU, PrevRNIC, NextRNIC, StartOver key.Binding
}

// newKeyMap builds the keys with help in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	c := t.Flow
	return keyMap{
		Play:        key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space/enter", c.KeyPlay)),
		Refill:      key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", c.KeyRefill)),
		Next:        key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", c.KeyNextPacket)),
		Step:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", c.KeyStep)),
		Run:         key.NewBinding(key.WithKeys(" "), key.WithHelp("space", c.KeyRun)),
		RestartRNIC: key.NewBinding(key.WithKeys("x", "f7"), key.WithHelp("x/F7", c.KeyRestartRNIC)),
		DropChannel: key.NewBinding(key.WithKeys("c", "f8"), key.WithHelp("c/F8", c.KeyDropChannel)),
		CrashDPU:    key.NewBinding(key.WithKeys("d", "f9"), key.WithHelp("d/F9", c.KeyCrashDPU)),
		PrevRNIC:    key.NewBinding(key.WithKeys(",", "<"), key.WithHelp(",", c.KeyPrevRNIC)),
		NextRNIC:    key.NewBinding(key.WithKeys(".", ">"), key.WithHelp(".", c.KeyNextRNIC)),
		StartOver:   key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", c.KeyStartOver)),
	}
}

// short lists the keys of a page, for the footer.
func (k keyMap) short(page string) []key.Binding {
	switch page {
	case "fill":
		return []key.Binding{k.Play, k.Refill}
	case "lookup":
		return []key.Binding{k.Next}
	case "twolevel":
		return []key.Binding{k.Step, k.Run, k.RestartRNIC, k.DropChannel, k.CrashDPU}
	}
	return nil
}

// full lists every key of the panel, for the help overlay.
func (k keyMap) full() []key.Binding {
	return []key.Binding{k.Play, k.Refill, k.Next, k.Step, k.Run, k.RestartRNIC, k.DropChannel, k.CrashDPU,
		k.PrevRNIC, k.NextRNIC, k.StartOver}
}
