package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
)

// TestExportKeyWritesThePage: e opens the format prompt, 3 picks SVG,
// the chart is written to the export directory under a generated name,
// a second export gets -2, d writes a PDF, and the status line shows the
// path.
func TestExportKeyWritesThePage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := testConfig(t, i18n.TraditionalChinese)
	cfg.ExportDir, cfg.KeepStatus = dir, true
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
	if !strings.Contains(m.View(), "1 CSV  2 JSON  3 SVG  4 PNG  5 PDF") {
		t.Fatalf("no format prompt:\n%s", m.View())
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'3'}})
	want := filepath.Join(dir, "pegasus-credit-throughput.svg")
	if b, err := os.ReadFile(want); err != nil || !strings.Contains(string(b), "吞吐量") {
		t.Fatalf("%s: %v", want, err)
	}
	if !strings.Contains(m.View(), "已寫入 "+want) {
		t.Errorf("the path is not on the status line:\n%s", m.View())
	}
	hit(m, tea.KeyMsg{Type: tea.KeyF10})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'s'}})
	if _, err := os.Stat(filepath.Join(dir, "pegasus-credit-throughput-2.svg")); err != nil {
		t.Errorf("the second export: %v", err)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'d'}})
	pdf := filepath.Join(dir, "pegasus-credit-throughput.pdf")
	if b, err := os.ReadFile(pdf); err != nil || !strings.HasPrefix(string(b), "%PDF-") {
		t.Errorf("d: %s: %v", pdf, err)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyPgDown})
	hit(m, tea.KeyMsg{Type: tea.KeyPgDown})
	hit(m, tea.KeyMsg{Type: tea.KeyPgDown}) // the digest's figures: no data
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
	if !strings.Contains(m.View(), "沒有可以匯出的資料") {
		t.Errorf("a page without data is not refused:\n%s", m.View())
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
	hit(m, tea.KeyMsg{Type: tea.KeyEsc})
	if m.exporting != nil {
		t.Error("Esc does not cancel the prompt")
	}
}
