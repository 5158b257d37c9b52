package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"

	"pegasus/panels/kit"
)

// The smallest terminal the explorer draws in; below it a message asks
// for a larger window.
const (
	MinWidth  = 48
	MinHeight = 12
)

// chromeHeight is the rows the shell itself uses: tab bar and footer.
const chromeHeight = 2

// newHelp builds the footer and overlay help with the theme's styles.
func newHelp(s kit.Styles) help.Model {
	h := help.New()
	h.Ellipsis = s.Glyphs.Ellipsis
	h.ShortSeparator = "  "
	h.FullSeparator = "   "
	h.Styles.ShortKey, h.Styles.FullKey = s.HelpKey, s.HelpKey
	h.Styles.ShortDesc, h.Styles.FullDesc = s.HelpDesc, s.HelpDesc
	h.Styles.ShortSeparator, h.Styles.FullSeparator = s.HelpSep, s.HelpSep
	h.Styles.Ellipsis = s.HelpSep
	return h
}

// layout gives every panel the area under the tab bar and above the footer.
func (m *Model) layout() {
	m.help.Width = m.width
	if m.tooSmall() {
		return
	}
	for _, p := range m.panels {
		p.SetSize(m.width, m.height-chromeHeight)
	}
}

func (m *Model) tooSmall() bool { return m.width < MinWidth || m.height < MinHeight }

// View implements tea.Model. It assembles cached pieces; panels render in
// their Update.
func (m *Model) View() string {
	if m.width <= 0 || m.height <= 0 {
		return ""
	}
	if m.tooSmall() {
		return m.tooSmallView()
	}
	body := m.panels[m.active].View()
	if m.showHelp {
		body = m.helpView(m.width, m.height-chromeHeight)
	}
	return m.tabBar() + "\n" + body + "\n" + m.footer()
}

// tooSmallView asks for a larger window, wrapped to whatever is there.
func (m *Model) tooSmallView() string {
	msg := fmt.Sprintf(m.text.Shell.TooSmallFmt, m.width, m.height, MinWidth, MinHeight)
	lines := kit.Wrap(msg, max(1, m.width))
	return kit.FitLines(m.styles.Text.Render(strings.Join(lines, "\n")), m.width, m.height, "")
}

// tabBar shows the application name and one tab per panel, the active one
// marked with a glyph as well as a colour (for NO_COLOR terminals).
func (m *Model) tabBar() string {
	s, g := m.styles, m.styles.Glyphs
	parts := []string{s.AppName.Render(m.text.Shell.AppName)}
	for i, p := range m.panels {
		title := p.Title()
		if p.Busy() {
			title += " " + g.Ellipsis
		}
		if i == m.active {
			parts = append(parts, s.TabActive.Render(g.Cursor+title))
		} else {
			parts = append(parts, s.TabInactive.Render(" "+title))
		}
	}
	return kit.FitLines(strings.Join(parts, s.Rule.Render(g.VRule)), m.width, 1, g.Ellipsis)
}

// footer shows the status line when there is one, else the short help.
func (m *Model) footer() string {
	s, g := m.styles, m.styles.Glyphs
	if m.status.Text != "" {
		style := s.Status
		if m.status.Error {
			style = s.Error
		}
		return kit.FitLines(style.Render(m.status.Text), m.width, 1, g.Ellipsis)
	}
	bindings := append(m.keys.short(), m.panels[m.active].ShortHelp()...)
	return kit.FitLines(m.help.ShortHelpView(bindings), m.width, 1, g.Ellipsis)
}

// helpView is the overlay: global keys, then the active panel's keys.
func (m *Model) helpView(w, h int) string {
	s := m.styles
	p := m.panels[m.active]
	sections := []string{
		s.Heading.Render(m.text.Shell.HelpTitle),
		s.Accent.Render(m.text.Shell.HelpGlobal),
		m.help.FullHelpView(m.keys.full()),
		s.Accent.Render(fmt.Sprintf(m.text.Shell.HelpPanelFmt, p.Title())),
		m.help.FullHelpView(p.FullHelp()),
		s.Muted.Render(m.text.Shell.HelpClose),
	}
	inner := max(10, w-s.Overlay.GetHorizontalFrameSize())
	joined := strings.Join(sections, "\n")
	content := kit.FitLines(joined, min(inner, kit.Widest(strings.Split(joined, "\n"))), min(h-s.Overlay.GetVerticalFrameSize(), lipgloss.Height(joined)), s.Glyphs.Ellipsis)
	box := s.Overlay.Render(content)
	return lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, box)
}
