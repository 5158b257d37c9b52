package kit

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
)

// PanelID identifies a panel; it routes asynchronous results and links.
type PanelID string

// Panel is one tab of the explorer: a Bubble Tea component with its own
// keys (help.KeyMap), view and size. Panels embed Base, which implements
// the parts every panel shares.
type Panel interface {
	help.KeyMap
	// ID is the panel's stable identifier.
	ID() PanelID
	// Title is the panel's name in the current language, for the tab bar.
	Title() string
	// Init returns the panel's first command (for example a computation).
	Init() tea.Cmd
	// Update handles a message routed to the panel.
	Update(msg tea.Msg) (Panel, tea.Cmd)
	// View returns the panel's cached rendering; it never computes.
	View() string
	// Flush renders the view now if an Update left it stale (see
	// Env.Deferred); the shell calls it before it shows the panel.
	Flush()
	// SetSize gives the panel its area, in cells.
	SetSize(width, height int)
	// Busy reports whether the panel is waiting for a computation.
	Busy() bool
	// Capturing reports whether the panel is taking typed text, so the
	// shell leaves letters and digits to it.
	Capturing() bool
	// PageStatus names the page on screen and its position, for the
	// status bar.
	PageStatus() string
	// TakeOpen returns, once, a request the last Update made to open
	// another panel, so the shell switches within the same Update (a key
	// typed right after lands on the new panel).
	TakeOpen() (OpenPanelMsg, bool)
	// Searchable is what the shell's search needs: the pages' text, and
	// marking a match on screen.
	Searchable
}

// Persistent is a panel whose knobs are worth remembering between runs.
type Persistent interface {
	// Values returns the panel's knob values by group, then key.
	Values() map[string]map[string]float64
}

// ValuesOf is panel p's knob values by group, then key; nil for a panel
// without knobs worth keeping.
func ValuesOf(p Panel) map[string]map[string]float64 {
	if v, ok := p.(Persistent); ok {
		return v.Values()
	}
	return nil
}

// Routed wraps a message produced for one panel (the result of its own
// asynchronous command); the shell delivers Msg to panel To only.
type Routed struct {
	To  PanelID
	Msg tea.Msg
}

// LanguageChangedMsg tells every panel to rebuild its text and key help.
type LanguageChangedMsg struct{ Text *i18n.Text }

// StylesChangedMsg tells every panel to redraw with new styles.
type StylesChangedMsg struct{ Styles Styles }

// OpenPanelMsg asks the shell to make a panel active, show one of its
// pages and, when Values is set, move its knobs there (a link from a key
// number, a reading section or a lecture step).
type OpenPanelMsg struct {
	To     PanelID
	Page   string                        // the page's stable key; "" keeps the page
	Values map[string]map[string]float64 // knob values by group, then key
}

// ShowPageMsg tells a panel to show the page with this stable key.
type ShowPageMsg struct{ Page string }

// SetValuesMsg tells a panel to move its knobs to these values (by group,
// then key); keys a panel does not own are ignored.
type SetValuesMsg struct {
	Values map[string]map[string]float64
}

// StatusMsg asks the shell to show a line in its status bar (Esc clears it).
type StatusMsg struct {
	Text  string
	Error bool
}

// RefreshMsg tells a panel to render again (the shell changed its page or
// scroll, after a search); the text of its pages has not changed.
type RefreshMsg struct{}
