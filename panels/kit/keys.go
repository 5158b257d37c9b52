package kit

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
)

// ControlKeys are the keys every parameter panel shares. Each action has a
// non-letter key: Zhuyin and Pinyin input methods swallow letters.
type ControlKeys struct {
	Up, Down, Left, Right, BigLeft, BigRight key.Binding
	Reset, ResetAll                          key.Binding
	NextPage, PrevPage, ScrollUp, ScrollDown key.Binding

	// Combined entries, for the footer only.
	Choose, Adjust, Page key.Binding
}

// NewControlKeys builds the shared keys with help in the current language.
func NewControlKeys(t *i18n.Text) ControlKeys {
	k := t.Keys
	return ControlKeys{
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
		ScrollUp:   key.NewBinding(key.WithKeys("shift+up"), key.WithHelp("shift+↑", k.ScrollUp)),
		ScrollDown: key.NewBinding(key.WithKeys("shift+down"), key.WithHelp("shift+↓", k.ScrollDown)),
		Choose:     key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.Choose)),
		Adjust:     key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", k.Adjust)),
		Page:       key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", k.Page)),
	}
}

// Short lists the shared keys for the footer.
func (k ControlKeys) Short() []key.Binding { return []key.Binding{k.Choose, k.Adjust, k.Page} }

// Full lists the shared keys for the help overlay, in two groups.
func (k ControlKeys) Full() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.BigLeft, k.BigRight},
		{k.Reset, k.ResetAll, k.NextPage, k.PrevPage, k.ScrollUp, k.ScrollDown},
	}
}
