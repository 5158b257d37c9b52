package creditloop

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
)

// keyMap is the panel's own keys. Every action has a non-letter key, since
// Zhuyin and Pinyin input methods swallow letters.
type keyMap struct {
	Up, Down, Left, Right, BigLeft, BigRight key.Binding
	Reset, ResetAll                          key.Binding
	NextPage, PrevPage                       key.Binding
	Reveal, ScrollUp, ScrollDown             key.Binding

	// Combined entries, for the footer only.
	choose, adjust, page key.Binding
}

// newKeyMap builds the key map with help text in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	k := t.Keys
	return keyMap{
		Up:         key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", k.ParamUp)),
		Down:       key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", k.ParamDown)),
		Left:       key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", k.Decrease)),
		Right:      key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", k.Increase)),
		BigLeft:    key.NewBinding(key.WithKeys("shift+left", "-"), key.WithHelp("shift+←/-", k.DecreaseBig)),
		BigRight:   key.NewBinding(key.WithKeys("shift+right", "+", "="), key.WithHelp("shift+→/+", k.IncreaseBig)),
		Reset:      key.NewBinding(key.WithKeys("delete", "r"), key.WithHelp("del/r", k.Reset)),
		ResetAll:   key.NewBinding(key.WithKeys("ctrl+r", "R"), key.WithHelp("ctrl+r/R", k.ResetAll)),
		NextPage:   key.NewBinding(key.WithKeys("pgdown", "]"), key.WithHelp("pgdn/]", k.NextPage)),
		PrevPage:   key.NewBinding(key.WithKeys("pgup", "["), key.WithHelp("pgup/[", k.PrevPage)),
		Reveal:     key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", k.Reveal)),
		ScrollUp:   key.NewBinding(key.WithKeys("shift+up"), key.WithHelp("shift+↑", k.ScrollUp)),
		ScrollDown: key.NewBinding(key.WithKeys("shift+down"), key.WithHelp("shift+↓", k.ScrollDown)),
		choose:     key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.Choose)),
		adjust:     key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", k.Adjust)),
		page:       key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", k.Page)),
	}
}

// short lists the keys for the footer line; the answer key only where
// there is an answer to show.
func (k keyMap) short(onQuestion bool) []key.Binding {
	if onQuestion {
		return []key.Binding{k.choose, k.adjust, k.page, k.Reveal}
	}
	return []key.Binding{k.choose, k.adjust, k.page}
}

// full lists the keys for the help overlay, in groups.
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.BigLeft, k.BigRight},
		{k.Reset, k.ResetAll, k.NextPage, k.PrevPage, k.Reveal, k.ScrollUp, k.ScrollDown},
	}
}
