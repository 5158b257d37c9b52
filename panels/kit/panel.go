package kit

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
)

// PanelID identifies a panel; it routes asynchronous results to their owner.
type PanelID string

// Panel is one tab of the explorer: a Bubble Tea component with its own
// keys (help.KeyMap), view and size.
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
	// SetSize gives the panel its area, in cells.
	SetSize(width, height int)
	// Busy reports whether the panel is waiting for a computation.
	Busy() bool
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

// OpenPanelMsg asks the shell to make a panel active and show one of its
// pages (a key number leading to the panel where it lives).
type OpenPanelMsg struct {
	To   PanelID
	Page string // the page's stable key, e.g. "reference"
}

// ShowPageMsg tells a panel to show the page with this stable key.
type ShowPageMsg struct{ Page string }

// StatusMsg asks the shell to show a line in its status bar (Esc clears it).
type StatusMsg struct {
	Text  string
	Error bool
}
