// Package compare is the compare panel: Pegasus beside the systems the
// digest names (Astral, HPN, MegaScale, Meta's RoCE network, TPU v4),
// point by point, with each cell the digest leaves open marked as such;
// two maps that place the systems by where load balance is fixed and how
// bytes in flight are bounded; what rests on the explorer's reading; and
// what the comparison is.
package compare

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	model "pegasus/model/compare"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = "compare"

// Panel is the compare panel. It holds no engine: the table and maps are
// the digest's facts as model/compare declares them, with their text in
// the compare document. View returns the rendering cached by Update.
type Panel struct {
	kit.Base
	keys keyMap
	// byDimension makes the narrow table show one dimension for every
	// system, instead of one system on every dimension.
	byDimension bool
	// item is the system (or dimension) the narrow table shows.
	item int
}

// narrow reports whether the table is drawn one item at a time at the
// panel's width, so the footer offers the keys that move it.
func (p *Panel) narrow() bool { return p.Width < gridMin }

// New builds the panel.
func New(env kit.Env) kit.Panel {
	p := &Panel{}
	p.Base = kit.NewBase(Registration(), env, content.CompareDoc, p.pages())
	p.SetRender(p.ShowPages)
	p.SetHandlers(kit.Handlers{Key: p.handleKey})
	p.SetRetext(func() { p.keys = newKeyMap(p.Text) })
	p.keys = newKeyMap(p.Text)
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Compare.Title }, New: New}
}

// ShortHelp implements help.KeyMap: the narrow table's keys first.
func (p *Panel) ShortHelp() []key.Binding {
	if p.Page().Key == "table" && p.narrow() {
		return []key.Binding{p.keys.other, p.keys.View, p.keys.Page}
	}
	return []key.Binding{p.keys.scroll, p.keys.Page}
}

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding { return p.keys.full() }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// handleKey applies the narrow table's keys and scrolling; it reports
// whether the key was one of them.
func (p *Panel) handleKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := p.keys
	narrow := p.Page().Key == "table" && p.narrow()
	switch {
	case narrow && key.Matches(msg, k.Left):
		p.step(-1)
	case narrow && key.Matches(msg, k.Right):
		p.step(1)
	case narrow && key.Matches(msg, k.View):
		p.byDimension = !p.byDimension
		p.item, p.Pager.Scroll = 0, 0
	case key.Matches(msg, k.Down):
		p.Pager.ScrollBy(1)
	case key.Matches(msg, k.Up):
		p.Pager.ScrollBy(-1)
	default:
		return nil, false
	}
	return nil, true
}

// step moves the narrow table to another system or dimension, wrapping.
func (p *Panel) step(n int) {
	count := len(model.Systems())
	if p.byDimension {
		count = len(model.Dimensions())
	}
	p.item, p.Pager.Scroll = ((p.item+n)%count+count)%count, 0
}

// keyMap is the panel's keys: the shared paging keys, up and down to
// scroll, left and right to change the narrow table's system or
// dimension, and Enter or Space to switch between the two.
type keyMap struct {
	kit.ControlKeys
	View          key.Binding
	other, scroll key.Binding // footer only
}

// newKeyMap builds the key map with help in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	c := t.Compare
	shared := kit.NewControlKeys(t)
	shared.Up.SetHelp("↑/k", t.Keys.ScrollUp)
	shared.Down.SetHelp("↓/j", t.Keys.ScrollDown)
	shared.Left.SetHelp("←/h", c.KeyOther)
	shared.Right.SetHelp("→/l", c.KeyOther)
	return keyMap{
		ControlKeys: shared,
		View:        key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", c.KeyView)),
		other:       key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", c.KeyOther)),
		scroll:      key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", c.KeyScroll)),
	}
}

// full lists every key for the help overlay.
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		append([]key.Binding{k.Up, k.Down}, k.PageFull()...),
		{k.Left, k.Right, k.View},
	}
}
