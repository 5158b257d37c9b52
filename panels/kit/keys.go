package kit

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
)

// ControlKeys are the keys every panel shares. Each action has a
// non-letter key: Zhuyin and Pinyin input methods swallow letters.
type ControlKeys struct {
	// Knobs: select, move, reset.
	Up, Down, Left, Right, BigLeft, BigRight key.Binding
	Reset, ResetAll                          key.Binding
	// Pages and scrolling.
	NextPage, PrevPage, FirstPage, LastPage key.Binding
	ScrollUp, ScrollDown, HalfUp, HalfDown  key.Binding
	Top, End                                key.Binding
	// Answers on question pages.
	Reveal key.Binding

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
		FirstPage:  key.NewBinding(key.WithKeys("home"), key.WithHelp("home", k.FirstPage)),
		LastPage:   key.NewBinding(key.WithKeys("end"), key.WithHelp("end", k.LastPage)),
		ScrollUp:   key.NewBinding(key.WithKeys("shift+up"), key.WithHelp("shift+↑", k.ScrollUp)),
		ScrollDown: key.NewBinding(key.WithKeys("shift+down"), key.WithHelp("shift+↓", k.ScrollDown)),
		HalfUp:     key.NewBinding(key.WithKeys("ctrl+u"), key.WithHelp("ctrl+u", k.HalfUp)),
		HalfDown:   key.NewBinding(key.WithKeys("ctrl+d"), key.WithHelp("ctrl+d", k.HalfDown)),
		Top:        key.NewBinding(key.WithKeys("g"), key.WithHelp("g", k.Top)),
		End:        key.NewBinding(key.WithKeys("G"), key.WithHelp("G", k.Bottom)),
		Reveal:     key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", k.Reveal)),
		Choose:     key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", k.Choose)),
		Adjust:     key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", k.Adjust)),
		Page:       key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", k.Page)),
	}
}

// KnobShort lists the knob and page keys for the footer of a panel with
// knobs.
func (k ControlKeys) KnobShort() []key.Binding { return []key.Binding{k.Choose, k.Adjust, k.Page} }

// PageShort lists the page key for the footer of a panel without knobs.
func (k ControlKeys) PageShort() []key.Binding { return []key.Binding{k.Page} }

// KnobFull lists the knob keys for the help overlay.
func (k ControlKeys) KnobFull() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Left, k.Right, k.BigLeft, k.BigRight, k.Reset, k.ResetAll}
}

// PageFull lists the page and scroll keys for the help overlay.
func (k ControlKeys) PageFull() []key.Binding {
	return []key.Binding{k.NextPage, k.PrevPage, k.FirstPage, k.LastPage, k.ScrollUp, k.ScrollDown, k.HalfUp, k.HalfDown, k.Top, k.End}
}

// arrowWords spells the arrow keys in words, for the ASCII glyph set.
var arrowWords = strings.NewReplacer("↑↓", "up/down", "←→", "left/right", "↑", "up", "↓", "down", "←", "left", "→", "right")

// ForGlyphs returns b with its help key spelled for the glyph set: arrows
// as words when the set is ASCII (terminals that draw arrows wide).
func ForGlyphs(g Glyphs, b key.Binding) key.Binding {
	if g.Braille {
		return b
	}
	h := b.Help()
	b.SetHelp(arrowWords.Replace(h.Key), h.Desc)
	return b
}

// For spells every shared key's help for the glyph set.
func (k ControlKeys) For(g Glyphs) ControlKeys {
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.BigLeft, &k.BigRight, &k.Reset, &k.ResetAll,
		&k.NextPage, &k.PrevPage, &k.FirstPage, &k.LastPage, &k.ScrollUp, &k.ScrollDown, &k.HalfUp, &k.HalfDown,
		&k.Top, &k.End, &k.Reveal, &k.Choose, &k.Adjust, &k.Page} {
		*b = ForGlyphs(g, *b)
	}
	return k
}
