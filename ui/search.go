package ui

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
)

// searchKey edits the search prompt: Enter searches the active panel,
// Esc closes the prompt.
func (m *Model) searchKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEsc:
		m.search.Blur()
		return nil
	case tea.KeyEnter:
		m.search.Blur()
		m.query = m.search.Value()
		return m.find(false)
	}
	var cmd tea.Cmd
	m.search, cmd = m.search.Update(msg)
	return cmd
}

// find looks for the last query in the active panel (the next match when
// next is set) and says in the status bar whether it was found.
func (m *Model) find(next bool) tea.Cmd {
	if m.query == "" {
		return nil
	}
	p := m.panels[m.active]
	if p.Find(m.query, next) {
		// Through Update, so the panel also starts what its new page needs.
		cmd := m.updatePanel(m.active, kit.RefreshMsg{})
		return tea.Batch(cmd, m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.FoundFmt, m.query, p.PageStatus())}))
	}
	return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.NotFoundFmt, m.query), Error: true})
}
