package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/spraying"
)

// TestAPanelStartsWhenItFirstComesOnScreen: the explorer starts the panel
// on screen only; another panel's engines run the first time it is
// opened, and once (coming back to it asks for nothing).
func TestAPanelStartsWhenItFirstComesOnScreen(t *testing.T) {
	t.Parallel()
	m := New(testConfig(t, i18n.English))
	m.Init()
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	i, ok := m.panelIndex(spraying.ID)
	if !ok || i == m.active {
		t.Fatalf("the spraying panel is at %d (found %v), the panel on screen %d", i, ok, m.active)
	}
	first := m.active
	if m.panels[i].Busy() || m.started[i] {
		t.Fatal("a panel never opened started its engines")
	}
	m.Update(kit.OpenPanelMsg{To: spraying.ID})
	if !m.started[i] || !m.panels[i].Busy() {
		t.Fatal("the spraying panel, opened, did not start its engines")
	}
	m.switchTo(first)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	if cmd := m.startActive(); cmd != nil {
		t.Error("a panel started twice")
	}
}
