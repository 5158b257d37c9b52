package ui

import "github.com/charmbracelet/lipgloss"

// styleWidgets gives the search prompt and the spinner styles of the
// theme's renderer (their own defaults render for the process's terminal,
// not an SSH session's).
func (m *Model) styleWidgets() {
	s := m.styles
	dim := s.NewStyle().Foreground(lipgloss.Color("240"))
	m.search.PromptStyle, m.search.TextStyle = s.NewStyle(), s.NewStyle()
	m.search.PlaceholderStyle, m.search.CompletionStyle = dim, dim
	m.search.Cursor.Style, m.search.Cursor.TextStyle = s.NewStyle(), s.NewStyle()
	m.spinner.Style = s.NewStyle()
}
