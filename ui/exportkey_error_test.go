package ui

import (
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
)

// TestExportKeyFailureNamesTheDirectoryOnce: an export directory that
// does not exist is reported on the status line, its path said once.
func TestExportKeyFailureNamesTheDirectoryOnce(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "gone")
	cfg := testConfig(t, i18n.English)
	cfg.ExportDir, cfg.KeepStatus = dir, true
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 400, Height: 40})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'1'}})
	view := m.View()
	if !strings.Contains(view, "Export failed") || strings.Count(view, dir) != 1 {
		t.Errorf("the failure does not name %s once:\n%s", dir, view)
	}
}
